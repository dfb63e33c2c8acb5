import type { Profile, ProfileUpdate } from '@rentwise/core/profile/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PATCH /api/profile: names, company, phone and language. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PATCH', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.id), profile),
  });
}
