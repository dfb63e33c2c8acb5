import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import {
  type AssignVendorBody,
  type CreateVendorBody,
  isClosedStatus,
  type MaintenanceRequest,
  type Vendor,
  type VendorJob,
  type VendorJobUpdateBody,
  type VendorListQuery,
} from '@rentwise/core/maintenance/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import { generateOpaqueToken, hashToken } from '../../auth/tokens';
import type { Db, DbOrTx } from '../../db/client';
import { decodeKeyset, encodeKeyset, KEY_FORMATS } from '../../db/pagination';
import type { VendorRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { accountOfTenant, formatDay, localeOf, notify } from '../notifications/notifications.service';
import * as repo from './maintenance.repository';
import { requireApprovalSettled } from './maintenance-approval-rule';
import {
  applyStatus,
  linkFor,
  loadRequest,
  notFound,
  notifyParties,
  scopeOf,
  siteContactOf,
  toPhotoDto,
  toUpdateDto,
  toVendorDto,
} from './maintenance-common';
import { maintenanceTexts, ownerFallbackName } from './maintenance-texts';

/** Vendors, assigning one to a request, and the vendor's job page behind its private link. */

/** What assigning a vendor needs: the outbox and the site's address for the job link. */
export interface MaintenanceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
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
  requireAccess(actor, 'maintenance.manage');
  await deps.db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    const vendor = await repo.findVendor(tx, actor.orgId, body.vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found');
    if (isClosedStatus(current.status)) {
      throw new AppError('CONFLICT', 'This request is closed: reopen it before assigning a vendor', {
        key: 'errors:maintenance.closedNoVendor',
      });
    }
    requireApprovalSettled(current);
    await repo.revokeLinks(tx, id);
    const token = generateOpaqueToken();
    await repo.insertLink(tx, { requestId: id, vendorId: vendor.id, tokenHash: hashToken(token) });
    await repo.updateRequest(tx, id, { vendorId: vendor.id });
    await recordAuditEvent(tx, actor, {
      action: 'assign',
      entityType: 'maintenance_request',
      entityId: id,
      before: { vendorId: current.vendorId },
      after: { vendorId: vendor.id, vendorName: vendor.name },
    });

    const lang: Language = await localeOf(tx, actor.userId);
    const owner = await repo.profileName(tx, actor.userId);
    await deps.mailer.queue(tx, {
      orgId: actor.orgId,
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
      await notify(tx, {
        userId: tenantUser,
        type: 'maintenance',
        ...maintenanceTexts.vendorAssigned({
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
  requireAccess(actor, 'vendor.write');
  const row = await db.transaction(async (tx) => {
    const vendor = await repo.insertVendor(tx, {
      orgId: actor.orgId,
      ownerId: actor.userId,
      ...body,
      email: body.email.toLowerCase(),
    });
    const { name, trade, email, phone } = vendor;
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'vendor',
      entityId: vendor.id,
      after: { name, trade, email, phone },
    });
    return vendor;
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
  requireAccess(actor, 'vendor.read');
  const rows = await repo.listVendors(db, actor.orgId, {
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
export async function jobOfLink(
  tx: DbOrTx,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ link: repo.LinkWithJob; request: repo.RequestWithPlace }> {
  const link = await repo.findLinkByHash(tx, hashToken(token), options);
  if (!link) throw new AppError('NOT_FOUND', 'This job link is not valid');
  const request = await repo.findRequestById(tx, link.requestId);
  if (!request || link.revokedAt || isClosedStatus(request.status) || request.vendorId !== link.vendorId) {
    throw new AppError('LINK_EXPIRED', 'This job link has expired', {
      key: 'errors:maintenance.jobLinkExpired',
    });
  }
  return { link, request };
}

export async function vendorJobDto(
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
  const vendor = await repo.findVendor(db, request.orgId, link.vendorId);
  if (!vendor)
    throw new AppError('LINK_EXPIRED', 'This job link has expired', {
      key: 'errors:maintenance.jobLinkExpired',
    });
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
    const vendor = await repo.findVendor(tx, request.orgId, link.vendorId);
    if (!vendor)
      throw new AppError('LINK_EXPIRED', 'This job link has expired', {
        key: 'errors:maintenance.jobLinkExpired',
      });
    const statusChange = body.status && body.status !== request.status ? body.status : null;
    if (statusChange === 'in_progress') requireApprovalSettled(request);
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
    // The vendor has no account: the system writes the event, naming the vendor.
    await recordAuditEvent(tx, null, {
      orgId: request.orgId,
      action: 'update',
      entityType: 'maintenance_request',
      entityId: request.id,
      before: statusChange ? { status: request.status } : null,
      after: {
        ...(statusChange ? { status: statusChange } : {}),
        comment: body.text,
        vendorId: vendor.id,
        vendorName: vendor.name,
      },
    });
    const fresh = await repo.findRequestById(tx, request.id);
    return vendorJobDto(tx, fresh ?? request, vendor);
  });
}
