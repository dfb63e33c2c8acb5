import { formatMoney } from '@rentwise/core/money/money';
import { useTranslation } from 'react-i18next';
import { chargeLabel } from '@/features/leases/components/lease-ledger';
import { PaymentStatusBadge } from '@/features/leases/components/lease-status-badge';
import { formatDate } from '@/lib/dates';
import { usePayments } from '../api/get-payments';

/** Owner dashboard: what is open on the ledger (pending and overdue), newest due first. */
export function UpcomingPaymentsList({ emptyText }: { emptyText: string }) {
  const { t, i18n } = useTranslation(['payments', 'leases']);
  const payments = usePayments({ status: 'open', limit: 6 });
  if (!payments.data) return <p className="text-muted-foreground">{t('leases:detail.loading')}</p>;
  if (payments.data.items.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {payments.data.items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{item.tenantName}</p>
            <p className="text-muted-foreground">
              {item.propertyAddress} ·{' '}
              {chargeLabel((key, values) => t(`leases:${key}`, values), item, i18n.language)}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('upcoming.due', { date: formatDate(item.dueDate, i18n.language) })}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-medium tabular-nums">{formatMoney(item.open, i18n.language)}</span>
            <PaymentStatusBadge status={item.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
