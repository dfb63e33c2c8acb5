/**
 * A day as a person reads it, on the web and in emails and notifications: 'Mar 5, 2025' in English
 * (the spec's 'MMM d, yyyy'), '5 mars 2025' in French. A date-only 'YYYY-MM-DD' is that calendar
 * day wherever the code runs (read and written in local time, so no time zone shifts it).
 *
 * Intl, not date-fns: the public site's API client formats dates in error messages with this, and
 * date-fns there would pull the calendar's date library into the public bundle (and, with the
 * workspace chunking in vite.config.ts, make the chunks import each other).
 */
const formats = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  fr: new Intl.DateTimeFormat('fr-FR', { month: 'short', day: 'numeric', year: 'numeric' }),
};

export function formatDate(value: string | Date, language: string): string {
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
  return (language.startsWith('fr') ? formats.fr : formats.en).format(date);
}
