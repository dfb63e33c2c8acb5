import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, DbOrTx } from './client';

/**
 * The planner's statistics (docs/decisions/032-pglite-statistics.md). PGlite has no autovacuum, so
 * nothing ever runs ANALYZE: a database that grew from empty keeps the statistics of an empty one,
 * and the income queries choose nested loops over thousands of rows (minutes on the 2,000-unit
 * bench instead of seconds). PostgreSQL's autovacuum keeps its own statistics; there only a bulk
 * load (an import's commit) asks for them at once, as PostgreSQL's documentation advises.
 */

export const STATISTICS_QUEUE = 'database-statistics';

/** The tables an import's commit fills (properties, units, tenants, leases and their ledger). */
const IMPORTED_TABLES = sql.raw(
  'properties, units, tenants, leases, recurring_charges, charges, payments, payment_allocations, import_records',
);

/** On PGlite: ANALYZE every table. On PostgreSQL: nothing (autovacuum does it). */
export async function refreshStatistics(database: Pick<Database, 'kind' | 'db'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`analyze`);
  return true;
}

/** After an import's commit (both engines: a bulk load outruns autovacuum): ANALYZE what it filled. */
export async function refreshImportedStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze ${IMPORTED_TABLES}`);
}

/**
 * The `database-statistics` job, daily at 03:40 UTC, on PGlite only: the statistics follow a
 * month's payments and expenses without a restart.
 */
export async function registerStatisticsJobs(
  boss: PgBoss,
  database: Database,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  if (database.kind !== 'pglite') return;
  await boss.createQueue(STATISTICS_QUEUE);
  if (!runWorkers) return;
  await boss.work(STATISTICS_QUEUE, async () => {
    const started = performance.now();
    await refreshStatistics(database);
    logger.info(
      { job: STATISTICS_QUEUE, ms: Math.round(performance.now() - started) },
      'statistics refreshed',
    );
  });
  await boss.schedule(STATISTICS_QUEUE, '40 3 * * *', {}, { tz: 'UTC' });
}
