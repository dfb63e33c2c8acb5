import type { TenantDashboard } from '@rentwise/core/dashboard/schemas';
import { openAmounts, openChargeFigure } from '@rentwise/core/figures/figures';
import { daysBetween } from '@rentwise/core/leases/dates';
import { chargesDue } from '@rentwise/core/leases/ledger';
import { DEFAULT_CURRENCY } from '@rentwise/core/money/money';
import { type Actor, requireRole } from '../../auth/actor';
import type { Db } from '../../db/client';
import { getLedger, listLeases } from '../leases/leases.service';
import { todayIso } from '../ledger/ledger.service';
import { leaseCurrencyOf } from '../organisations/organisations.service';

const RECENT_PAYMENTS = 5;
const NOTHING_DUE = { total: 0, overdue: 0, overdueCount: 0, oldestOverdueDueDate: null };

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
    return {
      firstName,
      currency: DEFAULT_CURRENCY,
      lease: null,
      nextRent: null,
      amountDue: NOTHING_DUE,
      upcomingRent: null,
      balance: 0,
      recentPayments: [],
    };
  }
  const [ledger, currency] = await Promise.all([
    getLedger(db, actor, lease.id, today),
    leaseCurrencyOf(db, lease.id),
  ]);
  // What is owed on every lease (a renewed lease leaves its balance payable on the old one), by
  // the same rules as the owner's tiles: open charges, overdue once their grace period is over.
  const owing = items.filter((l) => l.status !== 'draft' && l.id !== lease.id && l.balance > 0);
  const ledgers = [
    { graceDays: lease.graceDays, charges: ledger.charges },
    ...(await Promise.all(
      owing.map(async (l) => ({
        graceDays: l.graceDays,
        charges: (await getLedger(db, actor, l.id, today)).charges,
      })),
    )),
  ];
  const openCharges = ledgers.flatMap((l) =>
    l.charges.map((c) => ({ dueDate: c.dueDate, open: c.open, graceDays: l.graceDays })),
  );
  const totals = openAmounts(openCharges, today);
  const overdue = openCharges
    .filter((c) => openChargeFigure(c, today) === 'overdue')
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1));
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
    currency,
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
    amountDue: {
      total: totals.pending + totals.overdue,
      overdue: totals.overdue,
      overdueCount: overdue.length,
      oldestOverdueDueDate: overdue[0]?.dueDate ?? null,
    },
    upcomingRent: upcoming
      ? { period: upcoming.period, dueDate: upcoming.dueDate, amount: upcoming.amount }
      : null,
    balance: ledger.balance,
    recentPayments: [...ledger.payments].reverse().slice(0, RECENT_PAYMENTS),
  };
}
