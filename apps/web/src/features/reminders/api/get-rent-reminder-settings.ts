import type { RentReminderSettings } from '@rentwise/core/reminders/rent-reminder-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getRentReminderSettings(): Promise<RentReminderSettings> {
  return apiFetch<RentReminderSettings>('/api/settings/rent-reminders');
}

export function getRentReminderSettingsQueryOptions() {
  return queryOptions({ queryKey: ['settings', 'rent-reminders'], queryFn: getRentReminderSettings });
}

export function useRentReminderSettings() {
  return useQuery(getRentReminderSettingsQueryOptions());
}
