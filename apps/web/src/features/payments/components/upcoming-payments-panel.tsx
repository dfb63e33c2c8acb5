import { formatMoney } from '@rentwise/core/money/money';
import { BellRing } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { usePayments } from '../api/get-payments';
import { chargeLabel } from '../lib/charge-label';
import { PaymentStatusBadge } from './payment-status-badge';

/** Owner dashboard: what is open on the ledger (pending and overdue), newest due first. */
export function UpcomingPaymentsList({
  emptyText,
  onRemind,
}: {
  emptyText: string;
  /** Shows a reminder button on each non-paid payment (spec section 4), for that tenant. */
  onRemind?(tenantId: string): void;
}) {
  const { t, i18n } = useTranslation(['payments', 'leases', 'reminders']);
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
            <div className="flex items-center gap-1">
              <PaymentStatusBadge status={item.status} />
              {onRemind && item.status !== 'paid' && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('reminders:payments.remind', { name: item.tenantName })}
                  title={t('reminders:payments.remind', { name: item.tenantName })}
                  onClick={() => onRemind(item.tenantId)}
                >
                  <BellRing aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
