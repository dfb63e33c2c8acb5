import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useWithdrawMaintenanceRequest } from '../api/withdraw-maintenance-request';

/** Whether nobody has started on a request: still pending, no vendor, no visit (the server's rule). */
export function canWithdraw(
  request: Pick<MaintenanceRequest, 'status' | 'vendor' | 'scheduledFor'>,
): boolean {
  return request.status === 'pending' && !request.vendor && !request.scheduledFor;
}

/**
 * The tenant's Withdraw request (issue 24 item 5): shown while nobody has started on the request,
 * asks for confirmation, then cancels it (the owner is told). Once work has started the server
 * answers 409 and its translated message is shown.
 */
export function WithdrawRequestButton({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('maintenance');
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawMaintenanceRequest();
  if (!canWithdraw(request)) return null;
  const confirm = () =>
    withdraw.mutate(request.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('tenant.withdrawn'));
      },
      onError: (error) => {
        setOpen(false);
        toast.error(t('tenant.withdrawFailed'), {
          description: error instanceof ApiError ? error.message : undefined,
        });
      },
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        {t('tenant.withdraw')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('tenant.withdrawTitle')}
        description={t('tenant.withdrawDescription', { title: request.title })}
        keepLabel={t('tenant.withdrawKeep')}
        confirmLabel={t('tenant.withdrawConfirm')}
        workingLabel={t('tenant.withdrawing')}
        working={withdraw.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
