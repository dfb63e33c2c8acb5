import type { Team } from '@rentwise/core/organisations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/org/members: members, and (for member.manage) the pending invitations. */
export function getTeam(): Promise<Team> {
  return apiFetch<Team>('/api/org/members');
}

export function getTeamQueryOptions() {
  return queryOptions({ queryKey: ['team'], queryFn: getTeam });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}
