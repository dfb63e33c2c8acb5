import type { RecurringCharge } from '@rentwise/core/leases/charges-schemas';

import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useStopRecurringCharge } from '../api/lease-charges';

/** A lease's monthly charges (parking, utilities…), each stoppable after a confirmation. */
export function MonthlyCharges({
  leaseId,
  items,
  editable,
}: {
  leaseId: string;
  items: RecurringCharge[];
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('lease-charges');
  const { money: orgMoney } = useMoney();
  const mutation = useStopRecurringCharge();
  const [stopping, setStopping] = useState<RecurringCharge | null>(null);
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  return (
    <section aria-labelledby="ledger-monthly" className="grid min-w-0 gap-2">
      <h3 id="ledger-monthly" className="font-medium">
        {t('monthly.title')}
      </h3>
      <ul className="grid gap-1 rounded-md border p-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{item.description}</span>{' '}
              <span className="text-muted-foreground">
                {t('monthly.from', {
                  amount: money(item.amount),
                  date: formatDate(item.firstDueDate, i18n.language),
                })}
                {item.stoppedOn &&
                  ` · ${t('monthly.stoppedOn', { date: formatDate(item.stoppedOn, i18n.language) })}`}
              </span>
            </span>
            {editable && !item.stoppedOn && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('actions.stopMonthly', { description: item.description })}
                onClick={() => setStopping(item)}
              >
                <CircleStop aria-hidden="true" />
                {t('actions.stop')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title={t('monthly.stopTitle')}
        description={stopping ? t('monthly.stopDescription', { description: stopping.description }) : ''}
        keepLabel={t('monthly.stopKeep')}
        confirmLabel={t('monthly.stopConfirm')}
        workingLabel={t('saving')}
        working={mutation.isPending}
        onConfirm={() => {
          if (!stopping || mutation.isPending) return;
          mutation.mutate(
            { leaseId, chargeId: stopping.id },
            {
              onSuccess: () => {
                toast.success(t('monthly.stopped'));
                setStopping(null);
              },
              onError: (failure) => toast.error(failure.message),
            },
          );
        }}
      />
    </section>
  );
}
