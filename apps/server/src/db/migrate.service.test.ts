import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from './client';
import { runMigrations } from './migrate';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('create the schema', async () => {
    const { rows } = await database.executeSql(
      "select count(*)::int as n from information_schema.tables where table_name = 'outbound_emails'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('leave no trigger notifying session changes (the session cache is gone, decision 019)', async () => {
    const { rows } = await database.executeSql(
      "select tgname from pg_trigger where tgname like '%notify_auth_change' union all select proname from pg_proc where proname = 'notify_auth_change'",
    );
    expect(rows).toEqual([]);
  });

  it('are idempotent, also when two runs start at once (advisory lock)', async () => {
    await Promise.all([runMigrations(database), runMigrations(database)]);
    await runMigrations(database);
    const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
    const { rows: applied } = await database.executeSql(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
    );
    expect(applied).toEqual([]);
  });

  it('the database answers the readiness ping', async () => {
    expect(await database.ping(1000)).toBe(true);
  });
});
