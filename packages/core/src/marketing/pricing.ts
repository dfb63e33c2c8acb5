import type { Cents } from '../money/money';

/**
 * The three plans (spec sections 2 and 9). Starter and Growth have a list price per month;
 * Enterprise is priced on request. Billing annually takes 15 % off.
 */
export type PlanId = 'starter' | 'growth' | 'enterprise';
export type BillingPeriod = 'monthly' | 'annual';

export interface Plan {
  id: PlanId;
  /** Monthly list price in cents; null when the price is custom (Enterprise). */
  monthlyPrice: Cents | null;
  /** Units the plan covers: [min, max]; max null means no upper bound. */
  units: readonly [number, number | null];
  popular: boolean;
}

export const plans: readonly Plan[] = [
  { id: 'starter', monthlyPrice: 9_900, units: [1, 50], popular: false },
  { id: 'growth', monthlyPrice: 29_900, units: [51, 200], popular: true },
  { id: 'enterprise', monthlyPrice: null, units: [201, null], popular: false },
];

export const ANNUAL_DISCOUNT_PERCENT = 15;
export const FREE_TRIAL_DAYS = 14;
export const CANCELLATION_NOTICE_DAYS = 30;
export const IMPLEMENTATION_HOURS = 72;

/** What one month costs on the chosen billing period, in cents (annual: 15 % off, to the cent). */
export function monthlyPriceFor(plan: Plan, billing: BillingPeriod): Cents | null {
  if (plan.monthlyPrice === null) return null;
  if (billing === 'monthly') return plan.monthlyPrice;
  return Math.round((plan.monthlyPrice * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}

/** What a year costs on the chosen billing period, in cents. */
export function yearlyPriceFor(plan: Plan, billing: BillingPeriod): Cents | null {
  const monthly = monthlyPriceFor(plan, billing);
  return monthly === null ? null : monthly * 12;
}
