import { FileSignature } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useLeases } from '../api/get-leases';
import { LeaseExpiryBadge } from './lease-expiry-badge';
import { LeaseStatusBadge } from './lease-status-badge';

/** Owner dashboard: the newest lease agreements with their status. */
export function LeaseAgreementsList({ emptyText }: { emptyText: string }) {
  const { t, i18n } = useTranslation('leases');
  const { money: orgMoney } = useMoney();
  const leases = useLeases({ limit: 5 });
  if (!leases.data) return <p className="text-muted-foreground">{t('detail.loading')}</p>;
  if (leases.data.items.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <DataList
      bare
      query={leases}
      rowKey={(lease) => lease.id}
      rowName={(lease) => `${lease.tenantName} — ${lease.propertyAddress}`}
      loadingText={t('detail.loading')}
      errorText={(message) => t('page.loadFailed', { message })}
      emptyIcon={FileSignature}
      emptyText={emptyText}
      columns={[
        { label: t('columns.property'), card: 'title', cell: (lease) => lease.propertyAddress },
        { label: t('columns.tenant'), cell: (lease) => lease.tenantName },
        {
          label: t('columns.period'),
          className: 'text-muted-foreground',
          cell: (lease) =>
            `${formatDate(lease.startDate, i18n.language)} – ${formatDate(lease.endDate, i18n.language)}`,
        },
        { label: t('columns.rent'), end: true, cell: (lease) => orgMoney(lease.rentAmount) },
        {
          label: t('columns.status'),
          card: 'status',
          cell: (lease) => (
            <div className="flex flex-wrap gap-1">
              <LeaseStatusBadge status={lease.displayStatus} />
              <LeaseExpiryBadge flag={lease.expiryFlag} />
            </div>
          ),
        },
      ]}
    />
  );
}
