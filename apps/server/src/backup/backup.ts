import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/pglite-lock';

/**
 * Backups of the embedded (PGlite) deployment (issue 23 finding 14): one `.tar.gz` holding the
 * database (PGlite's own `dumpDataDir` tarball), the documents kept on the local disk
 * (DATA_DIR/uploads) and the generated development secret, with a manifest. `npm run backup` and
 * `npm run restore` (scripts/backup.mjs) call these.
 *
 * PGlite is PostgreSQL inside the server's process: a backup takes the data directory's lock like
 * a server does, so it refuses while a server runs on it (stop it first: SIGTERM finishes the
 * requests in flight; after a crash the stale lock is taken over and PGlite replays its WAL). A
 * PostgreSQL deployment (DATABASE_URL) is backed up with pg_dump or continuous archiving instead
 * (docs/deployment.md).
 */

export const BACKUP_FORMAT = 'rentwise-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: { engine: 'pglite'; file: string; sha256: string; bytes: number };
  documents: { folder: 'uploads'; files: number; bytes: number };
  /** The generated development JWT secret, when the data directory had one (sessions survive). */
  jwtSecret: boolean;
}

export class BackupError extends Error {}

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new BackupError(`tar could not run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`tar ${args[0]} failed: ${result.stderr.trim()}`);
}

function filesUnder(folder: string): { files: number; bytes: number } {
  if (!existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes one backup file of `dataDir` to `outFile` (written under a temporary name, then renamed:
 * a failed backup never leaves a truncated file under the real name). Answers its manifest.
 */
export async function createBackup(options: { dataDir: string; outFile: string }): Promise<BackupManifest> {
  const dataDir = path.resolve(options.dataDir);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${pgliteDir}: nothing to back up (is DATA_DIR right?)`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'rentwise-backup-'));
  const lock = acquireDataDirLock(pgliteDir);
  try {
    const db = new PGlite(pgliteDir);
    let dump: Uint8Array;
    try {
      await db.waitReady;
      // Everything committed is in the dump: a checkpoint first, so the copy needs no WAL replay.
      await db.exec('checkpoint');
      dump = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await db.close();
    }
    const uploads = path.join(dataDir, 'uploads');
    const documents = filesUnder(uploads);
    const secret = path.join(dataDir, 'jwt-secret');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { engine: 'pglite', file: 'pglite.tar.gz', sha256: sha256(dump), bytes: dump.byteLength },
      documents: { folder: 'uploads', ...documents },
      jwtSecret: existsSync(secret),
    };
    writeFileSync(path.join(work, 'pglite.tar.gz'), dump);
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (documents.files > 0) cpSync(uploads, path.join(work, 'uploads'), { recursive: true });
    if (manifest.jwtSecret) cpSync(secret, path.join(work, 'jwt-secret'));
    const outFile = path.resolve(options.outFile);
    mkdirSync(path.dirname(outFile), { recursive: true });
    const partial = `${outFile}.partial`;
    const entries = ['manifest.json', 'pglite.tar.gz'];
    if (documents.files > 0) entries.push('uploads');
    if (manifest.jwtSecret) entries.push('jwt-secret');
    tar(['-czf', partial, '-C', work, ...entries]);
    renameSync(partial, outFile);
    return manifest;
  } finally {
    lock.release();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into `dataDir`, which must hold no database yet (a new, empty data
 * directory: a restore never overwrites a live one). The database is loaded and opened once, so a
 * damaged file is refused here rather than at the server's start. Answers the manifest.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<BackupManifest> {
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const dataDir = path.resolve(options.dataDir);
  const pgliteDir = path.join(dataDir, 'pglite');
  for (const taken of [pgliteDir, path.join(dataDir, 'uploads')]) {
    if (existsSync(taken) && readdirSync(taken).length > 0) {
      throw new BackupError(
        `${taken} is not empty: restore into a new, empty DATA_DIR (then point the server at it)`,
      );
    }
  }
  const work = mkdtempSync(path.join(tmpdir(), 'rentwise-restore-'));
  try {
    tar(['-xzf', file, '-C', work]);
    const manifestFile = path.join(work, 'manifest.json');
    if (!existsSync(manifestFile)) throw new BackupError(`${file} is not a Rentwise backup (no manifest)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new BackupError(`${file} is not a Rentwise backup of version ${BACKUP_VERSION}`);
    }
    const dump = readFileSync(path.join(work, manifest.database.file));
    if (sha256(dump) !== manifest.database.sha256) {
      throw new BackupError(`${file} is damaged: the database dump does not match its checksum`);
    }
    const restoredDocuments = filesUnder(path.join(work, 'uploads'));
    if (restoredDocuments.files !== manifest.documents.files) {
      throw new BackupError(
        `${file} is damaged: ${restoredDocuments.files} documents instead of ${manifest.documents.files}`,
      );
    }
    mkdirSync(dataDir, { recursive: true });
    const lock = acquireDataDirLock(pgliteDir);
    try {
      const db = new PGlite(pgliteDir, { loadDataDir: new Blob([dump]) });
      try {
        await db.waitReady;
        await db.query('select 1');
      } finally {
        await db.close();
      }
    } finally {
      lock.release();
    }
    if (manifest.documents.files > 0) {
      cpSync(path.join(work, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
    }
    const secret = path.join(dataDir, 'jwt-secret');
    if (manifest.jwtSecret && !existsSync(secret)) {
      cpSync(path.join(work, 'jwt-secret'), secret);
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
