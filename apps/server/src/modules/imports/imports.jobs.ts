import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { runPendingImports } from './imports.service';

export const IMPORT_COMMITS_QUEUE = 'import-commits';

/**
 * The `import-commits` job, every minute: runs any import commit still queued, or one whose
 * process stopped mid-way (a commit request starts its own run at once; this is the safety net).
 * Idempotent and safe on several instances (claims with SKIP LOCKED, committed rows skipped).
 */
export async function registerImportJobs(
  boss: PgBoss,
  db: Db,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(IMPORT_COMMITS_QUEUE);
  if (!runWorkers) return;
  await boss.work(IMPORT_COMMITS_QUEUE, async () => {
    const done = await runPendingImports(db, logger);
    if (done > 0) logger.info({ job: IMPORT_COMMITS_QUEUE, imports: done }, 'import-commits job done');
  });
  await boss.schedule(IMPORT_COMMITS_QUEUE, '* * * * *', {}, { tz: 'UTC' });
}
