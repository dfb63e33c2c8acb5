import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { charges, depositDeductions, depositSettlements, leaseRentChanges } from '../../db/schema';

/**
 * The lease lifecycle's ledger SQL (issue 18 items 4 and 7, decision 022): scheduled rent
 * changes, the deposit held, deposit settlements and their deductions. Only ever inserted.
 */

export async function listRentChanges(db: DbOrTx, leaseId: string) {
  return db
    .select({
      id: leaseRentChanges.id,
      effectiveDate: leaseRentChanges.effectiveDate,
      rentAmount: leaseRentChanges.rentAmount,
      createdAt: leaseRentChanges.createdAt,
    })
    .from(leaseRentChanges)
    .where(eq(leaseRentChanges.leaseId, leaseId))
    .orderBy(asc(leaseRentChanges.effectiveDate));
}

/** Inserts a rent change; false when the lease already has one on that date. */
export async function insertRentChange(
  db: DbOrTx,
  values: { leaseId: string; effectiveDate: string; rentAmount: number; createdBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(leaseRentChanges)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: leaseRentChanges.id });
  return rows.length > 0;
}

/** The due date of the lease's latest rent charge, null before the first. */
export async function lastRentDueDate(db: DbOrTx, leaseId: string): Promise<string | null> {
  const result = await db.execute(
    sql`select max(due_date)::text as due from charges where lease_id = ${leaseId} and kind = 'rent'`,
  );
  return rowsOf<{ due: string | null }>(result)[0]?.due ?? null;
}

/** What the tenant has paid on the lease's deposit charge (its allocations, net of reversals). */
export async function depositPaid(db: DbOrTx, leaseId: string): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(paid), 0)::int as paid from charges where lease_id = ${leaseId} and kind = 'deposit'`,
  );
  return Number(rowsOf<{ paid: number }>(result)[0]?.paid ?? 0);
}

/** Charges of another kind ('other'): a settlement's deductions. Returns their ids in order. */
export async function insertOtherCharges(
  db: DbOrTx,
  leaseId: string,
  rows: { period: string; dueDate: string; amount: number }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const [inserted] = await db
      .insert(charges)
      .values({ ...row, leaseId, kind: 'other' })
      .returning({ id: charges.id });
    ids.push(inserted.id);
  }
  return ids;
}

export async function findSettlement(db: DbOrTx, leaseId: string) {
  const [row] = await db.select().from(depositSettlements).where(eq(depositSettlements.leaseId, leaseId));
  return row;
}

export async function insertSettlement(db: DbOrTx, values: typeof depositSettlements.$inferInsert) {
  const [row] = await db.insert(depositSettlements).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertDeductions(db: DbOrTx, rows: (typeof depositDeductions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(depositDeductions).values(rows);
}

export async function listDeductions(db: DbOrTx, settlementId: string) {
  return db
    .select({
      description: depositDeductions.description,
      amount: depositDeductions.amount,
      documentId: depositDeductions.documentId,
    })
    .from(depositDeductions)
    .where(eq(depositDeductions.settlementId, settlementId))
    .orderBy(asc(depositDeductions.position));
}
