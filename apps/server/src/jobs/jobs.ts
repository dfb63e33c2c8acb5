import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { registerStatisticsJobs } from '../db/statistics';
import type { Metrics } from '../http/metrics';
import { type Mailer, setMailerWakeHandler } from '../mail/mailer';
import type { DocumentStorage } from '../modules/documents/storage';
import { registerExportJobs } from '../modules/exports/exports.jobs';
import { registerImportJobs } from '../modules/imports/imports.jobs';
import { registerLedgerJobs } from '../modules/leases/leases.jobs';
import { registerMessageJobs } from '../modules/messages/messages.jobs';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { registerReminderJobs } from '../modules/reminders/reminders.jobs';
import { registerRenewalJobs } from '../modules/renewals/renewals.jobs';
import { registerRentReminderJobs } from '../modules/rent-reminders/rent-reminders.jobs';
import { registerAutopayJobs } from '../modules/stripe/autopay.jobs';

export const EMAIL_DELIVER_QUEUE = 'email-deliver';
/** Any constant, the same in every instance (the migrations use another). */
const QUEUE_CREATION_LOCK_ID = 727_073_691;

export interface Jobs {
  boss: PgBoss;
  /**
   * Shutdown: the outbox claims no more emails, workers fetch no more jobs, and running jobs get
   * up to `timeoutMs` (default 5 s) to finish. The database stays open (the caller closes it).
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Jobs running now, e.g. `job email-deliver (1 running)`: named if shutdown overruns. */
  pending(): string[];
}

/**
 * pg-boss on whichever database we run: it claims work with SKIP LOCKED, so several instances
 * share the queues and a scheduled job runs once. With `runWorkers: false` this process only
 * enqueues (a deployment can run workers in a separate process with RUN_JOBS=true).
 */
export async function startJobs(options: {
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Counts each handler's runs and failures (GET /metrics). */
  metrics?: Metrics;
  runWorkers: boolean;
  /** The site's address, for links in the emails jobs send (config.publicUrl). */
  publicUrl?: string;
  /** config.messageEmailDelayMinutes: unread messages are emailed after this long. */
  messageEmailDelayMinutes?: number;
  /** The payment provider (paymentProviderFor(config)): autopay runs with Stripe only. */
  paymentProvider?: PaymentProvider | null;
  /** The document storage: the organisation exports read documents from it and write their ZIP. */
  storage?: DocumentStorage;
}): Promise<Jobs> {
  const { database, mailer, logger, runWorkers } = options;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: runWorkers,
    schedule: runWorkers,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  // pg-boss creates a table partition per queue (its own cron queue during start()); two
  // instances starting together deadlock on it ("deadlock detected", one instance fails to start:
  // scripts/drills/two-instances.mjs). start() and queue creation are serialised across instances
  // on an advisory lock (a no-op on PGlite).
  const createQueue = boss.createQueue.bind(boss);
  boss.createQueue = (name, queueOptions) =>
    database.withAdvisoryLock(QUEUE_CREATION_LOCK_ID, () => createQueue(name, queueOptions));
  await database.withAdvisoryLock(QUEUE_CREATION_LOCK_ID, () => boss.start());
  // Counts the handlers running per queue, so a shutdown that overruns can say which job it waited for.
  const running = new Map<string, number>();
  const work = boss.work.bind(boss) as (name: string, ...args: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...args: unknown[]) => {
    const handler = args.pop() as (jobs: unknown) => Promise<unknown>;
    return work(name, ...args, async (jobs: unknown) => {
      running.set(name, (running.get(name) ?? 0) + 1);
      const started = performance.now();
      let failed = true;
      try {
        const result = await handler(jobs);
        failed = false;
        return result;
      } finally {
        options.metrics?.jobRun(name, failed, (performance.now() - started) / 1000);
        running.set(name, (running.get(name) ?? 1) - 1);
      }
    });
  }) as typeof boss.work;
  await boss.createQueue(EMAIL_DELIVER_QUEUE);

  setMailerWakeHandler(mailer, () => {
    boss
      .send(EMAIL_DELIVER_QUEUE, {})
      .catch((error) => logger.error({ err: error }, 'could not wake the outbox'));
  });

  if (runWorkers) {
    await boss.work(EMAIL_DELIVER_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      const result = await mailer.deliverDue();
      if (result.sent || result.failed) logger.info(result, 'outbox delivery');
      if (result.nextRetryInSeconds !== undefined) {
        await boss.send(EMAIL_DELIVER_QUEUE, {}, { startAfter: result.nextRetryInSeconds });
      }
    });
    // The sweep catches anything a lost wake-up or a crash left behind.
    await boss.schedule(EMAIL_DELIVER_QUEUE, '* * * * *');
    await boss.send(EMAIL_DELIVER_QUEUE, {});
  }

  await registerLedgerJobs(boss, database.db, logger, runWorkers);
  await registerImportJobs(boss, database.db, logger, runWorkers);
  await registerStatisticsJobs(boss, database, logger, runWorkers);
  if (options.storage) {
    const exportDeps = {
      db: database.db,
      storage: options.storage,
      mailer,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    };
    await registerExportJobs(boss, exportDeps, logger, runWorkers);
  }
  const reminderDeps = { db: database.db, mailer, publicUrl: options.publicUrl ?? 'http://localhost:3000' };
  await registerReminderJobs(boss, reminderDeps, logger, runWorkers);
  await registerRentReminderJobs(boss, reminderDeps, logger, runWorkers);
  await registerAutopayJobs(
    boss,
    { ...reminderDeps, provider: options.paymentProvider ?? null },
    logger,
    runWorkers,
  );
  await registerRenewalJobs(boss, reminderDeps, logger, runWorkers);
  await registerMessageJobs(
    boss,
    { ...reminderDeps, emailDelayMinutes: options.messageEmailDelayMinutes ?? 15 },
    logger,
    runWorkers,
  );

  return {
    boss,
    async stop({ timeoutMs = 5000 } = {}) {
      mailer.stop();
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false } as PgBoss.StopOptions);
    },
    pending() {
      return [...running]
        .filter(([, count]) => count > 0)
        .map(([name, count]) => `job ${name} (${count} running)`);
    },
  };
}
