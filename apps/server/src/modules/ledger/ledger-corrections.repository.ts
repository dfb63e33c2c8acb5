import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { paymentRefunds, paymentVoids } from '../../db/schema';

/**
 * The SQL of the ledger's corrections (issue 18): voids and refunds of payments. Like the rest of
 * the ledger they are only ever inserted; an allocation is undone by a reversing allocation row
 * (a negative amount, which the triggers of migration 0007 subtract from `charges.paid`).
 */

export async function findPaymentVoid(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(paymentVoids).where(eq(paymentVoids.paymentId, paymentId));
  return row;
}

export async function insertPaymentVoid(
  db: DbOrTx,
  values: { paymentId: string; reason: string; createdBy: string },
): Promise<void> {
  await db.insert(paymentVoids).values(values);
}

export async function insertPaymentRefund(
  db: DbOrTx,
  values: { paymentId: string; amount: number; reason: string; createdBy: string },
): Promise<void> {
  await db.insert(paymentRefunds).values(values);
}

export async function refundedAmount(db: DbOrTx, paymentId: string): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(amount), 0)::int as total from payment_refunds where payment_id = ${paymentId}`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/**
 * What a payment still holds on each charge (its allocations net of earlier reversals), newest
 * due date first: the order in which a refund takes money back.
 */
export async function netAllocationsOfPayment(
  db: DbOrTx,
  paymentId: string,
): Promise<{ chargeId: string; amount: number }[]> {
  const result = await db.execute(sql`
    select a.charge_id as "chargeId", sum(a.amount)::int as amount
      from payment_allocations a join charges c on c.id = a.charge_id and c.org_id = a.org_id
     where a.payment_id = ${paymentId}
     group by a.charge_id, c.due_date
    having sum(a.amount) > 0
     order by c.due_date desc, a.charge_id desc`);
  return rowsOf<{ chargeId: string; amount: number }>(result).map((row) => ({
    chargeId: row.chargeId,
    amount: Number(row.amount),
  }));
}
