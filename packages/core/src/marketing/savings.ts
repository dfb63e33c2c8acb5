/**
 * The pricing page's savings calculator (spec section 9). The figures are the marketing model the
 * spec gives, not a forecast computed from a customer's data:
 * - monthly time saved = round(hours per week × 0.6) hours;
 * - annual NOI increase = round(units × average monthly rent × 0.12), in whole currency units
 *   (the spec rounds to whole units, so this estimate is not kept in cents like ledger money);
 * - tenant churn reduction is a fixed 30 %.
 */
export interface SavingsInput {
  units: number;
  /** Average monthly rent per unit, in whole currency units (dollars in English, euros in French). */
  averageRent: number;
  hoursPerWeek: number;
}

export interface SavingsEstimate {
  monthlyHoursSaved: number;
  annualNoiIncrease: number;
  churnReductionPercent: number;
}

export const savingsDefaults: SavingsInput = { units: 100, averageRent: 1500, hoursPerWeek: 40 };

export const TIME_SAVED_FACTOR = 0.6;
export const NOI_UPLIFT_FACTOR = 0.12;
export const CHURN_REDUCTION_PERCENT = 30;

/** Upper bounds of the inputs: beyond them the page is being fuzzed, not used. */
export const savingsLimits = { units: 100_000, averageRent: 1_000_000, hoursPerWeek: 168 } as const;

/** A typed value → a usable input: empty, negative or not a number is 0; huge values are capped. */
export function sanitizeSavingsValue(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, max);
}

export function calculateSavings(input: SavingsInput): SavingsEstimate {
  const units = sanitizeSavingsValue(input.units, savingsLimits.units);
  const averageRent = sanitizeSavingsValue(input.averageRent, savingsLimits.averageRent);
  const hoursPerWeek = sanitizeSavingsValue(input.hoursPerWeek, savingsLimits.hoursPerWeek);
  return {
    // × 6 / 10 and × 12 / 100 instead of × 0.6 and × 0.12: integer inputs then round exactly
    // (40 × 0.6 is 24.000000000000004 in floating point; a .5 case could round the wrong way).
    monthlyHoursSaved: Math.round((hoursPerWeek * 6) / 10),
    annualNoiIncrease: Math.round((units * averageRent * 12) / 100),
    churnReductionPercent: CHURN_REDUCTION_PERCENT,
  };
}
