import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/features/team';
import { formatDate } from '@/lib/dates';
import { useStatement, useStatementList } from '../api/statements';
import { PublishStatementDialog } from './publish-statement-dialog';
import { StatementDownloads } from './statement-downloads';
import { formatPeriod, StatementView } from './statement-view';

/**
 * An owner client's statements for a member (issue 19 item 3): choose a month (and a published
 * version, or today's figures), see the statement, download it, publish it with a confirmation.
 * The month and version live in the address (`?period=2026-03&version=2`), so a link reopens them.
 */
export function MemberStatementsPage({ ownerId }: { ownerId: string }) {
  const { t, i18n } = useTranslation(['owners', 'expenses']);
  const canPublish = useCan('statement.publish');
  const [params, setParams] = useSearchParams();
  const list = useStatementList(ownerId);
  const periods = list.data?.periods ?? [];
  const period = params.get('period') ?? periods[0]?.period;
  const versionParam = Number(params.get('version'));
  const version = Number.isInteger(versionParam) && versionParam > 0 ? versionParam : undefined;
  const statement = useStatement(ownerId, period, version);
  const [publishing, setPublishing] = useState(false);
  const current = periods.find((entry) => entry.period === period);
  const latest = current?.publications[0];

  const choose = (next: { period?: string; version?: string }) => {
    const values = new URLSearchParams(params);
    if (next.period !== undefined) {
      values.set('period', next.period);
      values.delete('version');
    }
    if (next.version !== undefined) {
      if (next.version) values.set('version', next.version);
      else values.delete('version');
    }
    setParams(values, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title={list.data ? t('statements.openFor', { name: list.data.ownerName }) : t('statements.section')}
        subtitle={t('statements.sectionSubtitle')}
        action={
          <Button asChild variant="ghost">
            <Link to="/owner-dashboard/owners">{t('statements.back')}</Link>
          </Button>
        }
      />
      {list.isError && (
        <p role="alert" className="text-destructive">
          {t('statements.loadFailed', { message: list.error.message })}
        </p>
      )}
      {periods.length > 0 && period && (
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex flex-wrap gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="statement-period">{t('statements.chooseMonth')}</Label>
              <NativeSelect
                id="statement-period"
                className="w-56"
                value={period}
                onChange={(event) => choose({ period: event.target.value })}
              >
                {periods.map((entry) => (
                  <option key={entry.period} value={entry.period}>
                    {formatPeriod(entry.period, i18n.language)}
                    {entry.publications.length > 0
                      ? ` — ${
                          entry.publications[0].version > 1
                            ? t('statements.status.republished', { version: entry.publications[0].version })
                            : t('statements.status.published')
                        }`
                      : ''}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {current && current.publications.length > 0 && (
              <div className="grid gap-1.5">
                <Label htmlFor="statement-version">{t('statements.versionLabel')}</Label>
                <NativeSelect
                  id="statement-version"
                  className="w-56"
                  value={version ? String(version) : ''}
                  onChange={(event) => choose({ version: event.target.value })}
                >
                  <option value="">{t('statements.liveOption')}</option>
                  {current.publications.map((publication) => (
                    <option key={publication.version} value={publication.version}>
                      {t('statements.versionOption', {
                        version: publication.version,
                        date: formatDate(publication.publishedAt, i18n.language),
                      })}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <StatementDownloads ownerId={ownerId} period={period} version={version} />
            {canPublish && !version && statement.data && (
              <Button type="button" onClick={() => setPublishing(true)}>
                <FileText aria-hidden="true" />
                {latest ? t('statements.publishAgain') : t('statements.publish')}
              </Button>
            )}
          </div>
        </div>
      )}
      {statement.data && (
        <p className="text-sm text-muted-foreground" role="status">
          {statement.data.version && statement.data.publishedAt
            ? t('statements.publishedVersion', {
                version: statement.data.version,
                date: formatDate(statement.data.publishedAt, i18n.language),
              })
            : latest
              ? t('statements.publishedLatest', {
                  version: latest.version,
                  date: formatDate(latest.publishedAt, i18n.language),
                })
              : t('statements.live')}
        </p>
      )}
      {(list.isPending || statement.isLoading) && <p>{t('statements.loading')}</p>}
      {statement.isError && (
        <p role="alert" className="text-destructive">
          {t('statements.loadFailed', { message: statement.error.message })}
        </p>
      )}
      {statement.data && (
        <StatementView statement={statement.data} expensesHref="/owner-dashboard/expenses" />
      )}
      {statement.data && canPublish && (
        <PublishStatementDialog
          ownerId={ownerId}
          statement={statement.data}
          open={publishing}
          onOpenChange={setPublishing}
        />
      )}
    </div>
  );
}
