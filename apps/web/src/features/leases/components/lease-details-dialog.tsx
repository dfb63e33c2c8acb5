import type { Lease } from '@rentwise/core/leases/schemas';

import { HandCoins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useLeaseLedger } from '../api/get-lease-ledger';
import { DraftLeaseActions } from './draft-lease-actions';
import { LeaseAgreementButton } from './lease-agreement-button';
import { LeaseExpiryBadge } from './lease-expiry-badge';
import { LeaseLedger } from './lease-ledger';
import { LeaseLifecyclePanel } from './lease-lifecycle-panel';
import { LeaseStatusBadge } from './lease-status-badge';
import { LeaseTerms } from './lease-terms';

/**
 * A lease's terms, its rent ledger and its documents; owners can record a payment from here.
 * The documents section comes from the page (the documents feature already uses the leases one,
 * so leases does not import it back).
 */
export function LeaseDetailsDialog({
  lease,
  onOpenChange,
  onRecordPayment,
  documents,
}: {
  lease: Lease | null;
  onOpenChange(open: boolean): void;
  onRecordPayment?(lease: Lease): void;
  documents(lease: Lease): ReactNode;
}) {
  const { t } = useTranslation('leases');
  const ledger = useLeaseLedger(lease?.id ?? null);
  const balance = ledger.data?.balance ?? lease?.balance ?? 0;
  return (
    <Dialog open={lease !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        {lease && (
          <>
            <DialogHeader>
              <DialogTitle>{t('detail.title')}</DialogTitle>
              <DialogDescription>
                {lease.tenantName} · {lease.propertyAddress}
                {lease.unitLabel ? ` · ${lease.unitLabel}` : ''}
              </DialogDescription>
            </DialogHeader>
            <section aria-labelledby="lease-terms" className="grid min-w-0 gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id="lease-terms" className="font-medium">
                  {t('detail.terms')}
                </h3>
                <span className="flex flex-wrap gap-1">
                  <LeaseStatusBadge status={lease.displayStatus} />
                  <LeaseExpiryBadge flag={lease.expiryFlag} />
                </span>
              </div>
              <LeaseTerms lease={lease} balance={balance} />
              <div>
                <LeaseAgreementButton leaseId={lease.id} />
              </div>
            </section>
            <LeaseLifecyclePanel lease={lease} ledger={ledger.data} />
            {lease.status === 'draft' ? (
              <DraftLeaseActions lease={lease} onDeleted={() => onOpenChange(false)} />
            ) : (
              onRecordPayment && (
                <div>
                  <Button onClick={() => onRecordPayment(lease)}>
                    <HandCoins aria-hidden="true" />
                    {t('detail.recordPayment')}
                  </Button>
                </div>
              )
            )}
            <section aria-labelledby="lease-ledger" className="grid min-w-0 gap-2">
              <h3 id="lease-ledger" className="text-lg font-semibold">
                {t('detail.ledger')}
              </h3>
              {ledger.data ? (
                <LeaseLedger ledger={ledger.data} lease={lease} />
              ) : (
                <p className="text-sm text-muted-foreground">{t('detail.loading')}</p>
              )}
            </section>
            {documents(lease)}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
