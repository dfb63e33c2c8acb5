import { describe, expect, it } from 'vitest';
import { formatMarketingPrice, formatMoney, occupancyRate, toCents } from './money';

describe('money', () => {
  it('converts to integer cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1500)).toBe(150000);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('formats per language', () => {
    expect(formatMoney(1370000, 'en')).toBe('$13,700');
    expect(formatMoney(125050, 'en')).toBe('$1,250.50');
    // Rent stays in dollars in French: only the separators change.
    expect(formatMoney(1370000, 'fr').replace(/\s/g, ' ')).toBe('13 700 $US');
  });

  it('prices plans in euros in French, as the spec’s French copy does', () => {
    expect(formatMarketingPrice(9900, 'en')).toBe('$99');
    expect(formatMarketingPrice(9900, 'fr').replace(/\s/g, ' ')).toBe('99 €');
  });

  it('computes occupancy as a whole percentage', () => {
    expect(occupancyRate(7, 8)).toBe(88);
    expect(occupancyRate(0, 0)).toBe(0);
    expect(occupancyRate(3, 3)).toBe(100);
  });
});
