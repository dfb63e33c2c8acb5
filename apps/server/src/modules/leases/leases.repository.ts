import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asOfSql, type JobClock } from '../../db/job-clock';
import { containsPattern, cursorTime } from '../../db/pagination';
import { rowsOf } from '../../db/rows';
import { type LeaseRow, leases, tenants, units } from '../../db/schema';
import { inScope, type Scope } from '../../db/scope';
import { type LeaseScope, leaseScopeCondition as scopeCondition } from '../ledger/lease-scope';

export interface LeaseWithPlace extends LeaseRow {
  propertyAddress: string;
  unitLabel: string | null;
  tenantFirstName: string;
  tenantLastName: string;
  tenantAuthUserId: string | null;
  balance: number;
  /** The lease's tenant is still assigned to its unit (core leases/expiry.ts). */
  tenantAssigned: boolean;
  /** A later lease (not a draft) on the same unit, or a renewal of this one, exists. */
  superseded: boolean;
}

const leaseSelect = sql`
  select l.id, l.org_id as "orgId", l.owner_id as "ownerId", l.property_id as "propertyId", l.unit_id as "unitId",
         l.tenant_id as "tenantId", l.start_date::text as "startDate", l.end_date::text as "endDate",
         l.rent_amount as "rentAmount", l.deposit_amount as "depositAmount", l.due_day as "dueDay",
         l.grace_days as "graceDays", l.late_fee as "lateFee", l.status, l.recorded_on::text as "recordedOn",
         l.created_at as "createdAt", p.address as "propertyAddress", u.label as "unitLabel",
         t.first_name as "tenantFirstName", t.last_name as "tenantLastName", t.auth_user_id as "tenantAuthUserId",
         l.move_out_date::text as "moveOutDate", l.renewed_from_lease_id as "renewedFromLeaseId",
         l.end_reason as "endReason", l.ended_by as "endedBy",
         -- The facts of the expiry flags (issue 22, packages/core/src/leases/expiry.ts).
         (t.status in ('pending', 'active') and t.unit_id is not distinct from l.unit_id) as "tenantAssigned",
         (exists (select 1 from leases n where n.unit_id = l.unit_id and n.org_id = l.org_id and n.id <> l.id
                    and n.status <> 'draft' and n.start_date > l.start_date)
          or exists (select 1 from leases r where r.renewed_from_lease_id = l.id and r.org_id = l.org_id
                       and r.status <> 'draft')) as superseded,
         -- The balance is the ledger's sum, read here so a page of leases is one query: charges
         -- − payments + refunds, a voided payment counting for nothing (as ledger.service's readLedger).
         (coalesce((select sum(c.amount) from charges c where c.lease_id = l.id), 0)
          - coalesce((select sum(pm.amount) from payments pm where pm.lease_id = l.id
                       and not exists (select 1 from payment_voids v where v.payment_id = pm.id)), 0)
          + coalesce((select sum(r.amount) from payment_refunds r join payments pm on pm.id = r.payment_id and pm.org_id = r.org_id
                       where pm.lease_id = l.id), 0))::bigint as balance
    from leases l
    join properties p on p.id = l.property_id and p.org_id = l.org_id
    join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
    left join units u on u.id = l.unit_id and u.org_id = l.org_id`;

function toLease(row: LeaseWithPlace): LeaseWithPlace {
  return { ...row, createdAt: new Date(row.createdAt) };
}

/** The caller's leases, newest first; `search` matches the tenant's name or the address. */
export async function listLeases(
  db: DbOrTx,
  scope: LeaseScope,
  options: { limit: number; cursor?: { createdAt: Date; id: string }; search?: string },
): Promise<LeaseWithPlace[]> {
  const conditions = [scopeCondition(scope)];
  if (options.cursor) {
    conditions.push(
      sql`(l.created_at, l.id) < (${cursorTime('leases', options.cursor)}, ${options.cursor.id}::uuid)`,
    );
  }
  if (options.search) {
    const pattern = containsPattern(options.search);
    conditions.push(sql`(t.first_name || ' ' || t.last_name ilike ${pattern} or p.address ilike ${pattern})`);
  }
  const result = await db.execute(
    sql`${leaseSelect} where ${sql.join(conditions, sql` and `)} order by l.created_at desc, l.id desc limit ${options.limit + 1}`,
  );
  return rowsOf<LeaseWithPlace>(result).map(toLease);
}

/**
 * The leases that may carry an expiry flag on `today`: in scope, not drafts, ending (or moved out)
 * within 90 days or already past, and still active or with their tenant in the unit. Core's
 * leaseExpiryFlag decides; this only keeps the rest of the history out of the read.
 */
export async function listExpiryCandidates(
  db: DbOrTx,
  scope: LeaseScope,
  today: string,
): Promise<LeaseWithPlace[]> {
  const result = await db.execute(sql`${leaseSelect}
    where ${scopeCondition(scope)} and l.status <> 'draft'
      and least(l.end_date, coalesce(l.move_out_date, l.end_date)) <= ${today}::date + 90
      and (l.status = 'active' or (t.status in ('pending', 'active') and t.unit_id is not distinct from l.unit_id))
    order by l.end_date, l.id
    limit 1000`);
  return rowsOf<LeaseWithPlace>(result).map(toLease);
}

export async function findLease(
  db: DbOrTx,
  scope: LeaseScope,
  id: string,
): Promise<LeaseWithPlace | undefined> {
  const result = await db.execute(sql`${leaseSelect} where l.id = ${id} and ${scopeCondition(scope)}`);
  const [row] = rowsOf<LeaseWithPlace>(result);
  return row ? toLease(row) : undefined;
}

export async function insertLease(db: DbOrTx, values: typeof leases.$inferInsert): Promise<LeaseRow> {
  const [row] = await db.insert(leases).values(values).returning();
  return row;
}

/** Serialises lease creation per unit (the overlap check and the insert happen under this lock). */
export async function lockUnit(db: DbOrTx, unitId: string): Promise<void> {
  await db.execute(sql`select id from units where id = ${unitId} for update`);
}

export async function findOverlappingActiveLease(
  db: DbOrTx,
  unitId: string,
  startDate: string,
  endDate: string,
): Promise<LeaseRow | undefined> {
  const [row] = await db
    .select()
    .from(leases)
    .where(
      and(
        eq(leases.unitId, unitId),
        eq(leases.status, 'active'),
        lte(leases.startDate, endDate),
        sql`${leases.endDate} >= ${startDate}`,
      ),
    )
    .limit(1);
  return row;
}

/** Moves the tenant into the lease's unit and marks it active (occupancy follows tenants.unit_id). */
export async function occupyUnit(
  db: DbOrTx,
  tenantId: string,
  values: { propertyId: string; unitId: string | null },
): Promise<void> {
  await db
    .update(tenants)
    .set({ status: 'active', propertyId: values.propertyId, unitId: values.unitId })
    .where(eq(tenants.id, tenantId));
}

export async function endLeasesBefore(db: DbOrTx, clock: JobClock): Promise<number> {
  const result = await db.execute(sql`
    update leases l set status = 'ended'
      from organisations o
     where o.id = l.org_id and l.status = 'active' and l.end_date < ${asOfSql(clock)}
    returning l.id`);
  return rowsOf<{ id: string }>(result).length;
}

/** Turns a draft into an active lease recorded on `recordedOn`; undefined when it is no draft. */
export async function activateDraft(
  db: DbOrTx,
  id: string,
  recordedOn: string,
): Promise<LeaseRow | undefined> {
  const [row] = await db
    .update(leases)
    .set({ status: 'active', recordedOn })
    .where(and(eq(leases.id, id), eq(leases.status, 'draft')))
    .returning();
  return row;
}

/** Deletes a draft (it has no charges); false when the lease is not a draft. */
export async function deleteDraft(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(leases)
    .where(and(eq(leases.id, id), eq(leases.status, 'draft')))
    .returning({ id: leases.id });
  return rows.length > 0;
}

export interface ExpiringLease {
  id: string;
  ownerId: string;
  endDate: string;
  propertyAddress: string;
  unitLabel: string | null;
  tenantName: string;
}

/** Active leases ending between `asOf` and `asOf + days` (the Expiring Soon window). */
export async function listExpiringLeases(
  db: DbOrTx,
  clock: JobClock,
  days: number,
): Promise<ExpiringLease[]> {
  const asOf = asOfSql(clock);
  const result = await db.execute(sql`
    select l.id, l.owner_id as "ownerId", l.end_date::text as "endDate", p.address as "propertyAddress",
           u.label as "unitLabel", t.first_name || ' ' || t.last_name as "tenantName"
      from leases l
      join organisations o on o.id = l.org_id
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
     where l.status = 'active' and l.end_date >= ${asOf} and l.end_date <= (${asOf} + ${days}::int)
     order by l.end_date, l.id`);
  return rowsOf<ExpiringLease>(result);
}

export async function tenantIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.authUserId, userId));
  return rows.map((row) => row.id);
}

export async function findOwnedTenant(db: DbOrTx, scope: Scope, tenantId: string) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), inScope(tenants.orgId, tenants.propertyId, scope)));
  return row;
}

export async function findVacantUnit(db: DbOrTx, propertyId: string, exceptTenantId: string) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        sql`not exists (select 1 from tenants t where t.unit_id = ${units.id} and t.status in ('pending','active') and t.id <> ${exceptTenantId})`,
        sql`not exists (select 1 from leases l where l.unit_id = ${units.id} and l.status = 'active')`,
      ),
    )
    .orderBy(asc(units.position))
    .limit(1);
  return row;
}
