import { PassThrough, type Readable } from 'node:stream';
import { AppError } from '@rentwise/core/errors';
import type { OrgExport } from '@rentwise/core/imports/schemas';
import { importFields, importKinds } from '@rentwise/core/imports/templates';
import { toCsv } from '@rentwise/core/imports/values';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { requireAccess, requireWholeOrganisation } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { OrgExportRow } from '../../db/schema/org-exports';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import type { DocumentStorage } from '../documents/storage';
import { orgExportNotification } from '../notifications/notification-texts';
import { formatDay, localeOf, notify } from '../notifications/notifications.service';
import * as repo from './exports.repository';
import { recordsOf } from './exports.service';

/**
 * The whole organisation as one ZIP (issue 20): `GET /api/exports/org` queues an export and starts
 * a run in this process; the `org-exports` job sweeps for one a stopped process left. A run writes
 * one CSV per kind in the import templates' columns (English headers, so each imports back as it
 * is) and every document's file, stores the ZIP in the document storage, then tells the requester
 * by notification and email. The download is for a signed-in admin of the organisation, until the
 * export expires.
 */

/** How long the download link works. */
const EXPORT_LIFETIME_DAYS = 7;

export interface OrgExportDeps {
  db: Db;
  storage: DocumentStorage;
  mailer: Mailer;
  /** The site's address, for the email's link. */
  publicUrl: string;
}

const PAGE = '/owner-dashboard/settings/import-export';

const notFound = () => new AppError('NOT_FOUND', 'Export not found');

function admin(actor: Actor): MemberActor {
  requireAccess(actor, 'export.org');
  const scoped = actor as MemberActor;
  requireWholeOrganisation(scoped);
  return scoped;
}

function toDto(row: OrgExportRow): OrgExport {
  return {
    id: row.id,
    status: row.status,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: row.status === 'ready' ? `/api/exports/${row.id}/download` : null,
  };
}

/**
 * GET /api/exports/org: a new export, queued (the caller starts `runPendingOrgExports`). Taking
 * all of the organisation's data out is audited: an 'export' event on the organisation.
 */
export async function requestOrgExport(db: Db, actor: Actor): Promise<OrgExport> {
  const scoped = admin(actor);
  return db.transaction(async (tx) => {
    const row = await repo.insertOrgExport(tx, { orgId: scoped.orgId, requestedBy: scoped.userId });
    await recordAuditEvent(tx, scoped, {
      action: 'export',
      entityType: 'organisation',
      entityId: scoped.orgId,
      after: { exportId: row.id },
    });
    return toDto(row);
  });
}

/** GET /api/exports/:id: where the export stands. */
export async function getOrgExport(db: DbOrTx, actor: Actor, id: string): Promise<OrgExport> {
  const scoped = admin(actor);
  const row = await repo.findOrgExport(db, scoped.orgId, id);
  if (!row) throw notFound();
  return toDto(row);
}

/** GET /api/exports/:id/download: the ZIP, while it has not expired (410 after). */
export async function openOrgExport(
  db: DbOrTx,
  storage: DocumentStorage,
  actor: Actor,
  id: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const scoped = admin(actor);
  const row = await repo.findOrgExport(db, scoped.orgId, id);
  if (!row) throw notFound();
  if (row.status !== 'ready' || !row.fileKey) {
    throw new AppError('CONFLICT', 'This export is not ready yet', { key: 'errors:exports.notReady' });
  }
  if (row.expiresAt && row.expiresAt.getTime() < Date.now()) {
    throw new AppError('LINK_EXPIRED', 'This export has expired', { key: 'errors:exports.expired' });
  }
  const file = await storage.get(row.fileKey);
  return { ...file, fileName: `rentwise-export-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** A document's name as a ZIP entry: no folders, nothing but a plain file name. */
function entryName(name: string): string {
  return (
    name
      .replace(/[/\\]/g, '_')
      .replace(/\p{Cc}/gu, '_')
      .replace(/^\.+/, '_')
      .slice(0, 150) || 'document'
  );
}

/**
 * The ZIP as a stream (fflate's streaming Zip): one CSV per kind (English headers), then every
 * document as `documents/<id>/<name>`, each read from the storage chunk by chunk and deflated as it
 * comes — so neither the documents nor the whole archive are ever held in memory at once. The
 * stream waits while its reader is behind (backpressure) and fails if a document cannot be read.
 */
export function orgExportZipStream(db: DbOrTx, storage: DocumentStorage, orgId: string): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const drained = () =>
    out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve();
  const add = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return file;
  };
  const fill = async () => {
    const whole = { orgId, propertyIds: null } as MemberActor;
    for (const kind of importKinds) {
      const fields = importFields[kind];
      const records = await recordsOf(db, whole, kind);
      const csv = toCsv([fields.map((f) => f.en), ...records.map((r) => fields.map((f) => r[f.key] ?? ''))]);
      add(`${kind}.csv`).push(strToU8(csv), true);
      await drained();
    }
    for (const document of await repo.documentFiles(db, orgId)) {
      const entry = add(`documents/${document.id}/${entryName(document.name)}`);
      const file = await storage.get(document.storageKey);
      for await (const chunk of file.stream) {
        entry.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk));
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  fill().catch((error) => {
    zip.terminate();
    out.destroy(error);
  });
  return out;
}

/**
 * Stores the export's ZIP as it is written: straight into the storage where it takes a stream
 * (the local disk); otherwise (database, S3) the stream is gathered first. Answers its key and size.
 */
async function storeZip(storage: DocumentStorage, zip: Readable): Promise<{ key: string; size: number }> {
  if (storage.putStream) return storage.putStream(zip);
  const chunks: Buffer[] = [];
  for await (const chunk of zip) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  return { key: await storage.put(bytes), size: bytes.byteLength };
}

/**
 * The export worker: claims queued exports one at a time (SKIP LOCKED, so several instances share
 * them), builds and stores each ZIP, then notifies and emails the requester in their language.
 * Idempotent: a run that stopped is claimed again after five minutes and starts over.
 */
export async function runPendingOrgExports(deps: OrgExportDeps, logger?: FastifyBaseLogger): Promise<number> {
  const { db, storage, mailer } = deps;
  let done = 0;
  for (;;) {
    const row = await repo.claimPendingOrgExport(db);
    if (!row) break;
    try {
      const stored = await storeZip(storage, orgExportZipStream(db, storage, row.orgId));
      const expiresAt = new Date(Date.now() + EXPORT_LIFETIME_DAYS * 24 * 3600 * 1000);
      await db.transaction(async (tx) => {
        await repo.updateOrgExport(tx, row.id, {
          status: 'ready',
          fileKey: stored.key,
          size: stored.size,
          finishedAt: new Date(),
          expiresAt,
          claimedAt: null,
        });
        const lang = await localeOf(tx, row.requestedBy);
        const expires = formatDay(expiresAt.toISOString(), lang);
        // In-app: a key and the ISO day, said in the language the member reads it in.
        const inApp = orgExportNotification(expiresAt.toISOString().slice(0, 10));
        await notify(tx, { userId: row.requestedBy, type: 'export', ...inApp, link: PAGE });
        const to = await repo.userEmail(tx, row.requestedBy);
        if (to) {
          await mailer.queue(tx, {
            to,
            template: 'org-export-ready',
            locale: lang,
            orgId: row.orgId,
            data: {
              organisationName: await repo.organisationName(tx, row.orgId),
              expires,
              url: `${deps.publicUrl}${PAGE}`,
            },
          });
        }
      });
      mailer.wake();
    } catch (error) {
      logger?.error({ err: error, exportId: row.id }, 'organisation export failed');
      await repo.updateOrgExport(db, row.id, {
        status: 'failed',
        failure: error instanceof Error ? error.message.slice(0, 500) : 'failed',
        claimedAt: null,
      });
    }
    done++;
  }
  return done;
}
