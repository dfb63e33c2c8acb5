import { intlLocale } from '@rentwise/core/i18n';
/** The date the privacy, terms and cookie pages were last changed (YYYY-MM-DD). */
export const LEGAL_UPDATED = '2026-11-22';

/** 'November 22, 2026' in English, '22 novembre 2026' in French. */
export function formatLegalDate(language: string, isoDate: string = LEGAL_UPDATED): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * Everything Rentwise keeps in the browser, for the cookie page. legal.test.ts checks the names
 * against the keys the code uses (theme, language, auth session, scroll positions).
 */
export const browserStorageItems = [
  { id: 'theme', name: 'rentwise.theme', storage: 'local' },
  { id: 'language', name: 'rentwise.language', storage: 'local' },
  { id: 'session', name: 'rentwise.auth.session', storage: 'local' },
  { id: 'scroll', name: 'rentwise.scroll-positions', storage: 'session' },
] as const;
