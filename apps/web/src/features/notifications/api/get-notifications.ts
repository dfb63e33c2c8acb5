import type { NotificationList } from '@rentwise/core/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getNotifications(limit = 10): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', { query: { limit } });
}

export function getNotificationsQueryOptions(limit = 10) {
  return queryOptions({
    queryKey: ['notifications', 'list', limit],
    queryFn: () => getNotifications(limit),
    // The top bar is always visible: check for new ones every minute and when the tab regains focus.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useNotifications(limit = 10) {
  return useQuery(getNotificationsQueryOptions(limit));
}
