import { DEFAULT_CURRENCY, formatMoney } from '@rentwise/core/money/money';
import type { TFunction } from '@/app/i18n';
import { formatDate } from '@/lib/dates';

/** Fields the server stores in cents. */
const MONEY_FIELDS = new Set([
  'amount',
  'monthlyRent',
  'rentAmount',
  'depositAmount',
  'lateFee',
  'refundAmount',
  'paymentAmount',
  'approvalThreshold',
  'defaultLateFee',
  'estimatedCost',
  'depositHeld',
  'openCharges',
  'deductionsTotal',
  'refundDue',
  'balanceOwed',
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A field's value as a person reads it: money (in the organisation's `currency`), dates, yes/no,
 * lists; '—' for nothing.
 */
export function formatFieldValue(
  field: string,
  value: unknown,
  t: TFunction,
  language: string,
  currency?: string,
): string {
  if (value === null || value === undefined || value === '') return t('empty');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'number') {
    return MONEY_FIELDS.has(field)
      ? formatMoney(value, language, { decimals: true, currency: currency ?? DEFAULT_CURRENCY })
      : new Intl.NumberFormat(language).format(value);
  }
  if (typeof value === 'string') {
    if (DAY.test(value) || INSTANT.test(value)) return formatDate(value, language);
    return value;
  }
  if (Array.isArray(value))
    return value.map((item) => formatFieldValue(field, item, t, language, currency)).join(', ');
  return JSON.stringify(value);
}

/** When an event happened: the day as the app writes days, and the time in the user's clock. */
export function formatWhen(iso: string, language: string): string {
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
  return `${formatDate(iso, language)}, ${time}`;
}
