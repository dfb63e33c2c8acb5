import { addDays, dueDateOf, type IsoDate, nextPeriod, periodOf } from './dates';

/** What the rent calendar of a lease depends on. */
export interface RentScheduleTerms {
  startDate: IsoDate;
  endDate: IsoDate;
  /** 1–31; a shorter month's last day stands in (31 → Feb 28/29, Apr 30). */
  dueDay: number;
}

/**
 * The day a period's rent falls due for this lease, or null when the lease does not charge that
 * period. The first period's (possibly prorated) rent is due on the start date, as `chargesDue`
 * generates it; every later one on the due day, clamped to the month's length. A lease that ends
 * before its last period's due day still owes the days it ran (prorated, `periodRent`): that rent
 * is due on the end date, since nothing is ever charged after it.
 */
export function rentDueDate(terms: RentScheduleTerms, period: string): IsoDate | null {
  const first = periodOf(terms.startDate);
  if (period < first || period > periodOf(terms.endDate)) return null;
  const due = period === first ? terms.startDate : dueDateOf(period, terms.dueDay);
  return due > terms.endDate ? terms.endDate : due;
}

/** Every rent due date of the lease between `from` and `to` (both inclusive), oldest first. */
export function rentDueDatesBetween(
  terms: RentScheduleTerms,
  from: IsoDate,
  to: IsoDate,
): { period: string; dueDate: IsoDate }[] {
  const result: { period: string; dueDate: IsoDate }[] = [];
  if (to < from) return result;
  const first = periodOf(terms.startDate);
  const last = periodOf(to);
  for (
    let period = periodOf(from) < first ? first : periodOf(from);
    period <= last;
    period = nextPeriod(period)
  ) {
    const dueDate = rentDueDate(terms, period);
    if (dueDate && dueDate >= from && dueDate <= to) result.push({ period, dueDate });
  }
  return result;
}

/** An owner's automatic rent reminder settings. */
export interface RentReminderRules {
  enabled: boolean;
  /** Days before the due date the "rent due soon" notice goes out (0 = on the due date). */
  daysBefore: number;
  /** Days after the due date an unpaid rent gets the "rent overdue" notice. */
  daysAfter: number;
}

export const RENT_REMINDER_DEFAULTS: RentReminderRules = { enabled: true, daysBefore: 3, daysAfter: 1 };

/**
 * How long after its day a notice may still go out: a job that did not run for a few days
 * catches up, but an owner onboarding an old lease does not send a flood of past notices.
 */
export const REMINDER_CATCH_UP_DAYS = 7;

export type RentReminderKind = 'before-due' | 'overdue';

export interface RentReminderDue {
  kind: RentReminderKind;
  period: string;
  dueDate: IsoDate;
}

/**
 * The automatic rent reminders a lease is due as of `asOf`: "before-due" from `daysBefore` days
 * before a due date until that date, "overdue" from `daysAfter` days after it (for
 * REMINDER_CATCH_UP_DAYS days). Whether an overdue one is sent also depends on the ledger (rent
 * still open), and the job's unique key makes each (lease, period, kind) go out once.
 */
export function rentRemindersDue(
  terms: RentScheduleTerms,
  rules: RentReminderRules,
  asOf: IsoDate,
): RentReminderDue[] {
  if (!rules.enabled) return [];
  const beforeDue = rentDueDatesBetween(terms, asOf, addDays(asOf, rules.daysBefore)).map((due) => ({
    kind: 'before-due' as const,
    ...due,
  }));
  const overdue = rentDueDatesBetween(
    terms,
    addDays(asOf, -(rules.daysAfter + REMINDER_CATCH_UP_DAYS - 1)),
    addDays(asOf, -rules.daysAfter),
  ).map((due) => ({ kind: 'overdue' as const, ...due }));
  return [...beforeDue, ...overdue];
}
