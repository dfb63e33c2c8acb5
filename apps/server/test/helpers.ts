import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { loggerOptions } from '../src/http/logging';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { createOutboxTransport, type MailTransport } from '../src/mail/transport';

/**
 * A clean, migrated database for one test file, copied from the one test/global-setup.ts migrated
 * at the start of the run. With TEST_DATABASE_URL (CI's PostgreSQL) each file gets its own database
 * created from the migrated template on that server; otherwise an in-memory PGlite started from the
 * migrated data directory.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return createDatabase({ pgliteLoadDataDir: await migratedPgliteSnapshot() });
  }
  const template = inject('postgresTemplate');
  if (!template) {
    throw new Error('No template database: run the server tests through vitest.config.ts (globalSetup).');
  }
  const name = `rw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 5 });
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

/** The migrated data directory (read once per file: a file may open several databases). */
let pgliteSnapshot: Blob | undefined;
async function migratedPgliteSnapshot(): Promise<Blob> {
  if (!pgliteSnapshot) {
    const file = inject('pgliteSnapshot');
    if (!file) {
      throw new Error('No migrated PGlite snapshot: run the server tests through vitest.config.ts.');
    }
    pgliteSnapshot = new Blob([await readFile(file)]);
  }
  return pgliteSnapshot;
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
