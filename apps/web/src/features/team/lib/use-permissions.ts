import type { Action } from '@rentwise/core/organisations/permissions';
import { useOrg } from '../api/get-org';

/**
 * What the signed-in member may do in the active organisation (GET /api/org `permissions`, the
 * server's permission table), so pages hide what would be refused. The server still decides:
 * this only spares a person a button that would answer 403. While loading, nothing is allowed.
 */
export function usePermissions() {
  const org = useOrg();
  const granted = new Set<Action>(org.data?.permissions ?? []);
  return {
    can: (action: Action) => granted.has(action),
    role: org.data?.myRole,
    /** null = every property of the organisation. */
    propertyIds: org.data?.myPropertyIds ?? null,
    isLoading: org.isLoading,
  };
}

/** Whether the member may do `action` (false while the organisation loads). */
export function useCan(action: Action): boolean {
  return usePermissions().can(action);
}
