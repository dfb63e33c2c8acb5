import { isClosedStatus, type MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { fromCents } from '@rentwise/core/money/money';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCan } from '@/features/team';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/use-money';
import { useSetEstimate } from '../api/set-estimate';

const approvalVariants = { pending: 'warning', approved: 'success', declined: 'destructive' } as const;

/**
 * A request's estimated cost and the owner's approval (issue 17 item 4). A member who manages
 * maintenance sets it; above the organisation's threshold the owner client is asked, and until
 * they approve no vendor can be assigned nor work start (the server says so with a 409).
 */
export function MaintenanceEstimateSection({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation(['maintenance', 'validation']);
  const { money: orgMoney } = useMoney();
  const canManage = useCan('maintenance.manage');
  const save = useSetEstimate();
  const inputId = useId();
  const [amount, setAmount] = useState(
    request.estimatedCost === null ? '' : String(fromCents(request.estimatedCost)),
  );
  const editable = canManage && !isClosedStatus(request.status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readAmountField(amount, 'maintenance:approval.invalid', {
      required: false,
      allowZero: true,
    });
    if (read.issue) {
      toast.error(t(read.issue));
      return;
    }
    try {
      await save.mutateAsync({ id: request.id, estimatedCost: read.cents });
      toast.success(t('approval.saved'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby={`${inputId}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${inputId}-title`} className="font-semibold">
          {t('approval.title')}
        </h3>
        {request.approvalStatus && (
          <Badge variant={approvalVariants[request.approvalStatus]}>
            {t(`approval.status.${request.approvalStatus}`)}
          </Badge>
        )}
      </div>
      {!editable && (
        <p className="text-sm">
          {request.estimatedCost === null
            ? t('approval.none')
            : `${t('approval.estimate')}: ${orgMoney(request.estimatedCost, { decimals: true })}`}
        </p>
      )}
      {request.approvalStatus === 'pending' && (
        <p className="text-sm text-muted-foreground">{t('approval.pendingHint')}</p>
      )}
      {request.approvalStatus === 'declined' && (
        <p className="text-sm text-muted-foreground">{t('approval.declinedHint')}</p>
      )}
      {editable && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t('approval.amountLabel')}
            </label>
            <Input
              id={inputId}
              inputMode="decimal"
              className="w-40"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? t('approval.saving') : t('approval.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
