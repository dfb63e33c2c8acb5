import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/**
 * Runs once per `vitest run` for the server project: migrates one database, which every test file
 * then copies (test/helpers.ts `createTestDatabase`). Migrating cost each of the ~50 database
 * files about two seconds of a start-up that now takes well under one.
 *
 * - PGlite: the migrated data directory is dumped to a tarball in a temporary folder; each file
 *   starts its own in-memory PGlite from it (`loadDataDir`, no initdb, no migrations). A tarball
 *   and not `PGlite.clone()`, because test files run in separate worker processes.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database; each file runs
 *   `create database … template …`, a file copy on the server.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory tarball (absent on PostgreSQL). */
    pgliteSnapshot: string;
    /** Name of the migrated template database on TEST_DATABASE_URL (absent on PGlite). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Loud, once per run: these tests are not run on PGlite, and a green run must not hide it.
    console.warn(
      '\n⚠ TEST_DATABASE_URL is not set: the server tests run on PGlite and the PostgreSQL-only tests are SKIPPED' +
        ' (see "needs PostgreSQL" in the list). CI runs them against a real PostgreSQL.\n',
    );
    return preparePglite(project);
  }
  return preparePostgres(project, serverUrl);
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'rentwise-test-db-'));
  const database = await createDatabase({});
  try {
    await runMigrations(database);
    // A checkpoint first, so a loading file finds clean pages and has no WAL to replay.
    await database.executeSql('checkpoint');
    // Drizzle keeps the driver's client as `$client`; the Database interface has no dump of its own.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed (≈40 MB): each file loads it in about 0.3 s less than the gzipped one.
    const tarball = await client.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await database.close();
  }
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const template = `rw_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await runMigrations(database);
  } finally {
    // A template must have no open connections while files copy it.
    await database.close();
  }
  project.provide('postgresTemplate', template);
  return async () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
