import type { Lease } from '@rentwise/core/leases/schemas';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useLease } from '../api/get-lease';
import { LeaseAgreementButton } from './lease-agreement-button';
import { LeaseStatusBadge } from './lease-status-badge';

/** A lease's terms as a list: period, rent, deposit, due day, late fee (and the balance, if given). */
export function LeaseTerms({ lease, balance }: { lease: Lease; balance?: number }) {
  const { t, i18n } = useTranslation('leases');
  const { money } = useMoney();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('detail.period')}</dt>
      <dd>
        {formatDate(lease.startDate, i18n.language)} – {formatDate(lease.endDate, i18n.language)}
      </dd>
      <dt className="text-muted-foreground">{t('detail.rent')}</dt>
      <dd>{money(lease.rentAmount)}</dd>
      <dt className="text-muted-foreground">{t('detail.deposit')}</dt>
      <dd>{money(lease.depositAmount)}</dd>
      <dt className="text-muted-foreground">{t('detail.dueDay')}</dt>
      <dd>{lease.dueDay}</dd>
      <dt className="text-muted-foreground">{t('detail.lateFee')}</dt>
      <dd>{t('detail.lateFeeValue', { amount: money(lease.lateFee), days: lease.graceDays })}</dd>
      {balance !== undefined && (
        <>
          <dt className="text-muted-foreground">{balance < 0 ? t('detail.credit') : t('detail.balance')}</dt>
          <dd className="font-medium tabular-nums">{money(Math.abs(balance))}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The tenant's "View Lease Details" (spec: the dashboard's property card; issue 24 item 4): their
 * lease's terms, read from GET /api/leases/:id.
 */
export function LeaseTermsDialog({
  leaseId,
  onOpenChange,
}: {
  leaseId: string | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('leases');
  const lease = useLease(leaseId);
  return (
    <Dialog open={leaseId !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('detail.title')}</DialogTitle>
          <DialogDescription>
            {lease.data
              ? `${lease.data.propertyAddress}${lease.data.unitLabel ? ` · ${lease.data.unitLabel}` : ''}`
              : t('detail.loading')}
          </DialogDescription>
        </DialogHeader>
        {lease.isError && (
          <p role="alert" className="text-sm text-destructive">
            {lease.error.message}
          </p>
        )}
        {lease.data && (
          <section aria-label={t('detail.terms')} className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <LeaseStatusBadge status={lease.data.displayStatus} />
              <LeaseAgreementButton leaseId={lease.data.id} />
            </div>
            <LeaseTerms lease={lease.data} />
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
