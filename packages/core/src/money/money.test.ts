import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatMarketingPrice,
  formatMoney,
  occupancyRate,
  suggestedCurrency,
  toCents,
} from './money';

/** Intl's French separators are narrow no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\s\u202f\u00a0]/g, ' ');

describe('money', () => {
  it('converts to integer cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1500)).toBe(150000);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('formats in the organisation’s currency; the language changes only the writing', () => {
    expect(formatMoney(1370000, 'en', { currency: 'USD' })).toBe('$13,700');
    expect(formatMoney(125050, 'en', { currency: 'USD' })).toBe('$1,250.50');
    expect(plain(formatMoney(1370000, 'fr', { currency: 'USD' }))).toBe('13 700 $US');
    expect(formatMoney(150000, 'en', { currency: 'EUR', decimals: true })).toBe('€1,500.00');
    expect(plain(formatMoney(150000, 'fr', { currency: 'EUR', decimals: true }))).toBe('1 500,00 €');
    expect(formatMoney(150000, 'en', { currency: 'CAD' })).toBe('CA$1,500');
    expect(plain(formatMoney(150000, 'fr', { currency: 'CAD' }))).toBe('1 500 $CA');
  });

  it('shows cents only when there are some, unless asked', () => {
    expect(formatMoney(150000, 'en', { currency: 'EUR' })).toBe('€1,500');
    expect(formatMoney(150001, 'en', { currency: 'EUR' })).toBe('€1,500.01');
    expect(formatMoney(150000, 'en', { currency: 'EUR', decimals: true })).toBe('€1,500.00');
  });

  it('falls back to the books’ default for a malformed currency, never throws', () => {
    expect(formatMoney(100, 'en', { currency: 'not a code' })).toBe('$1');
  });

  it('names the currency’s sign for a field label', () => {
    expect(currencySymbol('EUR', 'fr')).toBe('€');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('CAD', 'fr')).toBe('$CA');
  });

  it('prices plans in the visitor’s language’s currency: dollars in English, euros in French', () => {
    expect(formatMarketingPrice(9900, 'en')).toBe('$99');
    expect(plain(formatMarketingPrice(9900, 'fr'))).toBe('99 €');
  });

  it('suggests a currency at sign-up from the browser', () => {
    expect(suggestedCurrency(['fr-CA', 'fr'], 'fr')).toBe('CAD');
    expect(suggestedCurrency(['en-CA'], 'en')).toBe('CAD');
    expect(suggestedCurrency(['fr-FR'], 'fr')).toBe('EUR');
    expect(suggestedCurrency(['en-US', 'en'], 'en')).toBe('USD');
    expect(suggestedCurrency([], 'en')).toBe('USD');
  });

  it('computes occupancy as a whole percentage', () => {
    expect(occupancyRate(7, 8)).toBe(88);
    expect(occupancyRate(0, 0)).toBe(0);
    expect(occupancyRate(3, 3)).toBe(100);
  });
});
