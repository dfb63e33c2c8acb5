import type { Charge, Lease, Payment } from '@rentwise/core/leases/schemas';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, todayIso } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useAddCharge, useAddCredit, useReturnPayment, useVoidCharge } from '../api/lease-charges';
import { ConfirmCheckbox, LifecycleDialog, useLifecycleForm } from './lifecycle-form';

/**
 * The ledger's own dialogs (issue 18 items 5-6): add a charge (one-off or monthly), add a credit,
 * void a charge, mark a payment returned (NSF). Each checks its fields before sending (the
 * server's messages show under the same fields), and each moves money only once its
 * confirmation is ticked.
 */

/** An amount typed in currency units, read by the shared money-input rule (never rounded). */
function useMoneyField({ required = true } = {}) {
  const [value, setValue] = useState('');
  const read = readAmountField(value, 'validation:charge.amountPositive', { required });
  return { value, setValue, cents: read.cents ?? 0, issue: read.issue };
}

const moneyInput = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

type MoneyField = ReturnType<typeof useMoneyField>;

/** What a charge or a credit is for, and its amount: the same two fields and checks in both dialogs. */
function useDescribedAmount() {
  const [description, setDescription] = useState('');
  const amount = useMoneyField();
  return {
    description,
    setDescription,
    amount,
    reset() {
      setDescription('');
      amount.setValue('');
    },
    /** Field errors (translated) of the two fields, added to `errors`. */
    check(errors: Record<string, string>, t: (key: string) => string) {
      if (!description.trim()) errors.description = t('validation:charge.descriptionRequired');
      if (amount.issue) errors.amount = t(amount.issue);
      return errors;
    },
  };
}

function DescribedAmountFields({
  fields,
  label,
  hint,
  errors,
}: {
  fields: ReturnType<typeof useDescribedAmount>;
  label: string;
  hint: string;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('lease-charges');
  return (
    <>
      <Field label={label} hint={hint} error={errors.description}>
        <Input
          maxLength={200}
          value={fields.description}
          onChange={(event) => fields.setDescription(event.target.value)}
        />
      </Field>
      <MoneyInputField label={t('amount')} field={fields.amount} error={errors.amount} />
    </>
  );
}

function MoneyInputField({
  label,
  hint,
  field,
  error,
}: {
  label: string;
  hint?: string;
  field: MoneyField;
  error?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input {...moneyInput} value={field.value} onChange={(event) => field.setValue(event.target.value)} />
    </Field>
  );
}

export function AddChargeDialog({
  lease,
  onOpenChange,
}: {
  lease: Lease | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['lease-charges', 'validation']);
  const { money: orgMoney } = useMoney();
  const mutation = useAddCharge();
  const form = useLifecycleForm();
  const described = useDescribedAmount();
  const { amount } = described;
  const [dueDate, setDueDate] = useState(todayIso());
  const [recurring, setRecurring] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const close = (open: boolean) => {
    if (open) return;
    described.reset();
    setDueDate(todayIso());
    setRecurring(false);
    setConfirmed(false);
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!lease) return;
    const errors = described.check({}, t);
    if (!dueDate) errors.dueDate = t('validation:dateInvalid');
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    void form.run(
      () =>
        mutation.mutateAsync({
          leaseId: lease.id,
          body: { description: described.description.trim(), amount: amount.cents, dueDate, recurring },
        }),
      t('charge.success'),
      () => close(false),
    );
  };
  const money = orgMoney(amount.cents, { decimals: true });
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('charge.title')}
      description={t('charge.description')}
      submitLabel={t('charge.submit')}
      workingLabel={t('saving')}
      busy={form.busy}
      canSubmit={confirmed}
      onSubmit={submit}
    >
      <DescribedAmountFields
        fields={described}
        label={t('charge.what')}
        hint={t('charge.whatHint')}
        errors={form.errors}
      />
      <Field label={recurring ? t('charge.firstDue') : t('charge.due')} error={form.errors.dueDate}>
        <Input
          type="date"
          min={lease?.startDate}
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
        />
      </Field>
      <fieldset className="grid gap-2 text-sm">
        <legend className="mb-1 font-medium">{t('charge.repeat')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="charge-repeat"
            className="size-4 accent-primary"
            checked={!recurring}
            onChange={() => setRecurring(false)}
          />
          {t('charge.oneOff')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="charge-repeat"
            className="size-4 accent-primary"
            checked={recurring}
            onChange={() => setRecurring(true)}
          />
          {t('charge.monthly')}
        </label>
      </fieldset>
      <ConfirmCheckbox
        checked={confirmed}
        onChange={setConfirmed}
        label={
          recurring
            ? t('charge.confirmMonthly', {
                amount: money,
                date: dueDate ? formatDate(dueDate, i18n.language) : '',
              })
            : t('charge.confirmOnce', {
                amount: money,
                date: dueDate ? formatDate(dueDate, i18n.language) : '',
              })
        }
      />
    </LifecycleDialog>
  );
}

export function AddCreditDialog({
  lease,
  onOpenChange,
}: {
  lease: Lease | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['lease-charges', 'validation']);
  const { money: orgMoney } = useMoney();
  const mutation = useAddCredit();
  const form = useLifecycleForm();
  const described = useDescribedAmount();
  const today = todayIso();
  const [date, setDate] = useState(today);
  const [confirmed, setConfirmed] = useState(false);
  const close = (open: boolean) => {
    if (open) return;
    described.reset();
    setDate(todayIso());
    setConfirmed(false);
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!lease) return;
    const errors = described.check({}, t);
    if (!date) errors.date = t('validation:dateInvalid');
    else if (date > today) errors.date = t('validation:charge.dateInFuture');
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    void form.run(
      () =>
        mutation.mutateAsync({
          leaseId: lease.id,
          body: { description: described.description.trim(), amount: described.amount.cents, date },
        }),
      t('credit.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('credit.title')}
      description={t('credit.description')}
      submitLabel={t('credit.submit')}
      workingLabel={t('saving')}
      busy={form.busy}
      canSubmit={confirmed}
      onSubmit={submit}
    >
      <DescribedAmountFields
        fields={described}
        label={t('credit.what')}
        hint={t('credit.whatHint')}
        errors={form.errors}
      />
      <Field label={t('credit.date')} error={form.errors.date}>
        <Input
          type="date"
          min={lease?.startDate}
          max={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </Field>
      <ConfirmCheckbox
        checked={confirmed}
        onChange={setConfirmed}
        label={t('credit.confirm', { amount: orgMoney(described.amount.cents, { decimals: true }) })}
      />
    </LifecycleDialog>
  );
}

function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const { t } = useTranslation('lease-charges');
  return (
    <Field label={t('reason')} error={error}>
      <Textarea maxLength={500} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

export function VoidChargeDialog({
  charge,
  label,
  onOpenChange,
}: {
  charge: Charge | null;
  label: string;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['lease-charges', 'validation']);
  const { money: orgMoney } = useMoney();
  const mutation = useVoidCharge();
  const form = useLifecycleForm();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const close = (open: boolean) => {
    if (open) return;
    setReason('');
    setConfirmed(false);
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!charge) return;
    if (!reason.trim()) return form.setErrors({ reason: t('validation:payment.reasonRequired') });
    void form.run(
      () => mutation.mutateAsync({ chargeId: charge.id, body: { reason: reason.trim() } }),
      t('void.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={charge !== null}
      onOpenChange={close}
      title={t('void.title')}
      description={
        charge
          ? t(charge.kind === 'rent' ? 'void.descriptionRent' : 'void.description', {
              label,
              amount: orgMoney(charge.amount, { decimals: true }),
            })
          : ''
      }
      submitLabel={t('void.submit')}
      workingLabel={t('saving')}
      busy={form.busy}
      canSubmit={confirmed}
      onSubmit={submit}
    >
      <ReasonField value={reason} onChange={setReason} error={form.errors.reason} />
      <ConfirmCheckbox checked={confirmed} onChange={setConfirmed} label={t('void.confirm')} />
    </LifecycleDialog>
  );
}

export function ReturnPaymentDialog({
  payment,
  onOpenChange,
}: {
  payment: Payment | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['lease-charges', 'validation']);
  const { money: orgMoney } = useMoney();
  const mutation = useReturnPayment();
  const form = useLifecycleForm();
  const [reason, setReason] = useState('');
  const fee = useMoneyField({ required: false });
  const [confirmed, setConfirmed] = useState(false);
  const close = (open: boolean) => {
    if (open) return;
    setReason('');
    fee.setValue('');
    setConfirmed(false);
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!payment) return;
    const errors: Record<string, string> = {};
    if (!reason.trim()) errors.reason = t('validation:payment.reasonRequired');
    if (fee.issue) errors.fee = t(fee.issue);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    void form.run(
      () =>
        mutation.mutateAsync({
          paymentId: payment.id,
          body: { reason: reason.trim(), ...(fee.cents > 0 ? { fee: fee.cents } : {}) },
        }),
      t('return.success'),
      () => close(false),
    );
  };
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  return (
    <LifecycleDialog
      open={payment !== null}
      onOpenChange={close}
      title={t('return.title')}
      description={
        payment
          ? t('return.description', {
              amount: money(payment.amount),
              date: formatDate(payment.receivedAt, i18n.language),
            })
          : ''
      }
      submitLabel={t('return.submit')}
      workingLabel={t('saving')}
      busy={form.busy}
      canSubmit={confirmed}
      onSubmit={submit}
    >
      <ReasonField value={reason} onChange={setReason} error={form.errors.reason} />
      <MoneyInputField
        label={t('return.fee')}
        hint={t('return.feeHint')}
        field={fee}
        error={form.errors.fee}
      />
      <ConfirmCheckbox
        checked={confirmed}
        onChange={setConfirmed}
        label={
          fee.cents > 0
            ? t('return.confirmFee', { amount: money(payment?.amount ?? 0), fee: money(fee.cents) })
            : t('return.confirm', { amount: money(payment?.amount ?? 0) })
        }
      />
    </LifecycleDialog>
  );
}
