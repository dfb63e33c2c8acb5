import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createLocalDiskStorage, type DocumentStorage } from '../modules/documents/storage';
import { createDatabaseStorage } from './database-storage';
import { createS3Storage } from './s3-storage';

/**
 * The one document storage of a running server (documents, maintenance photos, deposit statements
 * and every other file go through it), chosen by `STORAGE` (issue 23 finding 13):
 * - `local` (default): files under DATA_DIR/uploads — one instance, or a shared volume;
 * - `database`: bytes in PostgreSQL's `document_blobs` — N instances need nothing else;
 * - `s3`: any S3-compatible object store (S3_BUCKET, S3_ENDPOINT…).
 */
export function createDocumentStorage(config: Config, database: Database): DocumentStorage {
  const { storage } = config;
  switch (storage.kind) {
    case 'database':
      return createDatabaseStorage(database.db);
    case 's3':
      return createS3Storage(storage.s3);
    default:
      return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  }
}
