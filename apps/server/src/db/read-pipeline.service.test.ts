import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createReadPipeline,
  READ_PIPELINE_APPLICATION_NAME,
  RECONNECT_MS,
  type ReadPipeline,
} from './read-pipeline';

// Needs a PostgreSQL server (CI sets TEST_DATABASE_URL): PGlite runs in the process, with no
// connections to pipeline.
const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('read pipeline (PostgreSQL)', () => {
  let admin: pg.Client;
  let pool: pg.Pool;
  let pipeline: ReadPipeline;
  const DEPTH = 8;

  const pipelineBackends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        READ_PIPELINE_APPLICATION_NAME,
      ])
    ).rows.map((row) => row.pid);

  /** The pipeline connects on its first query (which the pool answers); wait until it is ready. */
  async function warmUp() {
    await pipeline.query({ text: 'select 1' });
    for (let i = 0; i < 50 && (await pipelineBackends()).length < 2; i++) await sleep(50);
    await sleep(50);
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(() => admin.end());

  afterEach(async () => {
    await pipeline.close();
    await pool.end();
  });

  const start = () => {
    pool = new pg.Pool({ connectionString: serverUrl, max: 10 });
    pipeline = createReadPipeline({
      client: { connectionString: serverUrl },
      connections: 2,
      depth: DEPTH,
      pool,
    });
  };

  it('answers each of many concurrent queries with its own rows, over two connections and not the pool', async () => {
    start();
    await warmUp();
    const poolBefore = pool.totalCount;
    const values = Array.from({ length: 2 * DEPTH }, (_, i) => i);
    const answers = await Promise.all(
      values.map((n) => pipeline.query({ name: 'echo', text: 'select $1::int as n', values: [n] })),
    );
    expect(answers.map((result) => result.rows[0].n)).toEqual(values);
    expect(pool.totalCount).toBe(poolBefore);
    expect(await pipelineBackends()).toHaveLength(2);
  });

  it('a failing query fails alone; the queries sent with it are answered', async () => {
    start();
    await warmUp();
    const results = await Promise.allSettled([
      pipeline.query({ text: 'select 1 as n' }),
      pipeline.query({ text: 'select 1 / 0 as n' }),
      pipeline.query({ text: 'select 3 as n' }),
      pipeline.query({ text: 'select 4 as n' }),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/division by zero/);
  });

  it('queries beyond the connections’ depth go through the pool', async () => {
    start();
    await warmUp();
    const poolBefore = pool.totalCount;
    const answers = await Promise.all(
      Array.from({ length: 2 * DEPTH + 4 }, (_, n) =>
        pipeline.query({ text: 'select $1::int as n, pg_sleep(0.02)', values: [n] }),
      ),
    );
    expect(answers.map((result) => result.rows[0].n)).toEqual(
      Array.from({ length: 2 * DEPTH + 4 }, (_, n) => n),
    );
    expect(pool.totalCount).toBeGreaterThan(poolBefore);
  });

  it('after its connections are killed, queries go through the pool, then over new connections', async () => {
    start();
    await warmUp();
    const killed = await pipelineBackends();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [killed]);
    await sleep(100);
    const during = await pipeline.query({ text: 'select 7 as n' });
    expect(during.rows[0].n).toBe(7);
    await sleep(RECONNECT_MS + 100);
    await pipeline.query({ text: 'select 1' });
    await sleep(200);
    const replaced = await pipelineBackends();
    expect(replaced).toHaveLength(2);
    expect(replaced.some((pid) => killed.includes(pid))).toBe(false);
    const poolBefore = pool.totalCount;
    await Promise.all([1, 2, 3].map((n) => pipeline.query({ text: 'select $1::int as n', values: [n] })));
    expect(pool.totalCount).toBe(poolBefore);
  });

  it('close() ends its connections', async () => {
    start();
    await warmUp();
    await pipeline.close();
    for (let i = 0; i < 20 && (await pipelineBackends()).length > 0; i++) await sleep(50);
    expect(await pipelineBackends()).toHaveLength(0);
    // A query after close goes through the pool (the server is shutting down; nothing reconnects).
    expect((await pipeline.query({ text: 'select 5 as n' })).rows[0].n).toBe(5);
    expect(await pipelineBackends()).toHaveLength(0);
  });
});
