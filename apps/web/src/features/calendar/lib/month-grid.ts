import { addDays, endOfMonth, endOfWeek, format, type Locale, startOfMonth, startOfWeek } from 'date-fns';

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface GridDay {
  /** YYYY-MM-DD */
  iso: string;
  day: number;
  inMonth: boolean;
}

/** The locale's first day of the week (date-fns: Sunday in en-US, Monday in French). */
export function weekStartOf(locale: Locale): WeekStart {
  return (locale.options?.weekStartsOn ?? 1) as WeekStart;
}

/**
 * The days a month view shows: whole weeks from the week of the 1st to the week of the last day
 * (35 or 42 days, or 28 for a February that fits exactly), as local calendar dates.
 */
export function monthGrid(month: Date, weekStartsOn: WeekStart): GridDay[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn });
  const days: GridDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    days.push({
      iso: format(day, 'yyyy-MM-dd'),
      day: day.getDate(),
      inMonth: day.getMonth() === month.getMonth(),
    });
  }
  return days;
}

/** '2026-11-23' → a local Date at midnight (never shifted by the time zone). */
export function parseDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}
