/** Money is integer cents everywhere in code and database (ARCHITECTURE.md, Data). */
export type Cents = number;

/** 1500 → 150000; rounds to the nearest cent so 19.99 does not become 1998.9999. */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Formats cents for the active language: en → US dollars, fr → euros (as the spec's French copy). */
export function formatMoney(cents: Cents, language: string, options: { decimals?: boolean } = {}): string {
  const fr = language.startsWith('fr');
  const decimals = options.decimals ?? cents % 100 !== 0;
  return new Intl.NumberFormat(fr ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: fr ? 'EUR' : 'USD',
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
  }).format(cents / 100);
}

/** Occupancy as a whole percentage; an empty portfolio is 0 %, never NaN. */
export function occupancyRate(occupied: number, total: number): number {
  return total > 0 ? Math.round((occupied / total) * 100) : 0;
}
