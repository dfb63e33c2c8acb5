import type { Org } from '@rentwise/core/organisations/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/org: the active organisation, the caller's role in it and its permissions. Here rather
 * than in the team feature because every feature formats money in the organisation's currency
 * (lib/use-money.ts) and a feature may not import team's insides (team already uses properties).
 */
export function getOrg(): Promise<Org> {
  return apiFetch<Org>('/api/org');
}

export function getOrgQueryOptions() {
  return queryOptions({ queryKey: ['org', 'current'], queryFn: getOrg, staleTime: 60_000 });
}
