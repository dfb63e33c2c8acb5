import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createDatabase } from '../db/client';
import { createLocalDiskStorage, type DocumentStorage } from '../modules/documents/storage';
import { createDatabaseStorage } from './database-storage';
import { createS3Storage } from './s3-storage';

/** Connections of STORAGE=database's own pool (blob reads and writes), besides DATABASE_POOL_SIZE. */
export const BLOB_POOL_SIZE = 4;

/**
 * The one document storage of a running server (documents, maintenance photos, deposit statements
 * and every other file go through it), chosen by `STORAGE` (issue 23 finding 13, decision 028):
 * - `local` (default): files under DATA_DIR/uploads — one instance, or a shared volume;
 * - `database`: bytes in PostgreSQL's `document_blobs` — N instances need nothing else. Blobs go
 *   through a pool of their own: an upload writes its bytes while its transaction holds one of the
 *   main pool's connections, so with a shared pool as many concurrent uploads as connections would
 *   each wait for a connection none of them releases;
 * - `s3`: any S3-compatible object store (S3_BUCKET, S3_ENDPOINT…).
 * `close()` ends what the storage holds (the blob pool); shutdown calls it with the database's.
 */
export async function openDocumentStorage(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<{ storage: DocumentStorage; close(): Promise<void> }> {
  const { storage } = config;
  if (storage.kind === 'database' && config.databaseUrl) {
    const blobs = await createDatabase({
      url: config.databaseUrl,
      poolSize: BLOB_POOL_SIZE,
      statementTimeoutMs: config.statementTimeoutMs,
      onPoolError: (error) => logger.error({ err: error }, 'document storage pool error'),
    });
    return { storage: createDatabaseStorage(blobs.db), close: () => blobs.close() };
  }
  if (storage.kind === 's3') {
    const s3 = createS3Storage(storage.s3);
    return { storage: s3, close: async () => s3.client.destroy() };
  }
  return { storage: createLocalDiskStorage(path.join(config.dataDir, 'uploads')), close: async () => {} };
}
