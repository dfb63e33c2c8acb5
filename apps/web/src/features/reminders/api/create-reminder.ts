import type { CreateReminderBody, Reminder } from '@rentwise/core/reminders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function createReminder(body: CreateReminderBody): Promise<Reminder> {
  return apiFetch<Reminder>('/api/reminders', { method: 'POST', body });
}

/** A reminder due today is sent at once, which may notify the owner's own account too. */
export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () => {
      for (const key of ['reminders', 'notifications'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
