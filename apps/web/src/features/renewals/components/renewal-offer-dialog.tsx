import { addDays } from '@rentwise/core/leases/dates';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { percentToBasisPoints, rentAfterIncrease } from '@rentwise/core/renewals/rent';
import type { RenewalBoardItem } from '@rentwise/core/renewals/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { todayIso } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useCreateRenewalOffer } from '../api/create-renewal-offer';
import { RenewalDialog, useRenewalForm } from './renewal-dialog';

/** One year from `start`, ending the day before the same date next year. */
function yearFrom(start: string): string {
  const [year, month, day] = start.split('-').map(Number);
  return addDays(`${year + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, -1);
}

/** The earlier of two ISO dates. */
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Send renewal offer: the day after the lease ends, a year, the new rent as an amount or a
 * percentage of the rent in force (the preview rounds like the server), an expiry before the
 * new term starts, and an optional message.
 */
export function RenewalOfferDialog({
  item,
  onOpenChange,
}: {
  item: RenewalBoardItem | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['renewals', 'validation']);
  const { money } = useMoney();
  const mutation = useCreateRenewalOffer();
  const form = useRenewalForm();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [percent, setPercent] = useState('3');
  const [amount, setAmount] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!item) return;
    const start = addDays(item.endDate, 1);
    setStartDate(start);
    setEndDate(yearFrom(start));
    setMode('percent');
    setPercent('3');
    setAmount(String(item.rentAmount / 100));
    setExpiresOn(earlier(addDays(todayIso(), 14), addDays(item.endDate, -1)));
    setMessage('');
  }, [item]);
  const close = (open: boolean) => {
    if (open) return;
    form.reset();
    onOpenChange(false);
  };
  const basisPoints = percentToBasisPoints(Number(percent.replace(',', '.')));
  const preview =
    item && mode === 'percent' && percent.trim() !== '' && basisPoints !== null
      ? rentAfterIncrease(item.rentAmount, basisPoints)
      : null;
  const submit = () => {
    if (!item) return;
    let rent: { rentAmount: number } | { rentIncreasePercent: number };
    if (mode === 'amount') {
      const read = readAmountField(amount, 'validation:lease.rentPositive');
      if (read.issue || read.cents === null) {
        form.setErrors({ rentAmount: t(read.issue ?? 'validation:lease.rentPositive') });
        return;
      }
      rent = { rentAmount: read.cents };
    } else {
      if (basisPoints === null || percent.trim() === '') {
        form.setErrors({ rentIncreasePercent: t('validation:renewals.percentDecimals') });
        return;
      }
      rent = { rentIncreasePercent: basisPoints / 100 };
    }
    if (!(endDate > startDate)) {
      form.setErrors({ endDate: t('validation:lease.endAfterStart') });
      return;
    }
    void form.run(
      () =>
        mutation.mutateAsync({
          leaseId: item.leaseId,
          body: {
            startDate,
            endDate,
            expiresOn,
            ...rent,
            ...(message.trim() ? { message: message.trim() } : {}),
          },
        }),
      t('offerDialog.success'),
      () => close(false),
    );
  };
  return (
    <RenewalDialog
      open={item !== null}
      onOpenChange={close}
      title={t('offerDialog.title')}
      description={
        item ? `${item.tenantName} · ${item.propertyAddress}. ${t('offerDialog.description')}` : ''
      }
      submitLabel={t('offerDialog.submit')}
      busy={form.busy}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('offerDialog.startDate')}
          hint={t('offerDialog.startHint')}
          error={form.errors.startDate}
        >
          <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </Field>
        <Field label={t('offerDialog.endDate')} error={form.errors.endDate}>
          <Input
            type="date"
            min={startDate}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('offerDialog.rentMode')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['percent', 'amount'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="rent-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {t(value === 'percent' ? 'offerDialog.byPercent' : 'offerDialog.byAmount')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'percent' ? (
        <Field
          label={t('offerDialog.rentPercent')}
          error={form.errors.rentIncreasePercent}
          hint={
            item && preview !== null
              ? t('offerDialog.rentPreview', {
                  rent: money(preview, { decimals: true }),
                  current: money(item.rentAmount, { decimals: true }),
                })
              : undefined
          }
        >
          <Input inputMode="decimal" value={percent} onChange={(event) => setPercent(event.target.value)} />
        </Field>
      ) : (
        <Field label={t('offerDialog.rentAmount')} error={form.errors.rentAmount}>
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </Field>
      )}
      <Field label={t('offerDialog.expiresOn')} error={form.errors.expiresOn}>
        <Input
          type="date"
          min={todayIso()}
          max={startDate ? addDays(startDate, -1) : undefined}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
      </Field>
      <Field label={t('offerDialog.message')} error={form.errors.message}>
        <Textarea maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
    </RenewalDialog>
  );
}
