import type { UnreadCount } from '@rentwise/core/messages/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getUnreadMessageCount(): Promise<UnreadCount> {
  return apiFetch<UnreadCount>('/api/conversations/unread-count');
}

export function getUnreadMessageCountQueryOptions() {
  return queryOptions({ queryKey: ['conversations', 'unread-count'], queryFn: getUnreadMessageCount });
}

/** The sidebar badge: unread messages over all conversations, checked every 30 s. */
export function useUnreadMessageCount() {
  return useQuery({ ...getUnreadMessageCountQueryOptions(), refetchInterval: 30_000 });
}
