import type { Message, SendMessageBody } from '@rentwise/core/messages/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function sendMessage(conversationId: string, body: SendMessageBody): Promise<Message> {
  return apiFetch<Message>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body,
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage(conversationId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'messages', conversationId] });
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    },
  });
}
