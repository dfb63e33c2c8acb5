import type { RenewalBoardItem } from '@rentwise/core/renewals/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { documentFile } from '@/features/documents';
import { useLease } from '@/features/leases/api/get-lease';
import { LeaseEndDialog } from '@/features/leases/components/lease-end-dialog';
import { RenewalBoardList } from '@/features/renewals/components/renewal-board';
import { RenewalOfferDialog } from '@/features/renewals/components/renewal-offer-dialog';
import { useCan } from '@/features/team';
import { openFile } from '@/lib/open-file';

/**
 * Owner › Renewals (issue 21 item 2): the leases ending in the next 120 days with where their
 * renewal stands; send an offer, view its addendum, and after a decline or an expiry start the
 * move-out (the lease's End lease dialog).
 */
export default function RenewalsPage() {
  const { t } = useTranslation(['renewals', 'leases']);
  const canWrite = useCan('lease.write');
  const [offering, setOffering] = useState<RenewalBoardItem | null>(null);
  const [movingOut, setMovingOut] = useState<string | null>(null);
  const lease = useLease(movingOut);
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('board.title')} subtitle={t('board.subtitle', { days: 120 })} />
      <RenewalBoardList
        canWrite={canWrite}
        onSendOffer={setOffering}
        onStartMoveOut={(item) => setMovingOut(item.leaseId)}
        onViewDocument={(id, name) =>
          openFile(documentFile({ id, name }, 'view')).catch((error: Error) => toast.error(error.message))
        }
      />
      <RenewalOfferDialog item={offering} onOpenChange={(open) => !open && setOffering(null)} />
      <LeaseEndDialog
        lease={movingOut && lease.data ? lease.data : null}
        onOpenChange={(open) => !open && setMovingOut(null)}
      />
    </div>
  );
}
