import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { todayIso } from '../ledger/ledger.service';
import { JOBS } from './lease-jobs.service';

/**
 * The ledger's scheduled jobs on pg-boss: rent charges, late fees and lease expiry, each daily
 * (shortly after midnight UTC) and idempotent, so a retry or a second instance changes nothing.
 */
export async function registerLedgerJobs(
  boss: PgBoss,
  db: Db,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  const schedule: Record<keyof typeof JOBS, string> = {
    'rent-charges': '5 0 * * *',
    'late-fees': '15 0 * * *',
    'lease-expiry': '25 0 * * *',
  };
  for (const name of Object.keys(JOBS) as (keyof typeof JOBS)[]) {
    await boss.createQueue(name);
    if (!runWorkers) continue;
    await boss.work(name, async () => {
      const result = await JOBS[name](db, todayIso());
      logger.info({ job: name, ...result }, 'ledger job done');
    });
    await boss.schedule(name, schedule[name], {}, { tz: 'UTC' });
  }
}
