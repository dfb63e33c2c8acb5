import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  afterCursorPlaceholders,
  type ListPage,
  type ListShape,
  listParams,
  listShape,
  listStatementName,
} from '../../db/pagination';
import { preparedRows } from '../../db/prepared';
import { properties, type TenantRow, tenants, units } from '../../db/schema';

export interface TenantWithPlace extends TenantRow {
  propertyAddress: string;
  unitLabel: string | null;
}

const columns = {
  id: tenants.id,
  ownerId: tenants.ownerId,
  authUserId: tenants.authUserId,
  firstName: tenants.firstName,
  lastName: tenants.lastName,
  email: tenants.email,
  phone: tenants.phone,
  propertyId: tenants.propertyId,
  unitId: tenants.unitId,
  moveInDate: tenants.moveInDate,
  status: tenants.status,
  createdAt: tenants.createdAt,
  propertyAddress: properties.address,
  unitLabel: units.label,
  // Kept by a trigger on leases (migration 0010): the active lease, else the latest ended one.
  leaseStartDate: tenants.leaseStartDate,
  leaseEndDate: tenants.leaseEndDate,
};

/** Tenants with the address, unit and current lease period shown beside them. */
function selectTenants(db: DbOrTx) {
  return db
    .select(columns)
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(units, eq(units.id, tenants.unitId));
}

/** A row of the tenants list: `createdAt` as ISO text (db/prepared.ts `preparedRows`). */
export type TenantListRow = Omit<TenantWithPlace, 'createdAt'> & { createdAt: string };

/** One prepared statement per shape of the list (db/pagination.ts `ListShape`). */
function listStatement(db: DbOrTx, shape: ListShape) {
  const name = listStatementName('tenants_list', shape);
  return preparedRows<TenantListRow>(db, name, columns, () => {
    const conditions = [eq(tenants.ownerId, sql.placeholder('ownerId'))];
    if (shape.cursor) conditions.push(afterCursorPlaceholders(tenants.createdAt, tenants.id));
    if (shape.search) {
      const pattern = sql.placeholder('pattern');
      conditions.push(
        or(
          ilike(sql`${tenants.firstName} || ' ' || ${tenants.lastName}`, pattern),
          ilike(tenants.email, pattern),
          ilike(properties.address, pattern),
        )!,
      );
    }
    return selectTenants(db)
      .where(and(...conditions))
      .orderBy(desc(tenants.createdAt), desc(tenants.id))
      .limit(shape.rows);
  });
}

/** The owner's tenants, newest first; `search` matches the tenant's name or the property. */
export async function listTenants(db: DbOrTx, ownerId: string, page: ListPage): Promise<TenantListRow[]> {
  return listStatement(db, listShape(page)).execute({ ownerId, ...listParams(page) });
}

export async function findTenant(
  db: DbOrTx,
  ownerId: string,
  id: string,
): Promise<TenantWithPlace | undefined> {
  const [row] = await selectTenants(db).where(and(eq(tenants.id, id), eq(tenants.ownerId, ownerId)));
  return row;
}

export async function emailInUseByTenant(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`lower(${tenants.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertTenant(db: DbOrTx, values: typeof tenants.$inferInsert): Promise<string> {
  const [row] = await db.insert(tenants).values(values).returning({ id: tenants.id });
  return row.id;
}

export async function updateTenant(
  db: DbOrTx,
  ownerId: string,
  id: string,
  values: Partial<typeof tenants.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set(values)
    .where(and(eq(tenants.id, id), eq(tenants.ownerId, ownerId)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

/**
 * Called when a tenant account sets its own password: the tenant record is linked to the login
 * and becomes active (issue 5). Matches by email; does nothing for owners.
 */
export async function activateTenantForAccount(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db
    .update(tenants)
    .set({ authUserId: userId, status: 'active' })
    .where(and(sql`lower(${tenants.email}) = lower(${email})`, eq(tenants.status, 'pending')));
}
