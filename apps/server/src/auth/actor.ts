import type { Role } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';

/**
 * Who is acting: the signed-in user as every service sees it. The guards (auth/guards.ts) set it
 * on `request.actor` from the session row, read fresh on every request; routes pass it on and
 * services take it explicitly.
 */
export interface Actor {
  userId: string;
  role: Role;
}

/**
 * The one role check of the services: `action` names what was refused, for the 403's message
 * ("Only owners can manage properties"). Ownership of a record is checked by reading it scoped to
 * the actor (another owner's record is a 404, never a 403).
 */
export function requireRole(actor: Actor, role: Role, action: string): void {
  if (actor.role !== role) throw new AppError('FORBIDDEN', `Only ${role}s can ${action}`);
}
