import type { Readable } from 'node:stream';
import type {
  DocumentDto,
  DocumentKind,
  DocumentListQuery,
  UploadDocumentFields,
} from '@rentwise/core/documents/schemas';
import { cleanDocumentName, MAX_DOCUMENT_BYTES, sniffContentType } from '@rentwise/core/documents/sniff';
import { AppError } from '@rentwise/core/errors';
import { requireAccess, requireWholeOrganisation } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import { wholeOrganisation } from '../../db/scope';
import { recordAuditEvent } from '../audit/audit.service';
import { assertStorageQuota } from '../quotas/quotas.service';
import * as repo from './documents.repository';
import type { DocumentStorage } from './storage';

const notFound = () => new AppError('NOT_FOUND', 'Document not found');

/** A document's own fields as the audit log shows them. */
function auditedDocument(document: DocumentDto) {
  const { name, kind, contentType, sizeBytes, propertyId, leaseId, tenantId } = document;
  return { name, kind, contentType, sizeBytes, propertyId, leaseId, tenantId };
}

function scopeOf(actor: Actor): repo.DocumentScope {
  return actor.role === 'owner' ? actor : { tenantUserId: actor.userId };
}

export function toDocumentDto(row: repo.DocumentWithNames): DocumentDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    propertyId: row.propertyId,
    leaseId: row.leaseId,
    tenantId: row.tenantId,
    propertyAddress: row.propertyAddress,
    tenantName: row.tenantFirstName !== null ? `${row.tenantFirstName} ${row.tenantLastName}` : null,
    uploadedBy: row.uploadedBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One file to keep: the bytes and what to record about them. */
export interface StoreDocumentInput {
  /** The owner whose document it is (for a tenant's upload: the tenant's owner). */
  orgId: string;
  ownerId: string;
  /** The user who sent the file (owner or tenant). */
  uploadedBy: string;
  bytes: Uint8Array;
  /** Shown to users; cleaned (no path, no control characters). The uploaded file's name if empty. */
  name: string;
  kind: DocumentKind;
  propertyId?: string | null;
  leaseId?: string | null;
  tenantId?: string | null;
}

/**
 * Checks and keeps one file, inside the caller's transaction (for other modules: maintenance
 * photos). It does NOT check who may link to what — the caller has authorised the actor and the
 * ids. Over MAX_DOCUMENT_BYTES → 413; content not one of the accepted types (sniffed from the
 * bytes) → 415. The bytes are written first under a generated key; if the row cannot be inserted
 * the file is removed again. If the caller's transaction fails later, use `withDocumentUploads`,
 * which removes the files of a transaction that did not commit.
 */
export async function storeDocument(
  tx: DbOrTx,
  storage: DocumentStorage,
  input: StoreDocumentInput,
): Promise<DocumentDto> {
  if (input.bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB', { key: 'errors:file.tooLarge' });
  }
  if (input.bytes.byteLength === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file is empty', {
      details: { file: 'documents:validation.fileEmpty' },
    });
  }
  const contentType = sniffContentType(input.bytes);
  if (!contentType) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Only PDF, PNG, JPEG, WebP and plain text files can be uploaded',
      { key: 'errors:file.documentType' },
    );
  }
  const name = cleanDocumentName(input.name) || 'document';
  // The organisation's storage quota (issue 23 finding 16): 413 with a translated message.
  await assertStorageQuota(tx, input.orgId, input.bytes.byteLength);
  const storageKey = await storage.put(input.bytes);
  let id: string;
  try {
    id = await repo.insertDocument(tx, {
      orgId: input.orgId,
      ownerId: input.ownerId,
      uploadedBy: input.uploadedBy,
      propertyId: input.propertyId ?? null,
      leaseId: input.leaseId ?? null,
      tenantId: input.tenantId ?? null,
      name,
      kind: input.kind,
      contentType,
      sizeBytes: input.bytes.byteLength,
      storageKey,
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  const row = await repo.findDocument(tx, wholeOrganisation(input.orgId), id);
  if (!row) throw notFound();
  return toDocumentDto(row);
}

/**
 * Files a stored document under a property, lease and tenant of its organisation, inside the
 * caller's transaction (modules/renewals: the signed renewal addendum goes to the new lease, so
 * the manager and the tenant both find it). The caller has authorised the ids; another
 * organisation's document → 404.
 */
export async function linkDocument(
  tx: DbOrTx,
  orgId: string,
  id: string,
  targets: { propertyId: string | null; leaseId: string | null; tenantId: string | null },
): Promise<void> {
  if (!(await repo.linkDocument(tx, orgId, id, targets))) throw notFound();
}

/**
 * Runs `work` in one transaction with a `store` function bound to it. Every file stored through
 * `store` is removed again when the transaction does not commit, so a failed multi-step create
 * (say, a maintenance request with photos whose insert fails) leaves no orphan file behind.
 */
export async function withDocumentUploads<T>(
  db: Db,
  storage: DocumentStorage,
  work: (tx: DbOrTx, store: (input: StoreDocumentInput) => Promise<DocumentDto>) => Promise<T>,
): Promise<T> {
  const tracked = trackStorage(storage);
  try {
    return await db.transaction((tx) => work(tx, (input) => storeDocument(tx, tracked.storage, input)));
  } catch (error) {
    await tracked.discard();
    throw error;
  }
}

/**
 * A storage that remembers every key it writes, and `discard()` to remove them all: for a
 * transaction of your own that stores files (the demo seed) and must leave none if it fails.
 */
export function trackStorage(storage: DocumentStorage): {
  storage: DocumentStorage;
  discard(): Promise<void>;
} {
  const stored: string[] = [];
  return {
    storage: {
      put: async (bytes) => {
        const key = await storage.put(bytes);
        stored.push(key);
        return key;
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
    },
    discard: async () => {
      await Promise.all(stored.splice(0).map((key) => storage.delete(key).catch(() => undefined)));
    },
  };
}

/** What the upload route read from the multipart body. */
export interface Upload {
  bytes: Uint8Array;
  fileName: string;
  fields: UploadDocumentFields;
}

/**
 * POST /api/documents. Owners only: a tenant gets 403 (docs/decisions/010 — tenants send files
 * only as part of something else, such as a maintenance request). A property, lease or tenant to
 * share with must be the owner's (else 404, as if it did not exist).
 */
export async function uploadDocument(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  upload: Upload,
): Promise<DocumentDto> {
  requireAccess(actor, 'document.write');
  const { fields } = upload;
  if (!fields.propertyId && !fields.leaseId && !fields.tenantId) requireWholeOrganisation(actor);
  return withDocumentUploads(db, storage, async (tx, store) => {
    const owns = await repo.ownsTargets(tx, actor, fields);
    if (!owns.property) throw new AppError('NOT_FOUND', 'Property not found');
    if (!owns.lease) throw new AppError('NOT_FOUND', 'Lease not found');
    if (!owns.tenant) throw new AppError('NOT_FOUND', 'Tenant not found');
    const document = await store({
      orgId: actor.orgId,
      ownerId: actor.userId,
      uploadedBy: actor.userId,
      bytes: upload.bytes,
      name: fields.name || upload.fileName,
      kind: fields.kind,
      propertyId: fields.propertyId,
      leaseId: fields.leaseId,
      tenantId: fields.tenantId,
    });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'document',
      entityId: document.id,
      after: auditedDocument(document),
    });
    return document;
  });
}

/** GET /api/documents: an owner's own (filtered), or what is shared with a tenant. */
export async function listDocuments(
  db: Db,
  actor: Actor,
  query: DocumentListQuery,
): Promise<{ items: DocumentDto[]; nextCursor: string | null }> {
  requireAccess(actor, 'document.read');
  const rows = await repo.listDocuments(db, scopeOf(actor), {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    kind: query.kind,
    leaseId: query.leaseId,
    tenantId: query.tenantId,
    propertyId: query.propertyId,
  });
  const page = toPage(rows, query.limit);
  return { items: page.rows.map(toDocumentDto), nextCursor: page.nextCursor };
}

/** One document the caller may see (another account's → 404). */
export async function getDocument(db: DbOrTx, actor: Actor, id: string): Promise<DocumentDto> {
  requireAccess(actor, 'document.read');
  const row = await repo.findDocument(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return toDocumentDto(row);
}

/** The document and a stream of its bytes, for the download route. */
export async function openDocument(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  id: string,
): Promise<{ document: DocumentDto; stream: Readable; size: number }> {
  requireAccess(actor, 'document.read');
  const row = await repo.findDocument(db, scopeOf(actor), id);
  if (!row) throw notFound();
  const { stream, size } = await storage.get(row.storageKey);
  return { document: toDocumentDto(row), stream, size };
}

/**
 * DELETE /api/documents/:id (owner). The row goes first, then the bytes: a failure in between
 * leaves an unreferenced file (harmless, never served), never a row without its file.
 */
export async function deleteDocument(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  id: string,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  requireAccess(actor, 'document.write');
  const key = await db.transaction(async (tx) => {
    const current = await repo.findDocument(tx, scopeOf(actor), id);
    const deleted = await repo.deleteDocument(tx, actor, id);
    if (!deleted) return null;
    await recordAuditEvent(tx, actor, {
      action: 'delete',
      entityType: 'document',
      entityId: id,
      before: current ? auditedDocument(toDocumentDto(current)) : null,
    });
    return deleted;
  });
  if (!key) throw notFound();
  await storage.delete(key).catch((error) => log?.warn({ err: error, key }, 'document file not removed'));
}
