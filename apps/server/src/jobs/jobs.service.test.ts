import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeOnPostgres, testDatabaseUrl } from '../../test/postgres';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createMailer } from '../mail/mailer';
import { createOutboxTransport } from '../mail/transport';
import { startJobs } from './jobs';

// Two instances need a PostgreSQL server (CI sets TEST_DATABASE_URL); PGlite has one owner.
const serverUrl = testDatabaseUrl;

describeOnPostgres('jobs of two instances starting together on one database', () => {
  it('both start (queue creation does not deadlock) and share the queues', async () => {
    const name = `rw_jobs_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const instances = await Promise.all(
      [1, 2].map(async () => createDatabase({ url: url.toString(), poolSize: 5, onPoolError: () => {} })),
    );
    try {
      await runMigrations(instances[0]);
      // Before the fix one of these failed with "deadlock detected" most of the time.
      const jobs = await Promise.all(
        instances.map((database) =>
          startJobs({
            database,
            mailer: createMailer({
              db: database.db,
              transport: createOutboxTransport(),
              from: 'x <x@x.test>',
              logger,
            }),
            logger,
            runWorkers: true,
          }),
        ),
      );
      const queues = await instances[0].executeSql('select name from pgboss.queue');
      expect(queues.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['email-deliver', 'rent-charges', 'reminders']),
      );
      await Promise.all(jobs.map((job) => job.stop()));
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
