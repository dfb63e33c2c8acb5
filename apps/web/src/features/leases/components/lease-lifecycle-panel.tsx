import { rentInForce } from '@rentwise/core/leases/ledger';
import type { Lease, Ledger } from '@rentwise/core/leases/schemas';

import { CalendarClock, DoorOpen, PencilLine, RefreshCw, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useCan } from '@/features/team';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useLeaseLifecycle } from '../api/get-lease-lifecycle';
import { DepositSettleDialog } from './deposit-settle-dialog';
import { LeaseDraftTermsDialog } from './lease-draft-terms-dialog';
import { LeaseEndDialog } from './lease-end-dialog';
import { LeaseRenewDialog } from './lease-renew-dialog';
import { LeaseRentChangeDialog } from './lease-rent-change-dialog';

type Open = 'end' | 'renew' | 'rentChange' | 'settle' | 'editDraft' | null;

/**
 * The lease's lifecycle in its details (issue 18): how it ended, its renewal links, the rent in
 * force and scheduled changes, the deposit settlement, and the actions the lease allows now —
 * End lease, Renew, Schedule rent change, Settle deposit, or a draft's Edit terms.
 */
export function LeaseLifecyclePanel({ lease, ledger }: { lease: Lease; ledger: Ledger | undefined }) {
  const { t, i18n } = useTranslation('leases');
  const { money: orgMoney } = useMoney();
  const lifecycle = useLeaseLifecycle(lease.id);
  const canWrite = useCan('lease.write');
  const [open, setOpen] = useState<Open>(null);
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const date = (value: string) => formatDate(value, i18n.language);
  const state = lifecycle.data;
  const close = () => setOpen(null);
  const renewable = lease.status !== 'draft' && state && !state.moveOutDate && !state.renewedByLeaseId;
  const settleable = lease.status === 'ended' && state && !state.settlement && !state.renewedByLeaseId;

  return (
    <section aria-labelledby="lease-lifecycle" className="grid min-w-0 gap-3">
      <h3 id="lease-lifecycle" className="sr-only">
        {t('lifecycle.terms.title')}
      </h3>
      {state && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {state.rentInForce !== lease.rentAmount && (
            <>
              <dt className="text-muted-foreground">{t('lifecycle.terms.rentInForce')}</dt>
              <dd>{money(state.rentInForce)}</dd>
            </>
          )}
          {state.moveOutDate && (
            <>
              <dt className="text-muted-foreground">{t('lifecycle.end.moveOutDate')}</dt>
              <dd>
                {t('lifecycle.end.ended', { date: date(state.moveOutDate), reason: state.endReason ?? '' })}
              </dd>
            </>
          )}
          {state.renewedFromLeaseId && (
            <>
              <dt className="text-muted-foreground">{t('lifecycle.actions.renew')}</dt>
              <dd>{t('lifecycle.renew.renewedFrom')}</dd>
            </>
          )}
          {state.renewedByLeaseId && (
            <>
              <dt className="text-muted-foreground">{t('lifecycle.actions.renew')}</dt>
              <dd>{t('lifecycle.renew.renewedBy')}</dd>
            </>
          )}
          {lease.status !== 'draft' && (
            <>
              <dt className="text-muted-foreground">{t('lifecycle.settle.held')}</dt>
              <dd>{money(state.depositHeld)}</dd>
            </>
          )}
        </dl>
      )}
      {state && state.rentChanges.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">{t('lifecycle.rentChange.listTitle')}</h4>
          <ul className="grid gap-0.5">
            {state.rentChanges.map((change) => (
              <li key={change.id}>
                {t('lifecycle.rentChange.item', {
                  amount: money(change.rentAmount),
                  date: date(change.effectiveDate),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state?.settlement && (
        <div className="grid gap-1 rounded-md border p-3 text-sm">
          <p className="font-medium">
            {t('lifecycle.settle.settledOn', { date: date(state.settlement.settledOn) })}
          </p>
          <ul className="grid gap-0.5">
            {state.settlement.deductions.map((deduction, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{deduction.description}</span>
                <span className="tabular-nums">{money(deduction.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between gap-4 font-medium">
            <span>
              {state.settlement.balanceOwed > 0
                ? t('lifecycle.settle.balanceOwed')
                : t('lifecycle.settle.refundDue')}
            </span>
            <span className="tabular-nums">
              {money(
                state.settlement.balanceOwed > 0 ? state.settlement.balanceOwed : state.settlement.refundDue,
              )}
            </span>
          </p>
        </div>
      )}
      {canWrite && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {lease.status === 'draft' && (
            <Button variant="outline" onClick={() => setOpen('editDraft')}>
              <PencilLine aria-hidden="true" />
              {t('lifecycle.actions.editDraft')}
            </Button>
          )}
          {lease.status === 'active' && (
            <>
              <Button variant="outline" onClick={() => setOpen('rentChange')}>
                <CalendarClock aria-hidden="true" />
                {t('lifecycle.actions.rentChange')}
              </Button>
              <Button variant="outline" onClick={() => setOpen('end')}>
                <DoorOpen aria-hidden="true" />
                {t('lifecycle.actions.end')}
              </Button>
            </>
          )}
          {renewable && (
            <Button variant="outline" onClick={() => setOpen('renew')}>
              <RefreshCw aria-hidden="true" />
              {t('lifecycle.actions.renew')}
            </Button>
          )}
          {settleable && (
            <Button onClick={() => setOpen('settle')}>
              <Scale aria-hidden="true" />
              {t('lifecycle.actions.settle')}
            </Button>
          )}
        </div>
      )}
      <LeaseEndDialog lease={open === 'end' ? lease : null} onOpenChange={close} />
      <LeaseRenewDialog
        lease={open === 'renew' ? lease : null}
        // The rent in force when this lease ends (a scheduled change included), not today's.
        rentInForce={rentInForce(
          { rentAmount: lease.rentAmount, rentChanges: state?.rentChanges ?? [] },
          lease.endDate,
        )}
        onOpenChange={close}
      />
      <LeaseRentChangeDialog lease={open === 'rentChange' ? lease : null} onOpenChange={close} />
      <LeaseDraftTermsDialog lease={open === 'editDraft' ? lease : null} onOpenChange={close} />
      <DepositSettleDialog
        lease={open === 'settle' ? lease : null}
        ledger={ledger}
        depositHeld={state?.depositHeld ?? 0}
        onOpenChange={close}
      />
    </section>
  );
}
