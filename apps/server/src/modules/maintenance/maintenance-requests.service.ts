import { AppError } from '@rentwise/core/errors';
import {
  type AddMaintenanceUpdateBody,
  type CreateMaintenanceRequestInput,
  type MaintenanceListQuery,
  type MaintenanceRequest,
  toStoredPriority,
  type UpdateMaintenanceRequestBody,
} from '@rentwise/core/maintenance/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import { fallbackNameParam } from '../notifications/notification-texts';
import { accountOfTenant, notify } from '../notifications/notifications.service';
import * as repo from './maintenance.repository';
import { requireApprovalSettled } from './maintenance-approval-rule';
import {
  applyStatus,
  authorName,
  linkFor,
  loadRequest,
  notFound,
  notifyParties,
  scopeOf,
  toDto,
} from './maintenance-common';
import { maintenanceTexts } from './maintenance-texts';

/** Maintenance requests: filing, listing, reading, and their dated updates and status changes. */

/** A request's own fields as the audit log shows them on its creation. */
function auditedRequest(row: Awaited<ReturnType<typeof repo.insertRequest>>) {
  const { propertyId, unitId, tenantId, title, category, priority, description, status } = row;
  return { propertyId, unitId, tenantId, title, category, priority, description, status };
}

/**
 * POST /api/maintenance-requests. A tenant's request goes to the unit of their active lease (a
 * property or unit they name must be one of their active leases, else 404; none at all → 409
 * NO_ACTIVE_LEASE) and notifies the owner. An owner logs one for one of their properties
 * (another owner's → 404), optionally a unit, whose active lease's tenant is attached and told.
 */
export async function createRequest(
  db: Db,
  actor: Actor,
  body: CreateMaintenanceRequestInput,
): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.write');
  const priority = toStoredPriority(body.priority);
  const id = await db.transaction(async (tx) => {
    if (actor.role === 'tenant') {
      const leases = await repo.activeLeasesOfTenantUser(tx, actor.userId);
      if (leases.length === 0) {
        throw new AppError('NO_ACTIVE_LEASE', 'You need an active lease to report an issue', {
          key: 'errors:maintenance.noActiveLease',
        });
      }
      const place = leases.find(
        (lease) =>
          (!body.propertyId || lease.propertyId === body.propertyId) &&
          (!body.unitId || lease.unitId === body.unitId),
      );
      // Another unit or property than the tenant's own is answered like one that does not exist.
      if (!place) throw new AppError('NOT_FOUND', 'Unit not found');
      const row = await repo.insertRequest(tx, {
        orgId: place.orgId,
        ownerId: place.ownerId,
        propertyId: place.propertyId,
        unitId: place.unitId,
        tenantId: place.tenantId,
        reportedBy: actor.userId,
        reportedByKind: 'tenant',
        title: body.title,
        category: body.category,
        priority,
        description: body.description,
      });
      await recordAuditEvent(tx, actor, {
        orgId: place.orgId,
        action: 'create',
        entityType: 'maintenance_request',
        entityId: row.id,
        after: auditedRequest(row),
      });
      const tenantName = (await authorName(tx, actor.userId)) || fallbackNameParam('tenant');
      await notify(tx, {
        userId: place.ownerId,
        type: 'maintenance',
        ...maintenanceTexts.newRequest({
          tenant: tenantName,
          title: body.title,
          address: place.address,
        }),
        link: linkFor.owner(row.id),
      });
      return row.id;
    }

    if (!body.propertyId) {
      throw new AppError('VALIDATION_FAILED', 'Property address is required', {
        details: { propertyId: 'maintenance:validation.propertyRequired' },
      });
    }
    const property = await repo.findOwnedProperty(tx, actor, body.propertyId);
    if (!property) throw new AppError('NOT_FOUND', 'Property not found');
    if (body.unitId && !(await repo.findUnitOfProperty(tx, property.id, body.unitId))) {
      throw new AppError('NOT_FOUND', 'Unit not found');
    }
    const tenantId = body.unitId ? await repo.activeTenantOfUnit(tx, body.unitId) : null;
    const row = await repo.insertRequest(tx, {
      orgId: actor.orgId,
      ownerId: actor.userId,
      propertyId: property.id,
      unitId: body.unitId ?? null,
      tenantId,
      reportedBy: actor.userId,
      reportedByKind: 'owner',
      title: body.title,
      category: body.category,
      priority,
      description: body.description,
    });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'maintenance_request',
      entityId: row.id,
      after: auditedRequest(row),
    });
    const tenantUser = tenantId ? await accountOfTenant(tx, tenantId) : null;
    if (tenantUser) {
      await notify(tx, {
        userId: tenantUser,
        type: 'maintenance',
        ...maintenanceTexts.loggedForYou({ title: body.title, address: property.address }),
        link: linkFor.tenant(),
      });
    }
    return row.id;
  });
  return loadRequest(db, actor, id);
}

/** GET /api/maintenance-requests: the owner's whole portfolio (filtered) or the tenant's own. */
export async function listRequests(
  db: Db,
  actor: Actor,
  query: MaintenanceListQuery,
): Promise<{ items: MaintenanceRequest[]; nextCursor: string | null }> {
  requireAccess(actor, 'maintenance.read');
  const rows = await repo.listRequests(db, scopeOf(actor), {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    status: query.status,
    priority: query.priority,
    propertyId: query.propertyId,
    approvalStatus: query.approvalStatus,
  });
  const page = toPage(rows, query.limit);
  const ids = page.rows.map((row) => row.id);
  const [updates, photos] = await Promise.all([repo.listUpdates(db, ids), repo.listPhotos(db, ids)]);
  return { items: page.rows.map((row) => toDto(row, updates, photos)), nextCursor: page.nextCursor };
}

/** GET /api/maintenance-requests/:id: its owner, or its tenant; anyone else gets 404. */
export function getRequest(db: Db, actor: Actor, id: string): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.read');
  return loadRequest(db, actor, id);
}

/**
 * PATCH /api/maintenance-requests/:id (owner): status, priority, planned visit. A status change
 * is recorded as a dated update and told to the tenant; so is a newly planned visit.
 */
export async function updateRequest(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateMaintenanceRequestBody,
): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.manage');
  await db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    if (body.status === 'in_progress' && current.status !== 'in_progress') requireApprovalSettled(current);
    const changes: Parameters<typeof repo.updateRequest>[2] = {};
    if (body.priority) changes.priority = body.priority;
    if (body.scheduledFor !== undefined) changes.scheduledFor = body.scheduledFor;
    await repo.updateRequest(tx, id, changes);
    const name = await authorName(tx, actor.userId);
    if (body.status && body.status !== current.status) {
      await applyStatus(tx, id, body.status);
      await repo.insertUpdate(tx, {
        requestId: id,
        authorKind: 'owner',
        authorName: name,
        text: '',
        statusChange: body.status,
      });
      await notifyParties(tx, current, { kind: 'owner', name }, '', body.status);
    }
    await recordAuditUpdate(tx, actor, {
      entityType: 'maintenance_request',
      entityId: id,
      before: { status: current.status, priority: current.priority, scheduledFor: current.scheduledFor },
      after: {
        status: body.status ?? current.status,
        priority: changes.priority ?? current.priority,
        scheduledFor: changes.scheduledFor !== undefined ? changes.scheduledFor : current.scheduledFor,
      },
    });
    if (body.scheduledFor && body.scheduledFor !== current.scheduledFor && current.tenantId) {
      const tenantUser = await accountOfTenant(tx, current.tenantId);
      if (tenantUser) {
        await notify(tx, {
          userId: tenantUser,
          type: 'maintenance',
          // The ISO day: the stored text says it as a date of the reader's language.
          ...maintenanceTexts.visitScheduled({
            date: body.scheduledFor,
            title: current.title,
          }),
          link: linkFor.tenant(),
        });
      }
    }
  });
  return loadRequest(db, actor, id);
}

/**
 * POST /api/maintenance-requests/:id/updates: the owner (optionally changing the status) or the
 * request's tenant (a comment; the status is the owner's and vendor's) adds a dated update; the
 * other parties are notified.
 */
export async function addUpdate(
  db: Db,
  actor: Actor,
  id: string,
  body: AddMaintenanceUpdateBody,
): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.write');
  if (body.status) requireAccess(actor, 'maintenance.manage');
  if (actor.role === 'tenant' && body.status) {
    throw new AppError('FORBIDDEN', 'Only the owner or the vendor can change the status', {
      key: 'errors:maintenance.statusOwnerOrVendor',
    });
  }
  await db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    const statusChange = body.status && body.status !== current.status ? body.status : null;
    if (statusChange === 'in_progress') requireApprovalSettled(current);
    if (statusChange) await applyStatus(tx, id, statusChange);
    else await repo.updateRequest(tx, id, {});
    const name = await authorName(tx, actor.userId);
    await repo.insertUpdate(tx, {
      requestId: id,
      authorKind: actor.role,
      authorName: name,
      text: body.text,
      statusChange,
    });
    await notifyParties(tx, current, { kind: actor.role, name }, body.text, statusChange);
    await recordAuditEvent(tx, actor, {
      orgId: current.orgId,
      action: 'update',
      entityType: 'maintenance_request',
      entityId: id,
      before: statusChange ? { status: current.status } : null,
      after: { ...(statusChange ? { status: statusChange } : {}), comment: body.text },
    });
  });
  return loadRequest(db, actor, id);
}

/**
 * Whether nobody has started on a request yet (issue 24 item 5): still pending, no vendor
 * assigned, no visit planned. Only then may its tenant withdraw it.
 */
export function nobodyStarted(request: Pick<repo.RequestWithPlace, 'status' | 'vendorId' | 'scheduledFor'>) {
  return request.status === 'pending' && request.vendorId === null && request.scheduledFor === null;
}

/**
 * POST /api/maintenance-requests/:id/withdraw (the request's tenant, maintenance.withdraw): a
 * request nobody has started is cancelled, with a dated update saying the tenant withdrew it; the
 * owner is notified. Once it is in progress, has a vendor or a planned visit → 409 (the owner
 * decides then); another tenant's request → 404.
 */
export async function withdrawRequest(db: Db, actor: Actor, id: string): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.withdraw');
  await db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    if (!nobodyStarted(current)) {
      throw new AppError('CONFLICT', 'Work on this request has started: it can no longer be withdrawn', {
        key: 'errors:maintenance.withdrawStarted',
      });
    }
    await applyStatus(tx, id, 'cancelled');
    const name = await authorName(tx, actor.userId);
    await repo.insertUpdate(tx, {
      requestId: id,
      authorKind: 'tenant',
      authorName: name,
      text: '',
      statusChange: 'cancelled',
    });
    await notifyParties(tx, current, { kind: 'tenant', name }, '', 'cancelled');
    await recordAuditEvent(tx, actor, {
      orgId: current.orgId,
      action: 'cancel',
      entityType: 'maintenance_request',
      entityId: id,
      before: { status: current.status },
      after: { status: 'cancelled' },
    });
  });
  return loadRequest(db, actor, id);
}
