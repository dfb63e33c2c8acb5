import { buffer } from 'node:stream/consumers';
import { sniffContentType } from '@rentwise/core/documents/sniff';
import { AppError } from '@rentwise/core/errors';
import { MAX_LOGO_BYTES } from '@rentwise/core/organisations/logo';
import type { FastifyBaseLogger } from 'fastify';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { isDrawableImage, type PdfBrand } from '../../pdf/org-header';
import { recordAuditEvent } from '../audit/audit.service';
import type { DocumentStorage } from '../documents/storage';
import * as repo from './org-logo.repository';

/**
 * The organisation's logo (issue 19 item 1): an admin uploads a PNG or a JPEG of at most 1 MB in
 * Settings → Organisation; its bytes live in the document storage (decision 010), the row says
 * which. Every member reads it (the settings preview); the PDFs draw it beside the name.
 */

const logoNotFound = () =>
  new AppError('NOT_FOUND', 'The organisation has no logo', { key: 'errors:orgLogo.none' });

/** The logo as the audit log shows it (an organisation's `logo` field): its type and size. */
const auditedLogo = (row: { contentType: string; size: number } | null) =>
  row ? { contentType: row.contentType, size: row.size } : null;

/** PUT /api/org/logo (org.update): sets or replaces the logo; the replaced bytes are deleted after. */
export async function putLogo(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  bytes: Buffer,
  log?: FastifyBaseLogger,
): Promise<{ contentType: string; size: number }> {
  requireAccess(actor, 'org.update');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The logo is larger than 1 MB', {
      key: 'errors:orgLogo.tooLarge',
    });
  }
  const contentType = sniffContentType(bytes);
  if ((contentType !== 'image/png' && contentType !== 'image/jpeg') || !(await isDrawableImage(bytes))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG or a JPEG image', {
      key: 'errors:orgLogo.type',
    });
  }
  const key = await storage.put(bytes);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.lockOrganisation(tx, actor.orgId)))
        throw new AppError('NOT_FOUND', 'Organisation not found');
      const before = await repo.findLogo(tx, actor.orgId);
      replaced = before?.storageKey ?? null;
      await repo.upsertLogo(tx, {
        orgId: actor.orgId,
        storageKey: key,
        contentType,
        size: bytes.length,
        updatedBy: actor.userId,
      });
      await recordAuditEvent(tx, actor, {
        action: 'update',
        entityType: 'organisation',
        entityId: actor.orgId,
        before: { logo: auditedLogo(before) },
        after: { logo: { contentType, size: bytes.length } },
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (replaced) await removeBytes(storage, replaced, log);
  return { contentType, size: bytes.length };
}

/** DELETE /api/org/logo (org.update): the row, then its bytes. No logo → 404. */
export async function deleteLogo(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  log?: FastifyBaseLogger,
): Promise<void> {
  requireAccess(actor, 'org.update');
  const removed = await db.transaction(async (tx) => {
    const before = await repo.findLogo(tx, actor.orgId, { forUpdate: true });
    if (!before) throw logoNotFound();
    await repo.deleteLogo(tx, actor.orgId);
    await recordAuditEvent(tx, actor, {
      action: 'update',
      entityType: 'organisation',
      entityId: actor.orgId,
      before: { logo: auditedLogo(before) },
      after: { logo: null },
    });
    return before.storageKey;
  });
  await removeBytes(storage, removed, log);
}

/** Bytes no row points to any more; a failure only leaves an orphan file (logged). */
async function removeBytes(storage: DocumentStorage, key: string, log?: FastifyBaseLogger) {
  try {
    await storage.delete(key);
  } catch (error) {
    log?.warn({ err: error, key }, 'could not delete a replaced organisation logo');
  }
}

/** GET /api/org/logo (org.read): the logo's bytes and type; none → 404. */
export async function openLogo(
  db: DbOrTx,
  storage: DocumentStorage,
  actor: Actor,
): Promise<{ bytes: Buffer; contentType: string }> {
  requireAccess(actor, 'org.read');
  const bytes = await logoBytes(db, storage, actor.orgId);
  if (!bytes) throw logoNotFound();
  return bytes;
}

async function logoBytes(
  db: DbOrTx,
  storage: DocumentStorage,
  orgId: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await repo.findLogo(db, orgId);
  if (!row) return null;
  const file = await storage.get(row.storageKey);
  return { bytes: await buffer(file.stream), contentType: row.contentType };
}

/**
 * Whose document a PDF is: the organisation's name and its logo's bytes (the caller checked its
 * own access). Without a storage (a bench, a test) or when the bytes are missing, no logo.
 */
export async function pdfBrand(
  db: DbOrTx,
  storage: DocumentStorage | undefined,
  orgId: string,
): Promise<PdfBrand> {
  const name = (await repo.organisationName(db, orgId)) ?? '';
  if (!storage) return { name, logo: null };
  try {
    return { name, logo: (await logoBytes(db, storage, orgId))?.bytes ?? null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { name, logo: null };
    throw error;
  }
}
