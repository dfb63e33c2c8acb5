import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type ChargeRow,
  charges,
  chargeVoids,
  paymentReturns,
  type RecurringChargeRow,
  recurringCharges,
} from '../../db/schema';
import { asOfSql, type JobClock } from './ledger-jobs.repository';

/**
 * The SQL of other charges, recurring charges, charge voids and returned payments (issue 18
 * items 5 and 6). Ledger rows are only ever inserted (decision 013); a recurring charge is a
 * template, not a ledger row, so stopping it sets its `stopped_on`.
 */

export async function insertOtherCharge(
  db: DbOrTx,
  values: { leaseId: string; description: string; amount: number; dueDate: string },
): Promise<ChargeRow> {
  const [row] = await db
    .insert(charges)
    .values({ ...values, kind: 'other', period: values.dueDate.slice(0, 7) })
    .returning();
  return row;
}

export async function findCharge(db: DbOrTx, id: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.id, id));
  return row;
}

export async function insertRecurringCharge(
  db: DbOrTx,
  values: { leaseId: string; description: string; amount: number; firstDueDate: string; createdBy: string },
): Promise<RecurringChargeRow> {
  const [row] = await db.insert(recurringCharges).values(values).returning();
  return row;
}

export async function findRecurringCharge(
  db: DbOrTx,
  leaseId: string,
  id: string,
): Promise<RecurringChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(recurringCharges)
    .where(and(eq(recurringCharges.id, id), eq(recurringCharges.leaseId, leaseId)));
  return row;
}

export async function stopRecurringCharge(
  db: DbOrTx,
  id: string,
  stoppedOn: string,
  stoppedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(recurringCharges)
    .set({ stoppedOn, stoppedBy })
    .where(and(eq(recurringCharges.id, id), sql`${recurringCharges.stoppedOn} is null`))
    .returning({ id: recurringCharges.id });
  return rows.length > 0;
}

export function listRecurringCharges(db: DbOrTx, leaseId: string) {
  return db
    .select()
    .from(recurringCharges)
    .where(eq(recurringCharges.leaseId, leaseId))
    .orderBy(recurringCharges.createdAt, recurringCharges.id);
}

/**
 * One set-based statement: each recurring charge's periods due by `asOf` (the first due date's
 * day of the month, clamped to the month's end), within its lease (to the move-out date or the
 * end) and before it was stopped. The unique (recurring charge, period) index makes it
 * idempotent and safe with several instances. Returns the leases that got a charge.
 */
export async function insertRecurringChargesDue(
  db: DbOrTx,
  when: string | JobClock,
  leaseIds?: string[],
): Promise<{ leaseId: string }[]> {
  // As of one date, or of each organisation's own date (the rent-charges job, decision 027).
  const asOf = asOfSql(typeof when === 'string' ? { asOf: when } : when);
  const only =
    leaseIds === undefined
      ? sql`true`
      : sql`r.lease_id in (${sql.join(
          leaseIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  if (leaseIds !== undefined && leaseIds.length === 0) return [];
  const result = await db.execute(sql`
    insert into charges (lease_id, kind, period, due_date, amount, description, recurring_charge_id)
    select r.lease_id, 'other', to_char(d.due, 'YYYY-MM'), d.due, r.amount, r.description, r.id
      from recurring_charges r
      join leases l on l.id = r.lease_id and l.org_id = r.org_id
      join organisations o on o.id = l.org_id
     cross join lateral (
       select (r.first_due_date + make_interval(months => i))::date as due
         from generate_series(0, greatest(0,
           (date_part('year', age(${asOf}, r.first_due_date)) * 12
             + date_part('month', age(${asOf}, r.first_due_date)))::int)) as i
     ) d
     where ${only}
       and l.status <> 'draft'
       and d.due <= ${asOf}
       and d.due <= coalesce(l.move_out_date, l.end_date)
       and (r.stopped_on is null or d.due < r.stopped_on)
    on conflict do nothing
    returning lease_id as "leaseId"`);
  return rowsOf<{ leaseId: string }>(result);
}

export async function findChargeVoid(db: DbOrTx, chargeId: string) {
  const [row] = await db.select().from(chargeVoids).where(eq(chargeVoids.chargeId, chargeId));
  return row;
}

export async function isChargeVoidCredit(db: DbOrTx, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chargeVoids.id })
    .from(chargeVoids)
    .where(eq(chargeVoids.creditPaymentId, paymentId));
  return row !== undefined;
}

export async function insertChargeVoid(
  db: DbOrTx,
  values: { chargeId: string; reason: string; creditPaymentId: string; createdBy: string },
): Promise<void> {
  await db.insert(chargeVoids).values(values);
}

/** What each payment still holds on a charge (allocations net of reversals). */
export async function netAllocationsToCharge(
  db: DbOrTx,
  chargeId: string,
): Promise<{ paymentId: string; amount: number }[]> {
  const result = await db.execute(sql`
    select a.payment_id as "paymentId", sum(a.amount)::int as amount
      from payment_allocations a
     where a.charge_id = ${chargeId}
     group by a.payment_id
    having sum(a.amount) > 0
     order by a.payment_id`);
  return rowsOf<{ paymentId: string; amount: number }>(result).map((row) => ({
    paymentId: row.paymentId,
    amount: Number(row.amount),
  }));
}

export async function findPaymentReturn(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, paymentId));
  return row;
}

export async function insertPaymentReturn(
  db: DbOrTx,
  values: { paymentId: string; reason: string; feeChargeId: string | null; createdBy: string },
): Promise<void> {
  await db.insert(paymentReturns).values(values);
}

/** The lease's charges' descriptions, templates, voids and return fees (GET …/ledger-details). */
export async function chargeDetails(db: DbOrTx, leaseId: string) {
  const result = await db.execute(sql`
    select c.id as "chargeId", c.description, c.recurring_charge_id as "recurringChargeId",
           v.reason as "voidReason", v.created_at as "voidedAt", r.payment_id as "returnFeeOfPaymentId"
      from charges c
      left join charge_voids v on v.charge_id = c.id and v.org_id = c.org_id
      left join payment_returns r on r.fee_charge_id = c.id and r.org_id = c.org_id
     where c.lease_id = ${leaseId}
     order by c.due_date, c.id`);
  return rowsOf<{
    chargeId: string;
    description: string | null;
    recurringChargeId: string | null;
    voidReason: string | null;
    voidedAt: Date | string | null;
    returnFeeOfPaymentId: string | null;
  }>(result);
}

/** The lease's payments' voids, returns and charge-void credits (GET …/ledger-details). */
export async function paymentDetails(db: DbOrTx, leaseId: string) {
  const result = await db.execute(sql`
    select p.id as "paymentId", v.reason as "voidReason", v.created_at as "voidedAt",
           r.reason as "returnReason", r.created_at as "returnedAt", cv.charge_id as "voidsChargeId"
      from payments p
      left join payment_voids v on v.payment_id = p.id and v.org_id = p.org_id
      left join payment_returns r on r.payment_id = p.id and r.org_id = p.org_id
      left join charge_voids cv on cv.credit_payment_id = p.id and cv.org_id = p.org_id
     where p.lease_id = ${leaseId}
     order by p.received_at, p.receipt_number`);
  return rowsOf<{
    paymentId: string;
    voidReason: string | null;
    voidedAt: Date | string | null;
    returnReason: string | null;
    returnedAt: Date | string | null;
    voidsChargeId: string | null;
  }>(result);
}
