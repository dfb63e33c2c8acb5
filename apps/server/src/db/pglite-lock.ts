import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per PGlite data directory (issue 23 finding 6). PGlite is PostgreSQL inside this
 * process, with no shared memory or locking between processes: a second server on the same
 * DATA_DIR opened the files too, and acknowledged writes of one were lost by the other.
 *
 * A lock file next to the directory (`<dir>.lock`) holds the owner's PID, created exclusively.
 * A lock whose process no longer runs (a crash, kill -9) is stale and taken over.
 */
export interface DataDirLock {
  file: string;
  release(): void;
}

export class DataDirLockedError extends Error {}

/** The lock files this process holds. */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      return { file, release: () => releaseLock(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    // Our own PID in the file is ours only if this process took the lock: a container restarted
    // after a crash often gets the same PID (1) as the process that left the lock behind.
    const held = owner === process.pid ? heldHere.has(file) : owner !== undefined && isRunning(owner);
    if (held) {
      throw new DataDirLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another Rentwise process (PID ${owner}). ` +
          'Two processes on one PGlite data directory lose writes: stop that one first, give this one its own ' +
          'DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL). ' +
          `If no process ${owner} is running, delete ${file}.`,
      );
    }
    // Stale: its process is gone (or the file is empty or garbled). Take it over.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}: another process keeps taking it.`);
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists (another user's). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the lock if it is still ours (never another process's that took over a stale one). */
function releaseLock(file: string): void {
  if (!heldHere.delete(file) || readOwner(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
