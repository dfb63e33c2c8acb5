import type { Calendar } from '@rentwise/core/calendar/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getCalendar(from: string, to: string): Promise<Calendar> {
  return apiFetch<Calendar>('/api/calendar', { query: { from, to } });
}

export function getCalendarQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ['calendar', from, to],
    queryFn: () => getCalendar(from, to),
    // Moving to the next month keeps the previous events on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCalendar(from: string, to: string) {
  return useQuery(getCalendarQueryOptions(from, to));
}
