import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { type MessageDeps, sendMessageEmails } from './messages.service';

export const MESSAGE_EMAILS_QUEUE = 'message-emails';

/**
 * The `message-emails` job on pg-boss, every minute: emails each message still unread after the
 * configured delay (MESSAGE_EMAIL_DELAY_MINUTES). Idempotent: each message is emailed at most once.
 */
export async function registerMessageJobs(
  boss: PgBoss,
  deps: MessageDeps,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(MESSAGE_EMAILS_QUEUE);
  if (!runWorkers) return;
  await boss.work(MESSAGE_EMAILS_QUEUE, async () => {
    const result = await sendMessageEmails(deps);
    if (result.emails > 0) logger.info({ job: MESSAGE_EMAILS_QUEUE, ...result }, 'message-emails job done');
  });
  await boss.schedule(MESSAGE_EMAILS_QUEUE, '* * * * *', {}, { tz: 'UTC' });
}
