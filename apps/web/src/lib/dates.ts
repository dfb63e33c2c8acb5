import { format } from 'date-fns';

/** Today as YYYY-MM-DD in the user's time zone (for date inputs' `min`: past days disabled). */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

// The one formatDate (packages/core/src/dates.ts), shared with the server's emails and
// notifications; re-exported so the pages' imports did not all have to change at once.
export { formatDate } from '@rentwise/core/dates';
