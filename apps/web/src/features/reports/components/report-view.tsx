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

  // The columns the reports share: who, where, a day, and a figure in money.
  type Row = Record<string, unknown>;
  const tenant = {
    label: t('columns.tenant'),
    card: 'title',
    cell: (row: Row) => String(row.tenantName),
  } as const;
  const place = {
    label: t('columns.property'),
    cell: (row: Row) => (row.unitLabel ? `${row.propertyName} · ${row.unitLabel}` : String(row.propertyName)),
  };
  const day = (key: string, label = key) => ({
    label: t(`columns.${label}`),
    cell: (row: Row) => date(row[key] as string | null),
  });
  const figure = (key: string, strong = false) => ({
    label: t(`columns.${key}`),
    end: true,
    cell: (row: Row) =>
      strong ? <span className="font-medium">{money(row[key] as number)}</span> : money(row[key] as number),
  });
  /** The totals under the list, each labelled like its column. */
  const totalsOf = (totals: Record<string, number>, keys: readonly string[]) =>
    keys.map((key) => [t(`columns.${key}`), money(totals[key])] as [string, string]);
  const status = (
    label: string,
    held: (row: Row) => boolean,
    text: (row: Row) => string,
  ): DataColumn<Row> => ({
    label,
    card: 'status',
    cell: (row) => <Badge variant={held(row) ? 'secondary' : 'outline'}>{text(row)}</Badge>,
  });

  // biome-ignore lint/suspicious/noExplicitAny: each report's rows have their own type; `shape` pairs them with their columns
  function shape(kind: ReportKind, data: ReportAnswers[ReportKind]): Shown<any> {
    switch (kind) {
      case 'rent-roll': {
        const d = data as ReportAnswers['rent-roll'];
        const figures = ['rent', 'depositHeld', 'balance'] as const;
        return {
          rows: d.rows,
          rowKey: (row) => row.leaseId,
          rowName: (row) => row.tenantName,
          columns: [
            tenant,
            place,
            day('startDate', 'start'),
            day('endDate', 'end'),
            ...figures.map((key) => figure(key)),
          ],
          totals: totalsOf(d.totals, figures),
        };
      }
      case 'aged-receivables': {
        const d = data as ReportAnswers['aged-receivables'];
        return {
          rows: d.rows,
          rowKey: (row) => row.tenantId,
          rowName: (row) => row.tenantName,
          columns: [
            tenant,
            { label: t('columns.properties'), cell: (row) => row.propertyNames },
            ...agingBucketKeys.map((key) => figure(key)),
            figure('total', true),
          ],
          totals: totalsOf(d.totals, [...agingBucketKeys, 'total']),
        };
      }
      case 'deposits': {
        const d = data as ReportAnswers['deposits'];
        return {
          rows: d.rows,
          rowKey: (row) => row.leaseId,
          rowName: (row) => row.tenantName,
          columns: [
            tenant,
            status(
              t('columns.status'),
              (row) => row.status === 'held',
              (row) => t(`depositStatus.${row.status}`),
            ),
            place,
            day('endDate', 'end'),
            figure('required'),
            figure('received'),
            figure('held'),
            day('settledOn'),
            figure('refundDue'),
          ],
          totals: totalsOf(d.totals, ['required', 'received', 'held', 'refundDue']),
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
            ...figures.map((key) => figure(key, key === 'noi')),
          ],
          totals: totalsOf(d.totals, figures),
        };
      }
      case 'expenses': {
        const d = data as ReportAnswers['expenses'];
        const category = (row: Row) => t(`expenses:categories.${row.category}`);
        return {
          rows: d.rows,
          rowKey: (row) => row.category,
          rowName: category,
          columns: [
            { label: t('columns.category'), card: 'title', cell: category },
            status(
              t('columns.operating'),
              (row) => Boolean(row.operating),
              (row) => (row.operating ? t('yes') : t('no')),
            ),
            { label: t('columns.count'), end: true, cell: (row) => String(row.count) },
            figure('amount'),
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

  const shown = query.data ? shape(kind, query.data) : undefined;

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
