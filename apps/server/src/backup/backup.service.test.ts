import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client';
import { createBackup, restoreBackup } from './backup';

let folder: string;
let dataDir: string;
let file: string;
const document = Buffer.from('%PDF-1.4 a lease\n');

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'rw-backup-'));
  dataDir = path.join(folder, 'data');
  const database = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await database.executeSql('create table acknowledged (n int primary key, note text not null)');
  for (let n = 1; n <= 50; n++) {
    await database.executeSql('insert into acknowledged values ($1, $2)', [n, `write ${n}`]);
  }
  await database.close();
  mkdirSync(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'ab', 'abcdef01-0000-4000-8000-000000000000'), document);
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'the-development-secret');
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('backup and restore of the embedded deployment', () => {
  it('one file brings back every committed row, the documents and the secret into a new data directory', async () => {
    file = path.join(folder, 'out', 'rentwise.tar.gz');
    const manifest = await createBackup({ dataDir, outFile: file });
    expect(manifest).toMatchObject({
      database: { engine: 'pglite' },
      documents: { files: 1 },
      jwtSecret: true,
    });
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = path.join(folder, 'restored');
    await restoreBackup({ file, dataDir: target });
    const restored = await createDatabase({ pgliteDir: path.join(target, 'pglite') });
    try {
      const rows = await restored.executeSql('select n, note from acknowledged order by n');
      expect(rows.rows.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(rows.rows[49].note).toBe('write 50');
    } finally {
      await restored.close();
    }
    expect(readFileSync(path.join(target, 'uploads', 'ab', 'abcdef01-0000-4000-8000-000000000000'))).toEqual(
      document,
    );
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe('the-development-secret');
  }, 60_000);

  it('refuses to restore over a data directory that holds a database', async () => {
    await expect(restoreBackup({ file, dataDir })).rejects.toThrow(
      /is not empty: restore into a new, empty DATA_DIR/,
    );
  }, 60_000);

  it('refuses to back up while a server holds the directory', async () => {
    const running = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await expect(createBackup({ dataDir, outFile: path.join(folder, 'busy.tar.gz') })).rejects.toThrow(
        /in use by another Rentwise process/,
      );
    } finally {
      await running.close();
    }
  }, 60_000);

  it('refuses a file that is not a backup, or a damaged one', async () => {
    const notBackup = path.join(folder, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    await expect(restoreBackup({ file: notBackup, dataDir: path.join(folder, 'x') })).rejects.toThrow(/tar/);
    const damaged = readFileSync(file);
    damaged[Math.floor(damaged.length / 2)] ^= 0xff;
    const damagedFile = path.join(folder, 'damaged.tar.gz');
    writeFileSync(damagedFile, damaged);
    await expect(restoreBackup({ file: damagedFile, dataDir: path.join(folder, 'y') })).rejects.toThrow();
    expect(existsSync(path.join(folder, 'y', 'pglite', 'PG_VERSION'))).toBe(false);
  }, 60_000);
});
