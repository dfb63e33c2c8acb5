import type { Profile } from '@rentwise/core/profile/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/profile: the signed-in user's profile (created with defaults if missing). */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { signal });
}

export const profileQueryKey = (userId: string | null | undefined) => ['profile', userId ?? 'none'] as const;

export function getProfileQueryOptions(userId: string | null | undefined) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export function useProfile(userId: string | null | undefined) {
  return useQuery(getProfileQueryOptions(userId));
}
