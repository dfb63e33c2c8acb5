import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Scope, scopeSql } from '../../db/scope';

/**
 * Who may see a lease and its ledger: its organisation's members (a member limited to some
 * properties: those properties' leases), or the tenant whose login the lease's tenant record is. It lives in the ledger module, the lowest of the two, because both the lease reads
 * (leases.repository) and the ledger's lists (ledger.repository) filter by it.
 */
export type LeaseScope = Scope | { tenantUserId: string };

export function scopeOf(actor: Actor): LeaseScope {
  return actor.role === 'owner' ? actor : { tenantUserId: actor.userId };
}

/** The scope as a condition on a query whose lease is aliased `l` and its tenant record `t`. */
export function leaseScopeCondition(scope: LeaseScope) {
  if ('orgId' in scope) return scopeSql(sql`l.org_id`, sql`l.property_id`, scope);
  // A tenant record is linked to its login by auth_user_id once the tenant has signed in; until
  // then by its email (one tenant record and one account per email address).
  // A draft is the owner's work in progress: the tenant sees it once it is activated.
  return sql`l.status <> 'draft' and (t.auth_user_id = ${scope.tenantUserId}
    or (t.auth_user_id is null and not t.link_by_invitation and lower(t.email) = (select lower(email) from users where id = ${scope.tenantUserId})))`;
}
