/**
 * The rent clause of a lease document, written from the lease's own terms (issue 18 item 9): the
 * due day, the grace days and the late fee the ledger charges by — never a fixed "due on the
 * 1st". The late-fee sentence follows `lateFeeDate`: grace days count from the due date, its
 * first day, so "rent due on the 1st, 5 grace days" is on time through the 5th.
 */
export function rentClause(
  terms: { rentAmount: number; dueDay: number; graceDays: number; lateFee: number },
  money: (cents: number) => string,
): string {
  const due = `The Tenant pays ${money(terms.rentAmount)} per month, due on the ${ordinal(terms.dueDay)} day of each month (the last day of a shorter month).`;
  if (terms.lateFee <= 0) return `${due} No late fee applies.`;
  const fee = `a late fee of ${money(terms.lateFee)}`;
  const grace = Math.max(terms.graceDays, 1);
  if (grace === 1) return `${due} Rent paid after its due date incurs ${fee}.`;
  const lastOnTime = terms.dueDay + grace - 1;
  if (lastOnTime <= 28) {
    return `${due} Rent paid after the ${ordinal(lastOnTime)} day of the month incurs ${fee}.`;
  }
  const days = grace - 1;
  return `${due} Rent paid more than ${days} ${days === 1 ? 'day' : 'days'} after its due date incurs ${fee}.`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
