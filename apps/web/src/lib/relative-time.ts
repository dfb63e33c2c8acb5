import { intlLocale } from '@rentwise/core/i18n';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '2 hours ago', 'yesterday', 'il y a 3 jours': a past (or future) time relative to now, in the
 * user's language (Intl.RelativeTimeFormat). Under a minute reads as 'now'.
 */
export function formatRelativeTime(value: string | Date, language: string, now: number = Date.now()): string {
  const time = typeof value === 'string' ? new Date(value).getTime() : value.getTime();
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
