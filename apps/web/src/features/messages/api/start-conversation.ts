import type { Conversation, CreateConversationBody } from '@rentwise/core/messages/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Owners: the conversation with one of their tenants (the existing one if there is one). */
export function startConversation(body: CreateConversationBody): Promise<Conversation> {
  return apiFetch<Conversation>('/api/conversations', { method: 'POST', body });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] }),
  });
}
