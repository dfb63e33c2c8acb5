import { intlLocale } from '../i18n';

/** Money is integer cents everywhere in code and database (ARCHITECTURE.md, Data). */
export type Cents = number;

/** 1500 → 150000; rounds to the nearest cent so 19.99 does not become 1998.9999. */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * Formats rent and ledger amounts for the active language. The amounts are US dollars whatever
 * the language: switching to French changes the separators ("13 700 $US"), never the currency.
 */
export function formatMoney(cents: Cents, language: string, options: { decimals?: boolean } = {}): string {
  return formatCurrency(cents, language, 'USD', options.decimals);
}

/**
 * Formats Rentwise's own plan prices and the savings calculator: the spec's French marketing copy
 * quotes euros, so there the currency follows the language (en → USD, fr → EUR).
 */
export function formatMarketingPrice(
  cents: Cents,
  language: string,
  options: { decimals?: boolean } = {},
): string {
  return formatCurrency(cents, language, language.startsWith('fr') ? 'EUR' : 'USD', options.decimals);
}

function formatCurrency(cents: Cents, language: string, currency: 'USD' | 'EUR', decimals?: boolean): string {
  const withDecimals = decimals ?? cents % 100 !== 0;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: withDecimals ? 2 : 0,
    maximumFractionDigits: withDecimals ? 2 : 0,
  }).format(cents / 100);
}

/** Occupancy as a whole percentage; an empty portfolio is 0 %, never NaN. */
export function occupancyRate(occupied: number, total: number): number {
  return total > 0 ? Math.round((occupied / total) * 100) : 0;
}
