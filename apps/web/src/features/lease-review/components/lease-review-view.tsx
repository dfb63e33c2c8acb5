import { type LeaseFinding, type LeaseReview, leaseTermNames } from '@rentwise/core/lease-reviews/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatTerm } from '../lib/format-term';

const severityVariant = { high: 'destructive', medium: 'warning', low: 'info' } as const;

/** The sentence a term or finding came from, and its page, as a citation under it. */
function Quote({ quote, page }: { quote: string; page: number }) {
  const { t } = useTranslation('lease-review');
  return (
    <blockquote className="mt-1 border-l-2 pl-3 text-sm text-muted-foreground">
      “{quote}” <span className="whitespace-nowrap">({t('terms.page', { page })})</span>
    </blockquote>
  );
}

export function LeaseTermsCard({ review }: { review: LeaseReview }) {
  const { t, i18n } = useTranslation('lease-review');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.termsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {leaseTermNames.map((name) => {
            const term = review.terms[name];
            return (
              <div key={name}>
                <dt className="text-sm font-medium">{t(`terms.${name}`)}</dt>
                <dd>
                  {term ? (
                    <>
                      <span>{formatTerm(review, name, t, i18n.language)}</span>
                      <Quote quote={term.quote} page={term.page} />
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t('terms.notFound')}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}

export function LeaseFindingsCard({ findings }: { findings: LeaseFinding[] }) {
  const { t } = useTranslation('lease-review');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.findingsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {findings.length === 0 ? (
          <p className="text-muted-foreground">{t('page.noFindings')}</p>
        ) : (
          <ul className="grid gap-4">
            {findings.map((finding, index) => (
              <li key={`${finding.rule}-${index}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={severityVariant[finding.severity]}>
                    {t(`severity.${finding.severity}`)}
                  </Badge>
                  <span className="font-medium">{finding.title}</span>
                </div>
                <p className="mt-1 text-sm">{finding.explanation}</p>
                {finding.quote !== null && finding.page !== null && (
                  <Quote quote={finding.quote} page={finding.page} />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The document's text, page by page, with every quoted sentence highlighted where it stands. */
export function LeaseDocumentText({ review }: { review: LeaseReview }) {
  const { t } = useTranslation('lease-review');
  const quoted = new Set<string>();
  for (const term of Object.values(review.terms)) if (term) quoted.add(`${term.page}\u0000${term.quote}`);
  for (const finding of review.findings) {
    if (finding.quote !== null) quoted.add(`${finding.page}\u0000${finding.quote}`);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.documentTitle')}</CardTitle>
        <CardDescription>{t('page.documentHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {review.pages.map(({ page, sentences }) => (
          <section key={page} aria-label={t('page.pageHeading', { page })}>
            <h3 className="mb-1 text-sm font-medium text-muted-foreground">
              {t('page.pageHeading', { page })}
            </h3>
            <p className="leading-relaxed">
              {sentences
                .map((sentence, index) => {
                  const key = `${page}-${index}`;
                  return quoted.has(`${page}\u0000${sentence}`) ? (
                    <mark key={key} className="rounded bg-tone-warning px-0.5 text-tone-warning-foreground">
                      {sentence}
                    </mark>
                  ) : (
                    <span key={key}>{sentence}</span>
                  );
                })
                .flatMap((node, index) => (index === 0 ? [node] : [' ', node]))}
            </p>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
