import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern, cursorTime } from '../../db/pagination';
import {
  type ChargeRow,
  charges,
  type LeaseRow,
  leases,
  paymentAllocations,
  payments,
  tenants,
  units,
} from '../../db/schema';

export interface LeaseWithPlace extends LeaseRow {
  propertyAddress: string;
  unitLabel: string | null;
  tenantFirstName: string;
  tenantLastName: string;
  tenantAuthUserId: string | null;
  balance: number;
}

/** Who may see a lease: its owner, or the tenant whose login the lease's tenant record is. */
export type LeaseScope = { ownerId: string } | { tenantUserId: string };

function scopeCondition(scope: LeaseScope) {
  if ('ownerId' in scope) return sql`l.owner_id = ${scope.ownerId}`;
  // A tenant record is linked to its login by auth_user_id once the tenant has signed in; until
  // then by its email (one tenant record and one account per email address).
  // A draft is the owner's work in progress: the tenant sees it once it is activated.
  return sql`l.status <> 'draft' and (t.auth_user_id = ${scope.tenantUserId}
    or (t.auth_user_id is null and lower(t.email) = (select lower(email) from users where id = ${scope.tenantUserId})))`;
}

const leaseSelect = sql`
  select l.id, l.owner_id as "ownerId", l.property_id as "propertyId", l.unit_id as "unitId",
         l.tenant_id as "tenantId", l.start_date::text as "startDate", l.end_date::text as "endDate",
         l.rent_amount as "rentAmount", l.deposit_amount as "depositAmount", l.due_day as "dueDay",
         l.grace_days as "graceDays", l.late_fee as "lateFee", l.status, l.recorded_on::text as "recordedOn",
         l.created_at as "createdAt", p.address as "propertyAddress", u.label as "unitLabel",
         t.first_name as "tenantFirstName", t.last_name as "tenantLastName", t.auth_user_id as "tenantAuthUserId",
         (coalesce((select sum(c.amount) from charges c where c.lease_id = l.id), 0)
          - coalesce((select sum(pm.amount) from payments pm where pm.lease_id = l.id), 0))::int as balance
    from leases l
    join properties p on p.id = l.property_id
    join tenants t on t.id = l.tenant_id
    left join units u on u.id = l.unit_id`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

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

/** Any lease, active or ended: a property with a rent ledger keeps its history. */
export async function countLeasesOfProperty(db: DbOrTx, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leases)
    .where(eq(leases.propertyId, propertyId));
  return row.n;
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

/** A charge with what is still open on it (`amount - paid`) in place of `paid`. */
export interface ChargeWithOpen extends Omit<ChargeRow, 'paid'> {
  open: number;
}

export async function listCharges(db: DbOrTx, leaseId: string): Promise<ChargeWithOpen[]> {
  const rows = await db
    .select({
      id: charges.id,
      leaseId: charges.leaseId,
      kind: charges.kind,
      period: charges.period,
      dueDate: charges.dueDate,
      amount: charges.amount,
      createdAt: charges.createdAt,
      // `paid` is the sum of the charge's allocations, kept by triggers (decision 013).
      open: sql<number>`${charges.amount} - ${charges.paid}`,
    })
    .from(charges)
    .where(eq(charges.leaseId, leaseId))
    .orderBy(
      asc(charges.dueDate),
      sql`case ${charges.kind} when 'deposit' then 0 when 'rent' then 1 when 'late_fee' then 2 else 3 end`,
      asc(charges.createdAt),
      asc(charges.id),
    );
  return rows.map((row) => ({ ...row, open: Number(row.open) }));
}

/** Inserts the charges not there yet; the unique (lease, kind, period) index makes it idempotent. */
export async function insertMissingCharges(
  db: DbOrTx,
  leaseId: string,
  rows: { kind: 'rent' | 'deposit' | 'late_fee'; period: string; dueDate: string; amount: number }[],
): Promise<number> {
  let count = 0;
  // In batches: one INSERT of tens of thousands of rows overflows the query builder's stack.
  for (let start = 0; start < rows.length; start += CHARGE_INSERT_BATCH) {
    const inserted = await db
      .insert(charges)
      .values(rows.slice(start, start + CHARGE_INSERT_BATCH).map((row) => ({ ...row, leaseId })))
      .onConflictDoNothing()
      .returning({ id: charges.id });
    count += inserted.length;
  }
  return count;
}

const CHARGE_INSERT_BATCH = 1000;

export interface PaymentWithUnallocated {
  id: string;
  leaseId: string;
  tenantId: string;
  amount: number;
  method: 'card' | 'bank' | 'cash' | 'check';
  receivedAt: Date;
  reference: string | null;
  provider: string | null;
  receiptNumber: number;
  unallocated: number;
}

export async function listPayments(db: DbOrTx, leaseId: string): Promise<PaymentWithUnallocated[]> {
  const rows = await db
    .select({
      id: payments.id,
      leaseId: payments.leaseId,
      tenantId: payments.tenantId,
      amount: payments.amount,
      method: payments.method,
      receivedAt: payments.receivedAt,
      reference: payments.reference,
      provider: payments.provider,
      receiptNumber: payments.receiptNumber,
      unallocated: sql<number>`(${payments.amount} - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = "payments"."id"), 0))::int`,
    })
    .from(payments)
    .where(eq(payments.leaseId, leaseId))
    .orderBy(asc(payments.receivedAt), asc(payments.receiptNumber));
  return rows.map((row) => ({ ...row, unallocated: Number(row.unallocated) }));
}

export async function listAllocations(db: DbOrTx, leaseId: string) {
  return db
    .select({
      paymentId: paymentAllocations.paymentId,
      chargeId: paymentAllocations.chargeId,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(eq(payments.leaseId, leaseId))
    .orderBy(asc(paymentAllocations.createdAt), asc(paymentAllocations.id));
}

/** Inserts a payment; its `owner_id` is copied from the lease in the same statement. */
export async function insertPayment(db: DbOrTx, values: Omit<typeof payments.$inferInsert, 'ownerId'>) {
  const [row] = await db
    .insert(payments)
    .values({ ...values, ownerId: sql`(select owner_id from leases where id = ${values.leaseId})` })
    .returning();
  return row;
}

/** Inserts allocation rows; the triggers of migration 0007 add them to `charges.paid` in this statement. */
export async function insertAllocations(
  db: DbOrTx,
  paymentId: string,
  rows: { chargeId: string; amount: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(paymentAllocations).values(rows.map((row) => ({ ...row, paymentId })));
}

/** Locks the lease row: charge generation, settlement and payments of one lease run one at a time. */
export async function lockLease(db: DbOrTx, leaseId: string): Promise<void> {
  await db.execute(sql`select id from leases where id = ${leaseId} for update`);
}

export async function listActiveLeases(db: DbOrTx, asOf: string): Promise<LeaseRow[]> {
  return db
    .select()
    .from(leases)
    .where(and(eq(leases.status, 'active'), lte(leases.startDate, asOf)))
    .orderBy(asc(leases.id));
}

export async function endLeasesBefore(db: DbOrTx, asOf: string): Promise<number> {
  const rows = await db
    .update(leases)
    .set({ status: 'ended' })
    .where(and(eq(leases.status, 'active'), sql`${leases.endDate} < ${asOf}`))
    .returning({ id: leases.id });
  return rows.length;
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
export async function listExpiringLeases(db: DbOrTx, asOf: string, days: number): Promise<ExpiringLease[]> {
  const result = await db.execute(sql`
    select l.id, l.owner_id as "ownerId", l.end_date::text as "endDate", p.address as "propertyAddress",
           u.label as "unitLabel", t.first_name || ' ' || t.last_name as "tenantName"
      from leases l
      join properties p on p.id = l.property_id
      join tenants t on t.id = l.tenant_id
      left join units u on u.id = l.unit_id
     where l.status = 'active' and l.end_date >= ${asOf}::date and l.end_date <= (${asOf}::date + ${days}::int)
     order by l.end_date, l.id`);
  return rowsOf<ExpiringLease>(result);
}

/** Open amounts of the owner's charges split by status as of a date (one pass, for the dashboard). */
export async function openAmounts(
  db: DbOrTx,
  ownerId: string,
  asOf: string,
): Promise<{ pending: number; overdue: number }> {
  // `c.amount - c.paid > 0` as the partial index charges_open_lease_due_idx says it: only charges
  // with something open are read, not the owner's whole rent history (decision 013).
  const result = await db.execute(sql`
    select coalesce(sum(c.amount - c.paid) filter (where ${asOf}::date - c.due_date <= l.grace_days), 0)::int as pending,
           coalesce(sum(c.amount - c.paid) filter (where ${asOf}::date - c.due_date > l.grace_days), 0)::int as overdue
      from charges c join leases l on l.id = c.lease_id
     where l.owner_id = ${ownerId} and c.due_date <= ${asOf}::date and c.amount - c.paid > 0`);
  const [row] = rowsOf<{ pending: number; overdue: number }>(result);
  return { pending: Number(row.pending), overdue: Number(row.overdue) };
}

export interface PaymentDueRow extends ChargeWithOpen {
  graceDays: number;
  tenantId: string;
  tenantFirstName: string;
  tenantLastName: string;
  propertyAddress: string;
  unitLabel: string | null;
}

/**
 * Charges of the caller's leases with what is still open, newest due first. `status` filters in
 * SQL with the same rule as `chargeStatus` in packages/core.
 */
export async function listPaymentsDue(
  db: DbOrTx,
  scope: LeaseScope,
  options: {
    asOf: string;
    limit: number;
    status?: 'paid' | 'pending' | 'overdue' | 'open';
    leaseId?: string;
    cursor?: { dueDate: string; id: string };
  },
): Promise<PaymentDueRow[]> {
  const open = sql`(c.amount - c.paid)`;
  // Written as the predicate of the partial index on open charges, so that it can serve it.
  const isOpen = sql`c.amount - c.paid > 0`;
  const conditions = [scopeCondition(scope)];
  if (options.leaseId) conditions.push(sql`l.id = ${options.leaseId}`);
  if (options.cursor)
    conditions.push(sql`(c.due_date, c.id) < (${options.cursor.dueDate}::date, ${options.cursor.id}::uuid)`);
  const late = sql`${options.asOf}::date - c.due_date > l.grace_days`;
  if (options.status === 'paid') conditions.push(sql`c.amount - c.paid <= 0`);
  if (options.status === 'open') conditions.push(isOpen);
  if (options.status === 'pending') conditions.push(sql`${isOpen} and not (${late})`);
  if (options.status === 'overdue') conditions.push(sql`${isOpen} and ${late}`);
  const result = await db.execute(sql`
    select c.id, c.lease_id as "leaseId", c.kind, c.period, c.due_date::text as "dueDate", c.amount,
           c.created_at as "createdAt", ${open}::int as open, l.grace_days as "graceDays",
           t.id as "tenantId", t.first_name as "tenantFirstName", t.last_name as "tenantLastName",
           p.address as "propertyAddress", u.label as "unitLabel"
      from charges c
      join leases l on l.id = c.lease_id
      join tenants t on t.id = l.tenant_id
      join properties p on p.id = l.property_id
      left join units u on u.id = l.unit_id
     where ${sql.join(conditions, sql` and `)}
     order by c.due_date desc, c.id desc
     limit ${options.limit + 1}`);
  return rowsOf<PaymentDueRow>(result).map((row) => ({ ...row, open: Number(row.open) }));
}

export async function tenantIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.authUserId, userId));
  return rows.map((row) => row.id);
}

export async function findOwnedTenant(db: DbOrTx, ownerId: string, tenantId: string) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.ownerId, ownerId)));
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
