import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Any constant works; it only has to be the same in every instance of the server. */
const MIGRATION_LOCK_ID = 727_073_690;

/**
 * Applies the checked-in SQL migrations. Two instances starting at once against one PostgreSQL
 * serialise on an advisory lock, so each migration runs once; drizzle skips applied ones.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, () =>
    migratePg(database.db as never, { migrationsFolder }),
  );
}

/** `drizzle/` sits in the server package root, both for `src/db/*.ts` and the bundled `dist/*.js`. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder (apps/server/drizzle) not found');
}
