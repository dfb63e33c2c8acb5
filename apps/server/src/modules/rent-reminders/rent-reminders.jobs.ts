import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { ReminderDeps } from '../reminders/reminders.service';
import { runRentReminders } from './rent-reminders.service';

export const RENT_REMINDERS_QUEUE = 'rent-reminders';

/**
 * The `rent-reminders` job on pg-boss, every hour at :45, as of each organisation's own date —
 * after the hour's ledger jobs (rent charges :05, late fees :15), so the amounts it announces
 * include that day's charges.
 * Idempotent: each notice goes out once (lease_notices' unique key).
 */
export async function registerRentReminderJobs(
  boss: PgBoss,
  deps: ReminderDeps,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(RENT_REMINDERS_QUEUE);
  if (!runWorkers) return;
  await boss.work(RENT_REMINDERS_QUEUE, async () => {
    const result = await runRentReminders(deps, new Date());
    logger.info({ job: RENT_REMINDERS_QUEUE, ...result }, 'rent reminders job done');
  });
  await boss.schedule(RENT_REMINDERS_QUEUE, '45 * * * *', {}, { tz: 'UTC' });
}
