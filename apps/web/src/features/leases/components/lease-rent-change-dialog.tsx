import type { Lease } from '@rentwise/core/leases/schemas';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useScheduleRentChange } from '../api/schedule-rent-change';
import { LifecycleDialog, useLifecycleForm } from './lifecycle-form';

/** Schedule rent change: from an effective date, every period due from then is charged the new rent. */
export function LeaseRentChangeDialog({
  lease,
  onOpenChange,
}: {
  lease: Lease | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['leases', 'validation']);
  const mutation = useScheduleRentChange();
  const form = useLifecycleForm();
  const [effectiveDate, setEffectiveDate] = useState('');
  const [rent, setRent] = useState('');
  const close = (open: boolean) => {
    if (open) return;
    setEffectiveDate('');
    setRent('');
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!lease) return;
    const amount = readAmountField(rent, 'validation:lease.rentPositive');
    if (amount.issue || amount.cents === null) {
      form.setErrors({ rentAmount: t(amount.issue ?? 'validation:lease.rentPositive') });
      return;
    }
    const rentAmount = amount.cents;
    if (!effectiveDate) {
      form.setErrors({ effectiveDate: t('validation:lease.rentChangeOutsideLease') });
      return;
    }
    void form.run(
      () => mutation.mutateAsync({ leaseId: lease.id, body: { effectiveDate, rentAmount } }),
      t('lifecycle.rentChange.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('lifecycle.rentChange.title')}
      description={t('lifecycle.rentChange.description')}
      submitLabel={t('lifecycle.rentChange.submit')}
      workingLabel={t('lifecycle.rentChange.saving')}
      busy={form.busy}
      onSubmit={submit}
    >
      <Field label={t('lifecycle.rentChange.effectiveDate')} error={form.errors.effectiveDate}>
        <Input
          type="date"
          min={lease?.startDate}
          max={lease?.endDate}
          value={effectiveDate}
          onChange={(event) => setEffectiveDate(event.target.value)}
        />
      </Field>
      <Field label={t('lifecycle.rentChange.rent')} error={form.errors.rentAmount}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={rent}
          onChange={(event) => setRent(event.target.value)}
        />
      </Field>
    </LifecycleDialog>
  );
}
