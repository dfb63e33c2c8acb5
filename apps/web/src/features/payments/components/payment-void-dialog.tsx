import type { Payment } from '@rentwise/core/leases/schemas';

import { voidPaymentBodySchema } from '@rentwise/core/payments/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useVoidPayment } from '../api/void-payment';

/**
 * Voiding a payment recorded by mistake (or returned by the bank): asks why, says what will
 * happen, and confirms. The payment stays in the ledger marked void (issue 18).
 */
export function PaymentVoidDialog({
  payment,
  onOpenChange,
}: {
  payment: Payment | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['payments', 'validation']);
  const { money: orgMoney } = useMoney();
  const mutation = useVoidPayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setReason('');
    setError(null);
    onOpenChange(false);
  };
  const confirm = () => {
    if (!payment || mutation.isPending) return;
    const parsed = voidPaymentBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation:payment.reasonRequired');
      return;
    }
    mutation.mutate(
      { paymentId: payment.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('void.done'));
          close(false);
        },
        onError: (failure) => toast.error(t('void.failed', { message: failure.message })),
      },
    );
  };
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={close}
      title={t('void.title')}
      description={
        <span className="grid gap-3">
          <span>
            {payment &&
              t('void.description', {
                amount: orgMoney(payment.amount, { decimals: true }),
                date: formatDate(payment.receivedAt, i18n.language),
              })}
          </span>
          <span className="grid gap-1.5 text-foreground">
            <Label htmlFor="void-reason">{t('void.reason')}</Label>
            <Textarea
              id="void-reason"
              value={reason}
              maxLength={500}
              aria-invalid={error !== null}
              aria-describedby={error ? 'void-reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <span id="void-reason-error" role="alert" className="text-sm text-destructive">
                {t(error)}
              </span>
            )}
          </span>
        </span>
      }
      keepLabel={t('void.keep')}
      confirmLabel={t('void.confirm')}
      workingLabel={t('void.working')}
      working={mutation.isPending}
      onConfirm={confirm}
    />
  );
}
