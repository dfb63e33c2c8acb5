import type { RentRollStatus } from '@rentwise/core/owner-clients/schemas';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { usePortalSummary } from '@/features/owner-portal/api/get-portal-summary';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';

const statusVariants = {
  current: 'success',
  late: 'destructive',
  credit: 'info',
  vacant: 'neutral',
} as const satisfies Record<RentRollStatus, string>;

/** Owner portal › Rent roll: every unit of the owner client's properties, tenant, rent, balance. */
export default function OwnerPortalRentRollPage() {
  const { t, i18n } = useTranslation('owners');
  const { money: orgMoney } = useMoney();
  const summary = usePortalSummary();
  const rows = summary.data?.rentRoll ?? [];
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('portal.rentRoll.title')} subtitle={t('portal.rentRoll.subtitle')} />
      <DataList
        csvName="rent-roll"
        query={{ ...summary, data: summary.data ? { items: rows } : undefined }}
        rowKey={(row) => row.unitId}
        rowName={(row) => `${row.propertyAddress} — ${row.unitLabel}`}
        loadingText={t('portal.loading')}
        errorText={(message) => t('portal.loadFailed', { message })}
        emptyIcon={ReceiptText}
        emptyText={t('portal.rentRoll.empty')}
        columns={[
          { label: t('portal.rentRoll.property'), cell: (row) => row.propertyAddress },
          {
            label: t('portal.rentRoll.unit'),
            card: 'title',
            className: 'font-medium',
            cell: (row) => row.unitLabel,
          },
          { label: t('portal.rentRoll.tenant'), cell: (row) => row.tenantName ?? '—' },
          { label: t('portal.rentRoll.rent'), end: true, cell: (row) => money(row.rent) },
          {
            label: t('portal.rentRoll.balance'),
            end: true,
            cell: (row) => (row.balance === null ? '—' : money(row.balance)),
          },
          {
            label: t('portal.rentRoll.leaseEnds'),
            cell: (row) => (row.leaseEndDate ? formatDate(row.leaseEndDate, i18n.language) : '—'),
          },
          {
            label: t('portal.rentRoll.status'),
            card: 'status',
            cell: (row) => (
              <Badge variant={statusVariants[row.status]}>
                {t(`portal.rentRoll.statuses.${row.status}`)}
              </Badge>
            ),
          },
        ]}
      />
    </div>
  );
}
