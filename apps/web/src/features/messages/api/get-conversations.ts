import type { ConversationPage } from '@rentwise/core/messages/schemas';
import { apiFetch } from '@/lib/api-client';
import { pagedListOptions, usePagedList } from '@/lib/paged-list';

/** How often an open Messages page looks for new messages (no realtime service: polling). */
export const MESSAGES_POLL_MS = 10_000;

export function getConversations(cursor?: string): Promise<ConversationPage> {
  return apiFetch<ConversationPage>('/api/conversations', { query: { limit: 50, cursor } });
}

export function getConversationsQueryOptions() {
  return pagedListOptions(['conversations', 'list'], getConversations);
}

/**
 * The caller's conversations (an owner's, most recent first; a tenant's one, with their
 * landlord), a page at a time (Load more), refreshed while the page is visible (react-query
 * pauses intervals in hidden tabs).
 */
export function useConversations() {
  return usePagedList(getConversationsQueryOptions(), { refetchInterval: MESSAGES_POLL_MS });
}
