import type { AdjustmentReason, Confidence } from './schemas';

/**
 * The rent suggestion's arithmetic (issue 22 item 3), a pure function of the comparables the
 * server's SQL chose (the latest lease of each other unit of the same city and property type: the
 * unit's own building when it has three or more, else its ZIP code, else the city, where only units
 * with bedrooms within one and an area within 30 % compare; most similar and most recent first).
 * Every step is one a person can check from the answer:
 *
 *   base      = the comparables' starting rents, averaged with their similarity as weight
 *   + index   = each rent brought from its start to the latest index value (when the organisation
 *               entered an index), averaged the same way
 *   + area    = each rent scaled to the unit's area by (area ÷ comparable's area) ^ 0.6, averaged
 *               the same way: rent grows slower than floor area (hedonic studies put the
 *               elasticity between about 0.5 and 0.8; 0.6 is a middle value, not fitted to our data)
 *   + vacancy = −1 % per full 30 days vacant beyond the first 30, at most −5 %: a unit that has
 *               stood empty for months is asking more than the market pays
 *   = amount, with low/high the 20th and 80th weighted percentiles of the adjusted comparables
 */

export interface ComparableInput {
  rent: number;
  similarity: number;
  areaM2: number | null;
  /** Latest index value ÷ the value in force at the lease's start; null = no index for it. */
  indexFactor: number | null;
}

export interface SuggestionSubject {
  areaM2: number | null;
  daysVacant: number;
}

export interface SuggestionFigures {
  amount: number | null;
  low: number | null;
  high: number | null;
  baseAmount: number | null;
  confidence: Confidence;
  adjustments: { reason: AdjustmentReason; amount: number }[];
}

export const AREA_ELASTICITY = 0.6;
export const VACANCY_GRACE_DAYS = 30;
export const VACANCY_STEP_DAYS = 30;
export const VACANCY_STEP_PERCENT = 1;
export const VACANCY_MAX_PERCENT = 5;

/** Amounts are whole currency units (cents rounded to 100): a suggested rent of $1,437.52 helps nobody. */
const whole = (cents: number) => Math.round(cents / 100) * 100;

/** The vacancy discount in percent (0 to 5) after `daysVacant` days. */
export function vacancyDiscountPercent(daysVacant: number): number {
  if (daysVacant <= VACANCY_GRACE_DAYS) return 0;
  const steps = Math.floor((daysVacant - VACANCY_GRACE_DAYS) / VACANCY_STEP_DAYS);
  return Math.min(VACANCY_MAX_PERCENT, steps * VACANCY_STEP_PERCENT);
}

/** The value below which `share` of the total weight lies (values sorted by the function). */
export function weightedPercentile(items: { value: number; weight: number }[], share: number): number {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, item) => sum + item.weight, 0);
  let seen = 0;
  for (const item of sorted) {
    seen += item.weight;
    if (seen >= share * total - 1e-9) return item.value;
  }
  return sorted[sorted.length - 1].value;
}

export function suggestFromComparables(
  subject: SuggestionSubject,
  comparables: readonly ComparableInput[],
): SuggestionFigures {
  const usable = comparables.filter((c) => c.rent > 0 && c.similarity > 0);
  if (usable.length === 0) {
    return { amount: null, low: null, high: null, baseAmount: null, confidence: 'none', adjustments: [] };
  }
  const totalWeight = usable.reduce((sum, c) => sum + c.similarity, 0);
  const average = (value: (c: ComparableInput) => number) =>
    usable.reduce((sum, c) => sum + value(c) * c.similarity, 0) / totalWeight;

  const indexed = (c: ComparableInput) => c.rent * (c.indexFactor ?? 1);
  const areaFactor = (c: ComparableInput) =>
    subject.areaM2 && c.areaM2 ? (subject.areaM2 / c.areaM2) ** AREA_ELASTICITY : 1;
  const adjusted = (c: ComparableInput) => indexed(c) * areaFactor(c);

  const base = whole(average((c) => c.rent));
  const indexAmount = whole(average(indexed) - average((c) => c.rent));
  const areaAmount = whole(average(adjusted) - average(indexed));
  const beforeVacancy = base + indexAmount + areaAmount;
  const discount = vacancyDiscountPercent(subject.daysVacant);
  const vacancyAmount = -whole((beforeVacancy * discount) / 100);
  const amount = beforeVacancy + vacancyAmount;

  const adjustments: SuggestionFigures['adjustments'] = [];
  if (indexAmount !== 0) adjustments.push({ reason: 'index', amount: indexAmount });
  if (areaAmount !== 0) adjustments.push({ reason: 'area', amount: areaAmount });
  if (vacancyAmount !== 0) adjustments.push({ reason: 'daysVacant', amount: vacancyAmount });

  // The spread of what the comparables say, after the same adjustments.
  const keep = 1 - discount / 100;
  const values = usable.map((c) => ({ value: adjusted(c) * keep, weight: c.similarity }));
  const mean = values.reduce((sum, v) => sum + v.value * v.weight, 0) / totalWeight;
  const variance = values.reduce((sum, v) => sum + v.weight * (v.value - mean) ** 2, 0) / totalWeight;
  const spread = mean > 0 ? Math.sqrt(variance) / mean : 1;
  // With fewer than three comparables the percentiles say little: a ±10 % band instead.
  const few = usable.length < 3;
  const low = whole(Math.min(few ? amount * 0.9 : weightedPercentile(values, 0.2), amount * 0.97));
  const high = whole(Math.max(few ? amount * 1.1 : weightedPercentile(values, 0.8), amount * 1.03));

  // Confidence says how much the evidence agrees once adjusted (the weighted coefficient of
  // variation), given enough of it; comparables that are barely alike cap it at low.
  const meanSimilarity = totalWeight / usable.length;
  const confidence: Confidence =
    meanSimilarity < 0.3
      ? 'low'
      : usable.length >= 5 && spread <= 0.08
        ? 'high'
        : usable.length >= 3 && spread <= 0.15
          ? 'medium'
          : 'low';

  return { amount, low, high, baseAmount: base, confidence, adjustments };
}
