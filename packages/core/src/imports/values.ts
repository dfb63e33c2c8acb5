/**
 * Reading the cells of an imported CSV (issue 20): amounts as people type them (currency symbols,
 * thousands separators, a decimal comma), dates in an explicitly chosen format, and cells that a
 * spreadsheet would take for a formula. Pure functions; each failure is a translated code.
 */

export const dateFormats = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof dateFormats)[number];

/** The most an imported amount may be (as the API's `cents` schemas): ten million. */
const MAX_CENTS = 1_000_000_000;

/**
 * An amount in integer cents, or an error code. "$1,200.50", "1 200,50 €", "1.200,50", "1200" and
 * "€1200.5" all read; a negative amount, letters or two decimal separators do not.
 */
export function parseAmount(text: string): { cents: number } | { error: string } {
  const value = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(?:[$€£]|EUR|USD|GBP|CAD)|(?:[$€£]|EUR|USD|GBP|CAD)$/gi, '');
  if (value === '') return { error: 'required' };
  if (value.startsWith('-')) return { error: 'amountNegative' };
  if (!/^[0-9.,]+$/.test(value)) return { error: 'amountInvalid' };
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  // Both present: the last one is the decimal separator. One kind only: a decimal separator
  // unless it appears twice or has exactly three digits after it ("1,200" / "1.200").
  let decimal: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const separator = value[at] as string;
    const once = value.indexOf(separator) === at;
    if (once && value.length - at - 1 !== 3) decimal = separator;
  }
  const at = decimal ? value.lastIndexOf(decimal) : -1;
  const whole = at >= 0 ? value.slice(0, at) : value;
  const fraction = at >= 0 ? value.slice(at + 1) : '';
  const thousands = /^\d{1,3}([.,]\d{3})*$/;
  const plain = /^\d*$/;
  if (!(plain.test(whole) || (thousands.test(whole) && !(decimal && whole.includes(decimal))))) {
    return { error: 'amountInvalid' };
  }
  if (/[.,]/.test(whole) && new Set(whole.replace(/\d/g, '')).size > 1) return { error: 'amountInvalid' };
  if (!/^[0-9]{0,2}$/.test(fraction) || whole + fraction === '') return { error: 'amountInvalid' };
  const cents = Number(whole.replace(/[.,]/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { error: 'amountTooLarge' };
  return { cents };
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date as YYYY-MM-DD read in `format`, or an error code. */
export function parseDate(text: string, format: DateFormat): { date: string } | { error: string } {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  // ISO dates are never ambiguous: they read whatever the chosen format.
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isRealDate(year, month, day)
      ? { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}` }
      : { error: 'dateInvalid' };
  }
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!slashed || format === 'YYYY-MM-DD') return { error: 'dateInvalid' };
  const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  const [day, month] = format === 'DD/MM/YYYY' ? [first, second] : [second, first];
  return isRealDate(year, month, day)
    ? { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}` }
    : { error: 'dateInvalid' };
}

/**
 * The date formats the values allow. Several = ambiguous (every date like 03/04/2026): the person
 * importing must choose. None of the values set (or all ISO) → every format.
 */
export function possibleDateFormats(values: readonly string[]): DateFormat[] {
  return dateFormats.filter((format) =>
    values.every((value) => value.trim() === '' || 'date' in parseDate(value, format)),
  );
}

/** A cell a spreadsheet would evaluate (OWASP CSV injection): it starts with = + - @, tab or CR. */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}

/**
 * One CSV cell as we write it: quoted when it holds a separator, a quote or a line break, and a
 * formula-looking text prefixed with an apostrophe so a spreadsheet shows it as text. Numbers we
 * write ourselves (a negative balance) are passed as numbers and never prefixed.
 */
export function csvCell(value: string | number | null | undefined, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = looksLikeFormula(value) ? `'${value}` : value;
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text (CRLF, RFC 4180), with a UTF-8 BOM so spreadsheets read accents. */
export function toCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  delimiter = ',',
): string {
  return `\ufeff${rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}
