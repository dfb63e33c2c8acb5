import {
  addDays,
  daysBetween,
  daysInMonth,
  dueDateOf,
  type IsoDate,
  nextPeriod,
  parseIsoDate,
  periodOf,
} from './dates';

/** The lease terms the ledger rules read. Amounts are integer cents. */
export interface LeaseTerms {
  startDate: IsoDate;
  endDate: IsoDate;
  rentAmount: number;
  depositAmount: number;
  /** Day of the month rent is due (1–31; clamped to short months). Spec default: the 1st. */
  dueDay: number;
  /** Days after the due date before the late fee applies. Spec default: 5 (fee after the 5th). */
  graceDays: number;
  /** Spec default: $50. */
  lateFee: number;
}

export interface ChargeDue {
  kind: 'rent' | 'deposit';
  period: string;
  dueDate: IsoDate;
  amount: number;
}

/**
 * The first period's rent, prorated by day when the lease starts after the period's due day:
 * rent × days occupied / days in that month, rounded to the cent. A lease starting on or before
 * its due day pays the full month.
 */
export function firstPeriodRent(terms: Pick<LeaseTerms, 'startDate' | 'rentAmount' | 'dueDay'>): number {
  const { year, month, day } = parseIsoDate(terms.startDate);
  const dueDay = Math.min(terms.dueDay, daysInMonth(year, month));
  if (day <= dueDay) return terms.rentAmount;
  const total = daysInMonth(year, month);
  const occupied = total - day + 1;
  return Math.round((terms.rentAmount * occupied) / total);
}

/**
 * Every charge that has fallen due by `asOf` (inclusive): the deposit at the start, the first
 * (possibly prorated) rent due on the start date, then each month's rent on its due day while the
 * lease runs. Pure and idempotent: a job compares it with the stored charges and inserts the
 * missing ones, so running it twice changes nothing.
 */
export function chargesDue(terms: LeaseTerms, asOf: IsoDate): ChargeDue[] {
  if (asOf < terms.startDate) return [];
  const charges: ChargeDue[] = [];
  if (terms.depositAmount > 0) {
    charges.push({
      kind: 'deposit',
      period: periodOf(terms.startDate),
      dueDate: terms.startDate,
      amount: terms.depositAmount,
    });
  }
  const firstPeriod = periodOf(terms.startDate);
  charges.push({
    kind: 'rent',
    period: firstPeriod,
    dueDate: terms.startDate,
    amount: firstPeriodRent(terms),
  });
  const lastDay = asOf < terms.endDate ? asOf : terms.endDate;
  for (let period = nextPeriod(firstPeriod); ; period = nextPeriod(period)) {
    const dueDate = dueDateOf(period, terms.dueDay);
    if (dueDate > lastDay) break;
    charges.push({ kind: 'rent', period, dueDate, amount: terms.rentAmount });
  }
  return charges;
}

/** The first day the late fee applies to a rent charge: the day after the grace period. */
export function lateFeeDate(dueDate: IsoDate, graceDays: number): IsoDate {
  return addDays(dueDate, graceDays + 1);
}

/**
 * Whether a rent charge earns its late fee as of `asOf`: still unpaid (open > 0), the grace period
 * over, no fee yet for that period, and the grace period ended after the lease was recorded — an
 * owner onboarding an existing lease is never charged fees for the past.
 */
export function lateFeeApplies(input: {
  dueDate: IsoDate;
  graceDays: number;
  openAmount: number;
  asOf: IsoDate;
  recordedOn: IsoDate;
  feeAlreadyCharged: boolean;
}): boolean {
  if (input.feeAlreadyCharged || input.openAmount <= 0) return false;
  const feeDate = lateFeeDate(input.dueDate, input.graceDays);
  return input.asOf >= feeDate && feeDate > input.recordedOn;
}

export interface OpenCharge {
  id: string;
  dueDate: IsoDate;
  /** What is still owed on it (amount − what earlier payments allocated). */
  open: number;
}

/**
 * Allocates a payment to the oldest open charges first. What is left over is a credit on the
 * lease (an overpayment), allocated when later charges appear.
 */
export function allocatePayment(
  openCharges: OpenCharge[],
  amount: number,
): { allocations: { chargeId: string; amount: number }[]; credit: number } {
  const allocations: { chargeId: string; amount: number }[] = [];
  let remaining = amount;
  // A stable sort: charges due the same day keep the caller's order (deposit before rent).
  const ordered = [...openCharges].sort((a, b) =>
    a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? -1 : 1,
  );
  for (const charge of ordered) {
    if (remaining <= 0) break;
    if (charge.open <= 0) continue;
    const share = Math.min(charge.open, remaining);
    allocations.push({ chargeId: charge.id, amount: share });
    remaining -= share;
  }
  return { allocations, credit: remaining };
}

/** Payment display status of a charge (spec: paid, pending, overdue). */
export function chargeStatus(
  charge: { dueDate: IsoDate; open: number },
  graceDays: number,
  asOf: IsoDate,
): 'paid' | 'pending' | 'overdue' {
  if (charge.open <= 0) return 'paid';
  return daysBetween(charge.dueDate, asOf) > graceDays ? 'overdue' : 'pending';
}

/** Lease display status (spec: Active, Expiring Soon, Expired, Draft). */
export function leaseDisplayStatus(
  lease: { status: 'draft' | 'active' | 'ended'; endDate: IsoDate },
  today: IsoDate,
): 'draft' | 'active' | 'expiring-soon' | 'expired' {
  if (lease.status === 'draft') return 'draft';
  if (lease.status === 'ended' || lease.endDate < today) return 'expired';
  return daysBetween(today, lease.endDate) <= 60 ? 'expiring-soon' : 'active';
}
