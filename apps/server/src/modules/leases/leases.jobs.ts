import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { JOBS } from './lease-jobs.service';

/**
 * The ledger's scheduled jobs on pg-boss, each idempotent, so a retry or a second instance changes
 * nothing. Each runs every hour as of each organisation's own date (its time zone, decision 027):
 * an organisation's day starts at some hour of UTC, and the run after it charges, ends and warns
 * for that day.
 */
export async function registerLedgerJobs(
  boss: PgBoss,
  db: Db,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  const schedule: Record<keyof typeof JOBS, string> = {
    'rent-charges': '5 * * * *',
    'late-fees': '15 * * * *',
    'lease-expiry': '25 * * * *',
  };
  for (const name of Object.keys(JOBS) as (keyof typeof JOBS)[]) {
    await boss.createQueue(name);
    if (!runWorkers) continue;
    await boss.work(name, async () => {
      const result = await JOBS[name](db, new Date());
      logger.info({ job: name, ...result }, 'ledger job done');
    });
    await boss.schedule(name, schedule[name], {}, { tz: 'UTC' });
  }
}
