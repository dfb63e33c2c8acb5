import { format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';

/**
 * A day as a person reads it, on the web and in emails and notifications: 'Mar 5, 2025' in English
 * (the spec's 'MMM d, yyyy'), '5 mars 2025' in French. A date-only 'YYYY-MM-DD' is that calendar
 * day wherever the code runs (read and written in local time, so no time zone shifts it).
 */
export function formatDate(value: string | Date, language: string): string {
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
  return language.startsWith('fr')
    ? format(date, 'd MMM yyyy', { locale: fr })
    : format(date, 'MMM d, yyyy', { locale: enUS });
}
