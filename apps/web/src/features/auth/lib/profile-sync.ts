import type { Profile } from '@rentwise/core/profile/schemas';
import { queryClient } from '@/lib/query-client';
import { getProfileQueryOptions } from '../api/get-profile';

/**
 * Follows the signed-in user's profile in the query cache (key `['profile', userId]`, shared with
 * the settings page's mutation) and fetches it when missing or invalidated. Loaded by the auth
 * provider only once there is a session, so the entry chunk carries no TanStack Query.
 * Returns the unsubscribe function.
 */
export function watchProfile(userId: string, onChange: (profile: Profile | undefined) => void): () => void {
  const options = getProfileQueryOptions(userId);
  const cache = queryClient.getQueryCache();
  const load = () => void queryClient.prefetchQuery(options);
  onChange(queryClient.getQueryData(options.queryKey));
  load();
  return cache.subscribe((event) => {
    const key = event.query.queryKey;
    if (key[0] !== 'profile' || key[1] !== userId) return;
    onChange(queryClient.getQueryData(options.queryKey));
    // Refetch after an invalidation (or a removal) of the profile.
    if ((event.type === 'updated' && event.action.type === 'invalidate') || event.type === 'removed') load();
  });
}
