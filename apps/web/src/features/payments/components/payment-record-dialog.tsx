import { zodResolver } from '@hookform/resolvers/zod';
import type { Lease } from '@rentwise/core/leases/schemas';
import { formatMoney, toCents } from '@rentwise/core/money/money';
import { type RecordPaymentFormValues, recordPaymentFormSchema } from '@rentwise/core/payments/schemas';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { todayIso } from '@/lib/dates';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreatePayment } from '../api/create-payment';

/** Owner: record money received for a lease (cash, check, bank transfer). */
export function PaymentRecordDialog({
  lease,
  onOpenChange,
}: {
  lease: Pick<Lease, 'id' | 'tenantName' | 'propertyAddress' | 'balance'> | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['payments', 'validation']);
  const createPayment = useCreatePayment();
  const submitting = useRef(false);
  // One key per payment attempt: a double submit or a retry executes once; a failed attempt
  // stores nothing, so its key may be reused; a new key after success or cancel.
  const idempotencyKey = useRef(crypto.randomUUID());
  const close = (open: boolean) => {
    if (!open) idempotencyKey.current = crypto.randomUUID();
    onOpenChange(open);
  };
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

  const onSubmit = form.handleSubmit(async (values) => {
    if (!lease || submitting.current) return;
    submitting.current = true;
    try {
      const result = await createPayment.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        body: {
          leaseId: lease.id,
          amount: toCents(values.amount),
          method: values.method,
          receivedAt: values.receivedAt,
          reference: values.reference || undefined,
        },
      });
      toast.success(t('record.success'), {
        description: t('record.successDescription', {
          amount: formatMoney(result.payment.amount, i18n.language),
        }),
      });
      close(false);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) toast.error((error as Error).message);
    } finally {
      submitting.current = false;
    }
  });

  return (
    <Dialog open={lease !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('record.title')}</DialogTitle>
          <DialogDescription>
            {lease
              ? t('record.description', { tenant: lease.tenantName, property: lease.propertyAddress })
              : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
          <FormDialogFooter
            cancelLabel={t('record.cancel')}
            onCancel={() => close(false)}
            submitLabel={t('record.submit')}
            busyLabel={t('record.saving')}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
