import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { type RenewalDeps, runRenewalOfferJob } from './renewals.service';

export const RENEWAL_OFFERS_QUEUE = 'renewal-offers';

/**
 * The `renewal-offers` job on pg-boss, every hour, as of each organisation's own date: offers past
 * their expiry are marked expired, offers expiring within a few days get their one reminder.
 * Idempotent: each offer is locked and re-checked, so a second run or instance changes nothing.
 */
export async function registerRenewalJobs(
  boss: PgBoss,
  deps: Pick<RenewalDeps, 'db' | 'mailer' | 'publicUrl'>,
  logger: FastifyBaseLogger,
  runWorkers: boolean,
) {
  await boss.createQueue(RENEWAL_OFFERS_QUEUE);
  if (!runWorkers) return;
  await boss.work(RENEWAL_OFFERS_QUEUE, async () => {
    const result = await runRenewalOfferJob(deps, new Date());
    logger.info({ job: RENEWAL_OFFERS_QUEUE, ...result }, 'renewal offers job done');
  });
  await boss.schedule(RENEWAL_OFFERS_QUEUE, '50 * * * *', {}, { tz: 'UTC' });
}
