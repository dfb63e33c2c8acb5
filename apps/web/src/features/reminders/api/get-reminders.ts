import type { Reminder, ReminderStatus } from '@rentwise/core/reminders/schemas';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

export type ReminderPage = Page<Reminder>;

export function getReminders(
  params: { status?: ReminderStatus } = {},
  cursor?: string,
): Promise<ReminderPage> {
  return apiFetch<ReminderPage>('/api/reminders', { query: { limit: 50, cursor, status: params.status } });
}

export function getRemindersQueryOptions(params: { status?: ReminderStatus } = {}) {
  return pagedListOptions(['reminders', 'list', params.status ?? 'all'], (cursor) =>
    getReminders(params, cursor),
  );
}

/** The reminders, page by page (`data.items` = all loaded; Load more asks for the next). */
export function useReminders(params: { status?: ReminderStatus } = {}) {
  return usePagedList(getRemindersQueryOptions(params));
}
