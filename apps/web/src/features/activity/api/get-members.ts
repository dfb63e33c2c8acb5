import type { Member, Team } from '@rentwise/core/organisations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The organisation's members, for the Activity page's "Member" filter (admins read the team). */
export function getActivityMembersQueryOptions() {
  return queryOptions({
    queryKey: ['org', 'activity-members'],
    queryFn: async (): Promise<Member[]> => (await apiFetch<Team>('/api/org/members')).members,
    staleTime: 60_000,
  });
}

export function useActivityMembers() {
  return useQuery(getActivityMembersQueryOptions());
}
