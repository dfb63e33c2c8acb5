import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { refreshStatistics } from './db/statistics';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { loggerOptions, redactUrl } from './http/logging';
import { createMetrics } from './http/metrics';
import { type Jobs, startJobs } from './jobs/jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { paymentProviderFor } from './modules/payments/payment-provider';
import { configureQuotas } from './modules/quotas/quotas.service';
import { stdoutDestination } from './shutdown-stdout';
import { openDocumentStorage } from './storage/storage';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  jobs?: Jobs;
  /** True when this start seeded the demo portfolio into an empty database. */
  demoSeeded: boolean;
  /**
   * Readiness 503 and the drain first; then the listener closes and in-flight requests finish while
   * the job workers and the outbox stop; then the mail transport and, last, the database close.
   * `report` is told what is still pending at each step and every 250 ms (the shutdown watchdog
   * names it if the deadline passes).
   */
  stop(report?: (pending: string[]) => void): Promise<void>;
}

/** Shutdown's time for running jobs, so that drain + jobs stay within 7 of the 9 s deadline. */
export function jobsStopTimeoutMs(shutdownDrainMs: number): number {
  return Math.max(1000, Math.min(5000, 7000 - shutdownDrainMs));
}

/** Everything main.ts does except listening and signals, so drills and tests can reuse it. */
export async function startServer(config: Config, logger?: FastifyBaseLogger): Promise<RunningServer> {
  // A person at a development terminal reads lines; everywhere else (production, pipes, CI) the
  // log stays JSON for the machines that collect it.
  // pino-pretty (a development dependency) runs as a pino transport in a worker thread, named by
  // string so the production bundle neither contains nor imports it.
  const pretty = config.env === 'development' && process.stdout.isTTY;
  const log =
    logger ??
    ((pretty
      ? pino({
          ...loggerOptions(config.logLevel),
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        })
      : // pino's own stdout destination, but an exit that stdout blocks gives up after 1 s (issue 28).
        pino(loggerOptions(config.logLevel), stdoutDestination())) as unknown as FastifyBaseLogger);
  const database = await createDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  });
  await runMigrations(database);
  // One document storage for the demo seed and the app (decisions 010 and 028): STORAGE decides.
  const documentStorage = await openDocumentStorage(config, log);
  const { storage } = documentStorage;
  const demoSeeded = config.demoData ? await seedDemoIfEmpty(database, log, storage) : false;
  // PGlite has no autovacuum: the planner's statistics of the data as it is now (decision 032).
  await refreshStatistics(database);
  const transport =
    config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl)
      : createOutboxTransport();
  // Per-organisation quotas (QUOTA_* settings): the mailer and document uploads read them.
  configureQuotas(config.quotas);
  const mailer = createMailer({ db: database.db, transport, from: config.mail.from, logger: log });
  const metrics = createMetrics({ processMetrics: true });
  const jobs = await startJobs({
    database,
    metrics,
    mailer,
    logger: log,
    runWorkers: config.runJobs,
    publicUrl: config.publicUrl,
    messageEmailDelayMinutes: config.messageEmailDelayMinutes,
    storage,
    paymentProvider: paymentProviderFor(config),
  });
  const app = await buildApp({ config, database, mailer, storage, logger: log, metrics });

  // The requests being answered now (method and redacted path), for shutdown's pending list.
  const requestsInFlight = new Map<object, string>();
  app.server.on('request', (request, response) => {
    requestsInFlight.set(request, `request ${request.method} ${redactUrl(request.url ?? '').split('?')[0]}`);
    response.once('close', () => requestsInFlight.delete(request));
  });

  let stopping: Promise<void> | undefined;
  const stop = (report: (pending: string[]) => void = () => {}) => {
    stopping ??= (async () => {
      let step = 'starting';
      const pending = () => {
        const requests = [...requestsInFlight.values()];
        return [
          `step: ${step}`,
          ...requests.slice(0, 10),
          ...(requests.length > 10 ? [`and ${requests.length - 10} more requests`] : []),
          ...jobs.pending(),
          ...database.pending(),
        ];
      };
      const enter = (name: string) => {
        step = name;
        report(pending());
      };
      // The main thread may stop being able to tell anyone at any moment: keep the picture fresh.
      const ticker = setInterval(() => report(pending()), 250);
      ticker.unref();
      try {
        app.deps.lifecycle.shuttingDown = true;
        // Keep serving (with `Connection: close`) while /readyz says 503, so the load balancer takes
        // this instance out before its listener closes and no new request meets a refused connection.
        if (config.shutdownDrainMs > 0) {
          enter(`drain (${config.shutdownDrainMs} ms of /readyz 503)`);
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        }
        // Stop taking work: the listener closes and in-flight requests finish, while the workers
        // fetch no more jobs and the outbox claims no more emails (running jobs get their time).
        enter('closing the listener and stopping the job workers and the outbox');
        await Promise.all([app.close(), jobs.stop({ timeoutMs: jobsStopTimeoutMs(config.shutdownDrainMs) })]);
        enter('closing the mail transport');
        transport.close();
        // Last: nothing may query once the database starts closing (it refuses, then waits for
        // the queries in flight).
        enter('closing the database');
        await Promise.all([documentStorage.close(), database.close()]);
        step = 'closed';
      } finally {
        clearInterval(ticker);
      }
    })();
    return stopping;
  };
  return { app, database, mailer, jobs, demoSeeded, stop };
}
