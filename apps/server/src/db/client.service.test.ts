import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeOnPostgres, testDatabaseUrl } from '../../test/postgres';
import { createDatabase } from './client';

// Needs a PostgreSQL server (CI sets TEST_DATABASE_URL): PGlite has no connections to lose.
const serverUrl = testDatabaseUrl;

describeOnPostgres('the pg pool when the server drops a connection', () => {
  it('a transaction whose connection is terminated fails alone; the process and the pool live on', async () => {
    const poolErrors: Error[] = [];
    const database = await createDatabase({
      url: serverUrl,
      poolSize: 2,
      onPoolError: (e) => poolErrors.push(e),
    });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const outcome = database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (result as unknown as { rows: { pid: number }[] }).rows[0].pid;
        // What `pg_ctl stop -m fast` or a failover does to this connection, while it is checked out.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(outcome).rejects.toThrow();
      // Before the fix the 'error' event of the checked-out client had no listener and crashed Node.
      expect(poolErrors.length).toBeGreaterThan(0);
      expect(await database.ping(2000)).toBe(true);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('a query on a connection whose server froze fails after the statement timeout + 1 s, not never', async () => {
    const database = await createDatabase({
      url: serverUrl,
      poolSize: 1,
      statementTimeoutMs: 500,
      onPoolError: () => {},
    });
    const result = await database.executeSql('select pg_backend_pid() as pid');
    const pid = Number(result.rows[0].pid);
    // SIGSTOP the backend (the tests run where PostgreSQL runs, as CI does): it stops answering.
    process.kill(pid, 'SIGSTOP');
    const started = Date.now();
    try {
      await expect(database.executeSql('select 1')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      process.kill(pid, 'SIGCONT');
      await database.close();
    }
  });
});
