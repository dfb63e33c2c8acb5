/**
 * Calendar dates as 'YYYY-MM-DD' strings (the database's `date` columns), computed in UTC so no
 * time zone or daylight-saving change ever moves a due date.
 */
export type IsoDate = string;

export function parseIsoDate(value: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number);
  return { year, month, day };
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(value);
  return isoDate(year, month, day + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'YYYY-MM' of a date. */
export function periodOf(value: IsoDate): string {
  return value.slice(0, 7);
}

export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The due date of a period: `dueDay`, or the month's last day when it is shorter (31 → Feb 28/29). */
export function dueDateOf(period: string, dueDay: number): IsoDate {
  const [year, month] = period.split('-').map(Number);
  return isoDate(year, month, Math.min(dueDay, daysInMonth(year, month)));
}
