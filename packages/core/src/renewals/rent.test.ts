import { describe, expect, it } from 'vitest';
import { percentToBasisPoints, rentAfterIncrease } from './rent';

describe('renewal rent from a percentage', () => {
  it('rounds the increase to the cent, half away from zero', () => {
    expect(rentAfterIncrease(150000, 300)).toBe(154500);
    // 1,234.50 × 3 % = 37.035 → 37.04
    expect(rentAfterIncrease(123450, 300)).toBe(127154);
    // 999.99 × 2.5 % = 24.99975 → 25.00
    expect(rentAfterIncrease(99999, 250)).toBe(102499);
    // 0.01 × 0.49 % rounds to nothing
    expect(rentAfterIncrease(1, 49)).toBe(1);
    // a decrease rounds away from zero too: 1,234.50 × −3 % = −37.035 → −37.04
    expect(rentAfterIncrease(123450, -300)).toBe(119746);
    expect(rentAfterIncrease(150000, 0)).toBe(150000);
  });

  it('reads a percentage with at most two decimals', () => {
    expect(percentToBasisPoints(3)).toBe(300);
    expect(percentToBasisPoints(3.25)).toBe(325);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(3.255)).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
  });
});
