import { AppError } from '@rentwise/core/errors';
import {
  type AccessRole,
  type Action,
  can,
  type TenantAction,
} from '@rentwise/core/organisations/permissions';
import type { Actor, MemberActor } from './actor';

/**
 * What a record-level check needs to know of the record: the property it belongs to (null = the
 * organisation's, not one property's: an unassigned document, a vendor).
 */
export interface AccessResource {
  propertyId: string | null;
}

/** The role the permission table knows the actor by. */
export function accessRoleOf(actor: Actor): AccessRole {
  return actor.role === 'tenant' ? 'tenant' : actor.orgRole;
}

/**
 * The one access check (shared ARCHITECTURE "Organisations"): may `actor` do `action`, on
 * `resource` when there is one? Routes and services never compare roles themselves.
 *
 * - the role may not do `action` → 403 FORBIDDEN
 * - a member limited to some properties, on a record of another property (or of none) → 404
 *   NOT_FOUND, exactly like another organisation's record: a limit does not reveal what exists
 *
 * Narrows the actor: an action tenants may not do proves a member. Tenants' records are scoped by
 * the services (their own tenant record), not here.
 */
export function requireAccess<A extends Action>(
  actor: Actor,
  action: A,
  resource?: AccessResource,
): asserts actor is A extends TenantAction ? Actor : MemberActor {
  if (!can(accessRoleOf(actor), action)) {
    throw new AppError('FORBIDDEN', 'You do not have access to this resource', {
      key: 'errors:access.denied',
    });
  }
  if (resource && actor.role === 'owner' && !coversProperty(actor, resource.propertyId)) {
    throw new AppError('NOT_FOUND', 'Not found');
  }
}

/** Whether the actor's role may do `action` (to leave out what a screen would not show them). */
export function mayAccess(actor: Actor, action: Action): boolean {
  return can(accessRoleOf(actor), action);
}

/** Whether a member may see records of `propertyId` (every property unless limited). */
export function coversProperty(actor: MemberActor, propertyId: string | null): boolean {
  return actor.propertyIds === null || (propertyId !== null && actor.propertyIds.includes(propertyId));
}

/**
 * The property filter for a member's lists and counts: null = every property of the organisation,
 * else only those ids (an empty list sees nothing). Repositories add `property_id = ANY(…)`.
 */
export function propertyScope(actor: MemberActor): string[] | null {
  return actor.propertyIds;
}

/**
 * Adding what belongs to no property yet (a new property) needs access to every property: a member
 * limited to some would otherwise create records they could not see. → 403 FORBIDDEN.
 */
export function requireWholeOrganisation(actor: MemberActor): void {
  if (actor.propertyIds !== null) {
    throw new AppError('FORBIDDEN', 'Only members with access to every property can do this', {
      key: 'errors:access.wholeOrganisationOnly',
    });
  }
}
