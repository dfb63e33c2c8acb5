import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type LeaseTemplateClauseRow, type LeaseTemplateRow, leaseTemplates } from '../../db/schema/renewals';

/** The organisation's lease template row (none until an admin saves one). */
export async function findTemplate(db: DbOrTx, orgId: string): Promise<LeaseTemplateRow | undefined> {
  const [row] = await db.select().from(leaseTemplates).where(eq(leaseTemplates.orgId, orgId));
  return row;
}

export async function upsertTemplate(
  db: DbOrTx,
  values: { orgId: string; clauses: LeaseTemplateClauseRow[]; updatedBy: string },
): Promise<LeaseTemplateRow> {
  const [row] = await db
    .insert(leaseTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: leaseTemplates.orgId,
      set: { clauses: values.clauses, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('lease template not saved');
  return row;
}

/** The names a lease document prints: the organisation (landlord), its currency and its date. */
export async function organisationFacts(
  db: DbOrTx,
  orgId: string,
): Promise<{ name: string; currency: string; today: string } | undefined> {
  const result = await db.execute(
    sql`select o.name, o.currency, (now() at time zone o.time_zone)::date::text as today
          from organisations o where o.id = ${orgId}`,
  );
  const [row] = (result as unknown as { rows: { name: string; currency: string; today: string }[] }).rows;
  return row;
}
