import { agingBucketKeys, type ReportKind } from '@rentwise/core/reports/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileBarChart } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { type DataColumn, DataList } from '@/components/data-list';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { type ReportAnswers, type ReportFilters, useReport } from '../api/get-report';

interface Shown<Row> {
  rows: Row[];
  rowKey(row: Row): string;
  rowName(row: Row): string;
  columns: DataColumn<Row>[];
  /** The totals under the list: label → figure. */
  totals: [string, string][];
}

/** One report as the screen shows it: a DataList (cards on a phone) and its totals. */
export function ReportView({ kind, filters }: { kind: ReportKind; filters: ReportFilters }) {
  const report = useReport(kind, filters);
  return <ReportList kind={kind} query={report} />;
}

function ReportList<K extends ReportKind>({
  kind,
  query,
}: {
  kind: K;
  query: UseQueryResult<ReportAnswers[K]>;
}) {
  const { t, i18n } = useTranslation('reports');
  const { money: format } = useMoney();
  const money = (cents: number) => format(cents, { decimals: true });
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '—');
  const shown = query.data ? shape(kind, query.data) : undefined;

  // biome-ignore lint/suspicious/noExplicitAny: each report's rows have their own type; `shape` pairs them with their columns
  function shape(kind: ReportKind, data: ReportAnswers[ReportKind]): Shown<any> {
    switch (kind) {
      case 'rent-roll': {
        const d = data as ReportAnswers['rent-roll'];
        return {
          rows: d.rows,
          rowKey: (row) => row.leaseId,
          rowName: (row) => row.tenantName,
          columns: [
            { label: t('columns.tenant'), card: 'title', cell: (row) => row.tenantName },
            {
              label: t('columns.property'),
              cell: (row) => (row.unitLabel ? `${row.propertyName} · ${row.unitLabel}` : row.propertyName),
            },
            { label: t('columns.start'), cell: (row) => date(row.startDate) },
            { label: t('columns.end'), cell: (row) => date(row.endDate) },
            { label: t('columns.rent'), end: true, cell: (row) => money(row.rent) },
            { label: t('columns.depositHeld'), end: true, cell: (row) => money(row.depositHeld) },
            { label: t('columns.balance'), end: true, cell: (row) => money(row.balance) },
          ],
          totals: [
            [t('columns.rent'), money(d.totals.rent)],
            [t('columns.depositHeld'), money(d.totals.depositHeld)],
            [t('columns.balance'), money(d.totals.balance)],
          ],
        };
      }
      case 'aged-receivables': {
        const d = data as ReportAnswers['aged-receivables'];
        return {
          rows: d.rows,
          rowKey: (row) => row.tenantId,
          rowName: (row) => row.tenantName,
          columns: [
            { label: t('columns.tenant'), card: 'title', cell: (row) => row.tenantName },
            { label: t('columns.properties'), cell: (row) => row.propertyNames },
            ...agingBucketKeys.map((key) => ({
              label: t(`columns.${key}`),
              end: true,
              cell: (row: Record<string, number>) => money(row[key]),
            })),
            {
              label: t('columns.total'),
              end: true,
              cell: (row) => <span className="font-medium">{money(row.total)}</span>,
            },
          ],
          totals: [
            ...agingBucketKeys.map((key) => [t(`columns.${key}`), money(d.totals[key])] as [string, string]),
            [t('columns.total'), money(d.totals.total)],
          ],
        };
      }
      case 'deposits': {
        const d = data as ReportAnswers['deposits'];
        return {
          rows: d.rows,
          rowKey: (row) => row.leaseId,
          rowName: (row) => row.tenantName,
          columns: [
            { label: t('columns.tenant'), card: 'title', cell: (row) => row.tenantName },
            {
              label: t('columns.status'),
              card: 'status',
              cell: (row) => (
                <Badge variant={row.status === 'held' ? 'secondary' : 'outline'}>
                  {t(`depositStatus.${row.status}`)}
                </Badge>
              ),
            },
            {
              label: t('columns.property'),
              cell: (row) => (row.unitLabel ? `${row.propertyName} · ${row.unitLabel}` : row.propertyName),
            },
            { label: t('columns.end'), cell: (row) => date(row.endDate) },
            { label: t('columns.required'), end: true, cell: (row) => money(row.required) },
            { label: t('columns.received'), end: true, cell: (row) => money(row.received) },
            { label: t('columns.held'), end: true, cell: (row) => money(row.held) },
            { label: t('columns.settledOn'), cell: (row) => date(row.settledOn) },
            { label: t('columns.refundDue'), end: true, cell: (row) => money(row.refundDue) },
          ],
          totals: [
            [t('columns.required'), money(d.totals.required)],
            [t('columns.received'), money(d.totals.received)],
            [t('columns.held'), money(d.totals.held)],
            [t('columns.refundDue'), money(d.totals.refundDue)],
          ],
        };
      }
      case 'income-statement': {
        const d = data as ReportAnswers['income-statement'];
        const figures = ['income', 'operatingExpenses', 'noi', 'capitalExpenses', 'netCashFlow'] as const;
        return {
          rows: d.rows,
          rowKey: (row) => row.propertyId,
          rowName: (row) => row.propertyName,
          columns: [
            { label: t('columns.property'), card: 'title', cell: (row) => row.propertyName },
            ...figures.map((key) => ({
              label: t(`columns.${key}`),
              end: true,
              cell: (row: Record<string, number>) =>
                key === 'noi' ? <span className="font-medium">{money(row[key])}</span> : money(row[key]),
            })),
          ],
          totals: figures.map((key) => [t(`columns.${key}`), money(d.totals[key])] as [string, string]),
        };
      }
      case 'expenses': {
        const d = data as ReportAnswers['expenses'];
        return {
          rows: d.rows,
          rowKey: (row) => row.category,
          rowName: (row) => t(`expenses:categories.${row.category}`),
          columns: [
            {
              label: t('columns.category'),
              card: 'title',
              cell: (row) => t(`expenses:categories.${row.category}`),
            },
            {
              label: t('columns.operating'),
              card: 'status',
              cell: (row) => (
                <Badge variant={row.operating ? 'secondary' : 'outline'}>
                  {row.operating ? t('yes') : t('no')}
                </Badge>
              ),
            },
            { label: t('columns.count'), end: true, cell: (row) => String(row.count) },
            { label: t('columns.amount'), end: true, cell: (row) => money(row.amount) },
          ],
          totals: [
            [t('columns.count'), String(d.totals.count)],
            [t('columns.operatingExpenses'), money(d.totals.operating)],
            [t('columns.amount'), money(d.totals.amount)],
          ],
        };
      }
    }
  }

  return (
    <div className="grid gap-4">
      <DataList
        query={{
          isError: query.isError,
          isPending: query.isPending,
          error: query.error,
          data: shown ? { items: shown.rows } : undefined,
        }}
        rowKey={shown?.rowKey ?? (() => '')}
        rowName={shown?.rowName ?? (() => '')}
        columns={shown?.columns ?? []}
        loadingText={t('page.loading')}
        errorText={(message) => t('page.loadFailed', { message })}
        emptyIcon={FileBarChart}
        emptyText={t('page.empty')}
      />
      {shown && shown.rows.length > 0 && (
        <section aria-label={t('page.total')} className="rounded-lg border bg-muted/40 p-4">
          <h3 className="mb-2 text-sm font-semibold">{t('page.total')}</h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {shown.totals.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums" data-total={label}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
