import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { loggerOptions } from '../src/http/logging';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { createOutboxTransport, type MailTransport } from '../src/mail/transport';

/**
 * A clean, migrated database for one test file. With TEST_DATABASE_URL (CI's PostgreSQL) each file
 * gets its own freshly created database on that server; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({});
    await runMigrations(database);
    return database;
  }
  const name = `rw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 5 });
  await runMigrations(database);
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return database;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/rentwise-test-unused', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}

/** Captures log lines so tests can assert what is (and is not) logged. */
export function captureLogger(): { logger: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  // The server's own logger options (redaction, serializers), writing into memory.
  const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  close(): Promise<void>;
}

/** The real app on a real database with the outbox mail transport; call `close()` in afterAll. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    logger?: FastifyBaseLogger;
    transport?: MailTransport;
    /** Extra routes registered before the app is ready (to exercise the error handler). */
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const logger = options.logger ?? (pino({ level: 'silent' }) as unknown as FastifyBaseLogger);
  const config = testConfig(options.config);
  const mailer = createMailer({
    db: database.db,
    transport: options.transport ?? createOutboxTransport(),
    from: config.mail.from,
    logger,
    retryBaseSeconds: 0,
  });
  const app = await buildApp({ config, database, mailer, logger });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    mailer,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
