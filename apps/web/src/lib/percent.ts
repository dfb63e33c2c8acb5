import { intlLocale } from '@rentwise/core/i18n';

/** 42 → "42%" in English, "42 %" (narrow no-break space) in French: Intl, never a hand-made "%". */
export function formatPercent(value: number, language: string): string {
  // ICU versions differ on the space before % (U+00A0 or U+202F): the catalogue's is U+202F.
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 })
    .format(value / 100)
    .replace(/\u00a0%/, '\u202f%');
}
