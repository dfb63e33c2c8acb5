import { zodResolver } from '@hookform/resolvers/zod';
import type { Lease } from '@rentwise/core/leases/schemas';
import { toCents } from '@rentwise/core/money/money';
import { type PayFormValues, payFormSchema } from '@rentwise/core/payments/schemas';
import { bankAccountOf } from '@rentwise/core/validation/bank-account';
import { formatCardNumberInput, formatExpiryInput } from '@rentwise/core/validation/card-input';
import { FlaskConical } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/use-money';
import { usePaymentProvider } from '../api/get-payment-provider';
import { usePaymentConfirmation } from '../lib/use-payment-confirmation';
import { usePaymentDialog } from '../lib/use-payment-dialog';
import { PaymentConfirmation } from './payment-confirmation';
import { StripePayDialog } from './stripe-pay-dialog';

/**
 * Tenant: pay rent by card (number, expiry MM/YY, CVC) or bank transfer (account number). The
 * server's payment provider processes it; in test mode the dialog says so. The amount starts at
 * the balance due (one month's rent when nothing is due); paying when nothing is due, or more than
 * is due, asks for confirmation; more than the balance plus one month's rent is refused (the
 * server's rule, said under the field).
 */
export function PaymentPayDialog(props: PayDialogProps) {
  const provider = usePaymentProvider();
  // With Stripe (issue 25) the card fields are Stripe's Payment Element; otherwise the spec's dialog.
  if (provider.data?.name === 'stripe') return <StripePayDialog {...props} />;
  return <TestPayDialog {...props} />;
}

interface PayDialogProps {
  lease: Pick<Lease, 'id' | 'propertyAddress' | 'balance' | 'rentAmount'> | null;
  onOpenChange(open: boolean): void;
}

/** The test provider's dialog: the spec's card and account fields, sent to our server. */
function TestPayDialog({ lease, onOpenChange }: PayDialogProps) {
  const { t, i18n } = useTranslation(['payments', 'validation']);
  const { money: orgMoney } = useMoney();
  // The expiry as it was before the last keystroke: a backspace over the slash removes it.
  const expiryRef = useRef('');
  const provider = usePaymentProvider();
  const defaults: PayFormValues = {
    amount: lease ? (lease.balance > 0 ? lease.balance : lease.rentAmount) / 100 : 0,
    method: 'card',
    cardNumber: '',
    expiry: '',
    cvc: '',
    // A bank transfer from a European account is an IBAN: the default in French (issue 24 item 6).
    bankKind: i18n.language.startsWith('fr') ? 'iban' : 'us',
    accountNumber: '',
    routingNumber: '',
    iban: '',
  };
  const form = useForm<PayFormValues, unknown, z.output<typeof payFormSchema>>({
    resolver: zodResolver(payFormSchema),
    values: defaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const busy = form.formState.isSubmitting;
  const method = form.watch('method');
  const bankKind = form.watch('bankKind');
  const amount = Number(form.watch('amount')) || 0;

  const dialog = usePaymentDialog(form, { lease, onOpenChange });
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const due = Math.max(lease?.balance ?? 0, 0);
  const limit = due + (lease?.rentAmount ?? 0);

  const send = dialog.submit({
    send: (values) =>
      dialog.pay(
        values.method === 'card'
          ? {
              amount: toCents(values.amount),
              method: 'card',
              card: { number: values.cardNumber, expiry: values.expiry, cvc: values.cvc },
            }
          : { amount: toCents(values.amount), method: 'bank', bank: bankAccountOf(values) },
      ),
    success: (result) => ({
      title: t('pay.success'),
      description: t('pay.successDescription', {
        number: result.payment.receiptNumber,
        amount: orgMoney(result.payment.amount),
      }),
    }),
    handle: (error) => {
      if (!(error instanceof ApiError && error.code === 'PAYMENT_DECLINED')) return false;
      toast.error(t('pay.declined'), { description: error.message });
      return true;
    },
    failed: t('pay.failed'),
  });
  const confirmation = usePaymentConfirmation(form, {
    question: (values) => {
      const cents = toCents(values.amount);
      if (cents > limit) return null;
      if (due === 0) return t('pay.nothingDueConfirm', { amount: money(cents) });
      if (cents > due) return t('pay.moreThanDueConfirm', { due: money(due) });
      return null;
    },
    send: async () => {
      const cents = toCents(Number(form.getValues('amount')) || 0);
      if (cents > limit) {
        form.setError('amount', { type: 'max', message: t('pay.tooMuch', { max: money(limit) }) });
        return;
      }
      await send();
    },
    amount: form.watch('amount'),
    open: lease !== null,
  });

  return (
    <Dialog open={lease !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('pay.title')}</DialogTitle>
          <DialogDescription>
            {lease ? t('pay.description', { property: lease.propertyAddress }) : null}
          </DialogDescription>
        </DialogHeader>
        {provider.data?.testMode && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
          >
            <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('pay.testMode')}
          </p>
        )}
        <form onSubmit={confirmation.onSubmit} noValidate className="grid gap-4">
          <Field
            label={t('pay.amount')}
            // The limit's message is written with its amount already; the others are i18n keys.
            error={errors.amount?.type === 'max' ? errors.amount.message : message(errors.amount?.message)}
          >
            <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('amount')} />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('pay.method')}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="card" {...form.register('method')} />
                {t('pay.card')}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="bank" {...form.register('method')} />
                {t('pay.bank')}
              </label>
            </div>
          </fieldset>
          {method === 'card' ? (
            <>
              <Field label={t('pay.cardNumber')} error={message(errors.cardNumber?.message)}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  {...form.register('cardNumber', {
                    // Grouped by four as it is typed (issue 24 item 5); the check ignores the spaces.
                    onChange: (event) =>
                      form.setValue('cardNumber', formatCardNumberInput(event.target.value)),
                  })}
                />
              </Field>
              <div className="grid grid-cols-2 gap-4">
                <Field label={t('pay.expiry')} error={message(errors.expiry?.message)}>
                  <Input
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    {...form.register('expiry', {
                      onChange: (event) => {
                        const typed = event.target.value;
                        form.setValue('expiry', formatExpiryInput(typed, expiryRef.current));
                        expiryRef.current = form.getValues('expiry');
                      },
                    })}
                  />
                </Field>
                <Field label={t('pay.cvc')} error={message(errors.cvc?.message)}>
                  <Input
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    {...form.register('cvc')}
                  />
                </Field>
              </div>
            </>
          ) : (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{t('pay.bankKind')}</legend>
                <div className="flex flex-wrap gap-4 text-sm">
                  <label className="flex items-center gap-2">
                    <input type="radio" value="us" {...form.register('bankKind')} />
                    {t('pay.bankUs')}
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="radio" value="iban" {...form.register('bankKind')} />
                    {t('pay.bankIban')}
                  </label>
                </div>
              </fieldset>
              {bankKind === 'iban' ? (
                <Field label={t('pay.iban')} hint={t('pay.ibanHint')} error={message(errors.iban?.message)}>
                  <Input
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    {...form.register('iban')}
                  />
                </Field>
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label={t('pay.accountNumber')} error={message(errors.accountNumber?.message)}>
                    <Input inputMode="numeric" autoComplete="off" {...form.register('accountNumber')} />
                  </Field>
                  <Field
                    label={t('pay.routingNumber')}
                    hint={t('pay.routingHint')}
                    error={message(errors.routingNumber?.message)}
                  >
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={9}
                      {...form.register('routingNumber')}
                    />
                  </Field>
                </div>
              )}
            </>
          )}
          {confirmation.asking ? (
            <PaymentConfirmation
              message={confirmation.asking}
              confirmLabel={t('pay.confirm', { amount: money(toCents(amount)) })}
              backLabel={t('pay.back')}
              busyLabel={t('pay.processing')}
              busy={busy}
              onBack={confirmation.back}
            />
          ) : (
            <FormDialogFooter
              cancelLabel={t('pay.cancel')}
              onCancel={dialog.close}
              submitLabel={t('pay.submit', { amount: orgMoney(toCents(amount)) })}
              busyLabel={t('pay.processing')}
              busy={busy}
            />
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
