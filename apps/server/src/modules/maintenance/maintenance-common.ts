import { AppError } from '@rentwise/core/errors';
import {
  type AuthorKind,
  isClosedStatus,
  type MaintenancePhoto,
  type MaintenanceRequest,
  type MaintenanceStatus,
  type MaintenanceUpdate,
  type Vendor,
} from '@rentwise/core/maintenance/schemas';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import type { MaintenanceUpdateRow, VendorRow } from '../../db/schema';
import { fallbackNameParam } from '../notifications/notification-texts';
import { accountOfTenant, notify } from '../notifications/notifications.service';
import * as repo from './maintenance.repository';
import { maintenanceTexts } from './maintenance-texts';

/**
 * What the maintenance services share (maintenance-requests, vendor-jobs, maintenance-photos):
 * who may see a request, the DTOs, the status rule and how the parties are notified.
 */

export const notFound = () => new AppError('NOT_FOUND', 'Maintenance request not found');

export function scopeOf(actor: Actor): repo.RequestScope {
  return actor.role === 'owner' ? actor : { tenantUserId: actor.userId };
}

/** The app page each party opens from a notification. */
export const linkFor = {
  owner: (id: string) => `/owner-dashboard/maintenance?request=${id}`,
  tenant: () => '/tenant-dashboard/maintenance',
};

export function toUpdateDto(row: MaintenanceUpdateRow): MaintenanceUpdate {
  return {
    id: row.id,
    authorKind: row.authorKind,
    authorName: row.authorName,
    text: row.text,
    statusChange: row.statusChange,
    approvalDecision: row.approvalDecision ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toDto(
  row: repo.RequestWithPlace,
  updates: MaintenanceUpdateRow[],
  photos: repo.PhotoRow[],
): MaintenanceRequest {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyAddress: row.propertyAddress,
    unitId: row.unitId,
    unitLabel: row.unitLabel,
    tenantId: row.tenantId,
    tenantName: row.tenantFirstName !== null ? `${row.tenantFirstName} ${row.tenantLastName}` : null,
    reportedByKind: row.reportedByKind,
    title: row.title,
    category: row.category,
    priority: row.priority,
    description: row.description,
    status: row.status,
    vendor:
      row.vendorId && row.vendorName !== null
        ? {
            id: row.vendorId,
            name: row.vendorName,
            trade: row.vendorTrade ?? '',
            email: row.vendorEmail ?? '',
            phone: row.vendorPhone ?? '',
          }
        : null,
    scheduledFor: row.scheduledFor,
    estimatedCost: row.estimatedCost,
    approvalStatus: row.approvalStatus,
    approvalDecidedAt: row.approvalDecidedAt ? row.approvalDecidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updates: updates.filter((u) => u.requestId === row.id).map(toUpdateDto),
    photos: photos.filter((p) => p.requestId === row.id).map(toPhotoDto),
  };
}

export function toPhotoDto(p: repo.PhotoRow): MaintenancePhoto {
  return {
    documentId: p.documentId,
    name: p.name,
    contentType: p.contentType,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

export function toVendorDto(row: VendorRow): Vendor {
  return {
    id: row.id,
    name: row.name,
    trade: row.trade,
    email: row.email,
    phone: row.phone,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function loadRequest(db: DbOrTx, actor: Actor, id: string): Promise<MaintenanceRequest> {
  const row = await repo.findRequest(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return toDto(row, await repo.listUpdates(db, [row.id]), await repo.listPhotos(db, [row.id]));
}

/** How an author is named on updates: profile name, else company, else '' (the UI says "Owner"/"Tenant"). */
export async function authorName(db: DbOrTx, userId: string): Promise<string> {
  const profile = await repo.profileName(db, userId);
  return profile.name || profile.company || '';
}

/** Everyone with an account who should hear about a change, except its author. */
async function partiesOf(
  tx: DbOrTx,
  request: repo.RequestWithPlace,
  except: AuthorKind,
): Promise<{ userId: string; kind: 'owner' | 'tenant' }[]> {
  const parties: { userId: string; kind: 'owner' | 'tenant' }[] = [];
  if (except !== 'owner') parties.push({ userId: request.ownerId, kind: 'owner' });
  if (except !== 'tenant' && request.tenantId) {
    const tenantUser = await accountOfTenant(tx, request.tenantId);
    if (tenantUser) parties.push({ userId: tenantUser, kind: 'tenant' });
  }
  return parties;
}

export async function notifyParties(
  tx: DbOrTx,
  request: repo.RequestWithPlace,
  author: { kind: AuthorKind; name: string },
  /** The update's text, or the name of the photo a vendor added. */
  text: string | { photo: string },
  status: MaintenanceStatus | null,
): Promise<number> {
  let written = 0;
  for (const party of await partiesOf(tx, request, author.kind)) {
    const name = author.name || fallbackNameParam(author.kind === 'owner' ? 'owner' : 'tenant');
    const content = maintenanceTexts.update({
      author: name,
      title: request.title,
      text,
      status,
    });
    const id = await notify(tx, {
      userId: party.userId,
      type: 'maintenance',
      ...content,
      link: party.kind === 'owner' ? linkFor.owner(request.id) : linkFor.tenant(),
    });
    if (id) written++;
  }
  return written;
}

/**
 * Moves a locked request to `status`: closing it revokes its vendor links (decision: a reopened
 * job needs a new assignment, so an old email never revives).
 */
export async function applyStatus(tx: DbOrTx, requestId: string, status: MaintenanceStatus): Promise<void> {
  await repo.updateRequest(tx, requestId, { status });
  if (isClosedStatus(status)) await repo.revokeLinks(tx, requestId);
}

/**
 * The request's tenant as the vendor's on-site contact (the one who lets them in): name and phone
 * from the tenant record the owner keeps; null when the request has no tenant.
 */
export function siteContactOf(request: repo.RequestWithPlace): { name: string; phone: string | null } | null {
  if (request.tenantFirstName === null) return null;
  return {
    name: `${request.tenantFirstName} ${request.tenantLastName ?? ''}`.trim(),
    phone: request.tenantPhone || null,
  };
}
