import { addDays, daysInMonth, type IsoDate, parseIsoDate } from './dates';
import { chargesDue, type LeaseTerms } from './ledger';

/**
 * The lease lifecycle's rules (issue 18 items 4 and 7, decision 022), pure so the server and the
 * web (the dialogs' live figures) compute them the same way.
 */

/** One month back from a date (the day clamped to the shorter month): "more than a period in the past". */
export function oneMonthBefore(date: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type MoveOutProblem = 'beforeStart' | 'afterEnd' | 'inFuture' | 'tooFarBack';

/**
 * Why a move-out date cannot end this lease, or null: not before the start, not after the lease's
 * end (renew instead), not in the future (the move-out is recorded once the tenant has left), and
 * not more than one period (a month) before today.
 */
export function moveOutProblem(
  lease: { startDate: IsoDate; endDate: IsoDate },
  moveOutDate: IsoDate,
  today: IsoDate,
): MoveOutProblem | null {
  if (moveOutDate < lease.startDate) return 'beforeStart';
  if (moveOutDate > lease.endDate) return 'afterEnd';
  if (moveOutDate > today) return 'inFuture';
  if (moveOutDate < oneMonthBefore(today)) return 'tooFarBack';
  return null;
}

/**
 * What ending a lease on `moveOutDate` takes back from the rent already charged: for each stored
 * rent charge, what it charged beyond the period's rent up to the move-out (a later period's in
 * full, the last one prorated by day). The ledger is append-only, so this becomes one credit.
 */
export function moveOutCredit(
  terms: LeaseTerms,
  moveOutDate: IsoDate,
  storedRent: { period: string; amount: number }[],
): number {
  const due = new Map(
    chargesDue({ ...terms, endDate: moveOutDate }, moveOutDate)
      .filter((c) => c.kind === 'rent')
      .map((c) => [c.period, c.amount]),
  );
  return storedRent.reduce(
    (sum, charge) => sum + Math.max(0, charge.amount - (due.get(charge.period) ?? 0)),
    0,
  );
}

/** A renewal starts the day after the lease it renews ends. */
export function renewalStartDate(lease: { endDate: IsoDate }): IsoDate {
  return addDays(lease.endDate, 1);
}

export interface SettlementFigures {
  /** Deposit held (paid on the deposit charge), cents. */
  depositHeld: number;
  /** Credit already on the lease (payments not allocated), cents. */
  credit: number;
  /** Still owed on the lease's charges before the settlement, cents. */
  openCharges: number;
  deductionsTotal: number;
  /** What the deposit pays: open charges, then the deductions. */
  applied: number;
  /** What goes back to the tenant (deposit and credit left over). */
  refundDue: number;
  /** What the tenant still owes once the deposit is used up. */
  balanceOwed: number;
}

/**
 * Deposit settlement arithmetic: the deposit (with any credit) pays the open charges, then the
 * deductions; what is left is the refund due, what is missing the balance still owed. Exactly one
 * of the two is positive, or both are zero.
 */
export function settlementFigures(input: {
  depositHeld: number;
  credit: number;
  openCharges: number;
  deductions: { amount: number }[];
}): SettlementFigures {
  const deductionsTotal = input.deductions.reduce((sum, d) => sum + d.amount, 0);
  const owed = input.openCharges + deductionsTotal;
  const available = input.depositHeld + input.credit;
  return {
    depositHeld: input.depositHeld,
    credit: input.credit,
    openCharges: input.openCharges,
    deductionsTotal,
    applied: Math.min(input.depositHeld, Math.max(0, owed - input.credit)),
    refundDue: Math.max(0, available - owed),
    balanceOwed: Math.max(0, owed - available),
  };
}
