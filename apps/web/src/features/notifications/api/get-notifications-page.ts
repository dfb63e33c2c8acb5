import type { NotificationList, NotificationType } from '@rentwise/core/notifications/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface NotificationFilter {
  unreadOnly?: boolean;
  types?: NotificationType[];
  limit?: number;
}

export function getNotificationsPage(filter: NotificationFilter, cursor?: string): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', {
    query: {
      limit: filter.limit ?? 20,
      cursor,
      unread: filter.unreadOnly ? 'true' : undefined,
      types: filter.types?.join(','),
    },
  });
}

/** The full list (Load more follows `nextCursor`); under the same key root as the top-bar menu. */
export function getNotificationsPageQueryOptions(filter: NotificationFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [
      'notifications',
      'pages',
      filter.unreadOnly ? 'unread' : 'all',
      filter.types?.join(',') ?? 'any',
      filter.limit ?? 20,
    ],
    queryFn: ({ pageParam }) => getNotificationsPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotificationsPage(filter: NotificationFilter = {}) {
  return useInfiniteQuery(getNotificationsPageQueryOptions(filter));
}
