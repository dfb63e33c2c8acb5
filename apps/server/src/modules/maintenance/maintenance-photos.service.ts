import type { Readable } from 'node:stream';
import { sniffContentType } from '@rentwise/core/documents/sniff';
import { AppError } from '@rentwise/core/errors';
import {
  MAX_MAINTENANCE_PHOTOS,
  type MaintenancePhoto,
  type MaintenanceRequest,
  type VendorJob,
} from '@rentwise/core/maintenance/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { recordAuditEvent } from '../audit/audit.service';
import { withDocumentUploads } from '../documents/documents.service';
import type { DocumentStorage } from '../documents/storage';
import { localeOf } from '../notifications/notifications.service';
import * as repo from './maintenance.repository';
import { loadRequest, notFound, notifyParties, scopeOf, toPhotoDto } from './maintenance-common';
import { maintenanceTexts } from './maintenance-texts';
import { jobOfLink, vendorJobDto } from './vendor-jobs.service';

/** Photos of a request: added by its owner or tenant, or by the vendor through the job link. */

/**
 * The first half of POST /api/maintenance-requests/:id/photos, before the body is read: the
 * request must be the caller's (owner or its tenant), else 404 — so another account's id never
 * makes the server read (or store) a file.
 */
export async function assertCanAddPhoto(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'maintenance.write');
  if (!(await repo.findRequest(db, scopeOf(actor), id))) throw notFound();
}

const photoTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** PNG, JPEG or WebP, read from the bytes, else 415 (an empty file is storeDocument's 400). */
function assertPhotoType(bytes: Uint8Array): void {
  const type = bytes.byteLength > 0 ? sniffContentType(bytes) : null;
  if (bytes.byteLength > 0 && (!type || !photoTypes.has(type))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG and WebP photos can be attached', {
      key: 'errors:maintenance.photoType',
    });
  }
}

/**
 * Attaches a photo (PNG, JPEG or WebP, sniffed from the bytes; ≤ 10 MB) to a request as a document
 * of kind 'photo' of the request's owner, shared with the request's tenant only (not the whole
 * property). The file is removed again if the transaction fails. At most 10 photos per request.
 */
export async function addPhoto(
  deps: { db: Db; storage: DocumentStorage },
  actor: Actor,
  id: string,
  file: { bytes: Uint8Array; fileName: string },
): Promise<MaintenanceRequest> {
  assertPhotoType(file.bytes);
  await withDocumentUploads(deps.db, deps.storage, async (tx, store) => {
    const request = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!request) throw notFound();
    if ((await repo.countPhotos(tx, id)) >= MAX_MAINTENANCE_PHOTOS) {
      throw new AppError('CONFLICT', `A request can have at most ${MAX_MAINTENANCE_PHOTOS} photos`, {
        key: 'errors:maintenance.tooManyPhotos',
        params: { count: MAX_MAINTENANCE_PHOTOS },
      });
    }
    const document = await store({
      orgId: request.orgId,
      ownerId: request.ownerId,
      uploadedBy: actor.userId,
      bytes: file.bytes,
      name: file.fileName,
      kind: 'photo',
      tenantId: request.tenantId,
    });
    await repo.insertPhoto(tx, id, document.id);
    await repo.updateRequest(tx, id, {});
    await recordAuditEvent(tx, actor, {
      orgId: request.orgId,
      action: 'create',
      entityType: 'maintenance_photo',
      entityId: document.id,
      after: { requestId: id, name: document.name },
    });
  });
  return loadRequest(deps.db, actor, id);
}

// The vendor's photos (through the job link)

/**
 * The first half of POST /api/vendor-jobs/:token/photos, before the body is read: an unknown link
 * is a 404 and a closed one a 410, so a dead link never makes the server read (or store) a file.
 */
export async function assertVendorCanAddPhoto(db: Db, token: string): Promise<void> {
  await jobOfLink(db, token);
}

/**
 * POST /api/vendor-jobs/:token/photos: the vendor attaches a photo (same types, size and count
 * limits as the owner's and tenant's). A vendor has no account, and documents.uploaded_by is a
 * user id, so the document is recorded as uploaded by the request's owner (it is the owner's
 * document, shared with the request's tenant, like every request photo); who really added it is
 * kept in a vendor-authored update ("Photo added: <name>", in the owner's language like the rest
 * of the job page). The owner and the tenant are notified in their own language.
 */
export async function addVendorPhoto(
  deps: { db: Db; storage: DocumentStorage },
  token: string,
  file: { bytes: Uint8Array; fileName: string },
): Promise<VendorJob> {
  assertPhotoType(file.bytes);
  return withDocumentUploads(deps.db, deps.storage, async (tx, store) => {
    const { request, link } = await jobOfLink(tx, token, { forUpdate: true });
    const vendor = await repo.findVendor(tx, request.orgId, link.vendorId);
    if (!vendor)
      throw new AppError('LINK_EXPIRED', 'This job link has expired', {
        key: 'errors:maintenance.jobLinkExpired',
      });
    if ((await repo.countPhotos(tx, request.id)) >= MAX_MAINTENANCE_PHOTOS) {
      throw new AppError('CONFLICT', `A request can have at most ${MAX_MAINTENANCE_PHOTOS} photos`, {
        key: 'errors:maintenance.tooManyPhotos',
        params: { count: MAX_MAINTENANCE_PHOTOS },
      });
    }
    const document = await store({
      orgId: request.orgId,
      ownerId: request.ownerId,
      uploadedBy: request.ownerId,
      bytes: file.bytes,
      name: file.fileName,
      kind: 'photo',
      tenantId: request.tenantId,
    });
    await repo.insertPhoto(tx, request.id, document.id);
    await repo.updateRequest(tx, request.id, {});
    await recordAuditEvent(tx, null, {
      orgId: request.orgId,
      action: 'create',
      entityType: 'maintenance_photo',
      entityId: document.id,
      after: { requestId: request.id, name: document.name, vendorId: vendor.id, vendorName: vendor.name },
    });
    const ownerLang = await localeOf(tx, request.ownerId);
    await repo.insertUpdate(tx, {
      requestId: request.id,
      authorKind: 'vendor',
      authorName: vendor.name,
      text: maintenanceTexts.photoAdded(ownerLang, document.name),
      statusChange: null,
    });
    await notifyParties(tx, request, { kind: 'vendor', name: vendor.name }, { photo: document.name }, null);
    return vendorJobDto(tx, request, vendor);
  });
}

/**
 * GET /api/vendor-jobs/:token/photos/:photoId: a photo of this job only. A live link is needed
 * (404/410 as the job page); another job's photo, or any other document, is a 404.
 */
export async function openVendorPhoto(
  deps: { db: Db; storage: DocumentStorage },
  token: string,
  photoId: string,
): Promise<{ photo: MaintenancePhoto; stream: Readable; size: number }> {
  const { request } = await jobOfLink(deps.db, token);
  const row = await repo.findPhotoOfRequest(deps.db, request.id, photoId);
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  const { stream, size } = await deps.storage.get(row.storageKey);
  return { photo: toPhotoDto(row), stream, size };
}
