import { settlementFigures } from '@rentwise/core/leases/lifecycle';
import type { Lease, Ledger } from '@rentwise/core/leases/schemas';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMoney } from '@/lib/use-money';
import { useSettleDeposit } from '../api/settle-deposit';
import { ConfirmCheckbox, LifecycleDialog, useLifecycleForm } from './lifecycle-form';

interface Row {
  key: number;
  description: string;
  amount: string;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, description: '', amount: '' });

/**
 * Settle deposit: deduction rows, the live totals with the refund due or the balance still owed
 * (the same `settlementFigures` the server stores), and a confirmation.
 */
export function DepositSettleDialog({
  lease,
  ledger,
  depositHeld,
  onOpenChange,
}: {
  lease: Lease | null;
  ledger: Ledger | undefined;
  depositHeld: number;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['leases', 'validation']);
  const { money: orgMoney } = useMoney();
  const mutation = useSettleDeposit();
  const form = useLifecycleForm();
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [confirmed, setConfirmed] = useState(false);
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const filled = rows.filter((row) => row.description.trim() !== '' || row.amount !== '');
  const deductions = filled.map((row) => ({
    description: row.description.trim(),
    amount: readAmountField(row.amount, 'validation:lease.deductionAmountPositive').cents ?? 0,
  }));
  const openCharges = (ledger?.charges ?? [])
    .filter((c) => c.kind !== 'deposit')
    .reduce((sum, c) => sum + Math.max(0, c.open), 0);
  const credit = (ledger?.payments ?? []).reduce((sum, p) => sum + Math.max(0, p.unallocated), 0);
  const figures = settlementFigures({ depositHeld, credit, openCharges, deductions });
  const close = (open: boolean) => {
    if (open) return;
    setRows([emptyRow()]);
    setConfirmed(false);
    form.reset();
    onOpenChange(false);
  };
  const update = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const submit = () => {
    if (!lease) return;
    const problems: Record<string, string> = {};
    filled.forEach((row, index) => {
      if (!row.description.trim())
        problems[`deductions.${index}.description`] = t('validation:lease.deductionDescriptionRequired');
      const amount = readAmountField(row.amount, 'validation:lease.deductionAmountPositive');
      if (amount.issue) problems[`deductions.${index}.amount`] = t(amount.issue);
    });
    if (Object.keys(problems).length > 0) {
      form.setErrors(problems);
      return;
    }
    void form.run(
      () => mutation.mutateAsync({ leaseId: lease.id, body: { deductions } }),
      t('lifecycle.settle.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('lifecycle.settle.title')}
      description={t('lifecycle.settle.description')}
      submitLabel={t('lifecycle.settle.submit')}
      workingLabel={t('lifecycle.settle.saving')}
      busy={form.busy}
      canSubmit={confirmed}
      onSubmit={submit}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('lifecycle.settle.held')}</dt>
        <dd className="text-right tabular-nums">{money(depositHeld)}</dd>
        <dt className="text-muted-foreground">{t('lifecycle.settle.open')}</dt>
        <dd className="text-right tabular-nums">{money(openCharges)}</dd>
      </dl>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium">{t('lifecycle.settle.deductions')}</legend>
        {rows.map((row, index) => {
          const descriptionError = form.errors[`deductions.${index}.description`];
          const amountError = form.errors[`deductions.${index}.amount`];
          return (
            <div key={row.key} className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
              <div className="grid gap-1.5">
                <Label htmlFor={`deduction-description-${row.key}`}>
                  {t('lifecycle.settle.deductionDescription')} {index + 1}
                </Label>
                <Input
                  id={`deduction-description-${row.key}`}
                  maxLength={200}
                  value={row.description}
                  aria-invalid={descriptionError ? true : undefined}
                  onChange={(event) => update(row.key, { description: event.target.value })}
                />
                {descriptionError && <p className="text-sm text-destructive">{descriptionError}</p>}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`deduction-amount-${row.key}`}>
                  {t('lifecycle.settle.deductionAmount')} {index + 1}
                </Label>
                <Input
                  id={`deduction-amount-${row.key}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  value={row.amount}
                  aria-invalid={amountError ? true : undefined}
                  onChange={(event) => update(row.key, { amount: event.target.value })}
                />
                {amountError && <p className="text-sm text-destructive">{amountError}</p>}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`${t('lifecycle.settle.removeDeduction')} ${index + 1}`}
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            <Plus aria-hidden="true" />
            {t('lifecycle.settle.addDeduction')}
          </Button>
        </div>
      </fieldset>
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md border p-3 text-sm"
        aria-live="polite"
      >
        <dt className="text-muted-foreground">{t('lifecycle.settle.total')}</dt>
        <dd className="text-right tabular-nums">{money(figures.deductionsTotal)}</dd>
        {figures.balanceOwed > 0 ? (
          <>
            <dt className="font-medium">{t('lifecycle.settle.balanceOwed')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(figures.balanceOwed)}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium">{t('lifecycle.settle.refundDue')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(figures.refundDue)}</dd>
          </>
        )}
      </dl>
      <ConfirmCheckbox checked={confirmed} onChange={setConfirmed} label={t('lifecycle.settle.confirm')} />
    </LifecycleDialog>
  );
}
