import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client';
import { errorBody } from './errors';
import { isLoopback } from './local-only';

/**
 * The process's Prometheus metrics (issue 23 finding 15): one registry per server, shared by the
 * HTTP layer (requests by route pattern and status, latency), the job workers (runs and failures)
 * and the scrape-time gauges (outbox depth, database pool).
 */
export interface Metrics {
  registry: Registry;
  /** A job handler finished: `failed` when it threw (pg-boss then retries it). */
  jobRun(job: string, failed: boolean, seconds: number): void;
}

/** Latency buckets in seconds, from a cached list read to a PDF statement. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // Node's own (CPU, memory, event-loop lag, GC) in a running server; tests build many apps.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const runs = new Counter({
    name: 'rentwise_job_runs_total',
    help: 'Job handler runs, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'rentwise_job_duration_seconds',
    help: 'Time a job handler ran, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  return {
    registry,
    jobRun(job, failed, seconds) {
      runs.inc({ job, outcome: failed ? 'failed' : 'ok' });
      duration.observe({ job }, seconds);
    },
  };
}

/** The pattern Fastify matched (`/api/tenants/:id`), never the raw URL: ids and tokens stay out. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched';
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may read GET /metrics: with METRICS_TOKEN set, a request bearing it (`Authorization: Bearer
 * …`), from anywhere (the scraper); without one, only this machine (the socket's address, never
 * X-Forwarded-For), and nobody in production. Anyone else gets the 404 of a route that does not
 * exist, as the development-only routes answer.
 */
export function metricsAccess(options: { token?: string; production: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (options.token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (given && sameSecret(given, options.token)) return;
    } else if (!options.production && isLoopback(request.socket.remoteAddress)) {
      return;
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} /metrics`));
  };
}

/**
 * Registers the request metrics hooks and GET /metrics on `app`. The scrape-time gauges read the
 * outbox and the pool when Prometheus asks, so an idle server costs nothing.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { database: Database; token?: string; production: boolean },
): void {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'rentwise_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'rentwise_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'rentwise_outbox_emails',
    help: 'Emails in the outbox not yet delivered, by status (pending, sending).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const result = await options.database.executeSql(
          `select status, count(*)::int as n from outbound_emails
            where status in ('pending', 'sending') group by status`,
        );
        const counts: Record<string, number> = { pending: 0, sending: 0 };
        for (const row of result.rows) counts[String(row.status)] = Number(row.n);
        for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
      } catch {
        // The database is down: the gauge is left out of this scrape; /readyz says why.
      }
    },
  });
  const pool = (name: string, help: string, pick: (stats: ReturnType<Database['poolStats']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(options.database.poolStats()));
      },
    });
  pool('rentwise_db_pool_max', 'Most connections the database pool opens.', (s) => s.max);
  pool('rentwise_db_pool_connections', 'Connections the pool holds now.', (s) => s.total);
  pool('rentwise_db_pool_idle', 'Of those, connections not in use.', (s) => s.idle);
  pool('rentwise_db_pool_waiting', 'Queries waiting for a connection.', (s) => s.waiting);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        // Prometheus's text format (a string sent as text/plain, never JSON-serialised).
        response: { 200: z.string() },
        summary: 'Prometheus metrics (METRICS_TOKEN, or local requests in development)',
      },
      onRequest: metricsAccess({ token: options.token, production: options.production }),
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}
