import type { Role } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { OrgRole } from '@rentwise/core/organisations/roles';

/** The signed-in account behind a bearer token, before any organisation is chosen. */
export interface Account {
  userId: string;
  role: Role;
}

/**
 * A member of an organisation acting in it (account role 'owner': the workspace side). `orgId`
 * is the active organisation, always one the user is a member of (auth/guards.ts checks it on
 * every request); `propertyIds` null = every property of it.
 */
export interface MemberActor {
  userId: string;
  role: 'owner';
  orgId: string;
  orgRole: OrgRole;
  propertyIds: string[] | null;
  /** The HTTP request's id, for the audit log (absent when the system acts: jobs, demo, tests). */
  requestId?: string;
}

/** A tenant: scoped by their tenant record, hence by their lease's organisation. */
export interface TenantActor {
  userId: string;
  role: 'tenant';
  requestId?: string;
}

/**
 * Who is acting: the signed-in user as every service sees it. The guards (auth/guards.ts) set it
 * on `request.actor` from the session row and the membership, read fresh on every request; routes
 * pass it on and services take it explicitly.
 */
export type Actor = MemberActor | TenantActor;

/**
 * The one role check of the services: `action` names what was refused, for the 403's message
 * ("Only owners can manage properties"). Ownership of a record is checked by reading it scoped to
 * the actor's organisation (another organisation's record is a 404, never a 403).
 */
export function requireRole<R extends Role>(
  actor: Actor,
  role: R,
  action: string,
): asserts actor is Extract<Actor, { role: R }> {
  if (actor.role !== role)
    throw new AppError('FORBIDDEN', `Only ${role}s can ${action}`, { key: 'errors:access.wrongAccount' });
}
