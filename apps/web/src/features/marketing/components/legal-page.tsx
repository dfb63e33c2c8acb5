import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { supportEmail } from '../api/send-contact-message';
import { formatLegalDate } from '../lib/legal';
import { useLanguage } from '../lib/use-language';

export type LegalPageId = 'privacy' | 'terms' | 'cookies';

const related: { id: LegalPageId; to: string }[] = [
  { id: 'privacy', to: '/privacy' },
  { id: 'terms', to: '/terms' },
  { id: 'cookies', to: '/cookies' },
];

/** The layout of the privacy, terms and cookie pages: title, date, contents, sections. */
export function LegalPage({
  id,
  sections,
  children,
}: {
  id: LegalPageId;
  /** Section keys under `<id>.sections` in the `legal` namespace, in reading order. */
  sections: readonly string[];
  /** Extra content shown after the introduction (the cookie table). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const title = t(`${id}.title`);
  useDocumentTitle(`${title} — Rentwise`);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {t('updated', { date: formatLegalDate(language) })}
        </p>
        <p className="mt-6 text-lg text-muted-foreground">{t(`${id}.intro`)}</p>
      </header>

      {sections.length > 4 && (
        <nav aria-labelledby="legal-toc" className="mt-8 rounded-2xl border bg-muted/40 p-6">
          <h2 id="legal-toc" className="text-sm font-semibold">
            {t('onThisPage')}
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section}>
                <a href={`#${section}`} className="text-primary hover:underline">
                  {index + 1}. {t(`${id}.sections.${section}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {children}

      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section key={section} id={section} aria-labelledby={`${section}-title`} className="scroll-mt-20">
            <h2 id={`${section}-title`} className="text-xl font-semibold">
              {sections.length > 4 && `${index + 1}. `}
              {t(`${id}.sections.${section}.title`)}
            </h2>
            <p className="mt-3 leading-7 text-muted-foreground">
              {t(`${id}.sections.${section}.body`, { email: supportEmail })}
            </p>
          </section>
        ))}
      </div>

      <nav aria-labelledby="legal-related" className="mt-14 border-t pt-8">
        <h2 id="legal-related" className="text-sm font-semibold">
          {t('related')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {related.map((page) => (
            <li key={page.id}>
              <Link
                to={page.to}
                aria-current={page.id === id ? 'page' : undefined}
                className={cn(
                  'hover:underline',
                  page.id === id ? 'font-semibold text-foreground' : 'text-primary',
                )}
              >
                {t(`${page.id}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
