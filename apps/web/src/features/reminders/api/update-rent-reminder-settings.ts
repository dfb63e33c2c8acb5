import type { RentReminderSettings } from '@rentwise/core/reminders/rent-reminder-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getRentReminderSettingsQueryOptions } from './get-rent-reminder-settings';

export function updateRentReminderSettings(body: RentReminderSettings): Promise<RentReminderSettings> {
  return apiFetch<RentReminderSettings>('/api/settings/rent-reminders', { method: 'PUT', body });
}

export function useUpdateRentReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRentReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(getRentReminderSettingsQueryOptions().queryKey, saved),
  });
}
