import { ArrowLeft, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useStatement, useStatementList } from '../api/statements';
import { StatementDownloads } from './statement-downloads';
import { formatPeriod, StatementView } from './statement-view';

/**
 * Owner portal › Statements (issue 19 item 3): the owner client's own published statements, newest
 * first (each its latest version); `period` opens one, as published, with its PDF and CSV.
 */
export function PortalStatementsPage({
  ownerId,
  organisationName,
  period,
}: {
  ownerId: string | undefined;
  organisationName: string;
  period: string | undefined;
}) {
  const { t, i18n } = useTranslation(['owners', 'expenses']);
  const { money } = useMoney();
  const list = useStatementList(ownerId);
  const statement = useStatement(ownerId, period);

  if (period) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <PageHeader
          title={`${t('statements.title')} — ${formatPeriod(period, i18n.language)}`}
          subtitle={
            statement.data?.version && statement.data.publishedAt
              ? t('statements.publishedVersion', {
                  version: statement.data.version,
                  date: formatDate(statement.data.publishedAt, i18n.language),
                })
              : undefined
          }
          action={
            <Button asChild variant="ghost">
              <Link to="/owner-portal/statements">
                <ArrowLeft aria-hidden="true" />
                {t('statements.portalTitle')}
              </Link>
            </Button>
          }
        />
        {statement.isLoading && <p>{t('statements.loading')}</p>}
        {statement.isError && (
          <p role="alert" className="text-destructive">
            {t('statements.loadFailed', { message: statement.error.message })}
          </p>
        )}
        {statement.data && ownerId && (
          <>
            <StatementDownloads
              ownerId={ownerId}
              period={period}
              version={statement.data.version ?? undefined}
            />
            <StatementView statement={statement.data} />
          </>
        )}
      </div>
    );
  }

  const periods = list.data?.periods ?? [];
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title={t('statements.portalTitle')}
        subtitle={t('statements.portalSubtitle', { organisation: organisationName })}
      />
      {list.isPending && ownerId && <p>{t('statements.loading')}</p>}
      {list.isError && (
        <p role="alert" className="text-destructive">
          {t('statements.loadFailed', { message: list.error.message })}
        </p>
      )}
      {list.data && periods.length === 0 && (
        <Card>
          <CardContent className="flex items-center gap-3 py-8 text-muted-foreground">
            <FileText aria-hidden="true" />
            {t('statements.portalEmpty')}
          </CardContent>
        </Card>
      )}
      {periods.length > 0 && (
        <ul className="grid gap-3">
          {periods.map((entry) => {
            const latest = entry.publications[0];
            const month = formatPeriod(entry.period, i18n.language);
            return (
              <li key={entry.period}>
                <Card>
                  <CardContent className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <Link
                        to={`/owner-portal/statements/${entry.period}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        aria-label={t('statements.portalOpen', { period: month })}
                      >
                        {month}
                      </Link>
                      {latest && (
                        <div className="text-sm text-muted-foreground">
                          {t('statements.publishedVersion', {
                            version: latest.version,
                            date: formatDate(latest.publishedAt, i18n.language),
                          })}
                        </div>
                      )}
                    </div>
                    {latest && (
                      <div className="text-sm">
                        {t('statements.closing')}:{' '}
                        <span className="font-semibold tabular-nums">
                          {money(latest.closingBalance, { decimals: true })}
                        </span>
                      </div>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
