import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { attachReadPipeline, createReadPipeline } from './read-pipeline';
import * as schema from './schema';

/** Queries in flight on one pipelined connection before the next goes to the pool (decision 017). */
const READ_PIPELINE_DEPTH = 64;

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
  /**
   * Subscribes to NOTIFY messages on `channel`. `onLive(true)` once the subscription stands (again
   * after every reconnect); `onLive(false)` when it is lost: messages sent meanwhile are missed.
   * Answers the function that unsubscribes.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** Runs `fn` holding a session-level advisory lock, so other instances wait (no-op on PGlite). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Refuses new queries at once (SQLSTATE 57P01, answered 503), waits for those in flight, then
   * closes. Shutdown calls it last, once nothing else should query (docs/deployment.md).
   */
  close(): Promise<void>;
  /** What is using the database now (queries in flight, busy connections), for shutdown's log. */
  pending(): string[];
}

export interface NotificationHandlers {
  onMessage(payload: string): void;
  onLive(live: boolean): void;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** Pipelined connections for the hot read-only statements (db/read-pipeline.ts); default 2. */
  pipelineConnections?: number;
  statementTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? createPgDatabase(options, options.url) : createPgliteDatabase(options);
}

async function createPgliteDatabase(options: DatabaseOptions): Promise<Database> {
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
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
    listen: async (channel, handlers) => {
      const unsubscribe = await client.listen(channel, handlers.onMessage);
      handlers.onLive(true);
      return async () => {
        handlers.onLive(false);
        if (!closed) await unsubscribe();
      };
    },
    // One process owns a PGlite directory, so there is nobody to wait for.
    withAdvisoryLock: (_lockId, fn) => fn(),
    close: async () => {
      if (closed) return;
      closed = true;
      // PGlite runs in this thread: closing it under a pending query is what issue 28 suspected.
      await guard.closeAfterInFlight();
      await client.close();
    },
    pending: () => guard.pending(),
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
    // Named prepared statements (db/prepared.ts) are planned once: PostgreSQL's default would keep
    // re-planning the tenants list for every request (it prices the generic plan higher). Unnamed
    // statements — every other query — are always planned for their values, whatever this says.
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => options.onPoolError?.(error));
  const readPipeline = createReadPipeline({
    client: clientConfig,
    connections: options.pipelineConnections ?? 2,
    depth: READ_PIPELINE_DEPTH,
    pool,
    onError: options.onPoolError,
  });
  attachReadPipeline(pool, readPipeline);
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
    listen: (channel, handlers) => listenWithReconnect(url, channel, handlers),
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
      await readPipeline.close();
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
  };
}

/** Delay before reconnecting a lost LISTEN connection: 0.5 s, doubling up to 10 s. */
const LISTEN_RETRY_MS = { first: 500, max: 10_000 };

/**
 * LISTEN needs a connection of its own for as long as it listens, outside the pool. When that
 * connection fails (the database restarted, the network dropped) it is reopened with backoff;
 * `onLive` tells the subscriber when messages may have been missed and when they flow again.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = LISTEN_RETRY_MS.first;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    handlers.onLive(false);
    failed.end().catch(() => {});
    // unref: a retry alone never keeps the process alive (a test that closed its database first).
    if (!stopped) retryTimer = setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
  };

  async function connect(): Promise<void> {
    const attempt = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, keepAlive: true });
    client = attempt;
    attempt.on('error', () => lost(attempt));
    attempt.on('end', () => lost(attempt));
    attempt.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost(attempt);
      return;
    }
    if (stopped || client !== attempt) return;
    retryMs = LISTEN_RETRY_MS.first;
    handlers.onLive(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    handlers.onLive(false);
    await current?.end().catch(() => {});
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
