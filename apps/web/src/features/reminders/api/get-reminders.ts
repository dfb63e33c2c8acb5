import type { Reminder, ReminderStatus } from '@rentwise/core/reminders/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface ReminderPage {
  items: Reminder[];
  nextCursor: string | null;
}

export function getReminders(
  params: { status?: ReminderStatus; limit?: number } = {},
): Promise<ReminderPage> {
  return apiFetch<ReminderPage>('/api/reminders', {
    query: { limit: params.limit ?? 100, status: params.status },
  });
}

export function getRemindersQueryOptions(params: { status?: ReminderStatus; limit?: number } = {}) {
  return queryOptions({
    queryKey: ['reminders', 'list', params.status ?? 'all', params.limit ?? 100],
    queryFn: () => getReminders(params),
  });
}

export function useReminders(params: { status?: ReminderStatus; limit?: number } = {}) {
  return useQuery(getRemindersQueryOptions(params));
}
