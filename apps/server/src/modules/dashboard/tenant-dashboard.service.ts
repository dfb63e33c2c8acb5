import type { TenantDashboard } from '@rentwise/core/dashboard/schemas';
import { daysBetween } from '@rentwise/core/leases/dates';
import { chargesDue } from '@rentwise/core/leases/ledger';
import { type Actor, requireRole } from '../../auth/actor';
import type { Db } from '../../db/client';
import { getLedger, listLeases } from '../leases/leases.service';
import { todayIso } from '../ledger/ledger.service';

const RECENT_PAYMENTS = 5;

/**
 * The tenant dashboard, built from the same service calls as the Payments page (the caller's
 * leases, then the ledger of the active one), so both pages always agree.
 */
export async function getTenantDashboard(
  db: Db,
  actor: Actor,
  firstName: string | null,
  today = todayIso(),
): Promise<TenantDashboard> {
  requireRole(actor, 'tenant', 'see a tenant dashboard');
  const { items } = await listLeases(db, actor, { limit: 20 }, today);
  const lease = items.find((l) => l.status === 'active') ?? items[0];
  if (!lease) {
    return { firstName, lease: null, nextRent: null, upcomingRent: null, balance: 0, recentPayments: [] };
  }
  const ledger = await getLedger(db, actor, lease.id, today);
  // Charges come oldest due first: the first open rent is the one to pay next.
  const open = ledger.charges.find((c) => c.kind === 'rent' && c.open > 0);
  const charged = new Set(ledger.charges.filter((c) => c.kind === 'rent').map((c) => c.period));
  // The ledger rule over the whole term, minus what is already charged: the next period to come.
  const upcoming =
    lease.status === 'active'
      ? chargesDue(lease, lease.endDate).find((c) => c.kind === 'rent' && !charged.has(c.period))
      : undefined;
  return {
    firstName,
    lease: {
      id: lease.id,
      propertyAddress: lease.propertyAddress,
      unitLabel: lease.unitLabel,
      startDate: lease.startDate,
      endDate: lease.endDate,
      daysRemaining: Math.max(0, daysBetween(today, lease.endDate)),
      displayStatus: lease.displayStatus,
      rentAmount: lease.rentAmount,
    },
    nextRent: open
      ? {
          chargeId: open.id,
          period: open.period,
          dueDate: open.dueDate,
          amount: open.open,
          status: open.status,
        }
      : null,
    upcomingRent: upcoming
      ? { period: upcoming.period, dueDate: upcoming.dueDate, amount: upcoming.amount }
      : null,
    balance: ledger.balance,
    recentPayments: [...ledger.payments].reverse().slice(0, RECENT_PAYMENTS),
  };
}
