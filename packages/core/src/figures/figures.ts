import type { IsoDate } from '../leases/dates';
import { chargeStatus, type RentChange, rentInForce } from '../leases/ledger';

/**
 * The portfolio's figures, one definition each (issue 18 item 9, decision 024). Every screen and
 * report shows these and nothing else under these names: the owner dashboard's tiles, a
 * property's occupancy, the owner portal, the tenant dashboard. The server computes them in SQL
 * (set-based, over indexes) with the same rules; `figures.service.test.ts` runs random portfolios
 * through both and fails when they disagree. Amounts are integer cents.
 */

/** The parts of a lease the figures read. */
export interface FigureLease {
  status: 'draft' | 'active' | 'ended';
  unitId: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Set when the lease was ended early: it ends that day. */
  moveOutDate: IsoDate | null;
  rentAmount: number;
  rentChanges?: RentChange[];
}

/**
 * A lease is in force on a day when it is active (not a draft, not ended) and the day lies within
 * its term: from the start date to the move-out date, else the end date, both inclusive. A lease
 * that starts next month is not in force today; an active lease past its end date no longer is.
 */
export function leaseInForce(lease: FigureLease, date: IsoDate): boolean {
  return lease.status === 'active' && lease.startDate <= date && (lease.moveOutDate ?? lease.endDate) >= date;
}

/**
 * Occupancy: the units with a lease in force today, out of all units. A unit merely marked
 * occupied (a tenant assigned to it without a lease) is vacant; two leases on one unit count it once.
 */
export function occupancy(
  unitIds: readonly string[],
  leases: readonly FigureLease[],
  today: IsoDate,
): { occupied: number; total: number; vacant: number; rate: number } {
  const units = new Set(unitIds);
  const occupied = new Set(
    leases
      .filter((l) => l.unitId !== null && units.has(l.unitId) && leaseInForce(l, today))
      .map((l) => l.unitId),
  ).size;
  return {
    occupied,
    total: units.size,
    vacant: units.size - occupied,
    rate: occupancyPercent(occupied, units.size),
  };
}

/** Occupancy as a whole percentage; an empty portfolio is 0 %, never NaN. */
export function occupancyPercent(occupied: number, total: number): number {
  return total > 0 ? Math.round((occupied / total) * 100) : 0;
}

/**
 * The monthly rent roll: the sum of the rents in force today (scheduled changes included) of the
 * leases in force today. Not the units' list rents: a vacant unit brings nothing in, and a lease
 * at a negotiated rent counts at that rent.
 */
export function rentRoll(leases: readonly FigureLease[], today: IsoDate): number {
  return leases.filter((l) => leaseInForce(l, today)).reduce((sum, l) => sum + rentInForce(l, today), 0);
}

/** Ledger entries that are not money received (decision 022): never counted as collected. */
export const NON_CASH_METHODS = ['credit', 'deposit', 'transfer'] as const;

export interface FigurePayment {
  method: string;
  /** The organisation's local date the payment was received. */
  receivedOn: IsoDate;
  amount: number;
  voided: boolean;
  /** What was refunded of it, whenever. */
  refunded: number;
}

/**
 * Collected in a calendar month (`YYYY-MM`): the money received that month (card, bank, cash,
 * check; the lease lifecycle's non-cash entries are not money), net of corrections — a voided
 * payment counts for nothing and a refund comes off the payment it refunds.
 */
export function collectedInMonth(payments: readonly FigurePayment[], month: string): number {
  return payments
    .filter(
      (p) =>
        p.receivedOn.slice(0, 7) === month &&
        !p.voided &&
        !(NON_CASH_METHODS as readonly string[]).includes(p.method),
    )
    .reduce((sum, p) => sum + p.amount - p.refunded, 0);
}

export interface FigureCharge {
  dueDate: IsoDate;
  /** What is still owed on it. */
  open: number;
  /** The grace days of its lease. */
  graceDays: number;
}

/**
 * Where an open charge counts: 'overdue' once its grace period is over (`lateFeeDate`: "late fee
 * after the 5th; rent due on the 1st" is overdue from the 6th), else 'pending' — whether it fell
 * due already or falls due later (a one-off charge dated ahead). A settled charge counts nowhere.
 */
export function openChargeFigure(charge: FigureCharge, today: IsoDate): 'pending' | 'overdue' | null {
  const status = chargeStatus(charge, charge.graceDays, today);
  return status === 'paid' ? null : status;
}

/** Pending and overdue: the sums of what is open on the charges in each (the dashboard's tile). */
export function openAmounts(
  charges: readonly FigureCharge[],
  today: IsoDate,
): { pending: number; overdue: number } {
  const totals = { pending: 0, overdue: 0 };
  for (const charge of charges) {
    const figure = openChargeFigure(charge, today);
    if (figure) totals[figure] += charge.open;
  }
  return totals;
}

/**
 * The order of the lists beside the pending and overdue figures: overdue first, then pending,
 * each oldest due first — so what is late never drops below what is merely coming up.
 */
export function compareOpenCharges(
  a: FigureCharge & { id: string },
  b: FigureCharge & { id: string },
  today: IsoDate,
): number {
  const rank = (c: FigureCharge) => (openChargeFigure(c, today) === 'overdue' ? 0 : 1);
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return rank(a) - rank(b) || order(a.dueDate, b.dueDate) || order(a.id, b.id);
}
