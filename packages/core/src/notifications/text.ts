import { formatDate } from '../dates';
import { intlLocale } from '../i18n';
import { formatMoney } from '../money/money';
import { keyWithParams, splitParams, type TranslateOptions } from '../translate';

/**
 * A notification's title and body are stored as a catalogue key with its parameters
 * (`notifications:sent.maintenanceUpdate.titleWithStatus?status=@maintenance:status.completed`),
 * and said in the reader's language when read: on the web in the language on screen, in the API's
 * `title`/`body` in the account's language. A parameter `@ns:key` is itself a catalogue text (a
 * status, a category); an ISO day is a date of the reader's language (an ISO month its month); an amount stored with
 * {@link moneyParam} is money of the reader's language; the rest (names, places) are shown as they
 * are. Older rows hold plain text, shown as it is.
 */
export function storedText(key: string, params: Record<string, string | number> = {}): string {
  return keyWithParams(key, params);
}

/** A catalogue text as a parameter of a stored text: said in the reader's language too. */
export const textParam = (key: string): string => `@${key}`;

/** An amount (cents, in its currency) as a parameter of a stored text: `¤120050 EUR`. */
export const moneyParam = (cents: number, currency: string): string => `¤${Math.round(cents)} ${currency}`;
const MONEY = /^¤(-?\d+) ([A-Z]{3})$/;

const STORED = /^[\w-]+:[\w.-]+(\?.*)?$/s;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** A month (YYYY-MM, a statement's period) as the reader says it: 'March 2026', 'mars 2026'. */
function formatMonth(period: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/** Whether a stored title or body is a key (else plain text from before, or typed by a person). */
export function isStoredKey(text: string): boolean {
  return STORED.test(text) && !/\s/.test(text.split('?')[0] ?? '');
}

/** A stored title or body in `language`, with the catalogue's `translate`. */
export function renderStoredText(
  text: string,
  language: string,
  translate: (key: string, options?: TranslateOptions) => string,
): string {
  if (!isStoredKey(text)) return text;
  const { key, params } = splitParams(text);
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value !== 'string'
        ? value
        : value.startsWith('@')
          ? translate(value.slice(1))
          : ISO_DAY.test(value)
            ? formatDate(value, language)
            : ISO_MONTH.test(value)
              ? formatMonth(value, language)
              : sayMoney(value, language),
    ]),
  );
  const said = translate(key, values);
  // Not a key of the catalogue after all (a typed text that looks like one): as it is.
  return said === key.slice(key.indexOf(':') + 1) ? text : said;
}

/** A {@link moneyParam} as the reader writes money ('$1,200.50', '1 200,50 €'); other text as it is. */
function sayMoney(value: string, language: string): string {
  const match = MONEY.exec(value);
  return match ? formatMoney(Number(match[1]), language, { currency: match[2] as string }) : value;
}
