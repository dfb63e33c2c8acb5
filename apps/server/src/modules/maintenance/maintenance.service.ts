import type { Readable } from 'node:stream';
import { sniffContentType } from '@rentwise/core/documents/sniff';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import {
  type AddMaintenanceUpdateBody,
  type AssignVendorBody,
  type AuthorKind,
  type CreateMaintenanceRequestInput,
  type CreateVendorBody,
  isClosedStatus,
  MAX_MAINTENANCE_PHOTOS,
  type MaintenanceListQuery,
  type MaintenancePhoto,
  type MaintenanceRequest,
  type MaintenanceStatus,
  type MaintenanceUpdate,
  toStoredPriority,
  type UpdateMaintenanceRequestBody,
  type Vendor,
  type VendorJob,
  type VendorJobUpdateBody,
  type VendorListQuery,
} from '@rentwise/core/maintenance/schemas';
import type { Actor } from '../../auth/actor';
import { generateOpaqueToken, hashToken } from '../../auth/tokens';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, decodeKeyset, encodeKeyset, KEY_FORMATS, toPage } from '../../db/pagination';
import type { MaintenanceUpdateRow, VendorRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { withDocumentUploads } from '../documents/documents.service';
import type { DocumentStorage } from '../documents/storage';
import { accountOfTenant, formatDay, localeOf, notify } from '../notifications/notifications.service';
import * as repo from './maintenance.repository';
import { maintenanceTexts, ownerFallbackName, tenantFallbackName } from './maintenance-texts';

/** What assigning a vendor needs: the outbox and the site's address for the job link. */
export interface MaintenanceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const notFound = () => new AppError('NOT_FOUND', 'Maintenance request not found');

function requireOwner(actor: Actor): void {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', 'Only owners can do this');
}

function scopeOf(actor: Actor): repo.RequestScope {
  return actor.role === 'owner' ? { ownerId: actor.userId } : { tenantUserId: actor.userId };
}

/** The app page each party opens from a notification. */
const linkFor = {
  owner: (id: string) => `/owner-dashboard/maintenance?request=${id}`,
  tenant: () => '/tenant-dashboard/maintenance',
};

function toUpdateDto(row: MaintenanceUpdateRow): MaintenanceUpdate {
  return {
    id: row.id,
    authorKind: row.authorKind,
    authorName: row.authorName,
    text: row.text,
    statusChange: row.statusChange,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function toDto(
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updates: updates.filter((u) => u.requestId === row.id).map(toUpdateDto),
    photos: photos.filter((p) => p.requestId === row.id).map(toPhotoDto),
  };
}

function toPhotoDto(p: repo.PhotoRow): MaintenancePhoto {
  return {
    documentId: p.documentId,
    name: p.name,
    contentType: p.contentType,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

function toVendorDto(row: VendorRow): Vendor {
  return {
    id: row.id,
    name: row.name,
    trade: row.trade,
    email: row.email,
    phone: row.phone,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function loadRequest(db: DbOrTx, actor: Actor, id: string): Promise<MaintenanceRequest> {
  const row = await repo.findRequest(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return toDto(row, await repo.listUpdates(db, [row.id]), await repo.listPhotos(db, [row.id]));
}

/** How an author is named on updates: profile name, else company, else '' (the UI says "Owner"/"Tenant"). */
async function authorName(db: DbOrTx, userId: string): Promise<string> {
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

async function notifyParties(
  tx: DbOrTx,
  request: repo.RequestWithPlace,
  author: { kind: AuthorKind; name: string },
  /** The update's text, or its words in each recipient's language. */
  text: string | ((lang: Language) => string),
  status: MaintenanceStatus | null,
): Promise<number> {
  let written = 0;
  for (const party of await partiesOf(tx, request, author.kind)) {
    const lang = await localeOf(tx, party.userId);
    const name =
      author.name || (author.kind === 'owner' ? ownerFallbackName(lang) : tenantFallbackName(lang));
    const content = maintenanceTexts.update(lang, {
      author: name,
      title: request.title,
      text: typeof text === 'function' ? text(lang) : text,
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
  const priority = toStoredPriority(body.priority);
  const id = await db.transaction(async (tx) => {
    if (actor.role === 'tenant') {
      const leases = await repo.activeLeasesOfTenantUser(tx, actor.userId);
      if (leases.length === 0) {
        throw new AppError('NO_ACTIVE_LEASE', 'You need an active lease to report an issue');
      }
      const place = leases.find(
        (lease) =>
          (!body.propertyId || lease.propertyId === body.propertyId) &&
          (!body.unitId || lease.unitId === body.unitId),
      );
      // Another unit or property than the tenant's own is answered like one that does not exist.
      if (!place) throw new AppError('NOT_FOUND', 'Unit not found');
      const row = await repo.insertRequest(tx, {
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
      const lang = await localeOf(tx, place.ownerId);
      const tenantName = (await authorName(tx, actor.userId)) || tenantFallbackName(lang);
      await notify(tx, {
        userId: place.ownerId,
        type: 'maintenance',
        ...maintenanceTexts.newRequest(lang, {
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
    const property = await repo.findOwnedProperty(tx, actor.userId, body.propertyId);
    if (!property) throw new AppError('NOT_FOUND', 'Property not found');
    if (body.unitId && !(await repo.findUnitOfProperty(tx, property.id, body.unitId))) {
      throw new AppError('NOT_FOUND', 'Unit not found');
    }
    const tenantId = body.unitId ? await repo.activeTenantOfUnit(tx, body.unitId) : null;
    const row = await repo.insertRequest(tx, {
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
    const tenantUser = tenantId ? await accountOfTenant(tx, tenantId) : null;
    if (tenantUser) {
      const lang = await localeOf(tx, tenantUser);
      await notify(tx, {
        userId: tenantUser,
        type: 'maintenance',
        ...maintenanceTexts.loggedForYou(lang, { title: body.title, address: property.address }),
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
  const rows = await repo.listRequests(db, scopeOf(actor), {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    status: query.status,
    priority: query.priority,
    propertyId: query.propertyId,
  });
  const page = toPage(rows, query.limit);
  const ids = page.rows.map((row) => row.id);
  const [updates, photos] = await Promise.all([repo.listUpdates(db, ids), repo.listPhotos(db, ids)]);
  return { items: page.rows.map((row) => toDto(row, updates, photos)), nextCursor: page.nextCursor };
}

/** GET /api/maintenance-requests/:id: its owner, or its tenant; anyone else gets 404. */
export function getRequest(db: Db, actor: Actor, id: string): Promise<MaintenanceRequest> {
  return loadRequest(db, actor, id);
}

/**
 * Moves a locked request to `status`: closing it revokes its vendor links (decision: a reopened
 * job needs a new assignment, so an old email never revives).
 */
async function applyStatus(tx: DbOrTx, requestId: string, status: MaintenanceStatus): Promise<void> {
  await repo.updateRequest(tx, requestId, { status });
  if (isClosedStatus(status)) await repo.revokeLinks(tx, requestId);
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
  requireOwner(actor);
  await db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
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
    if (body.scheduledFor && body.scheduledFor !== current.scheduledFor && current.tenantId) {
      const tenantUser = await accountOfTenant(tx, current.tenantId);
      if (tenantUser) {
        const lang = await localeOf(tx, tenantUser);
        await notify(tx, {
          userId: tenantUser,
          type: 'maintenance',
          ...maintenanceTexts.visitScheduled(lang, {
            date: formatDay(body.scheduledFor, lang),
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
  if (actor.role === 'tenant' && body.status) {
    throw new AppError('FORBIDDEN', 'Only the owner or the vendor can change the status');
  }
  await db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    const statusChange = body.status && body.status !== current.status ? body.status : null;
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
  });
  return loadRequest(db, actor, id);
}

/**
 * The request's tenant as the vendor's on-site contact (the one who lets them in): name and phone
 * from the tenant record the owner keeps; null when the request has no tenant.
 */
function siteContactOf(request: repo.RequestWithPlace): { name: string; phone: string | null } | null {
  if (request.tenantFirstName === null) return null;
  return {
    name: `${request.tenantFirstName} ${request.tenantLastName ?? ''}`.trim(),
    phone: request.tenantPhone || null,
  };
}

/**
 * POST /api/maintenance-requests/:id/assign (owner). The vendor must be the owner's (else 404)
 * and the job still open (else 409). Earlier links of the job are revoked; the vendor is emailed
 * the job with a new private link (only its hash is stored) in the owner's language, and the
 * tenant is told who will come.
 */
export async function assignVendor(
  deps: MaintenanceDeps,
  actor: Actor,
  id: string,
  body: AssignVendorBody,
): Promise<MaintenanceRequest> {
  requireOwner(actor);
  await deps.db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    const vendor = await repo.findVendor(tx, actor.userId, body.vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found');
    if (isClosedStatus(current.status)) {
      throw new AppError('CONFLICT', 'This request is closed: reopen it before assigning a vendor');
    }
    await repo.revokeLinks(tx, id);
    const token = generateOpaqueToken();
    await repo.insertLink(tx, { requestId: id, vendorId: vendor.id, tokenHash: hashToken(token) });
    await repo.updateRequest(tx, id, { vendorId: vendor.id });

    const lang: Language = await localeOf(tx, actor.userId);
    const owner = await repo.profileName(tx, actor.userId);
    await deps.mailer.queue(tx, {
      to: vendor.email,
      template: 'maintenance-vendor-job',
      locale: lang,
      data: {
        vendorName: vendor.name,
        ownerName: owner.name || owner.company || ownerFallbackName(lang),
        ownerEmail: owner.email,
        ownerPhone: owner.phone ?? '',
        tenantName: siteContactOf(current)?.name ?? '',
        tenantPhone: siteContactOf(current)?.phone ?? '',
        propertyAddress: current.propertyAddress,
        unitLabel: current.unitLabel ?? '',
        title: current.title,
        category: current.category,
        priority: current.priority,
        description: current.description,
        scheduledFor: current.scheduledFor ? formatDay(current.scheduledFor, lang) : '',
        url: `${deps.publicUrl}/vendor-jobs/${token}`,
      },
    });
    const tenantUser = current.tenantId ? await accountOfTenant(tx, current.tenantId) : null;
    if (tenantUser) {
      const tenantLang = await localeOf(tx, tenantUser);
      await notify(tx, {
        userId: tenantUser,
        type: 'maintenance',
        ...maintenanceTexts.vendorAssigned(tenantLang, {
          vendor: vendor.name,
          trade: vendor.trade,
          title: current.title,
        }),
        link: linkFor.tenant(),
      });
    }
  });
  deps.mailer.wake();
  return loadRequest(deps.db, actor, id);
}

// Vendors

/** POST /api/vendors (owner). */
export async function createVendor(db: Db, actor: Actor, body: CreateVendorBody): Promise<Vendor> {
  requireOwner(actor);
  const row = await repo.insertVendor(db, {
    ownerId: actor.userId,
    ...body,
    email: body.email.toLowerCase(),
  });
  return toVendorDto(row);
}

/** The vendors list's cursor: the last vendor's name and id (db/pagination.ts). */
function nameCursor(cursor: string | undefined): { name: string; id: string } | undefined {
  const keyset = decodeKeyset(cursor, KEY_FORMATS.text);
  return keyset && { name: keyset.key, id: keyset.id };
}

/** GET /api/vendors (owner): the owner's own, by name. */
export async function listVendors(
  db: Db,
  actor: Actor,
  query: VendorListQuery,
): Promise<{ items: Vendor[]; nextCursor: string | null }> {
  requireOwner(actor);
  const rows = await repo.listVendors(db, actor.userId, {
    limit: query.limit,
    after: nameCursor(query.cursor),
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map(toVendorDto),
    nextCursor: hasMore && last ? encodeKeyset(last.name, last.id) : null,
  };
}

// The vendor's job page (no account: the link is the credential)

/**
 * The job a link opens. An unknown token is a 404; a link revoked (job closed, or reassigned) is a
 * 410 LINK_EXPIRED, so the page can say so plainly.
 */
async function jobOfLink(
  tx: DbOrTx,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ link: repo.LinkWithJob; request: repo.RequestWithPlace }> {
  const link = await repo.findLinkByHash(tx, hashToken(token), options);
  if (!link) throw new AppError('NOT_FOUND', 'This job link is not valid');
  const request = await repo.findRequestById(tx, link.requestId);
  if (!request || link.revokedAt || isClosedStatus(request.status) || request.vendorId !== link.vendorId) {
    throw new AppError('LINK_EXPIRED', 'This job link has expired');
  }
  return { link, request };
}

async function vendorJobDto(
  db: DbOrTx,
  request: repo.RequestWithPlace,
  vendor: VendorRow,
): Promise<VendorJob> {
  const owner = await repo.profileName(db, request.ownerId);
  const language = await localeOf(db, request.ownerId);
  // One after the other: `db` may be a transaction's single connection.
  const updates = await repo.listUpdates(db, [request.id]);
  const photos = await repo.listPhotos(db, [request.id]);
  return {
    vendorName: vendor.name,
    title: request.title,
    category: request.category,
    priority: request.priority,
    description: request.description,
    status: request.status,
    propertyAddress: request.propertyAddress,
    unitLabel: request.unitLabel,
    scheduledFor: request.scheduledFor,
    contact: {
      name: owner.name || owner.company || ownerFallbackName(language),
      email: owner.email,
      phone: owner.phone,
    },
    siteContact: siteContactOf(request),
    language,
    createdAt: request.createdAt.toISOString(),
    updates: updates.map(toUpdateDto),
    photos: photos.map(toPhotoDto),
  };
}

/** GET /api/vendor-jobs/:token. */
export async function getVendorJob(db: Db, token: string): Promise<VendorJob> {
  const { request, link } = await jobOfLink(db, token);
  const vendor = await repo.findVendor(db, request.ownerId, link.vendorId);
  if (!vendor) throw new AppError('LINK_EXPIRED', 'This job link has expired');
  return vendorJobDto(db, request, vendor);
}

/**
 * POST /api/vendor-jobs/:token/updates: the vendor posts progress (and In Progress / Completed).
 * The owner and the tenant are notified. Completing the job revokes the link in the same
 * transaction, so the page answers "expired" afterwards.
 */
export async function postVendorUpdate(db: Db, token: string, body: VendorJobUpdateBody): Promise<VendorJob> {
  return db.transaction(async (tx) => {
    const { request, link } = await jobOfLink(tx, token, { forUpdate: true });
    const vendor = await repo.findVendor(tx, request.ownerId, link.vendorId);
    if (!vendor) throw new AppError('LINK_EXPIRED', 'This job link has expired');
    const statusChange = body.status && body.status !== request.status ? body.status : null;
    if (statusChange) await applyStatus(tx, request.id, statusChange);
    else await repo.updateRequest(tx, request.id, {});
    await repo.insertUpdate(tx, {
      requestId: request.id,
      authorKind: 'vendor',
      authorName: vendor.name,
      text: body.text,
      statusChange,
    });
    await notifyParties(tx, request, { kind: 'vendor', name: vendor.name }, body.text, statusChange);
    const fresh = await repo.findRequestById(tx, request.id);
    return vendorJobDto(tx, fresh ?? request, vendor);
  });
}

// Photos

/**
 * The first half of POST /api/maintenance-requests/:id/photos, before the body is read: the
 * request must be the caller's (owner or its tenant), else 404 — so another account's id never
 * makes the server read (or store) a file.
 */
export async function assertCanAddPhoto(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await repo.findRequest(db, scopeOf(actor), id))) throw notFound();
}

const photoTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** PNG, JPEG or WebP, read from the bytes, else 415 (an empty file is storeDocument's 400). */
function assertPhotoType(bytes: Uint8Array): void {
  const type = bytes.byteLength > 0 ? sniffContentType(bytes) : null;
  if (bytes.byteLength > 0 && (!type || !photoTypes.has(type))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG and WebP photos can be attached');
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
      throw new AppError('CONFLICT', `A request can have at most ${MAX_MAINTENANCE_PHOTOS} photos`);
    }
    const document = await store({
      ownerId: request.ownerId,
      uploadedBy: actor.userId,
      bytes: file.bytes,
      name: file.fileName,
      kind: 'photo',
      tenantId: request.tenantId,
    });
    await repo.insertPhoto(tx, id, document.id);
    await repo.updateRequest(tx, id, {});
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
    const vendor = await repo.findVendor(tx, request.ownerId, link.vendorId);
    if (!vendor) throw new AppError('LINK_EXPIRED', 'This job link has expired');
    if ((await repo.countPhotos(tx, request.id)) >= MAX_MAINTENANCE_PHOTOS) {
      throw new AppError('CONFLICT', `A request can have at most ${MAX_MAINTENANCE_PHOTOS} photos`);
    }
    const document = await store({
      ownerId: request.ownerId,
      uploadedBy: request.ownerId,
      bytes: file.bytes,
      name: file.fileName,
      kind: 'photo',
      tenantId: request.tenantId,
    });
    await repo.insertPhoto(tx, request.id, document.id);
    await repo.updateRequest(tx, request.id, {});
    const ownerLang = await localeOf(tx, request.ownerId);
    await repo.insertUpdate(tx, {
      requestId: request.id,
      authorKind: 'vendor',
      authorName: vendor.name,
      text: maintenanceTexts.photoAdded(ownerLang, document.name),
      statusChange: null,
    });
    await notifyParties(
      tx,
      request,
      { kind: 'vendor', name: vendor.name },
      (lang) => maintenanceTexts.photoAdded(lang, document.name),
      null,
    );
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
