import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What a member may see: their organisation, and — for a member limited to some properties (or an
 * owner client) — only those properties' rows. A `MemberActor` is a Scope as it is, so services
 * pass the actor; jobs and other system code pass `{ orgId, propertyIds: null }`.
 */
export interface Scope {
  orgId: string;
  propertyIds: string[] | null;
}

/**
 * The WHERE condition of a scoped read: `org_id = $org` and, when limited, `property_id = ANY(…)`
 * (an empty limit matches nothing). Every list index starts with org_id, so the property filter is
 * a residual condition on the organisation's range.
 */
export function inScope(orgColumn: AnyPgColumn, propertyColumn: AnyPgColumn, scope: Scope): SQL {
  const org = eq(orgColumn, scope.orgId);
  if (scope.propertyIds === null) return org;
  if (scope.propertyIds.length === 0) return sql`false`;
  return and(org, inArray(propertyColumn, scope.propertyIds))!;
}

/** The same condition for raw SQL, on aliased columns (e.g. sql`l.org_id`, sql`l.property_id`). */
export function scopeSql(orgColumn: SQL, propertyColumn: SQL, scope: Scope): SQL {
  const org = sql`${orgColumn} = ${scope.orgId}`;
  if (scope.propertyIds === null) return org;
  if (scope.propertyIds.length === 0) return sql`false`;
  const ids = sql.join(
    scope.propertyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`(${org} and ${propertyColumn} in (${ids}))`;
}

/** The whole organisation (system code: jobs, the demo, other modules' internal lookups). */
export function wholeOrganisation(orgId: string): Scope {
  return { orgId, propertyIds: null };
}
