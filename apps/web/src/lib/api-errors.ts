import { formatDate } from '@rentwise/core/dates';
import { intlLocale } from '@rentwise/core/i18n';

/** What the screen needs of an API error to say it in the reader's language. */
export interface ApiErrorParts {
  status: number;
  code: string;
  /** The server's `errors:` catalog key for this very error, if it gave one. */
  key?: string;
  params?: Record<string, string | number>;
  /** The server's English sentence: said as it is to an English reader when there is no key. */
  message?: string;
}

/** Codes whose server message is technical (a parser's or a framework's): never shown as is. */
const TECHNICAL = new Set([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'NETWORK_ERROR',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter as the reader writes it: an ISO day as a date, a number with the language's digits. */
function localiseParam(value: string | number, language: string): string | number {
  if (typeof value === 'number') return new Intl.NumberFormat(intlLocale(language)).format(value);
  return ISO_DAY.test(value) ? formatDate(value, language) : value;
}

/**
 * The one mapping from an API error to text (docs: "never a raw server message on screen"): the
 * server's own key with its parameters (dates and numbers formatted for the language), else (in
 * English) the server's own sentence for a refusal, else the text of its code (`errors:code.<CODE>`, one for every code of packages/core/src/errors.ts), else
 * a generic text with the HTTP status. ApiError's `message` is this text (api-client.ts).
 */
export function apiErrorText(t: Translate, language: string, error: ApiErrorParts): string {
  const params = Object.fromEntries(
    // `count` stays a number: i18next picks the plural form (`_one`/`_other`) from it.
    Object.entries(error.params ?? {}).map(([name, value]) => [
      name,
      name === 'count' && typeof value === 'number' ? value : localiseParam(value, language),
    ]),
  );
  const missing = '\u0000';
  if (error.key) {
    const text = t(error.key, { ...params, defaultValue: missing });
    if (text !== missing) return text;
  }
  // Every refusal of the server has a key (packages/core/src/locales/catalogues.test.ts enforces it);
  // one without (an older server, a generic code): in English its own sentence, else the code's text.
  if (language === 'en' && error.message && error.status < 500 && !TECHNICAL.has(error.code)) {
    if (!error.code.startsWith('HTTP_') && /^[A-Z]/.test(error.message)) return error.message;
  }
  const byCode = t(`errors:code.${error.code}`, { ...params, defaultValue: missing });
  if (byCode !== missing) return byCode;
  return t(error.status >= 500 ? 'errors:code.INTERNAL' : 'errors:code.HTTP_ERROR', { status: error.status });
}
