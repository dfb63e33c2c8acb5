import { BellRing } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { chargeLabel, PaymentStatusBadge } from '@/features/payments';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useOpenCharges } from '../api/get-open-charges';

/** The charge a reminder opened from a payment is about: its open amount (cents) and due date. */
export interface ReminderCharge {
  amount: number;
  dueDate: string;
  overdue: boolean;
}

/**
 * Owner dashboard › Upcoming Payments: every open charge the Pending Payments tile sums (decision
 * 024), overdue first, then pending, oldest due first; Load more until the list is whole, so an
 * overdue item never drops off. The totals line is the tile's own figures.
 */
export function OpenChargesList({
  emptyText,
  totals,
  onRemind,
}: {
  emptyText: string;
  /** The dashboard's figures, shown above the list they sum. */
  totals?: { pending: number; overdue: number; pendingCount: number; overdueCount: number };
  /** A payment's reminder button: the tenant, and the charge the reminder is about (issue 24). */
  onRemind?(tenantId: string, charge: ReminderCharge): void;
}) {
  const { t, i18n } = useTranslation(['owner', 'payments', 'leases', 'reminders']);
  const { money: orgMoney } = useMoney();
  const charges = useOpenCharges();
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  if (charges.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('owner:dashboard.openCharges.loadFailed', { message: charges.error.message })}
      </p>
    );
  }
  if (!charges.data) return <p className="text-muted-foreground">{t('leases:detail.loading')}</p>;
  const items = charges.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  const total = totals ? totals.pendingCount + totals.overdueCount : undefined;
  return (
    <div className="grid gap-4">
      {totals && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>
            <span className="font-medium text-destructive">
              {t('owner:dashboard.openCharges.overdue', { count: totals.overdueCount })}
            </span>{' '}
            <span className="tabular-nums">{money(totals.overdue)}</span>
          </span>
          <span>
            <span className="font-medium">
              {t('owner:dashboard.openCharges.pending', { count: totals.pendingCount })}
            </span>{' '}
            <span className="tabular-nums">{money(totals.pending)}</span>
          </span>
        </p>
      )}
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium">{item.tenantName}</p>
              <p className="text-muted-foreground">
                {item.propertyAddress}
                {item.unitLabel ? ` · ${item.unitLabel}` : ''} ·{' '}
                {chargeLabel((key, values) => t(`leases:${key}`, values), item, i18n.language)}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('payments:upcoming.due', { date: formatDate(item.dueDate, i18n.language) })}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-medium tabular-nums">{money(item.open)}</span>
              <div className="flex items-center gap-1">
                <PaymentStatusBadge status={item.status} />
                {onRemind && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t('reminders:payments.remind', { name: item.tenantName })}
                    title={t('reminders:payments.remind', { name: item.tenantName })}
                    onClick={() =>
                      onRemind(item.tenantId, {
                        amount: item.open,
                        dueDate: item.dueDate,
                        overdue: item.status === 'overdue',
                      })
                    }
                  >
                    <BellRing aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {total !== undefined && (
          <p className="text-xs text-muted-foreground">
            {t('owner:dashboard.openCharges.shown', { shown: items.length, total })}
          </p>
        )}
        <LoadMoreButton
          query={charges}
          size="sm"
          label={t('owner:dashboard.openCharges.loadMore')}
          workingLabel={t('owner:dashboard.openCharges.loading')}
        />
      </div>
    </div>
  );
}
