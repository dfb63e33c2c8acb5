import { zodResolver } from '@hookform/resolvers/zod';
import type { Lease } from '@rentwise/core/leases/schemas';
import { toCents } from '@rentwise/core/money/money';
import { type RecordPaymentFormValues, recordPaymentFormSchema } from '@rentwise/core/payments/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { todayIso } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { usePaymentConfirmation } from '../lib/use-payment-confirmation';
import { usePaymentDialog } from '../lib/use-payment-dialog';
import { PaymentConfirmation } from './payment-confirmation';

/**
 * Owner: record money received for a lease (cash, check, bank transfer). More than is owed asks
 * for confirmation first: the rest is kept as a credit, shown on the lease ledger.
 */
export function PaymentRecordDialog({
  lease,
  onOpenChange,
}: {
  lease: Pick<Lease, 'id' | 'tenantName' | 'propertyAddress' | 'balance'> | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['payments', 'validation']);
  const { money: orgMoney } = useMoney();
  const defaults: RecordPaymentFormValues = {
    amount: lease && lease.balance > 0 ? lease.balance / 100 : 0,
    method: 'bank',
    receivedAt: todayIso(),
    reference: '',
  };
  const form = useForm<RecordPaymentFormValues, unknown, z.output<typeof recordPaymentFormSchema>>({
    resolver: zodResolver(recordPaymentFormSchema),
    values: defaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const busy = form.formState.isSubmitting;

  const dialog = usePaymentDialog(form, { lease, onOpenChange });
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const owed = Math.max(lease?.balance ?? 0, 0);

  const send = dialog.submit({
    send: (values) =>
      dialog.pay({
        amount: toCents(values.amount),
        method: values.method,
        receivedAt: values.receivedAt,
        reference: values.reference || undefined,
      }),
    success: (result) => ({
      title: t('record.success'),
      description: t('record.successDescription', {
        amount: orgMoney(result.payment.amount),
      }),
    }),
  });
  const confirmation = usePaymentConfirmation(form, {
    question: (values) => {
      const cents = toCents(values.amount);
      if (cents <= owed) return null;
      return owed > 0
        ? t('record.overpaidConfirm', { owed: money(owed) })
        : t('record.nothingOwedConfirm', { amount: money(cents) });
    },
    send,
    amount: form.watch('amount'),
    open: lease !== null,
  });

  return (
    <Dialog open={lease !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('record.title')}</DialogTitle>
          <DialogDescription>
            {lease
              ? t('record.description', { tenant: lease.tenantName, property: lease.propertyAddress })
              : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={confirmation.onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('record.amount')} error={message(errors.amount?.message)}>
              <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('amount')} />
            </Field>
            <Field label={t('record.method')} error={message(errors.method?.message)}>
              <NativeSelect {...form.register('method')}>
                <option value="bank">{t('method.bank')}</option>
                <option value="cash">{t('method.cash')}</option>
                <option value="check">{t('method.check')}</option>
              </NativeSelect>
            </Field>
          </div>
          <Field label={t('record.receivedAt')} error={message(errors.receivedAt?.message)}>
            <Input type="date" max={todayIso()} {...form.register('receivedAt')} />
          </Field>
          <Field label={t('record.reference')} error={message(errors.reference?.message)}>
            <Input autoComplete="off" {...form.register('reference')} />
          </Field>
          {confirmation.asking ? (
            <PaymentConfirmation
              message={confirmation.asking}
              confirmLabel={t('record.confirm')}
              backLabel={t('record.back')}
              busyLabel={t('record.saving')}
              busy={busy}
              onBack={confirmation.back}
            />
          ) : (
            <FormDialogFooter
              cancelLabel={t('record.cancel')}
              onCancel={dialog.close}
              submitLabel={t('record.submit')}
              busyLabel={t('record.saving')}
              busy={busy}
            />
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
