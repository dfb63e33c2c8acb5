import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './pglite-lock';

/** Issue 23 finding 6: two processes on one PGlite data directory lost acknowledged writes. */
const base = mkdtempSync(path.join(tmpdir(), 'rentwise-lock-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A PID that surely names no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('PGlite data directory lock', () => {
  it('refuses a second owner with a message naming the PID, and frees the directory on release', () => {
    const dir = path.join(base, 'one', 'pglite');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Rentwise process (PID ${process.pid})`);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = path.join(base, 'two', 'pglite');
    acquireDataDirLock(dir).release(); // creates the parent directory
    const file = `${path.resolve(dir)}.lock`;
    writeFileSync(file, `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    // A restarted container often has the PID of the process that crashed: our own PID in a lock
    // this process never took is stale too.
    writeFileSync(file, `${process.pid}\n`);
    acquireDataDirLock(dir).release();
  });

  it('a second database on the same directory refuses to open while the first is open', async () => {
    const dir = path.join(base, 'three', 'pglite');
    const first = await createDatabase({ pgliteDir: dir });
    try {
      await expect(createDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by another Rentwise process/);
    } finally {
      await first.close();
    }
    const again = await createDatabase({ pgliteDir: dir });
    await again.close();
  }, 60_000);
});
