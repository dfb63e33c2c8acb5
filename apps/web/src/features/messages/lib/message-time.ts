import { format, isSameDay, isSameYear } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';

/**
 * When a message was sent, as a chat shows it: the time today ('3:45 PM' / '15:45'), else the
 * day and time ('Mar 5, 3:45 PM' / '5 mars, 15:45'), with the year when it is not this year.
 */
export function formatMessageTime(value: string, language: string, now = new Date()): string {
  const date = new Date(value);
  const french = language.startsWith('fr');
  const locale = french ? fr : enUS;
  const time = format(date, french ? 'HH:mm' : 'h:mm a', { locale });
  if (isSameDay(date, now)) return time;
  const day = isSameYear(date, now)
    ? format(date, french ? 'd MMM' : 'MMM d', { locale })
    : format(date, french ? 'd MMM yyyy' : 'MMM d, yyyy', { locale });
  return `${day}, ${time}`;
}
