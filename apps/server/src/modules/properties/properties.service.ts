import { AppError } from '@rentwise/core/errors';
import { occupancyRate } from '@rentwise/core/money/money';
import type {
  CreatePropertyBody,
  CreateUnitBody,
  Property,
  Unit,
  UpdatePropertyBody,
  UpdateUnitBody,
} from '@rentwise/core/properties/schemas';
import { initialUnits } from '@rentwise/core/properties/units';
import { requireAccess, requireWholeOrganisation } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import type { UnitRow } from '../../db/schema';
import type { Scope } from '../../db/scope';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import * as figures from '../figures/figures.service';
import * as repo from './properties.repository';

const notFound = () => new AppError('NOT_FOUND', 'Property not found');

/** A property's own fields as the audit log shows them (not the counts triggers keep). */
function auditedProperty(row: repo.PropertyWithStats) {
  const { address, city, state, zipCode, propertyType, monthlyRent } = row;
  return { address, city, state, zipCode, propertyType, monthlyRent };
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
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** Archived properties are left out unless `archived` (the list's `?archived=true`) asks for them. */
export async function listProperties(
  db: Db,
  actor: Actor,
  query: { limit: number; cursor?: string; search?: string; archived?: boolean },
  today?: string,
): Promise<{ items: Property[]; nextCursor: string | null }> {
  requireAccess(actor, 'property.read');
  const page = {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    search: query.search || undefined,
    includeArchived: query.archived === true,
  };
  const { rows, nextCursor } = toPage(await repo.listPropertiesWithStats(db, actor, page), query.limit);
  // Occupancy and rent roll by the leases in force today (decision 024), as on every screen.
  return { items: await figures.withPropertyFigures(db, actor, rows.map(toPropertyDto), today), nextCursor };
}

export async function getProperty(db: Db, actor: Actor, id: string): Promise<Property> {
  requireAccess(actor, 'property.read');
  const row = await repo.findPropertyWithStats(db, actor, id);
  if (!row) throw notFound();
  const [property] = await figures.withPropertyFigures(db, actor, [toPropertyDto(row)]);
  return property;
}

/** Creates the property and its units 'Unit 1'…'Unit N' in one transaction. */
export async function createProperty(db: Db, actor: Actor, body: CreatePropertyBody): Promise<Property> {
  requireAccess(actor, 'property.write');
  requireWholeOrganisation(actor);
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
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'property',
      entityId: property.id,
      after: { ...auditedProperty(property), units: body.units },
    });
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
  requireAccess(actor, 'property.write');
  const values = { ...body, ...(body.address ? { name: body.address } : {}) };
  await db.transaction(async (tx) => {
    const before = await repo.findPropertyWithStats(tx, actor, id);
    if (!before) throw notFound();
    const updated = await repo.updateProperty(tx, actor, id, values);
    if (!updated) throw notFound();
    const after = await repo.findPropertyWithStats(tx, actor, id);
    if (!after) throw notFound();
    await recordAuditUpdate(tx, actor, {
      entityType: 'property',
      entityId: id,
      before: auditedProperty(before),
      after: auditedProperty(after),
    });
  });
  return getProperty(db, actor, id);
}

/**
 * Only a property without history may be deleted (issue 18): no lease ever (payments hang off
 * leases), no maintenance request, no document, no tenant record. Its units go with it. Anything
 * else is a 409 saying to archive it, so a deletion never takes history with it.
 */
export async function deleteProperty(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'property.write', { propertyId: id });
  await db.transaction(async (tx) => {
    const property = await repo.findPropertyWithStats(tx, actor, id);
    if (!property) throw notFound();
    const history = await repo.propertyHistory(tx, id);
    if (history.leases + history.maintenanceRequests + history.documents + history.tenants > 0) {
      throw new AppError(
        'CONFLICT',
        'This property has history (leases, payments, tenants, maintenance requests or documents). Archive it instead of deleting it.',
        { key: 'errors:property.hasHistory' },
      );
    }
    await repo.deleteProperty(tx, actor, id);
    await recordAuditEvent(tx, actor, {
      action: 'delete',
      entityType: 'property',
      entityId: id,
      before: { ...auditedProperty(property), units: property.unitsCount },
    });
  });
}

/**
 * Archives a property: hidden from lists, no new leases, tenants or units, everything it lived
 * through kept. Refused (409) while a lease is active or drafted on it, or a tenant still lives
 * there. Archiving an archived property changes nothing (and writes no event).
 */
export async function archiveProperty(db: Db, actor: Actor, id: string): Promise<Property> {
  requireAccess(actor, 'property.write', { propertyId: id });
  await db.transaction(async (tx) => {
    const property = await repo.findPropertyWithStats(tx, actor, id);
    if (!property) throw notFound();
    if (property.archivedAt) return;
    const history = await repo.propertyHistory(tx, id);
    if (history.activeLeases > 0) {
      throw new AppError(
        'CONFLICT',
        'This property has an active or draft lease. End the lease (or delete the draft) before archiving the property.',
        { key: 'errors:property.hasLease' },
      );
    }
    if ((await repo.countCurrentTenants(tx, id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'Tenants still live in this property. Archive them or move them out before archiving the property.',
        { key: 'errors:property.hasTenants' },
      );
    }
    const archivedAt = new Date();
    await repo.setPropertyArchived(tx, actor, id, archivedAt);
    await recordAuditEvent(tx, actor, {
      action: 'archive',
      entityType: 'property',
      entityId: id,
      before: { archivedAt: null },
      after: { archivedAt: archivedAt.toISOString() },
    });
  });
  return getProperty(db, actor, id);
}

/** Brings an archived property back into the lists (an 'update' of archivedAt in the audit log). */
export async function unarchiveProperty(db: Db, actor: Actor, id: string): Promise<Property> {
  requireAccess(actor, 'property.write', { propertyId: id });
  await db.transaction(async (tx) => {
    const property = await repo.findPropertyWithStats(tx, actor, id);
    if (!property) throw notFound();
    if (!property.archivedAt) return;
    await repo.setPropertyArchived(tx, actor, id, null);
    await recordAuditUpdate(tx, actor, {
      entityType: 'property',
      entityId: id,
      before: { archivedAt: property.archivedAt.toISOString() },
      after: { archivedAt: null },
    });
  });
  return getProperty(db, actor, id);
}

/** For the leases and tenants modules: an archived property takes no new lease or tenant (409). */
export function assertPropertyInUse(property: { archivedAt: Date | null }): void {
  if (property.archivedAt) {
    throw new AppError(
      'CONFLICT',
      'This property is archived. Unarchive it before adding leases or tenants.',
      { key: 'errors:property.archived' },
    );
  }
}

function toUnitDto(row: repo.UnitWithOccupant): Unit {
  return {
    id: row.id,
    propertyId: row.propertyId,
    label: row.label,
    monthlyRent: row.monthlyRent,
    occupied: row.tenantId !== null,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    areaM2: row.areaM2,
    floor: row.floor,
    features: row.features as Unit['features'],
    tenant:
      row.tenantId && row.tenantFirstName !== null && row.tenantLastName !== null
        ? { id: row.tenantId, firstName: row.tenantFirstName, lastName: row.tenantLastName }
        : null,
  };
}

export async function listUnits(db: Db, actor: Actor, propertyId: string): Promise<Unit[]> {
  requireAccess(actor, 'property.read');
  if (!(await repo.findPropertyWithStats(db, actor, propertyId))) throw notFound();
  return (await repo.listUnitsWithOccupants(db, propertyId)).map(toUnitDto);
}

/** Adds one unit at the end of the property's list; the unit count and figures follow by trigger. */
export async function addUnit(db: Db, actor: Actor, propertyId: string, body: CreateUnitBody): Promise<Unit> {
  requireAccess(actor, 'property.write', { propertyId });
  const unitId = await db.transaction(async (tx) => {
    const property = await repo.findPropertyWithStats(tx, actor, propertyId);
    if (!property) throw notFound();
    if (property.archivedAt) {
      throw new AppError('CONFLICT', 'This property is archived. Unarchive it before adding units.', {
        key: 'errors:property.archivedNoUnits',
      });
    }
    const id = await repo.insertUnit(tx, propertyId, { label: body.label, monthlyRent: body.monthlyRent });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'unit',
      entityId: id,
      after: { propertyId, label: body.label, monthlyRent: body.monthlyRent },
    });
    return id;
  });
  const created = (await repo.listUnitsWithOccupants(db, propertyId)).find((row) => row.id === unitId);
  if (!created) throw new AppError('NOT_FOUND', 'Unit not found');
  return toUnitDto(created);
}

/**
 * Deletes a unit nobody uses: a lease on it (any status: its ledger names the unit) or a tenant
 * living in it is a 409. A maintenance request about it keeps the request, without the unit.
 */
export async function deleteUnit(db: Db, actor: Actor, unitId: string): Promise<void> {
  requireAccess(actor, 'property.write');
  await db.transaction(async (tx) => {
    const unit = await repo.findOwnedUnit(tx, actor, unitId);
    if (!unit) throw new AppError('NOT_FOUND', 'Unit not found');
    requireAccess(actor, 'property.write', { propertyId: unit.propertyId });
    const usage = await repo.unitUsage(tx, unitId);
    if (usage.leases > 0) {
      throw new AppError(
        'CONFLICT',
        'A lease uses this unit, so it cannot be deleted. Its history stays with it.',
        { key: 'errors:property.unitHasLease' },
      );
    }
    if (usage.currentTenants > 0) {
      throw new AppError(
        'CONFLICT',
        'A tenant lives in this unit. Move the tenant to another unit before deleting it.',
        { key: 'errors:property.unitHasTenant' },
      );
    }
    await repo.deleteUnit(tx, unitId);
    await recordAuditEvent(tx, actor, {
      action: 'delete',
      entityType: 'unit',
      entityId: unitId,
      before: { propertyId: unit.propertyId, label: unit.label, monthlyRent: unit.monthlyRent },
    });
  });
}

/** A unit as the audit log shows it (the features as one text, so a change reads as one). */
function auditedUnit(row: UnitRow) {
  const { label, monthlyRent, bedrooms, bathrooms, areaM2, floor, features } = row;
  return {
    label,
    monthlyRent,
    bedrooms,
    bathrooms,
    areaM2,
    floor,
    features: [...features].sort().join(', '),
  };
}

export async function updateUnit(db: Db, actor: Actor, unitId: string, body: UpdateUnitBody): Promise<Unit> {
  requireAccess(actor, 'property.write');
  const unit = await db.transaction(async (tx) => {
    const before = await repo.findOwnedUnit(tx, actor, unitId);
    if (!before) throw new AppError('NOT_FOUND', 'Unit not found');
    await repo.updateUnit(tx, unitId, body);
    const after = await repo.findOwnedUnit(tx, actor, unitId);
    if (!after) throw new AppError('NOT_FOUND', 'Unit not found');
    await recordAuditUpdate(tx, actor, {
      entityType: 'unit',
      entityId: unitId,
      before: auditedUnit(before),
      after: auditedUnit(after),
    });
    return after;
  });
  const updated = (await repo.listUnitsWithOccupants(db, unit.propertyId)).find((row) => row.id === unitId);
  if (!updated) throw new AppError('NOT_FOUND', 'Unit not found');
  return toUnitDto(updated);
}

// ---- For other modules (leases, tenants): records in scope (a member actor is a Scope), undefined otherwise. ----

export function findOwnedProperty(db: DbOrTx, scope: Scope, id: string) {
  return repo.findPropertyWithStats(db, scope, id);
}

export function findOwnedUnit(db: DbOrTx, scope: Scope, unitId: string) {
  return repo.findOwnedUnit(db, scope, unitId);
}

export function findFirstVacantUnit(db: DbOrTx, propertyId: string) {
  return repo.findFirstVacantUnit(db, propertyId);
}
