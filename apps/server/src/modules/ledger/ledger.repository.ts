import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type ChargeRow, charges, type PaymentRow, paymentAllocations, payments } from '../../db/schema';
import { type Scope, scopeSql } from '../../db/scope';
import { type LeaseScope, leaseScopeCondition } from './lease-scope';

/**
 * The rent ledger's SQL: charges, payments and their allocations (decision 013). The leases
 * module (a lease's charges) and the payments module (money received) both write the ledger
 * through ledger.service, so neither owns these tables' SQL.
 */

/** A charge with what is still open on it (`amount - paid`) in place of `paid`. */
export interface ChargeWithOpen extends Omit<ChargeRow, 'paid'> {
  open: number;
}

export async function listCharges(db: DbOrTx, leaseId: string): Promise<ChargeWithOpen[]> {
  const rows = await db
    .select({
      id: charges.id,
      orgId: charges.orgId,
      leaseId: charges.leaseId,
      kind: charges.kind,
      period: charges.period,
      dueDate: charges.dueDate,
      amount: charges.amount,
      description: charges.description,
      recurringChargeId: charges.recurringChargeId,
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
  method: PaymentRow['method'];
  receivedAt: Date;
  reference: string | null;
  provider: string | null;
  receiptNumber: number;
  unallocated: number;
  voided: boolean;
  refunded: number;
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
      // What the payment can still settle: nothing once voided; else its amount less what was
      // refunded and what its allocations (reversals included) hold.
      unallocated: sql<number>`(case when ${isVoided} then 0 else ${payments.amount} - ${refundedSum}
        - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = "payments"."id"), 0) end)::int`,
      voided: sql<boolean>`${isVoided}`,
      refunded: sql<number>`${refundedSum}::int`,
    })
    .from(payments)
    .where(eq(payments.leaseId, leaseId))
    .orderBy(asc(payments.receivedAt), asc(payments.receiptNumber));
  return rows.map((row) => ({
    ...row,
    unallocated: Number(row.unallocated),
    voided: Boolean(row.voided),
    refunded: Number(row.refunded),
  }));
}

const isVoided = sql`exists (select 1 from payment_voids v where v.payment_id = "payments"."id")`;
const refundedSum = sql`coalesce((select sum(r.amount) from payment_refunds r where r.payment_id = "payments"."id"), 0)`;

export async function listAllocations(db: DbOrTx, leaseId: string) {
  return db
    .select({
      paymentId: paymentAllocations.paymentId,
      chargeId: paymentAllocations.chargeId,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(
      payments,
      and(eq(payments.id, paymentAllocations.paymentId), eq(payments.orgId, paymentAllocations.orgId)),
    )
    .where(eq(payments.leaseId, leaseId))
    .orderBy(asc(paymentAllocations.createdAt), asc(paymentAllocations.id));
}

/** Inserts a payment; its `owner_id` and `org_id` are copied from the lease in the same statement. */
export async function insertPayment(
  db: DbOrTx,
  values: Omit<typeof payments.$inferInsert, 'ownerId' | 'orgId'>,
) {
  const [row] = await db
    .insert(payments)
    .values({
      ...values,
      ownerId: sql`(select owner_id from leases where id = ${values.leaseId})`,
      orgId: sql`(select org_id from leases where id = ${values.leaseId})`,
    })
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

/** Unscoped: the caller checks that the actor may see the payment's lease. */
export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks the lease row: charge generation, settlement and payments of one lease run one at a time. */
export async function lockLease(db: DbOrTx, leaseId: string): Promise<void> {
  await db.execute(sql`select id from leases where id = ${leaseId} for update`);
}

/**
 * Whether a charge (aliased `c`, its lease `l`) is late as of a date: the one SQL spelling of
 * `lateFeeDate`/`chargeStatus` in packages/core. Grace days count from the due date, which is the
 * first of them ("late fee after the 5th; rent due on the 1st": late from the 6th); 0 grace days
 * still leave the due date itself on time.
 */
function overdueCondition(asOf: string) {
  return sql`${asOf}::date >= c.due_date + greatest(l.grace_days, 1)`;
}

/** Open amounts of the owner's charges split by status as of a date (one pass, for the dashboard). */
export async function openAmounts(
  db: DbOrTx,
  scope: Scope,
  asOf: string,
): Promise<{ pending: number; overdue: number }> {
  // `c.amount - c.paid > 0` as the partial index charges_open_lease_due_idx says it: only charges
  // with something open are read, not the owner's whole rent history (decision 013).
  const result = await db.execute(sql`
    select coalesce(sum(c.amount - c.paid) filter (where not (${overdueCondition(asOf)})), 0)::bigint as pending,
           coalesce(sum(c.amount - c.paid) filter (where ${overdueCondition(asOf)}), 0)::bigint as overdue
      from charges c join leases l on l.id = c.lease_id and l.org_id = c.org_id
     where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)} and c.due_date <= ${asOf}::date and c.amount - c.paid > 0`);
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
  const conditions = [leaseScopeCondition(scope)];
  if (options.leaseId) conditions.push(sql`l.id = ${options.leaseId}`);
  if (options.cursor)
    conditions.push(sql`(c.due_date, c.id) < (${options.cursor.dueDate}::date, ${options.cursor.id}::uuid)`);
  const late = overdueCondition(options.asOf);
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
      join leases l on l.id = c.lease_id and l.org_id = c.org_id
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
     where ${sql.join(conditions, sql` and `)}
     order by c.due_date desc, c.id desc
     limit ${options.limit + 1}`);
  return rowsOf<PaymentDueRow>(result).map((row) => ({ ...row, open: Number(row.open) }));
}
