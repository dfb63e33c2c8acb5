import { format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';

/** Today as YYYY-MM-DD in the user's time zone (for date inputs' `min`: past days disabled). */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/** Spec: dates display as 'MMM d, yyyy' (English); French uses its own order ('d MMM yyyy'). */
export function formatDate(value: string | Date, language: string): string {
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
  return language.startsWith('fr')
    ? format(date, 'd MMM yyyy', { locale: fr })
    : format(date, 'MMM d, yyyy', { locale: enUS });
}
