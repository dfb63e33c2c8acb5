import type { Lease } from '@rentwise/core/leases/schemas';
import { toCents } from '@rentwise/core/money/money';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateDraftLease } from '../api/update-draft-lease';
import { LifecycleDialog, useLifecycleForm } from './lifecycle-form';

/** A draft's terms: due day, grace days, late fee and deposit (PATCH /api/leases/:id). */
export function LeaseDraftTermsDialog({
  lease,
  onOpenChange,
}: {
  lease: Lease | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['leases', 'validation']);
  const mutation = useUpdateDraftLease();
  const form = useLifecycleForm();
  const [values, setValues] = useState({ dueDay: '1', graceDays: '5', lateFee: '50', deposit: '0' });
  useEffect(() => {
    if (!lease) return;
    setValues({
      dueDay: String(lease.dueDay),
      graceDays: String(lease.graceDays),
      lateFee: String(lease.lateFee / 100),
      deposit: String(lease.depositAmount / 100),
    });
  }, [lease]);
  const close = (open: boolean) => {
    if (open) return;
    form.reset();
    onOpenChange(false);
  };
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = () => {
    if (!lease) return;
    void form.run(
      () =>
        mutation.mutateAsync({
          leaseId: lease.id,
          body: {
            dueDay: Number(values.dueDay),
            graceDays: Number(values.graceDays),
            lateFee: toCents(Number(values.lateFee)),
            depositAmount: toCents(Number(values.deposit)),
          },
        }),
      t('lifecycle.editDraft.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('lifecycle.editDraft.title')}
      description={lease ? `${lease.tenantName} · ${lease.propertyAddress}` : ''}
      submitLabel={t('lifecycle.editDraft.submit')}
      workingLabel={t('lifecycle.editDraft.saving')}
      busy={form.busy}
      onSubmit={submit}
    >
      <LeaseTermsFields values={values} onChange={set} errors={form.errors} />
    </LifecycleDialog>
  );
}

/** Due day, grace days, late fee and deposit, in currency units: Create Lease and the draft dialog. */
export function LeaseTermsFields({
  values,
  onChange,
  errors = {},
}: {
  values: { dueDay: string; graceDays: string; lateFee: string; deposit: string };
  onChange(
    key: 'dueDay' | 'graceDays' | 'lateFee' | 'deposit',
  ): (event: { target: { value: string } }) => void;
  errors?: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('leases');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('lifecycle.terms.dueDay')} error={errors.dueDay}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          value={values.dueDay}
          onChange={onChange('dueDay')}
        />
      </Field>
      <Field label={t('lifecycle.terms.graceDays')} error={errors.graceDays}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={28}
          value={values.graceDays}
          onChange={onChange('graceDays')}
        />
      </Field>
      <Field label={t('lifecycle.terms.lateFee')} error={errors.lateFee}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.lateFee}
          onChange={onChange('lateFee')}
        />
      </Field>
      <Field label={t('lifecycle.terms.deposit')} error={errors.depositAmount}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.deposit}
          onChange={onChange('deposit')}
        />
      </Field>
    </div>
  );
}
