import type { FeePayer, StripeConnectionStatus } from '@rentwise/core/payments/online';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCan } from '@/features/team';
import { useStartOnboarding, useStripeConnection, useUpdateFeePayer } from '../api/online-payments';

const STATUS_VARIANT: Record<StripeConnectionStatus, 'neutral' | 'warning' | 'success'> = {
  not_connected: 'neutral',
  pending: 'warning',
  active: 'success',
};

/**
 * Settings → Payments (issue 25): the organisation's Stripe account — not connected, pending or
 * active — with the link to Stripe's hosted onboarding, and who pays the processing fee. Only
 * admins ('org.update') connect or change it; other members see the state.
 */
export function OnlinePaymentsSettings() {
  const { t } = useTranslation('payments');
  const connection = useStripeConnection();
  const onboarding = useStartOnboarding();
  const feePayer = useUpdateFeePayer();
  const canManage = useCan('org.update');
  const data = connection.data;
  if (!data) return null;
  if (!data.available) {
    return <p className="text-sm text-muted-foreground">{t('online.settings.unavailable')}</p>;
  }
  const connect = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(t('online.settings.failed')),
    });
  const choose = (value: FeePayer) =>
    feePayer.mutate(value, {
      onSuccess: () => toast.success(t('online.settings.saved')),
      onError: () => toast.error(t('online.settings.failed')),
    });
  const action =
    data.status === 'not_connected' ? 'connect' : data.status === 'pending' ? 'resume' : 'manage';
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('online.settings.status')}</span>
        <Badge
          variant={STATUS_VARIANT[data.status]}
          className="whitespace-normal"
          data-testid="stripe-status"
        >
          {t(`online.settings.${data.status}`)}
        </Badge>
      </div>
      {canManage && (
        <Button
          type="button"
          variant={data.status === 'active' ? 'outline' : 'default'}
          className="justify-self-start"
          disabled={onboarding.isPending}
          onClick={connect}
        >
          {t(`online.settings.${action}`)}
          <ExternalLink aria-hidden="true" />
        </Button>
      )}
      {data.status !== 'not_connected' && (
        <fieldset className="grid gap-2" disabled={!canManage || feePayer.isPending}>
          <legend className="mb-2 text-sm font-medium">{t('online.settings.feePayer')}</legend>
          {(['organisation', 'tenant'] as const).map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="fee-payer"
                className="mt-1"
                checked={data.feePayer === value}
                onChange={() => choose(value)}
              />
              {t(value === 'organisation' ? 'online.settings.feeOrganisation' : 'online.settings.feeTenant')}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
