import { addDays, daysBetween, daysInMonth, type IsoDate, nextPeriod, parseIsoDate, periodOf } from './dates';
import { rentDueDate } from './rent-schedule';

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
  /** Scheduled rent changes (issue 18): a period is charged the rent in force on its due date. */
  rentChanges?: RentChange[];
  /**
   * Nothing due before this day is charged (issue 20: an imported lease's opening balance stands
   * for it). Absent or null: the start date.
   */
  chargesFrom?: IsoDate | null;
}

export interface RentChange {
  effectiveDate: IsoDate;
  rentAmount: number;
}

/**
 * The monthly rent in force on a date: the latest scheduled change effective on or before it,
 * else the lease's own rent. A period is charged the rent in force on its due date.
 */
export function rentInForce(terms: Pick<LeaseTerms, 'rentAmount' | 'rentChanges'>, date: IsoDate): number {
  let rent = terms.rentAmount;
  let latest = '';
  for (const change of terms.rentChanges ?? []) {
    if (change.effectiveDate <= date && change.effectiveDate >= latest) {
      latest = change.effectiveDate;
      rent = change.rentAmount;
    }
  }
  return rent;
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
  return periodRent({ ...terms, endDate: LAST_DAY }, periodOf(terms.startDate));
}

/** An end date later than any lease's: `firstPeriodRent` reads only the start. */
const LAST_DAY = '9999-12-31';

/**
 * A period's rent, prorated by day at either end of the lease: the first period from the start
 * date when the lease starts after the due day (on or before it, the full month), the last one up
 * to the end date when the lease ends before the month's last day. Rent × days / days in the
 * month, rounded to the cent; both at once for a lease inside one month.
 */
export function periodRent(
  terms: Pick<LeaseTerms, 'startDate' | 'endDate' | 'rentAmount' | 'dueDay'>,
  period: string,
): number {
  const [year, month] = period.split('-').map(Number);
  const total = daysInMonth(year, month);
  const start = parseIsoDate(terms.startDate);
  const end = parseIsoDate(terms.endDate);
  const dueDay = Math.min(terms.dueDay, total);
  const fromDay = period === periodOf(terms.startDate) && start.day > dueDay ? start.day : 1;
  const toDay = period === periodOf(terms.endDate) ? end.day : total;
  if (fromDay === 1 && toDay === total) return terms.rentAmount;
  return Math.round((terms.rentAmount * (toDay - fromDay + 1)) / total);
}

/**
 * Every charge that has fallen due by `asOf` (inclusive): the deposit at the start, the first
 * (possibly prorated) rent due on the start date, then each month's rent on its due day while the
 * lease runs; a last period cut short by the end date is prorated and due by the end date, and
 * nothing is charged after it, nor before `chargesFrom`. Pure and idempotent: a job compares it with the stored charges and inserts the
 * missing ones, so running it twice changes nothing.
 */
export function chargesDue(terms: LeaseTerms, asOf: IsoDate): ChargeDue[] {
  if (asOf < terms.startDate) return [];
  const charges: ChargeDue[] = [];
  const from = terms.chargesFrom && terms.chargesFrom > terms.startDate ? terms.chargesFrom : terms.startDate;
  if (terms.depositAmount > 0 && from === terms.startDate) {
    charges.push({
      kind: 'deposit',
      period: periodOf(terms.startDate),
      dueDate: terms.startDate,
      amount: terms.depositAmount,
    });
  }
  const lastDay = asOf < terms.endDate ? asOf : terms.endDate;
  for (let period = periodOf(terms.startDate); period <= periodOf(lastDay); period = nextPeriod(period)) {
    const dueDate = rentDueDate(terms, period);
    if (!dueDate || dueDate > lastDay) break;
    if (dueDate < from) continue;
    const rentAmount = rentInForce(terms, dueDate);
    charges.push({ kind: 'rent', period, dueDate, amount: periodRent({ ...terms, rentAmount }, period) });
  }
  return charges;
}

/**
 * The first day a charge is late: its late fee is charged that day and it shows as overdue from
 * then on. Grace days count from the due date, the due date being the first: "late fee $50 after
 * the 5th; rent due on the 1st" is 5 grace days, so rent paid on the 5th is on time and the fee
 * is charged on the 6th. With 0 grace days the due date itself is still on time (paying on the
 * day rent is due is never late), so 0 and 1 mean the same. The SQL lists and totals use the
 * same rule (`overdueCondition` in the server's ledger repository).
 */
export function lateFeeDate(dueDate: IsoDate, graceDays: number): IsoDate {
  return addDays(dueDate, Math.max(graceDays, 1));
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
  return asOf >= lateFeeDate(charge.dueDate, graceDays) ? 'overdue' : 'pending';
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
