import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@rentwise/core/errors';

/**
 * Where document bytes live (docs/decisions/010). The database keeps the metadata and the key;
 * an implementation keeps the bytes under that key. The local disk is the default; an object store
 * (S3 and the like) can implement the same three calls and be chosen in `buildApp`'s deps.
 */
export interface DocumentStorage {
  /** Stores the bytes under a new generated key and returns it. */
  put(bytes: Uint8Array): Promise<string>;
  /**
   * Stores a stream's bytes as they come (a large file never held in memory), under a new key;
   * answers the key and the size. Optional: a storage without it is given the gathered bytes.
   */
  putStream?(stream: Readable): Promise<{ key: string; size: number }>;
  /** The bytes of `key` as a stream; NOT_FOUND when they are missing. */
  get(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes `key`; removing a missing key is not an error (deletes are retried and cleaned up). */
  delete(key: string): Promise<void>;
}

/** Generated keys only: a UUID, so nothing a user typed ever reaches a path. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new AppError('NOT_FOUND', 'Document not found');
  return key;
}

/** Writes `file` through a temporary name renamed into place: never a half-written file under a key. */
async function intoPlace(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Files under `root` (DATA_DIR/uploads), in 256 sub-folders by the key's first two hex digits so
 * no folder grows huge. The folder is created on first use. A write goes to a temporary name first
 * and is renamed into place, so a crash never leaves a half-written file under a real key.
 */
export function createLocalDiskStorage(root: string): DocumentStorage {
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), checkKey(key));
  return {
    async put(bytes) {
      const key = randomUUID();
      await intoPlace(fileOf(key), (temporary) => writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' }));
      return key;
    },
    async putStream(stream) {
      const key = randomUUID();
      const file = fileOf(key);
      await intoPlace(file, (temporary) =>
        pipeline(stream, createWriteStream(temporary, { mode: 0o600, flags: 'wx' })),
      );
      return { key, size: (await stat(file)).size };
    },
    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        throw new AppError('NOT_FOUND', 'Document not found');
      }
      return { stream: createReadStream(file), size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
