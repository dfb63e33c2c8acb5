import type { Reminder } from '@rentwise/core/reminders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function cancelReminder(id: string): Promise<Reminder> {
  return apiFetch<Reminder>(`/api/reminders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reminders'] }),
  });
}
