import { addDays } from '@rentwise/core/leases/dates';
import { percentToBasisPoints, rentAfterIncrease } from '@rentwise/core/renewals/rent';
import type { RenewalBoardItem } from '@rentwise/core/renewals/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { FormDialog, useFormAction } from '@/components/form-dialog';
import { TermDateFields, useTermForm } from '@/components/term-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { todayIso } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useCreateRenewalOffer } from '../api/create-renewal-offer';

/** The earlier of two ISO dates. */
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Send renewal offer: the day after the lease ends, a year, the new rent as an amount or a
 * percentage of the rent in force (the preview rounds like the server), an expiry before the
 * new term starts, an optional message and an optional co-signer (name and email, both or neither).
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
  const form = useFormAction();
  const term = useTermForm();
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [percent, setPercent] = useState('3');
  const [expiresOn, setExpiresOn] = useState('');
  const [message, setMessage] = useState('');
  const [coSignerName, setCoSignerName] = useState('');
  const [coSignerEmail, setCoSignerEmail] = useState('');
  useEffect(() => {
    if (!item) return;
    term.prefill(addDays(item.endDate, 1), item.rentAmount);
    setMode('percent');
    setPercent('3');
    setExpiresOn(earlier(addDays(todayIso(), 14), addDays(item.endDate, -1)));
    setMessage('');
    setCoSignerName('');
    setCoSignerEmail('');
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
      const cents = term.readRent(form.setErrors);
      if (cents === null) return;
      rent = { rentAmount: cents };
    } else {
      if (basisPoints === null || percent.trim() === '') {
        form.setErrors({ rentIncreasePercent: t('validation:renewals.percentDecimals') });
        return;
      }
      rent = { rentIncreasePercent: basisPoints / 100 };
    }
    if (!term.checkDates(form.setErrors)) return;
    const coSigner = { name: coSignerName.trim(), email: coSignerEmail.trim() };
    if (Boolean(coSigner.name) !== Boolean(coSigner.email)) {
      form.setErrors({ [coSigner.name ? 'coSigner.email' : 'coSigner.name']: t('offerDialog.coSignerBoth') });
      return;
    }
    const { startDate, endDate } = term;
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
            ...(coSigner.name ? { coSigner } : {}),
          },
        }),
      t('offerDialog.success'),
      () => close(false),
    );
  };
  return (
    <FormDialog
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
      <TermDateFields
        term={term}
        errors={form.errors}
        startLabel={t('offerDialog.startDate')}
        startHint={t('offerDialog.startHint')}
        endLabel={t('offerDialog.endDate')}
      />
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
          <Input
            inputMode="decimal"
            value={term.rent}
            onChange={(event) => term.setRent(event.target.value)}
          />
        </Field>
      )}
      <Field label={t('offerDialog.expiresOn')} error={form.errors.expiresOn}>
        <Input
          type="date"
          min={todayIso()}
          max={term.startDate ? addDays(term.startDate, -1) : undefined}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
      </Field>
      <Field label={t('offerDialog.message')} error={form.errors.message}>
        <Textarea maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('offerDialog.coSigner')}</legend>
        <p className="text-sm text-muted-foreground">{t('offerDialog.coSignerHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('offerDialog.coSignerName')} error={form.errors['coSigner.name']}>
            <Input
              autoComplete="off"
              maxLength={120}
              value={coSignerName}
              onChange={(event) => setCoSignerName(event.target.value)}
            />
          </Field>
          <Field label={t('offerDialog.coSignerEmail')} error={form.errors['coSigner.email']}>
            <Input
              type="email"
              autoComplete="off"
              value={coSignerEmail}
              onChange={(event) => setCoSignerEmail(event.target.value)}
            />
          </Field>
        </div>
      </fieldset>
    </FormDialog>
  );
}
