import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { todayIso } from '../ledger/ledger.service';
import type { ReminderDeps } from '../reminders/reminders.service';
import { runRentReminders } from './rent-reminders.service';

export const RENT_REMINDERS_QUEUE = 'rent-reminders';

/**
 * The `rent-reminders` job on pg-boss, daily at 00:45 UTC — after the ledger jobs (rent charges
 * 00:05, late fees 00:15), so the amounts it announces include that night's charges.
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
    const result = await runRentReminders(deps, todayIso());
    logger.info({ job: RENT_REMINDERS_QUEUE, ...result }, 'rent reminders job done');
  });
  await boss.schedule(RENT_REMINDERS_QUEUE, '45 0 * * *', {}, { tz: 'UTC' });
}
