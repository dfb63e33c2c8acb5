import { formatMoney } from '@rentwise/core/money/money';
import type { RentRollStatus } from '@rentwise/core/owner-clients/schemas';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataTableCard } from '@/components/data-table-card';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { usePortalSummary } from '@/features/owner-portal/api/get-portal-summary';
import { formatDate } from '@/lib/dates';

const statusVariants = {
  current: 'success',
  late: 'destructive',
  credit: 'info',
  vacant: 'neutral',
} as const satisfies Record<RentRollStatus, string>;

/** Owner portal › Rent roll: every unit of the owner client's properties, tenant, rent, balance. */
export default function OwnerPortalRentRollPage() {
  const { t, i18n } = useTranslation('owners');
  const summary = usePortalSummary();
  const rows = summary.data?.rentRoll ?? [];
  const money = (cents: number) => formatMoney(cents, i18n.language, { decimals: true });
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('portal.rentRoll.title')} subtitle={t('portal.rentRoll.subtitle')} />
      <DataTableCard
        query={{ ...summary, data: summary.data ? { items: rows } : undefined }}
        loadingText={t('portal.loading')}
        errorText={(message) => t('portal.loadFailed', { message })}
        emptyIcon={ReceiptText}
        emptyText={t('portal.rentRoll.empty')}
        tableClassName="min-w-[760px]"
        columns={[
          { label: t('portal.rentRoll.property') },
          { label: t('portal.rentRoll.unit') },
          { label: t('portal.rentRoll.tenant') },
          { label: t('portal.rentRoll.rent'), end: true },
          { label: t('portal.rentRoll.balance'), end: true },
          { label: t('portal.rentRoll.leaseEnds') },
          { label: t('portal.rentRoll.status') },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.unitId} className="border-b last:border-0 hover:bg-muted/40">
            <td className="px-4 py-3">{row.propertyAddress}</td>
            <td className="px-4 py-3 font-medium">{row.unitLabel}</td>
            <td className="px-4 py-3">{row.tenantName ?? '—'}</td>
            <td className="px-4 py-3 text-right tabular-nums">{money(row.rent)}</td>
            <td className="px-4 py-3 text-right tabular-nums">
              {row.balance === null ? '—' : money(row.balance)}
            </td>
            <td className="px-4 py-3">
              {row.leaseEndDate ? formatDate(row.leaseEndDate, i18n.language) : '—'}
            </td>
            <td className="px-4 py-3">
              <Badge variant={statusVariants[row.status]}>
                {t(`portal.rentRoll.statuses.${row.status}`)}
              </Badge>
            </td>
          </tr>
        ))}
      </DataTableCard>
    </div>
  );
}
