import type { ConversationPage } from '@rentwise/core/messages/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** How often an open Messages page looks for new messages (no realtime service: polling). */
export const MESSAGES_POLL_MS = 10_000;

export function getConversations(): Promise<ConversationPage> {
  return apiFetch<ConversationPage>('/api/conversations', { query: { limit: 200 } });
}

export function getConversationsQueryOptions() {
  return queryOptions({ queryKey: ['conversations', 'list'], queryFn: getConversations });
}

/**
 * The caller's conversations (an owner's, most recent first; a tenant's one, with their
 * landlord), refreshed while the page is visible (react-query pauses intervals in hidden tabs).
 */
export function useConversations() {
  return useQuery({ ...getConversationsQueryOptions(), refetchInterval: MESSAGES_POLL_MS });
}
