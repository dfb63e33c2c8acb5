import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { type ReminderDeps, sendDueReminders } from './reminders.service';

export const REMINDERS_QUEUE = 'reminders';

/**
 * The `reminders` job on pg-boss, every hour, as of each organisation's own date (its time zone):
 * a reminder goes out in the first run after its day starts there (a reminder due today that was
 * created today was already sent when it was created). Idempotent: each reminder is sent once.
 */
export async function registerReminderJobs(
  boss: PgBoss,
  deps: ReminderDeps,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(REMINDERS_QUEUE);
  if (!runWorkers) return;
  await boss.work(REMINDERS_QUEUE, async () => {
    const result = await sendDueReminders(deps, new Date());
    logger.info({ job: REMINDERS_QUEUE, ...result }, 'reminders job done');
  });
  await boss.schedule(REMINDERS_QUEUE, '35 * * * *', {}, { tz: 'UTC' });
}
