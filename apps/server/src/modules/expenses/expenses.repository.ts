import type { ExpenseCategory } from '@rentwise/core/expenses/schemas';
import { and, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Keyset } from '../../db/pagination';
import {
  documents,
  type ExpenseRow,
  expenses,
  maintenanceRequests,
  properties,
  units,
  vendors,
} from '../../db/schema';
import { inScope, type Scope } from '../../db/scope';

/** An expense with the names the list shows beside it. */
export interface ExpenseView extends ExpenseRow {
  propertyName: string;
  unitLabel: string | null;
  vendorName: string | null;
  documentName: string | null;
  maintenanceRequestTitle: string | null;
}

const viewColumns = {
  id: expenses.id,
  orgId: expenses.orgId,
  propertyId: expenses.propertyId,
  unitId: expenses.unitId,
  vendorId: expenses.vendorId,
  category: expenses.category,
  date: expenses.date,
  amount: expenses.amount,
  description: expenses.description,
  documentId: expenses.documentId,
  maintenanceRequestId: expenses.maintenanceRequestId,
  createdBy: expenses.createdBy,
  createdAt: expenses.createdAt,
  voidedAt: expenses.voidedAt,
  voidedBy: expenses.voidedBy,
  voidReason: expenses.voidReason,
  propertyName: properties.name,
  unitLabel: units.label,
  vendorName: vendors.name,
  documentName: documents.name,
  maintenanceRequestTitle: maintenanceRequests.title,
};

function joined(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(expenses)
    .innerJoin(properties, and(eq(properties.id, expenses.propertyId), eq(properties.orgId, expenses.orgId)))
    .leftJoin(units, and(eq(units.id, expenses.unitId), eq(units.orgId, expenses.orgId)))
    .leftJoin(vendors, and(eq(vendors.id, expenses.vendorId), eq(vendors.orgId, expenses.orgId)))
    .leftJoin(documents, and(eq(documents.id, expenses.documentId), eq(documents.orgId, expenses.orgId)))
    .leftJoin(
      maintenanceRequests,
      and(
        eq(maintenanceRequests.id, expenses.maintenanceRequestId),
        eq(maintenanceRequests.orgId, expenses.orgId),
      ),
    );
}

export interface ExpenseFilters {
  propertyId?: string;
  category?: ExpenseCategory;
  maintenanceRequestId?: string;
  from?: string;
  to?: string;
  includeVoided: boolean;
}

function filterConditions(scope: Scope, filters: ExpenseFilters): SQL[] {
  const conditions = [inScope(expenses.orgId, expenses.propertyId, scope)];
  if (filters.propertyId) conditions.push(eq(expenses.propertyId, filters.propertyId));
  if (filters.category) conditions.push(eq(expenses.category, filters.category));
  if (filters.maintenanceRequestId) {
    conditions.push(eq(expenses.maintenanceRequestId, filters.maintenanceRequestId));
  }
  if (filters.from) conditions.push(gte(expenses.date, filters.from));
  if (filters.to) conditions.push(lte(expenses.date, filters.to));
  if (!filters.includeVoided) conditions.push(isNull(expenses.voidedAt));
  return conditions;
}

/** A page in (date desc, id desc) order, `limit + 1` rows (index org_id, date, id). */
export async function listExpenses(
  db: DbOrTx,
  scope: Scope,
  filters: ExpenseFilters,
  page: { limit: number; after?: Keyset },
): Promise<ExpenseView[]> {
  const conditions = filterConditions(scope, filters);
  if (page.after) {
    const { key, id } = page.after;
    conditions.push(or(lt(expenses.date, key), and(eq(expenses.date, key), lt(expenses.id, id)))!);
  }
  return joined(db)
    .where(and(...conditions))
    .orderBy(desc(expenses.date), desc(expenses.id))
    .limit(page.limit + 1);
}

/** The sum of the non-voided expenses the filters match (all pages), as a bigint sum. */
export async function totalExpenses(db: DbOrTx, scope: Scope, filters: ExpenseFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${expenses.amount})::bigint, 0)::text` })
    .from(expenses)
    .where(and(...filterConditions(scope, { ...filters, includeVoided: false })));
  return Number(row?.total ?? 0);
}

export async function findExpense(db: DbOrTx, scope: Scope, id: string): Promise<ExpenseView | undefined> {
  const [row] = await joined(db).where(
    and(eq(expenses.id, id), inScope(expenses.orgId, expenses.propertyId, scope)),
  );
  return row;
}

/** Locks the expense row for a change (the caller has checked it is in scope). */
export async function lockExpense(db: DbOrTx, orgId: string, id: string): Promise<ExpenseRow | undefined> {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.orgId, orgId)))
    .for('update');
  return row;
}

/**
 * Which of an expense's references are not the organisation's (or, for a unit or a maintenance
 * request, not of the expense's property): the field names, for a 400 on each.
 */
export async function invalidReferences(
  db: DbOrTx,
  orgId: string,
  propertyId: string,
  refs: {
    unitId?: string | null;
    vendorId?: string | null;
    documentId?: string | null;
    maintenanceRequestId?: string | null;
  },
): Promise<string[]> {
  const checks: Promise<{ field: string; ok: boolean }>[] = [];
  const exists = (field: string, query: SQL) =>
    db.execute(sql`select exists(${query}) as ok`).then((result) => ({
      field,
      ok: Boolean((result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok),
    }));
  if (refs.unitId) {
    checks.push(
      exists(
        'unitId',
        sql`select 1 from ${units} where ${units.id} = ${refs.unitId} and ${units.orgId} = ${orgId} and ${units.propertyId} = ${propertyId}`,
      ),
    );
  }
  if (refs.vendorId) {
    checks.push(
      exists(
        'vendorId',
        sql`select 1 from ${vendors} where ${vendors.id} = ${refs.vendorId} and ${vendors.orgId} = ${orgId}`,
      ),
    );
  }
  if (refs.documentId) {
    checks.push(
      exists(
        'documentId',
        sql`select 1 from ${documents} where ${documents.id} = ${refs.documentId} and ${documents.orgId} = ${orgId}`,
      ),
    );
  }
  if (refs.maintenanceRequestId) {
    checks.push(
      exists(
        'maintenanceRequestId',
        sql`select 1 from ${maintenanceRequests} where ${maintenanceRequests.id} = ${refs.maintenanceRequestId} and ${maintenanceRequests.orgId} = ${orgId} and ${maintenanceRequests.propertyId} = ${propertyId}`,
      ),
    );
  }
  const results = await Promise.all(checks);
  return results.filter((result) => !result.ok).map((result) => result.field);
}

export async function insertExpense(db: DbOrTx, values: typeof expenses.$inferInsert): Promise<ExpenseRow> {
  const [row] = await db.insert(expenses).values(values).returning();
  return row;
}

export async function updateExpense(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<typeof expenses.$inferInsert>,
): Promise<void> {
  await db
    .update(expenses)
    .set(values)
    .where(and(eq(expenses.id, id), eq(expenses.orgId, orgId)));
}
