import pg from 'pg';

/**
 * A few long-lived PostgreSQL connections in pipeline mode for the hottest read-only statements
 * (the list endpoints, db/prepared.ts `preparedRows`); docs/decisions/017.
 *
 * Why: through the pool, every query waits for its own answer before the connection takes the
 * next, so each one wakes a sleeping database backend — on a virtual machine that wake-up (a
 * cross-CPU interrupt) cost the server ~75 µs of CPU per query, a third of a list request. On a
 * pipelined connection, queries that arrive together are written behind each other and the
 * backend reads the next one without sleeping. Each query still has its own Sync, so one
 * failing does not affect the others.
 *
 * Bounded: a connection takes at most `depth` queries at a time, and a query that finds every
 * connection full, down or still connecting goes through the pool as before, so a burst still
 * spreads over the pool's backends and nothing waits on a connection that is being replaced. A
 * lost connection is replaced on the next query, at most once per `RECONNECT_MS`.
 */
export interface ReadPipeline {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
  close(): Promise<void>;
}

export interface ReadPipelineOptions {
  /** Client settings (URL, timeouts, options), as the pool's. */
  client: pg.ClientConfig;
  /** How many pipelined connections; 0 sends everything through the pool. */
  connections: number;
  /** Queries in flight on one connection before the next query goes to the pool. */
  depth: number;
  /** Where queries go when no pipelined connection can take them. */
  pool: pg.Pool;
  onError?: (error: Error) => void;
}

export const RECONNECT_MS = 1000;

/** How the pipelined connections show in `pg_stat_activity`. */
export const READ_PIPELINE_APPLICATION_NAME = 'rentwise-read-pipeline';

interface Slot {
  client: pg.Client | null;
  ready: boolean;
  inFlight: number;
  lastAttempt: number;
}

export function createReadPipeline(options: ReadPipelineOptions): ReadPipeline {
  const slots: Slot[] = Array.from({ length: options.connections }, () => ({
    client: null,
    ready: false,
    inFlight: 0,
    lastAttempt: 0,
  }));
  let closed = false;

  const drop = (slot: Slot, client: pg.Client) => {
    if (slot.client !== client) return;
    slot.client = null;
    slot.ready = false;
    client.end().catch(() => {});
  };

  const connect = (slot: Slot) => {
    slot.lastAttempt = Date.now();
    const client = new pg.Client({
      ...options.client,
      application_name: READ_PIPELINE_APPLICATION_NAME,
      pipeline: true,
    } as pg.ClientConfig);
    slot.client = client;
    client.on('error', (error) => {
      options.onError?.(error);
      drop(slot, client);
    });
    client.on('end', () => drop(slot, client));
    client.connect().then(
      () => {
        if (closed) client.end().catch(() => {});
        else if (slot.client === client) slot.ready = true;
      },
      () => drop(slot, client),
    );
  };

  /** The ready connection with the fewest queries in flight, if one has room. */
  const pick = (): Slot | undefined => {
    let best: Slot | undefined;
    for (const slot of slots) {
      if (!slot.client && !closed && Date.now() - slot.lastAttempt >= RECONNECT_MS) connect(slot);
      if (slot.ready && slot.inFlight < options.depth && (!best || slot.inFlight < best.inFlight))
        best = slot;
    }
    return best;
  };

  return {
    async query<R extends pg.QueryResultRow>(config: pg.QueryConfig) {
      const slot = pick();
      if (!slot?.client) return options.pool.query<R>(config);
      slot.inFlight++;
      try {
        return await slot.client.query<R>(config);
      } finally {
        slot.inFlight--;
      }
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const client = slot.client;
          slot.client = null;
          slot.ready = false;
          await client?.end().catch(() => {});
        }),
      );
    },
  };
}

/** The read pipeline of a pool (registered by db/client.ts), for `preparedRows`. */
const pipelineOfPool = new WeakMap<pg.Pool, ReadPipeline>();

export function attachReadPipeline(pool: pg.Pool, pipeline: ReadPipeline): void {
  pipelineOfPool.set(pool, pipeline);
}

export function readPipelineOf(pool: pg.Pool): ReadPipeline | undefined {
  return pipelineOfPool.get(pool);
}
