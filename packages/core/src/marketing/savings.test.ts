import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateSavings, savingsDefaults } from './savings';

describe('savings calculator', () => {
  it('gives the spec figures for the defaults (100 units, rent 1500, 40 hours a week)', () => {
    expect(calculateSavings(savingsDefaults)).toEqual({
      monthlyHoursSaved: 24,
      annualNoiIncrease: 18_000,
      churnReductionPercent: 30,
    });
  });

  it('applies round(hours × 0.6) and round(units × rent × 0.12)', () => {
    expect(calculateSavings({ units: 250, averageRent: 2100, hoursPerWeek: 55 })).toEqual({
      monthlyHoursSaved: 33,
      annualNoiIncrease: 63_000,
      churnReductionPercent: 30,
    });
    // 1 × 1001 × 0.12 = 120.12 → 120; 3 × 0.6 = 1.8 → 2; 2.5 hours → 1.5 → 2 (half rounds up).
    expect(calculateSavings({ units: 1, averageRent: 1001, hoursPerWeek: 3 }).annualNoiIncrease).toBe(120);
    expect(calculateSavings({ units: 1, averageRent: 1001, hoursPerWeek: 3 }).monthlyHoursSaved).toBe(2);
    expect(calculateSavings({ units: 1, averageRent: 1, hoursPerWeek: 2.5 }).monthlyHoursSaved).toBe(2);
    // 5 × 25 × 0.12 = 15 exactly, not 14.999999999999998.
    expect(calculateSavings({ units: 5, averageRent: 25, hoursPerWeek: 0 }).annualNoiIncrease).toBe(15);
  });

  it('treats empty, negative and non-numeric inputs as zero', () => {
    expect(
      calculateSavings({ units: Number.NaN, averageRent: -5, hoursPerWeek: Number.POSITIVE_INFINITY }),
    ).toEqual({ monthlyHoursSaved: 0, annualNoiIncrease: 0, churnReductionPercent: 30 });
  });

  it('matches the spec formulas for any whole inputs (property-based)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 168 }),
        (units, averageRent, hoursPerWeek) => {
          const result = calculateSavings({ units, averageRent, hoursPerWeek });
          // Exact rational arithmetic: round(n / d) with half up, in integers.
          const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));
          expect(result.monthlyHoursSaved).toBe(roundDiv(hoursPerWeek * 6, 10));
          expect(result.annualNoiIncrease).toBe(roundDiv(units * averageRent * 12, 100));
          expect(Number.isSafeInteger(result.annualNoiIncrease)).toBe(true);
        },
      ),
    );
  });
});
