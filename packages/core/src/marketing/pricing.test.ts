import { describe, expect, it } from 'vitest';
import { monthlyPriceFor, plans, yearlyPriceFor } from './pricing';

const plan = (id: string) => plans.find((candidate) => candidate.id === id)!;

describe('plans', () => {
  it('are the spec plans: Starter $99 up to 50 units, Growth $299 for 51–200 (most popular), Enterprise custom', () => {
    expect(plans.map((p) => [p.id, p.monthlyPrice, p.units, p.popular])).toEqual([
      ['starter', 9_900, [1, 50], false],
      ['growth', 29_900, [51, 200], true],
      ['enterprise', null, [201, null], false],
    ]);
  });

  it('takes 15 % off when billed annually', () => {
    expect(monthlyPriceFor(plan('starter'), 'monthly')).toBe(9_900);
    expect(monthlyPriceFor(plan('starter'), 'annual')).toBe(8_415);
    expect(monthlyPriceFor(plan('growth'), 'annual')).toBe(25_415);
    expect(yearlyPriceFor(plan('growth'), 'annual')).toBe(304_980);
    expect(yearlyPriceFor(plan('starter'), 'monthly')).toBe(118_800);
    expect(monthlyPriceFor(plan('enterprise'), 'annual')).toBeNull();
  });
});
