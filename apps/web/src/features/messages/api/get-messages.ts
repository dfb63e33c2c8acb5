import type { MessagePage } from '@rentwise/core/messages/schemas';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { MESSAGES_POLL_MS } from './get-conversations';

export function getMessages(conversationId: string, cursor?: string): Promise<MessagePage> {
  return apiFetch<MessagePage>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    query: { limit: 50, cursor },
  });
}

export function getMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: ['conversations', 'messages', conversationId],
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * A conversation's messages: the newest page, polled while the page is visible, and older pages
 * on demand. Reading marks the other side's messages read on the server, so the unread counts
 * are refreshed after each fetch.
 */
export function useMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...getMessagesQueryOptions(conversationId),
    refetchInterval: MESSAGES_POLL_MS,
  });
  // The data keeps its identity while nothing changes (structural sharing): counts are refreshed
  // on the first load and whenever new messages arrive (which this fetch has just marked read).
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'unread-count'] });
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  }, [data, queryClient]);
  return query;
}
