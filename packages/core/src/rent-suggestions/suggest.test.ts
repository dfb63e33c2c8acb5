import { describe, expect, it } from 'vitest';
import { periodOf, periodStart, putRentIndexBodySchema } from './schemas';
import { suggestFromComparables, vacancyDiscountPercent, weightedPercentile } from './suggest';

describe('suggestFromComparables', () => {
  it('nothing to compare: no amount, confidence none', () => {
    expect(suggestFromComparables({ areaM2: 50, daysVacant: 0 }, [])).toMatchObject({
      amount: null,
      confidence: 'none',
      adjustments: [],
    });
  });

  it('averages by similarity; five close, alike comparables give high confidence', () => {
    const comps = [150000, 151000, 149000, 150500, 152000].map((rent) => ({
      rent,
      similarity: 0.9,
      areaM2: 60,
      indexFactor: null,
    }));
    const result = suggestFromComparables({ areaM2: 60, daysVacant: 0 }, comps);
    expect(result).toMatchObject({ amount: 150500, baseAmount: 150500, confidence: 'high', adjustments: [] });
  });

  it('few or scattered comparables lower the confidence and widen the band', () => {
    const two = suggestFromComparables({ areaM2: null, daysVacant: 0 }, [
      { rent: 100000, similarity: 0.8, areaM2: null, indexFactor: null },
      { rent: 140000, similarity: 0.4, areaM2: null, indexFactor: null },
    ]);
    expect(two.confidence).toBe('low');
    expect(two.amount).toBe(113300);
    expect(two.low).toBe(102000);
    expect(two.high).toBe(124600);
  });

  it('scales by area with elasticity 0.6 and applies the index and the vacancy discount', () => {
    const result = suggestFromComparables({ areaM2: 80, daysVacant: 95 }, [
      { rent: 100000, similarity: 1, areaM2: 40, indexFactor: 1.1 },
    ]);
    const indexed = 110000;
    const scaled = Math.round((indexed * 2 ** 0.6) / 100) * 100;
    expect(result.adjustments).toEqual([
      { reason: 'index', amount: 10000 },
      { reason: 'area', amount: scaled - indexed },
      { reason: 'daysVacant', amount: -Math.round((scaled * 0.02) / 100) * 100 },
    ]);
    expect(result.amount).toBe(result.adjustments.reduce((s, a) => s + a.amount, 100000));
  });

  it('vacancy: nothing for a month, then 1 % a month, at most 5 %', () => {
    expect([0, 30, 59, 60, 89, 90, 400].map(vacancyDiscountPercent)).toEqual([0, 0, 0, 1, 1, 2, 5]);
  });

  it('weighted percentiles', () => {
    const items = [
      { value: 1, weight: 1 },
      { value: 2, weight: 1 },
      { value: 3, weight: 2 },
    ];
    expect(weightedPercentile(items, 0.2)).toBe(1);
    expect(weightedPercentile(items, 0.5)).toBe(2);
    expect(weightedPercentile(items, 0.8)).toBe(3);
  });
});

describe('rent index periods', () => {
  it('reads months and reference quarters', () => {
    expect(periodStart('irl', '2025-Q3')).toBe('2025-07-01');
    expect(periodStart('cpi', '2025-09')).toBe('2025-09-01');
    expect(periodStart('irl', '2025-09')).toBeNull();
    expect(periodStart('cpi', '2025-13')).toBeNull();
    expect(periodOf('irl', '2025-10-01')).toBe('2025-Q4');
    expect(periodOf('cpi', '2025-10-01')).toBe('2025-10');
  });

  it('refuses a period in the wrong notation or twice', () => {
    const result = putRentIndexBodySchema.safeParse({
      index: 'irl',
      values: [
        { period: '2025-Q1', value: 140 },
        { period: '2025-Q1', value: 141 },
        { period: '2025-03', value: 142 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'validation:rentIndex.periodTwice',
      'validation:rentIndex.quarterInvalid',
    ]);
  });
});
