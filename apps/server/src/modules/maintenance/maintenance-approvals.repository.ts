import { can } from '@rentwise/core/organisations/permissions';
import { orgRoles } from '@rentwise/core/organisations/roles';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MaintenanceRequestRow, maintenanceRequests, memberships, organisations } from '../../db/schema';

/**
 * The SQL of maintenance approvals (issue 17 item 4): a request's estimate and approval state, and
 * what an approval needs to know of its organisation (threshold, name, currency) and members.
 */

/** What an approval reads of the organisation. */
export async function findOrganisationSettings(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      name: organisations.name,
      currency: organisations.currency,
      approvalThreshold: organisations.approvalThreshold,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row;
}

export async function updateApproval(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<
    Pick<
      MaintenanceRequestRow,
      'estimatedCost' | 'approvalStatus' | 'approvalDecidedBy' | 'approvalDecidedAt'
    >
  >,
): Promise<void> {
  await db
    .update(maintenanceRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.orgId, orgId)));
}

/**
 * The members told of an owner client's decision: those whose role manages maintenance (from the
 * permission table) and who cover the request's property.
 */
export async function membersManagingProperty(
  db: DbOrTx,
  orgId: string,
  propertyId: string,
): Promise<string[]> {
  const roles = orgRoles.filter((role) => can(role, 'maintenance.manage'));
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, orgId),
        inArray(memberships.role, roles),
        or(isNull(memberships.propertyIds), sql`${propertyId}::uuid = any(${memberships.propertyIds})`),
      ),
    );
  return rows.map((row) => row.userId);
}
