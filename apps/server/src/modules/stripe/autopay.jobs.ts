import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { type AutopayDeps, runAutopay } from './autopay.service';

export const AUTOPAY_QUEUE = 'autopay';

/**
 * The `autopay` job on pg-boss, every hour at :25, as of each organisation's own date — after the
 * hour's rent charges (:05) and late fees (:15), so the balance it charges includes the day's rent.
 * Only with the Stripe provider. Idempotent: one charge per lease and period (autopay_charges).
 */
export async function registerAutopayJobs(
  boss: PgBoss,
  deps: AutopayDeps,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(AUTOPAY_QUEUE);
  if (!runWorkers || deps.provider?.name !== 'stripe') return;
  await boss.work(AUTOPAY_QUEUE, async () => {
    const result = await runAutopay(deps, new Date());
    logger.info({ job: AUTOPAY_QUEUE, ...result }, 'autopay job done');
  });
  await boss.schedule(AUTOPAY_QUEUE, '25 * * * *', {}, { tz: 'UTC' });
}
