import type { Lease } from '@rentwise/core/leases/schemas';
import { toCents } from '@rentwise/core/money/money';
import type { PaymentIntent } from '@rentwise/core/payments/online';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when a payment starts (never on the test provider's pages).
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/use-money';
import { createPaymentIntent } from '../api/online-payments';

/** One Stripe.js instance per publishable key and connected account. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(intent: PaymentIntent): Promise<Stripe | null> {
  const key = `${intent.publishableKey}:${intent.stripeAccount}`;
  if (!stripes.has(key)) {
    // A failure resolves to null (shown by the dialog) and is not cached: the next attempt loads again.
    const loading = loadStripe(intent.publishableKey, { stripeAccount: intent.stripeAccount }).catch(() => {
      stripes.delete(key);
      return null;
    });
    stripes.set(key, loading);
  }
  return stripes.get(key) as Promise<Stripe | null>;
}

type LeaseToPay = Pick<Lease, 'id' | 'propertyAddress' | 'balance' | 'rentAmount'>;

/**
 * The tenant's payment dialog when the server uses Stripe (issue 25): the amount (the balance due
 * by default, at most the balance plus one month's rent), then Stripe's Payment Element for a
 * PaymentIntent our server created — card or bank debit, typed into Stripe's own fields, never
 * sent to our server. The ledger records the payment when Stripe's webhook confirms it.
 */
export function StripePayDialog({
  lease,
  onOpenChange,
}: {
  lease: LeaseToPay | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['payments', 'validation']);
  const { money: orgMoney } = useMoney();
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const [amountText, setAmountText] = useState<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef(crypto.randomUUID());
  const [loadFailed, setLoadFailed] = useState(false);
  // One promise per PaymentIntent: the one Elements waits for is the one whose failure is shown.
  const stripePromise = useMemo(() => (intent ? stripeFor(intent) : null), [intent]);
  useEffect(() => {
    if (!stripePromise) return;
    let live = true;
    stripePromise.then(
      (stripe) => live && !stripe && setLoadFailed(true),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [stripePromise]);

  const due = Math.max(lease?.balance ?? 0, 0);
  const limit = due + (lease?.rentAmount ?? 0);
  const initial = lease ? (lease.balance > 0 ? lease.balance : lease.rentAmount) / 100 : 0;
  const amount = amountText ?? String(initial);

  const close = (open: boolean) => {
    if (open) return;
    setAmountText(null);
    setIntent(null);
    setError(null);
    setLoadFailed(false);
    idempotencyKey.current = crypto.randomUUID();
    onOpenChange(false);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!lease) return;
    const cents = toCents(Number(amount) || 0);
    if (cents <= 0) return setError(t('validation:payment.amountPositive'));
    if (cents > limit) return setError(t('pay.tooMuch', { max: money(limit) }));
    setBusy(true);
    setError(null);
    try {
      setIntent(
        await createPaymentIntent({
          leaseId: lease.id,
          amount: cents,
          idempotencyKey: idempotencyKey.current,
        }),
      );
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 409 ? t('online.unavailable') : t('pay.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={lease !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('pay.title')}</DialogTitle>
          <DialogDescription>
            {lease ? t('pay.description', { property: lease.propertyAddress }) : null}
          </DialogDescription>
        </DialogHeader>
        {intent && loadFailed ? (
          <p role="alert" className="text-sm text-destructive">
            {t('online.loadFailed')}
          </p>
        ) : intent ? (
          <Elements
            stripe={stripePromise}
            options={{ clientSecret: intent.clientSecret, locale: i18n.language === 'fr' ? 'fr' : 'en' }}
          >
            <ConfirmStep intent={intent} money={money} onDone={() => close(false)} />
          </Elements>
        ) : (
          <form onSubmit={start} noValidate className="grid gap-4">
            <Field label={t('pay.amount')} error={error ?? undefined}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={amount}
                onChange={(event) => setAmountText(event.target.value)}
              />
            </Field>
            <SecureNote />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t('pay.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t('pay.processing') : t('online.continue')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SecureNote() {
  const { t } = useTranslation('payments');
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('online.secure')}
    </p>
  );
}

function ConfirmStep({
  intent,
  money,
  onDone,
}: {
  intent: PaymentIntent;
  money(cents: number): string;
  onDone(): void;
}) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/tenant-dashboard/payments` },
    });
    setBusy(false);
    if (result.error) {
      setError(result.error.message ?? t('pay.failed'));
      return;
    }
    for (const key of ['payments', 'leases', 'dashboard', 'notifications']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
    if (result.paymentIntent?.status === 'processing') {
      toast.success(t('online.processingTitle'), {
        description: t('online.processingDescription', { amount: money(intent.amount) }),
      });
    } else {
      toast.success(t('online.succeeded'), {
        description: t('online.succeededDescription', { amount: money(intent.amount) }),
      });
    }
    onDone();
  };

  return (
    <form onSubmit={pay} noValidate className="grid gap-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('pay.amount')}</dt>
        <dd className="text-right tabular-nums">{money(intent.amount)}</dd>
        {intent.fee > 0 && (
          <>
            <dt className="text-muted-foreground">{t('online.fee')}</dt>
            <dd className="text-right tabular-nums">{money(intent.fee)}</dd>
            <dt className="font-medium">{t('online.total')}</dt>
            <dd className="text-right font-medium tabular-nums">{money(intent.total)}</dd>
          </>
        )}
      </dl>
      {!ready && !error && <p className="text-sm text-muted-foreground">{t('online.loading')}</p>}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setError(t('online.loadFailed'))} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <SecureNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('pay.cancel')}
        </Button>
        <Button type="submit" disabled={!stripe || !ready || busy}>
          {busy ? t('pay.processing') : t('pay.submit', { amount: money(intent.total) })}
        </Button>
      </div>
    </form>
  );
}
