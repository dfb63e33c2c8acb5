import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentBlobs } from '../db/schema/document-blobs';
import type { DocumentStorage } from '../modules/documents/storage';

/**
 * `STORAGE=database`: the bytes in PostgreSQL's `document_blobs`, so any number of instances on one
 * database share the documents with nothing else to set up (issue 23 finding 13). Documents are at
 * most 10 MB (MAX_DOCUMENT_BYTES), which `bytea` holds comfortably; each write is its own statement
 * on the pool, outside the caller's transaction (the caller removes the key if its row does not
 * commit, as with the other storages). Needs DATABASE_URL: PGlite's one connection is held by the
 * upload's transaction, and a PGlite deployment is one instance anyway (config.ts refuses it).
 */
export function createDatabaseStorage(db: Db): DocumentStorage {
  return {
    async put(bytes) {
      const key = randomUUID();
      await db.insert(documentBlobs).values({ key, bytes, sizeBytes: bytes.byteLength });
      return key;
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: documentBlobs.bytes })
        .from(documentBlobs)
        .where(eq(documentBlobs.key, key));
      if (!row) throw new AppError('NOT_FOUND', 'Document not found');
      const buffer = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      return { stream: Readable.from([buffer]), size: buffer.byteLength };
    },
    async delete(key) {
      await db.delete(documentBlobs).where(eq(documentBlobs.key, key));
    },
  };
}
