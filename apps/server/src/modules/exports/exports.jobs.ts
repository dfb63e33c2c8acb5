import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { type OrgExportDeps, runPendingOrgExports } from './org-export.service';

export const ORG_EXPORTS_QUEUE = 'org-exports';

/**
 * The `org-exports` job, every minute: builds any whole-organisation export still queued, or one
 * whose process stopped mid-way (a request starts its own run at once; this is the safety net).
 * Safe on several instances (claims with SKIP LOCKED).
 */
export async function registerExportJobs(
  boss: PgBoss,
  deps: OrgExportDeps,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(ORG_EXPORTS_QUEUE);
  if (!runWorkers) return;
  await boss.work(ORG_EXPORTS_QUEUE, async () => {
    const done = await runPendingOrgExports(deps, logger);
    if (done > 0) logger.info({ job: ORG_EXPORTS_QUEUE, exports: done }, 'org-exports job done');
  });
  await boss.schedule(ORG_EXPORTS_QUEUE, '* * * * *', {}, { tz: 'UTC' });
}
