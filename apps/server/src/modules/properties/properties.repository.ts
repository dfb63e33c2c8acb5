import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCursor, containsPattern, type ListPage } from '../../db/pagination';
import { type PropertyRow, properties, tenants, type UnitRow, units } from '../../db/schema';
import { inScope, type Scope } from '../../db/scope';

/**
 * A property with its unit figures. They are columns of `properties`, kept true by database
 * triggers on `units` and `tenants` (migration 0008, docs/decisions/014): a unit is occupied while
 * a pending or active tenant is assigned to it.
 */
export type PropertyWithStats = PropertyRow;

/** A page of the owner's properties, newest first: `limit + 1` rows, so the caller knows if more follow. */
export async function listPropertiesWithStats(
  db: DbOrTx,
  scope: Scope,
  page: ListPage & { includeArchived?: boolean },
): Promise<PropertyWithStats[]> {
  const conditions = [inScope(properties.orgId, properties.id, scope)];
  if (!page.includeArchived) conditions.push(isNull(properties.archivedAt));
  if (page.cursor) conditions.push(afterCursor(properties.createdAt, properties.id, page.cursor));
  if (page.search) {
    const pattern = containsPattern(page.search);
    conditions.push(or(ilike(properties.address, pattern), ilike(properties.propertyType, pattern))!);
  }
  return db
    .select()
    .from(properties)
    .where(and(...conditions))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(page.limit + 1);
}

export async function findPropertyWithStats(
  db: DbOrTx,
  scope: Scope,
  id: string,
): Promise<PropertyWithStats | undefined> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), inScope(properties.orgId, properties.id, scope)));
  return row;
}

export async function insertProperty(
  db: DbOrTx,
  values: typeof properties.$inferInsert,
): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row;
}

export async function insertUnits(
  db: DbOrTx,
  propertyId: string,
  list: { label: string; monthlyRent: number }[],
): Promise<void> {
  if (list.length === 0) return;
  await db.insert(units).values(list.map((unit, index) => ({ ...unit, propertyId, position: index + 1 })));
}

export async function updateProperty(
  db: DbOrTx,
  scope: Scope,
  id: string,
  values: Partial<typeof properties.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set(values)
    .where(and(eq(properties.id, id), inScope(properties.orgId, properties.id, scope)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function deleteProperty(db: DbOrTx, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .delete(properties)
    .where(and(eq(properties.id, id), inScope(properties.orgId, properties.id, scope)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** Sets or clears `archived_at`; answers false when the property is not in scope. */
export async function setPropertyArchived(
  db: DbOrTx,
  scope: Scope,
  id: string,
  archivedAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ archivedAt })
    .where(and(eq(properties.id, id), inScope(properties.orgId, properties.id, scope)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/**
 * What a property has lived through, counted in one query: deleting it would lose any of these,
 * so any one makes it a record to archive. Leases (any status; payments hang off leases),
 * maintenance requests, documents and tenant records. Read here, not through the other modules,
 * which depend on properties.
 */
export async function propertyHistory(
  db: DbOrTx,
  propertyId: string,
): Promise<{
  leases: number;
  activeLeases: number;
  maintenanceRequests: number;
  documents: number;
  tenants: number;
}> {
  const result = await db.execute(sql`
    select (select count(*)::int from leases where property_id = ${propertyId}) as "leases",
           (select count(*)::int from leases where property_id = ${propertyId} and status in ('active', 'draft')) as "activeLeases",
           (select count(*)::int from maintenance_requests where property_id = ${propertyId}) as "maintenanceRequests",
           (select count(*)::int from documents where property_id = ${propertyId}) as "documents",
           (select count(*)::int from tenants where property_id = ${propertyId}) as "tenants"`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  return {
    leases: Number(row.leases),
    activeLeases: Number(row.activeLeases),
    maintenanceRequests: Number(row.maintenanceRequests),
    documents: Number(row.documents),
    tenants: Number(row.tenants),
  };
}

/** One more unit at the end of the property's list. */
export async function insertUnit(
  db: DbOrTx,
  propertyId: string,
  values: { label: string; monthlyRent: number },
): Promise<string> {
  const [row] = await db
    .insert(units)
    .values({
      ...values,
      propertyId,
      position: sql`(select coalesce(max(position), 0) + 1 from units where property_id = ${propertyId})`,
    })
    .returning({ id: units.id });
  return row.id;
}

/**
 * What keeps a unit from being deleted: any lease on it, and a pending or active tenant in it. The
 * unit row is locked first (as creating a lease does), so a lease cannot appear before the delete.
 */
export async function unitUsage(
  db: DbOrTx,
  unitId: string,
): Promise<{ leases: number; currentTenants: number }> {
  await db.execute(sql`select id from units where id = ${unitId} for update`);
  const result = await db.execute(sql`
    select (select count(*)::int from leases where unit_id = ${unitId}) as "leases",
           (select count(*)::int from tenants where unit_id = ${unitId} and status in ('pending', 'active')) as "currentTenants"`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  return { leases: Number(row.leases), currentTenants: Number(row.currentTenants) };
}

export async function deleteUnit(db: DbOrTx, unitId: string): Promise<void> {
  await db.delete(units).where(eq(units.id, unitId));
}

export async function countCurrentTenants(db: DbOrTx, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tenants)
    .where(and(eq(tenants.propertyId, propertyId), inArray(tenants.status, ['pending', 'active'])));
  return row.n;
}

export interface UnitWithOccupant extends UnitRow {
  tenantId: string | null;
  tenantFirstName: string | null;
  tenantLastName: string | null;
}

export async function listUnitsWithOccupants(db: DbOrTx, propertyId: string): Promise<UnitWithOccupant[]> {
  return db
    .select({
      ...unitColumns,
      tenantId: tenants.id,
      tenantFirstName: tenants.firstName,
      tenantLastName: tenants.lastName,
    })
    .from(units)
    .leftJoin(
      tenants,
      and(
        eq(tenants.unitId, units.id),
        eq(tenants.orgId, units.orgId),
        inArray(tenants.status, ['pending', 'active']),
      ),
    )
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.position), asc(units.id));
}

/** The unit, only if it belongs to one of the properties in scope. */
export async function findOwnedUnit(db: DbOrTx, scope: Scope, unitId: string): Promise<UnitRow | undefined> {
  const [row] = await db
    .select(unitColumns)
    .from(units)
    .where(and(eq(units.id, unitId), inScope(units.orgId, units.propertyId, scope)));
  return row;
}

export async function updateUnit(
  db: DbOrTx,
  unitId: string,
  values: Partial<
    Pick<
      typeof units.$inferInsert,
      'label' | 'monthlyRent' | 'bedrooms' | 'bathrooms' | 'areaM2' | 'floor' | 'features'
    >
  >,
): Promise<void> {
  await db.update(units).set(values).where(eq(units.id, unitId));
}

/** A unit is occupied while a pending or active tenant is assigned to it (the triggers' rule too). */
const occupiedUnit = (unitAlias: string) =>
  sql.raw(
    `exists (select 1 from tenants t where t.unit_id = ${unitAlias}.id and t.status in ('pending', 'active'))`,
  );

/** The first unit of a property that no pending or active tenant occupies. */
export async function findFirstVacantUnit(db: DbOrTx, propertyId: string): Promise<UnitRow | undefined> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.propertyId, propertyId), sql`not ${occupiedUnit('"units"')}`))
    .orderBy(asc(units.position))
    .limit(1);
  return row;
}

const unitColumns = {
  id: units.id,
  orgId: units.orgId,
  propertyId: units.propertyId,
  label: units.label,
  monthlyRent: units.monthlyRent,
  position: units.position,
  createdAt: units.createdAt,
  bedrooms: units.bedrooms,
  bathrooms: units.bathrooms,
  areaM2: units.areaM2,
  floor: units.floor,
  features: units.features,
};
