/**
 * Roles and their dashboards. Kept free of zod so the web app's entry chunk (route guards) can use
 * it without loading the schema library.
 */
export const roles = ['owner', 'tenant'] as const;
export type Role = (typeof roles)[number];

/** The dashboard of each role (spec section 2): owner → /owner-dashboard, anyone else → /tenant-dashboard. */
export function dashboardPath(role: Role | null | undefined): '/owner-dashboard' | '/tenant-dashboard' {
  return role === 'owner' ? '/owner-dashboard' : '/tenant-dashboard';
}
