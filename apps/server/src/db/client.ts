import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** One database, whichever engine: the Drizzle handle plus the few raw operations around it. */
export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Raw SQL with `$n` parameters; pg-boss and the health check use it. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** True when the database answers `select 1` within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  /** Runs `fn` holding a session-level advisory lock, so other instances wait (no-op on PGlite). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Refuses new queries at once (SQLSTATE 57P01, answered 503), waits for those in flight, then
   * closes. Shutdown calls it last, once nothing else should query (docs/deployment.md).
   */
  close(): Promise<void>;
  /** What is using the database now (queries in flight, busy connections), for shutdown's log. */
  pending(): string[];
  /** Connections of the pool (GET /metrics): PGlite has one, busy while a query or transaction runs. */
  poolStats(): { max: number; total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  pgliteDir?: string;
  /** In memory only: start from this `dumpDataDir()` tarball (tests load one migrated database). */
  pgliteLoadDataDir?: Blob;
  poolSize?: number;
  statementTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? createPgDatabase(options, options.url) : createPgliteDatabase(options);
}

async function createPgliteDatabase(options: DatabaseOptions): Promise<Database> {
  // A second process on the same directory refuses to start (pglite-lock.ts, issue 23 finding 6).
  const lock = options.pgliteDir ? acquireDataDirLock(options.pgliteDir) : undefined;
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir)
    : new PGlite({ loadDataDir: options.pgliteLoadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  let closed = false;
  // Every query goes through these three methods (Drizzle, pg-boss, the health check), so the
  // guard sees them all; statements inside a transaction belong to its entry and are never refused.
  const guard = createCloseGuard();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    guard.run(text, () =>
      (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    guard.run(text, () =>
      (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as typeof client.exec;
  client.transaction = ((fn: Parameters<typeof transaction>[0]) =>
    guard.run('transaction', () => transaction(fn))) as typeof client.transaction;
  const executeSql = async (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values as never[]);
      return { rows: result.rows };
    }
    // Without parameters the text may hold several statements (pg-boss installs its schema so).
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    executeSql,
    ping: (timeoutMs) => pingWith(() => client.query('select 1'), timeoutMs),
    // One process owns a PGlite directory, so there is nobody to wait for.
    withAdvisoryLock: (_lockId, fn) => fn(),
    close: async () => {
      if (closed) return;
      closed = true;
      // PGlite runs in this thread: closing it under a pending query is what issue 28 suspected.
      await guard.closeAfterInFlight();
      await client.close();
      lock?.release();
    },
    pending: () => guard.pending(),
    poolStats: () => {
      const busy = guard.pending().length > 0 ? 1 : 0;
      return { max: 1, total: 1, idle: 1 - busy, waiting: Math.max(0, guard.pending().length - 1) };
    },
  };
}

async function createPgDatabase(options: DatabaseOptions, url: string): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    // Without these a query against a database that stopped answering hangs forever (STACK.md).
    connectionTimeoutMillis: 2000,
    statement_timeout: options.statementTimeoutMs ?? 5000,
    // statement_timeout is enforced by the server: a server that stopped answering (frozen,
    // network partition) would leave the query waiting forever. This client-side bound fails it.
    query_timeout: (options.statementTimeoutMs ?? 5000) + 1000,
    // JIT compilation (on by default since PostgreSQL 12) costs up to a second per query whose
    // estimate crosses jit_above_cost: a latency cliff for short OLTP queries (the dashboard hit it).
    options: '-c jit=off',
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens for errors only on idle clients. A checked-out client (a transaction, the
  // migration lock) whose server connection dies between two queries would emit an unhandled
  // 'error' and crash the process on a database restart; its pending query fails on its own.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
  });
  let closed = false;
  return {
    kind: 'pg',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text answers an array of results; keep the last one's rows.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    ping: (timeoutMs) => pingWith(() => pool.query('select 1'), timeoutMs),
    withAdvisoryLock: async (lockId, fn) => {
      // The lock belongs to a session: take and release it on one dedicated connection.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        lockClient.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      // pool.end() refuses new queries at once ("Cannot use a pool after calling end", answered
      // 503) and resolves when every checked-out connection has been released.
      await pool.end();
    },
    pending: () => {
      const busy = pool.totalCount - pool.idleCount;
      return busy > 0 || pool.waitingCount > 0
        ? [`database: ${busy} connections in use, ${pool.waitingCount} queries waiting for one`]
        : [];
    },
    poolStats: () => ({
      max: options.poolSize ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function pingWith(query: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shutdown's rule for the database (issue 28): once closing starts nothing new may run — a refused
 * query fails with SQLSTATE 57P01 (admin shutdown), which the error handler answers 503 — and the
 * close waits for what is already running.
 */
function createCloseGuard() {
  const inFlight = new Map<Promise<unknown>, string>();
  let closing = false;
  return {
    run<T>(text: string, fn: () => Promise<T>): Promise<T> {
      if (closing) {
        const error = new Error('the database is closing (server shutting down)') as Error & { code: string };
        error.code = '57P01';
        return Promise.reject(error);
      }
      const promise = fn();
      inFlight.set(promise, text.replace(/\s+/g, ' ').trim().slice(0, 80));
      const forget = () => inFlight.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    pending: () => [...inFlight.values()].map((text) => `database: ${text}`),
    async closeAfterInFlight(): Promise<void> {
      closing = true;
      await Promise.allSettled([...inFlight.keys()]);
    },
  };
}
