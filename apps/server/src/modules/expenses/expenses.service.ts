import { AppError } from '@rentwise/core/errors';
import type {
  Expense,
  ExpenseBody,
  ExpenseListQuery,
  ExpensePage,
  UpdateExpenseBody,
  VoidExpenseBody,
} from '@rentwise/core/expenses/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeKeyset, encodeKeyset, KEY_FORMATS } from '../../db/pagination';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import * as properties from '../properties/properties.service';
import * as repo from './expenses.repository';

/**
 * Expenses (bills) of a property (issue 19 item 1). Recorded by whoever has `expense.write` on the
 * property; never deleted: a wrong one is voided with its reason and stays in the list (filtered
 * out unless asked) and in the audit log. Statements and NOI count the non-voided ones.
 */

const notFound = () => new AppError('NOT_FOUND', 'Expense not found');

export function toExpenseDto(row: repo.ExpenseView): Expense {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    unitId: row.unitId,
    unitLabel: row.unitLabel,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    category: row.category,
    date: row.date,
    amount: row.amount,
    description: row.description,
    documentId: row.documentId,
    documentName: row.documentName,
    maintenanceRequestId: row.maintenanceRequestId,
    maintenanceRequestTitle: row.maintenanceRequestTitle,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields the audit log keeps of an expense. */
function audited(
  row: Pick<
    repo.ExpenseView,
    | 'propertyId'
    | 'unitId'
    | 'vendorId'
    | 'category'
    | 'date'
    | 'amount'
    | 'description'
    | 'documentId'
    | 'maintenanceRequestId'
  >,
) {
  return {
    propertyId: row.propertyId,
    unitId: row.unitId,
    vendorId: row.vendorId,
    category: row.category,
    date: row.date,
    amount: row.amount,
    description: row.description,
    documentId: row.documentId,
    maintenanceRequestId: row.maintenanceRequestId,
  };
}

/** GET /api/expenses: newest first, with the total of every page. */
export async function listExpenses(db: Db, actor: Actor, query: ExpenseListQuery): Promise<ExpensePage> {
  requireAccess(actor, 'expense.read');
  const after = decodeKeyset(query.cursor, KEY_FORMATS.date);
  const filters: repo.ExpenseFilters = {
    propertyId: query.propertyId,
    category: query.category,
    maintenanceRequestId: query.maintenanceRequestId,
    from: query.from,
    to: query.to,
    includeVoided: query.includeVoided,
  };
  const [rows, total] = await Promise.all([
    repo.listExpenses(db, actor, filters, { limit: query.limit, after }),
    repo.totalExpenses(db, actor, filters),
  ]);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map(toExpenseDto),
    nextCursor: hasMore && last ? encodeKeyset(last.date, last.id) : null,
    total,
  };
}

export async function getExpense(db: DbOrTx, actor: Actor, id: string): Promise<Expense> {
  requireAccess(actor, 'expense.read');
  const row = await repo.findExpense(db, actor, id);
  if (!row) throw notFound();
  return toExpenseDto(row);
}

/** Each reference must be the organisation's (a unit or a repair: of the expense's property) → else 400. */
async function checkReferences(
  db: DbOrTx,
  orgId: string,
  propertyId: string,
  refs: Parameters<typeof repo.invalidReferences>[3],
): Promise<void> {
  const invalid = await repo.invalidReferences(db, orgId, propertyId, refs);
  if (invalid.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some references are not valid for this property', {
      details: Object.fromEntries(invalid.map((field) => [field, 'expenses:validation.referenceInvalid'])),
    });
  }
}

/** POST /api/expenses: on a property the actor may see (else 404). */
export async function createExpense(db: Db, actor: Actor, body: ExpenseBody): Promise<Expense> {
  requireAccess(actor, 'expense.write', { propertyId: body.propertyId });
  return db.transaction(async (tx) => {
    const property = await properties.findOwnedProperty(tx, actor, body.propertyId);
    if (!property) throw new AppError('NOT_FOUND', 'Property not found');
    await checkReferences(tx, actor.orgId, body.propertyId, body);
    const row = await repo.insertExpense(tx, {
      orgId: actor.orgId,
      propertyId: body.propertyId,
      unitId: body.unitId ?? null,
      vendorId: body.vendorId ?? null,
      category: body.category,
      date: body.date,
      amount: body.amount,
      description: body.description,
      documentId: body.documentId ?? null,
      maintenanceRequestId: body.maintenanceRequestId ?? null,
      createdBy: actor.userId,
    });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'expense',
      entityId: row.id,
      after: audited(row),
    });
    return getExpense(tx, actor, row.id);
  });
}

/** Reads an expense in scope for a change, locked; a voided one cannot change (409). */
async function lockForChange(tx: DbOrTx, actor: MemberActor, id: string) {
  const visible = await repo.findExpense(tx, actor, id);
  if (!visible) throw notFound();
  const row = await repo.lockExpense(tx, actor.orgId, id);
  if (!row) throw notFound();
  if (row.voidedAt)
    throw new AppError('CONFLICT', 'This expense is voided', { key: 'errors:expense.voided' });
  return row;
}

/** PATCH /api/expenses/:id. */
export async function updateExpense(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateExpenseBody,
): Promise<Expense> {
  requireAccess(actor, 'expense.write');
  return db.transaction(async (tx) => {
    const before = await lockForChange(tx, actor, id);
    await checkReferences(tx, actor.orgId, before.propertyId, body);
    const changes: Partial<repo.ExpenseView> = {};
    for (const key of [
      'unitId',
      'vendorId',
      'category',
      'date',
      'amount',
      'description',
      'documentId',
      'maintenanceRequestId',
    ] as const) {
      if (body[key] !== undefined) (changes as Record<string, unknown>)[key] = body[key];
    }
    await repo.updateExpense(tx, actor.orgId, id, changes);
    const after = await getExpense(tx, actor, id);
    await recordAuditUpdate(tx, actor, {
      entityType: 'expense',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** POST /api/expenses/:id/void: kept, with its reason; twice → 409. */
export async function voidExpense(db: Db, actor: Actor, id: string, body: VoidExpenseBody): Promise<Expense> {
  requireAccess(actor, 'expense.write');
  return db.transaction(async (tx) => {
    await lockForChange(tx, actor, id);
    const voidedAt = new Date();
    await repo.updateExpense(tx, actor.orgId, id, {
      voidedAt,
      voidedBy: actor.userId,
      voidReason: body.reason,
    });
    await recordAuditEvent(tx, actor, {
      action: 'void',
      entityType: 'expense',
      entityId: id,
      before: { voidedAt: null },
      after: { voidedAt, reason: body.reason },
    });
    return getExpense(tx, actor, id);
  });
}
