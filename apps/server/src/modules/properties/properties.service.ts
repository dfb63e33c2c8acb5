import { AppError } from '@rentwise/core/errors';
import { occupancyRate } from '@rentwise/core/money/money';
import type {
  CreatePropertyBody,
  Property,
  Unit,
  UpdatePropertyBody,
  UpdateUnitBody,
} from '@rentwise/core/properties/schemas';
import { initialUnits } from '@rentwise/core/properties/units';
import { type Actor, type MemberActor, requireRole } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import * as repo from './properties.repository';

const notFound = () => new AppError('NOT_FOUND', 'Property not found');

function requireOwner(actor: Actor): asserts actor is MemberActor {
  requireRole(actor, 'owner', 'manage properties');
}

export function toPropertyDto(row: repo.PropertyWithStats): Property {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    propertyType: row.propertyType,
    monthlyRent: row.monthlyRent,
    unitsCount: row.unitsCount,
    occupiedUnits: row.occupiedUnits,
    occupancyRate: occupancyRate(row.occupiedUnits, row.unitsCount),
    monthlyRevenue: row.monthlyRevenue,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listProperties(
  db: Db,
  actor: Actor,
  query: { limit: number; cursor?: string; search?: string },
): Promise<{ items: Property[]; nextCursor: string | null }> {
  requireOwner(actor);
  const page = { limit: query.limit, cursor: decodeCursor(query.cursor), search: query.search || undefined };
  const { rows, nextCursor } = toPage(await repo.listPropertiesWithStats(db, actor.orgId, page), query.limit);
  return { items: rows.map(toPropertyDto), nextCursor };
}

export async function getProperty(db: Db, actor: Actor, id: string): Promise<Property> {
  requireOwner(actor);
  const row = await repo.findPropertyWithStats(db, actor.orgId, id);
  if (!row) throw notFound();
  return toPropertyDto(row);
}

/** Creates the property and its units 'Unit 1'…'Unit N' in one transaction. */
export async function createProperty(db: Db, actor: Actor, body: CreatePropertyBody): Promise<Property> {
  requireOwner(actor);
  const id = await db.transaction(async (tx) => {
    const property = await repo.insertProperty(tx, {
      orgId: actor.orgId,
      ownerId: actor.userId,
      name: body.address,
      address: body.address,
      city: body.city ?? null,
      state: body.state ?? null,
      zipCode: body.zipCode ?? null,
      propertyType: body.propertyType,
      units: body.units,
      monthlyRent: body.monthlyRent,
    });
    await repo.insertUnits(tx, property.id, initialUnits(body.units, body.monthlyRent));
    return property.id;
  });
  return getProperty(db, actor, id);
}

export async function updateProperty(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdatePropertyBody,
): Promise<Property> {
  requireOwner(actor);
  const values = { ...body, ...(body.address ? { name: body.address } : {}) };
  const updated = await repo.updateProperty(db, actor.orgId, id, values);
  if (!updated) throw notFound();
  return getProperty(db, actor, id);
}

/** Refused while people live there: move tenants out (or end their leases) first. */
export async function deleteProperty(db: Db, actor: Actor, id: string): Promise<void> {
  requireOwner(actor);
  await db.transaction(async (tx) => {
    const property = await repo.findPropertyWithStats(tx, actor.orgId, id);
    if (!property) throw notFound();
    if ((await repo.countCurrentTenants(tx, id)) > 0 || (await repo.countLeasesOfProperty(tx, id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'This property still has current tenants or active leases. End them before deleting the property.',
      );
    }
    await repo.deleteProperty(tx, actor.orgId, id);
  });
}

function toUnitDto(row: repo.UnitWithOccupant): Unit {
  return {
    id: row.id,
    propertyId: row.propertyId,
    label: row.label,
    monthlyRent: row.monthlyRent,
    occupied: row.tenantId !== null,
    tenant:
      row.tenantId && row.tenantFirstName !== null && row.tenantLastName !== null
        ? { id: row.tenantId, firstName: row.tenantFirstName, lastName: row.tenantLastName }
        : null,
  };
}

export async function listUnits(db: Db, actor: Actor, propertyId: string): Promise<Unit[]> {
  requireOwner(actor);
  if (!(await repo.findPropertyWithStats(db, actor.orgId, propertyId))) throw notFound();
  return (await repo.listUnitsWithOccupants(db, propertyId)).map(toUnitDto);
}

export async function updateUnit(db: Db, actor: Actor, unitId: string, body: UpdateUnitBody): Promise<Unit> {
  requireOwner(actor);
  const unit = await repo.findOwnedUnit(db, actor.orgId, unitId);
  if (!unit) throw new AppError('NOT_FOUND', 'Unit not found');
  await repo.updateUnit(db, unitId, body);
  const updated = (await repo.listUnitsWithOccupants(db, unit.propertyId)).find((row) => row.id === unitId);
  if (!updated) throw new AppError('NOT_FOUND', 'Unit not found');
  return toUnitDto(updated);
}

// ---- For other modules (leases, tenants): the organisation's records, undefined when not its own. ----

export function findOwnedProperty(db: DbOrTx, orgId: string, id: string) {
  return repo.findPropertyWithStats(db, orgId, id);
}

export function findOwnedUnit(db: DbOrTx, orgId: string, unitId: string) {
  return repo.findOwnedUnit(db, orgId, unitId);
}

export function findFirstVacantUnit(db: DbOrTx, propertyId: string) {
  return repo.findFirstVacantUnit(db, propertyId);
}
