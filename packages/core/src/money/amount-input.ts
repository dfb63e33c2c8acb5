import { z } from '../zod';

/**
 * The one rule of an amount typed in currency units (issue 24 item 5): a finite number with at
 * most two decimals. "12.345" is refused with a message saying so — never rounded to 12.35 behind
 * the person's back. Every amount field's schema uses `moneyInput`; a field outside zod calls
 * `moneyInputIssue`.
 */

export const MONEY_TOO_MANY_DECIMALS = 'validation:money.tooManyDecimals';
export const MONEY_NOT_A_NUMBER = 'validation:money.notANumber';

/** Whether a number has at most two decimals (19.99 yes, despite 19.99 × 100 = 1998.9999…). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/**
 * What is wrong with a typed amount, or null. A decimal comma (French "12,50") is read as a point;
 * an empty field is the caller's business (required or not), so it passes here.
 */
export function moneyInputIssue(value: string | number): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return MONEY_NOT_A_NUMBER;
    return hasAtMostTwoDecimals(value) ? null : MONEY_TOO_MANY_DECIMALS;
  }
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === '.' || text === '-') return MONEY_NOT_A_NUMBER;
  const decimals = text.split('.')[1] ?? '';
  return decimals.length > 2 ? MONEY_TOO_MANY_DECIMALS : null;
}

/**
 * A form's amount field (what an `<input>` gives: a string, or a number with `valueAsNumber`):
 * a number in currency units, at least `min` (exclusive when `positive`), at most `max`, with at
 * most two decimals. `message` says what a valid amount is (the field's own wording).
 */
export function moneyInput(
  options: { message: string; positive?: boolean; min?: number; max?: number } = {
    message: 'validation:payment.amountPositive',
  },
) {
  const { message, positive = true, min = 0, max = 10_000_000 } = options;
  return z
    .union([z.string(), z.number()], { error: message })
    .superRefine((value, ctx) => {
      const issue = moneyInputIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue === MONEY_NOT_A_NUMBER ? message : issue });
    })
    .transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.'))))
    .pipe(
      z
        .number({ error: message })
        .refine((value) => Number.isFinite(value), message)
        .refine((value) => (positive ? value > min : value >= min), message)
        .refine((value) => value <= max, message),
    );
}

/**
 * A dialog's amount field read outside zod (issue 24 item 5): its cents, or the key of what is
 * wrong — the decimals message for more than two decimals (refused, never rounded), `message` (the
 * field's own wording) for anything else that is not an amount above zero (at least zero with
 * `allowZero`). An empty field is `{ cents: null }`, an issue only when `required`.
 */
export function readAmountField(
  text: string,
  message: string,
  { required = true, allowZero = false }: { required?: boolean; allowZero?: boolean } = {},
): { cents: number | null; issue: string | null } {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { cents: null, issue: required ? message : null };
  const issue = moneyInputIssue(typed);
  if (issue === MONEY_TOO_MANY_DECIMALS) return { cents: null, issue };
  const value = Number(typed);
  if (issue || !Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    return { cents: null, issue: message };
  }
  return { cents: Math.round(value * 100), issue: null };
}
