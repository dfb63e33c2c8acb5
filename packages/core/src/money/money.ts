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
 * The currencies an organisation keeps its books in (issue 24 item 3): chosen at sign-up and in
 * Settings, US dollars unless chosen otherwise. Every amount of the organisation — rent, charges,
 * payments, receipts, PDFs, emails — is in this currency, whatever the reader's language.
 */
export const orgCurrencies = ['USD', 'CAD', 'EUR'] as const;
export type OrgCurrency = (typeof orgCurrencies)[number];
export const DEFAULT_CURRENCY: OrgCurrency = 'USD';

/**
 * The currency the sign-up form suggests: Canadian dollars for a Canadian browser (en-CA, fr-CA),
 * euros for a French-speaking one elsewhere, US dollars otherwise. The owner sees it and may change it.
 */
export function suggestedCurrency(browserLanguages: readonly string[], language: string): OrgCurrency {
  if (browserLanguages.some((tag) => /-CA$/i.test(tag))) return 'CAD';
  return language.startsWith('fr') ? 'EUR' : 'USD';
}

export interface MoneyFormatOptions {
  /**
   * The organisation's currency (ISO 4217), always named (issue 24 item 3: no amount falls back to
   * dollars by accident); a malformed code shows the books' default, US dollars.
   */
  currency: string;
  /** Always show cents (receipts, ledgers); by default only when the amount has some. */
  decimals?: boolean;
}

/**
 * The one money formatter: integer cents + the organisation's currency + the reader's language →
 * text. The currency never follows the language: a euro organisation read in English shows
 * "€1,500.00", a dollar one read in French "1 500,00 $US", a Canadian one "CA$1,500.00" / "1 500,00 $CA".
 */
export function formatMoney(cents: Cents, language: string, options: MoneyFormatOptions): string {
  return formatCurrency(cents, language, options.currency, options.decimals);
}

/**
 * Rentwise's own plan prices and the savings calculator on the public site: a visitor has no
 * organisation, so the price is in the currency of the visitor's language — the spec's figures in
 * dollars in English and in euros in French (its French copy quotes euros), everywhere on the site.
 */
export function marketingCurrency(language: string): OrgCurrency {
  return language.startsWith('fr') ? 'EUR' : 'USD';
}

export function formatMarketingPrice(
  cents: Cents,
  language: string,
  options: { decimals?: boolean } = {},
): string {
  return formatCurrency(cents, language, marketingCurrency(language), options.decimals);
}

/** The currency's sign as the language writes it ('$', '€', '$CA'…), for a field's label. */
export function currencySymbol(currency: string, language: string): string {
  const part = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency })
    .formatToParts(0)
    .find((item) => item.type === 'currency');
  return part?.value ?? currency;
}

function formatCurrency(cents: Cents, language: string, currency: string, decimals?: boolean): string {
  const withDecimals = decimals ?? cents % 100 !== 0;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: withDecimals ? 2 : 0,
      maximumFractionDigits: withDecimals ? 2 : 0,
    });
  } catch {
    // A malformed code in old data must not blank a page: show the books' default instead.
    return formatCurrency(cents, language, DEFAULT_CURRENCY, decimals);
  }
  return format.format(cents / 100);
}

/** Occupancy as a whole percentage; an empty portfolio is 0 %, never NaN. */
export function occupancyRate(occupied: number, total: number): number {
  return total > 0 ? Math.round((occupied / total) * 100) : 0;
}
