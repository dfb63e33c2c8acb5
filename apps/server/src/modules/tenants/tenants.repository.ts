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
  leaseStartDate: string | null;
  leaseEndDate: string | null;
}

/**
 * The tenant's current lease period: the active lease if there is one, else the latest ended
 * one (drafts are not a period yet). One lateral subquery per row keeps the list one query.
 * Dates come as PostgreSQL writes them ('YYYY-MM-DD'); `to_char` cost the list ~40 formatting
 * calls a page.
 */
const currentLease = sql`lateral (
    select l.start_date, l.end_date
      from leases l
     where l.tenant_id = ${tenants.id} and l.status <> 'draft'
     order by (l.status = 'active') desc, l.start_date desc
     limit 1
  ) as current_lease`;

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
  leaseStartDate: sql<string | null>`current_lease.start_date`,
  leaseEndDate: sql<string | null>`current_lease.end_date`,
};

/** Tenants with the address, unit and current lease period shown beside them. */
function selectTenants(db: DbOrTx) {
  return db
    .select(columns)
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(units, eq(units.id, tenants.unitId))
    .leftJoin(currentLease, sql`true`);
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
