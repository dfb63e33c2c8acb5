import type { AutopaySetup } from '@rentwise/core/payments/autopay';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when the tenant saves a method.
import { loadStripe } from '@stripe/stripe-js/pure';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { startAutopaySetup, useAutopay, useUpdateAutopay } from '../api/autopay';

/**
 * Tenant › Payments › Autopay (issue 25 item 3): on or off, the saved method ("Visa •••• 4242") and
 * the next charge date. Saving a method confirms a SetupIntent with Stripe's Payment Element (the
 * card or account goes to Stripe, never to our server), then turns autopay on. Hidden when the
 * landlord takes no online payments through Stripe.
 */
export function AutopayCard({ leaseId }: { leaseId: string }) {
  const { t, i18n } = useTranslation('payments');
  const autopay = useAutopay(leaseId);
  const update = useUpdateAutopay();
  const [setup, setSetup] = useState<AutopaySetup | null>(null);
  const [starting, setStarting] = useState(false);
  const state = autopay.data;
  if (!state || (!state.available && !state.enabled)) return null;

  const failed = (caught: unknown) =>
    toast.error(caught instanceof ApiError ? caught.message : t('autopay.failed'));

  const begin = async () => {
    setStarting(true);
    try {
      setSetup(await startAutopaySetup(leaseId));
    } catch (caught) {
      failed(caught);
    } finally {
      setStarting(false);
    }
  };

  const toggle = (enabled: boolean) =>
    update.mutate(
      { leaseId, enabled },
      {
        onSuccess: () => toast.success(enabled ? t('autopay.turnedOn') : t('autopay.turnedOff')),
        onError: failed,
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('autopay.title')}</CardTitle>
        <CardDescription>{t('autopay.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="font-medium">
          {state.enabled ? t('autopay.on', { method: state.paymentMethod ?? '' }) : t('autopay.off')}
        </p>
        {state.enabled && state.nextChargeOn && (
          <p className="text-sm text-muted-foreground">
            {t('autopay.next', { date: formatDate(state.nextChargeOn, i18n.language) })}
          </p>
        )}
        {state.consecutiveFailures > 0 && state.enabled && (
          <p role="status" className="text-sm text-destructive">
            {t('autopay.failures')}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {state.enabled ? (
            <Button variant="outline" disabled={update.isPending} onClick={() => toggle(false)}>
              {t('autopay.turnOff')}
            </Button>
          ) : state.paymentMethod ? (
            <Button disabled={update.isPending} onClick={() => toggle(true)}>
              {t('autopay.turnOn')}
            </Button>
          ) : null}
          {state.available && (
            <Button variant={state.paymentMethod ? 'outline' : 'default'} disabled={starting} onClick={begin}>
              {state.paymentMethod ? t('autopay.replace') : t('autopay.save')}
            </Button>
          )}
        </div>
      </CardContent>
      <SetupDialog leaseId={leaseId} setup={setup} onClose={() => setSetup(null)} />
    </Card>
  );
}

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(setup: AutopaySetup): Promise<Stripe | null> {
  const key = `${setup.publishableKey}:${setup.stripeAccount}`;
  if (!stripes.has(key)) {
    const loading = loadStripe(setup.publishableKey, { stripeAccount: setup.stripeAccount }).catch(() => {
      stripes.delete(key);
      return null;
    });
    stripes.set(key, loading);
  }
  return stripes.get(key) as Promise<Stripe | null>;
}

function SetupDialog({
  leaseId,
  setup,
  onClose,
}: {
  leaseId: string;
  setup: AutopaySetup | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('payments');
  const stripePromise = useMemo(() => (setup ? stripeFor(setup) : null), [setup]);
  return (
    <Dialog open={setup !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('autopay.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('autopay.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {setup && (
          <Elements
            stripe={stripePromise}
            options={{ clientSecret: setup.clientSecret, locale: i18n.language === 'fr' ? 'fr' : 'en' }}
          >
            <ConfirmSetup leaseId={leaseId} setup={setup} onDone={onClose} />
          </Elements>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmSetup({ leaseId, setup, onDone }: { leaseId: string; setup: AutopaySetup; onDone(): void }) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const update = useUpdateAutopay();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/tenant-dashboard/payments` },
    });
    if (result.error) {
      setBusy(false);
      setError(result.error.message ?? t('autopay.failed'));
      return;
    }
    try {
      await update.mutateAsync({ leaseId, enabled: true, setupIntentId: setup.setupIntentId });
      toast.success(t('autopay.turnedOn'));
      onDone();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('autopay.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4">
      {!ready && !error && <p className="text-sm text-muted-foreground">{t('online.loading')}</p>}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setError(t('online.loadFailed'))} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('online.secure')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('pay.cancel')}
        </Button>
        <Button type="submit" disabled={!stripe || !ready || busy}>
          {t('autopay.confirm')}
        </Button>
      </div>
    </form>
  );
}
