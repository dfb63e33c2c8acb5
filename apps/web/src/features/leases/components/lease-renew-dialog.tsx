import { addDays } from '@rentwise/core/leases/dates';
import { renewalStartDate } from '@rentwise/core/leases/lifecycle';
import type { Lease } from '@rentwise/core/leases/schemas';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RentSuggestionHint } from '@/features/rent-suggestions';
import { useRenewLease } from '../api/renew-lease';
import { LifecycleDialog, useLifecycleForm } from './lifecycle-form';

/** One year from `start`, ending the day before the same date next year. */
function yearFrom(start: string): string {
  const [year, month, day] = start.split('-').map(Number);
  return addDays(`${year + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, -1);
}

/** Renew: prefilled with the day after the end, a year, and the rent in force. */
export function LeaseRenewDialog({
  lease,
  rentInForce,
  onOpenChange,
}: {
  lease: Lease | null;
  rentInForce: number;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['leases', 'validation']);
  const mutation = useRenewLease();
  const form = useLifecycleForm();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [rent, setRent] = useState('');
  useEffect(() => {
    if (!lease) return;
    const start = renewalStartDate(lease);
    setStartDate(start);
    setEndDate(yearFrom(start));
    setRent(String(rentInForce / 100));
  }, [lease, rentInForce]);
  const close = (open: boolean) => {
    if (open) return;
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
    if (!(endDate > startDate)) {
      form.setErrors({ endDate: t('validation:lease.endAfterStart') });
      return;
    }
    void form.run(
      () =>
        mutation.mutateAsync({
          leaseId: lease.id,
          body: { startDate, endDate, rentAmount },
        }),
      t('lifecycle.renew.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('lifecycle.renew.title')}
      description={t('lifecycle.renew.description')}
      submitLabel={t('lifecycle.renew.submit')}
      workingLabel={t('lifecycle.renew.saving')}
      busy={form.busy}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('lifecycle.renew.startDate')} error={form.errors.startDate}>
          <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </Field>
        <Field label={t('lifecycle.renew.endDate')} error={form.errors.endDate}>
          <Input
            type="date"
            min={startDate}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </Field>
      </div>
      <Field label={t('lifecycle.renew.rent')} error={form.errors.rentAmount}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={rent}
          onChange={(event) => setRent(event.target.value)}
        />
      </Field>
      {lease?.unitId && (
        <RentSuggestionHint unitId={lease.unitId} onUse={(cents) => setRent(String(cents / 100))} />
      )}
    </LifecycleDialog>
  );
}
