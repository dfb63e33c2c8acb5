import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type LeaseRow, leases, tenants } from '../../db/schema';

/**
 * The lease lifecycle's lease and tenant SQL (issue 18, decision 022): ending a lease at move-out,
 * editing a draft, the renewal link. The ledger's side is in modules/ledger.
 */

/** Ends an active lease on its move-out date (decision 022); undefined when it is not active. */
export async function markEnded(
  db: DbOrTx,
  id: string,
  values: { moveOutDate: string; endReason: string; endedBy: string },
): Promise<LeaseRow | undefined> {
  const [row] = await db
    .update(leases)
    .set({ status: 'ended', ...values })
    .where(and(eq(leases.id, id), eq(leases.status, 'active')))
    .returning();
  return row;
}

/** The tenant leaves the unit: a former tenant, in no unit (the unit is vacant again). */
export async function vacateUnit(db: DbOrTx, tenantId: string, unitId: string | null): Promise<void> {
  await db
    .update(tenants)
    .set({ status: 'former', unitId: null })
    .where(and(eq(tenants.id, tenantId), unitId ? eq(tenants.unitId, unitId) : sql`true`));
}

/** Changes a draft's dates and terms; undefined when the lease is not a draft. */
export async function updateDraft(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      LeaseRow,
      'startDate' | 'endDate' | 'rentAmount' | 'depositAmount' | 'dueDay' | 'graceDays' | 'lateFee'
    >
  >,
): Promise<LeaseRow | undefined> {
  const [row] = await db
    .update(leases)
    .set(values)
    .where(and(eq(leases.id, id), eq(leases.status, 'draft')))
    .returning();
  return row;
}

/** The stored lease row (terms as the ledger reads them), scoped to the organisation. */
export async function findLeaseRow(db: DbOrTx, orgId: string, id: string): Promise<LeaseRow | undefined> {
  const [row] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.id, id), eq(leases.orgId, orgId)));
  return row;
}

/** The lease that renews `id`, if any. */
export async function findRenewalOf(
  db: DbOrTx,
  orgId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.renewedFromLeaseId, id), eq(leases.orgId, orgId)));
  return row;
}

/** The stored lease row by id, unscoped: the caller has checked that the actor may see it. */
export async function findLeaseRowById(db: DbOrTx, id: string): Promise<LeaseRow | undefined> {
  const [row] = await db.select().from(leases).where(eq(leases.id, id));
  return row;
}
