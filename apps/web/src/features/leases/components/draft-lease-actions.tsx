import type { Lease } from '@rentwise/core/leases/schemas';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useActivateLease } from '../api/activate-lease';
import { useDeleteDraftLease } from '../api/delete-lease';

/**
 * A draft's actions in its details: Activate Lease (the server checks overlaps as on creation and
 * generates the charges) and Delete draft, after a confirmation.
 */
export function DraftLeaseActions({ lease, onDeleted }: { lease: Lease; onDeleted(): void }) {
  const { t } = useTranslation('leases');
  const activate = useActivateLease();
  const remove = useDeleteDraftLease();
  const [confirming, setConfirming] = useState(false);

  const onActivate = async () => {
    try {
      await activate.mutateAsync(lease.id);
      toast.success(t('draft.activated'), { description: t('draft.activatedDescription') });
    } catch (error) {
      toast.error(t('draft.activateFailed'), { description: (error as Error).message });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(lease.id);
      toast.success(t('draft.deleted'));
      setConfirming(false);
      onDeleted();
    } catch (error) {
      toast.error(t('draft.deleteFailed'), { description: (error as Error).message });
    }
  };

  return (
    <div className="grid gap-3 rounded-md border border-dashed p-4">
      <p className="text-sm text-muted-foreground">{t('draft.note')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onActivate} disabled={activate.isPending}>
          <CheckCircle2 aria-hidden="true" />
          {activate.isPending ? t('draft.activating') : t('draft.activate')}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={activate.isPending}>
          <Trash2 aria-hidden="true" />
          {t('draft.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('draft.confirmTitle')}
        description={t('draft.confirmBody', { tenant: lease.tenantName, address: lease.propertyAddress })}
        keepLabel={t('draft.keep')}
        confirmLabel={t('draft.confirm')}
        workingLabel={t('draft.deleting')}
        working={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
