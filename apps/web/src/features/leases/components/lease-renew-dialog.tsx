import { renewalStartDate } from '@rentwise/core/leases/lifecycle';
import type { Lease } from '@rentwise/core/leases/schemas';
import { useEffect } from 'react';
import { useTranslation } from '@/app/i18n';
import { TermDateFields, useTermForm } from '@/components/term-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RentSuggestionHint } from '@/features/rent-suggestions';
import { useRenewLease } from '../api/renew-lease';
import { LifecycleDialog, useLifecycleForm } from './lifecycle-form';

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
  const term = useTermForm();
  useEffect(() => {
    if (lease) term.prefill(renewalStartDate(lease), rentInForce);
  }, [lease, rentInForce]);
  const close = (open: boolean) => {
    if (open) return;
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!lease) return;
    const rentAmount = term.readRent(form.setErrors);
    if (rentAmount === null || !term.checkDates(form.setErrors)) return;
    const { startDate, endDate } = term;
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
      <TermDateFields
        term={term}
        errors={form.errors}
        startLabel={t('lifecycle.renew.startDate')}
        endLabel={t('lifecycle.renew.endDate')}
      />
      <Field label={t('lifecycle.renew.rent')} error={form.errors.rentAmount}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={term.rent}
          onChange={(event) => term.setRent(event.target.value)}
        />
      </Field>
      {lease?.unitId && (
        <RentSuggestionHint unitId={lease.unitId} onUse={(cents) => term.setRent(String(cents / 100))} />
      )}
    </LifecycleDialog>
  );
}
