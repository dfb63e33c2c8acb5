import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { loggerOptions } from './http/logging';
import { type Jobs, startJobs } from './jobs/jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { createLocalDiskStorage } from './modules/documents/storage';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  jobs?: Jobs;
  /** True when this start seeded the demo portfolio into an empty database. */
  demoSeeded: boolean;
  /** Readiness 503 first, then in-flight requests finish, jobs stop, the database closes. */
  stop(): Promise<void>;
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
    (pino({
      ...loggerOptions(config.logLevel),
      ...(pretty && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }),
    }) as unknown as FastifyBaseLogger);
  const database = await createDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  });
  await runMigrations(database);
  // One document storage for the demo seed and the app (docs/decisions/010).
  const storage = createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const demoSeeded = config.demoData ? await seedDemoIfEmpty(database, log, storage) : false;
  const transport =
    config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl)
      : createOutboxTransport();
  const mailer = createMailer({ db: database.db, transport, from: config.mail.from, logger: log });
  const jobs = await startJobs({
    database,
    mailer,
    logger: log,
    runWorkers: config.runJobs,
    publicUrl: config.publicUrl,
    messageEmailDelayMinutes: config.messageEmailDelayMinutes,
  });
  const app = await buildApp({ config, database, mailer, storage, logger: log });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      app.deps.lifecycle.shuttingDown = true;
      // Keep serving (with `Connection: close`) while /readyz says 503, so the load balancer takes
      // this instance out before its listener closes and no new request meets a refused connection.
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
      await jobs.stop();
      transport.close();
      await database.close();
    })();
    return stopping;
  };
  return { app, database, mailer, jobs, demoSeeded, stop };
}
