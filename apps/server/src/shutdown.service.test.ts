import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/helpers';
import { createDatabase } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { jobsStopTimeoutMs, startServer } from './server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('answers /readyz 503 during the drain while still serving, then closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-shutdown-'));
    const server = await startServer(
      testConfig({
        dataDir,
        pgliteDir: path.join(dataDir, 'pglite'),
        runJobs: false,
        demoData: false,
        shutdownDrainMs: 400,
      }),
      pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    );
    expect((await server.app.inject('/readyz')).statusCode).toBe(200);
    const started = Date.now();
    const stopping = server.stop();
    // During the drain a load balancer sees the instance as not ready; requests still get answers.
    const ready = await server.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    const live = await server.app.inject('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    await stopping;
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  }, 60_000);

  it('drains 2 s by default in production only', () => {
    expect(testConfig().shutdownDrainMs).toBe(0);
  });

  it('gives running jobs what is left of 7 s after the drain (at least 1 s, at most 5 s)', () => {
    expect(jobsStopTimeoutMs(0)).toBe(5000);
    expect(jobsStopTimeoutMs(2000)).toBe(5000);
    expect(jobsStopTimeoutMs(5000)).toBe(2000);
    expect(jobsStopTimeoutMs(9000)).toBe(1000);
  });

  // Issue 28: the database closes last, once requests, jobs and the outbox have stopped, and
  // nothing calls it after it started closing.
  it('stops requests, jobs and the outbox before the database closes; nothing queries it after', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-shutdown-order-'));
    const server = await startServer(
      testConfig({
        dataDir,
        pgliteDir: path.join(dataDir, 'pglite'),
        runJobs: true,
        demoData: false,
        shutdownDrainMs: 0,
      }),
      pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    );
    const { app, database, jobs } = server;
    const events: string[] = [];
    let databaseClosing = false;
    const queriesAfterClose: string[] = [];
    // The job runner (pg-boss) and the health check reach the database through executeSql.
    const executeSql = database.executeSql.bind(database);
    database.executeSql = (text, values) => {
      if (databaseClosing) queriesAfterClose.push(text.slice(0, 60));
      return executeSql(text, values);
    };
    const close = database.close.bind(database);
    database.close = async () => {
      events.push('database close');
      databaseClosing = true;
      await close();
    };
    const stopJobs = jobs!.stop.bind(jobs);
    jobs!.stop = async (options) => {
      await stopJobs(options);
      events.push('jobs stopped');
    };
    // A request that is still reading from the database when the signal comes.
    app.get('/test/slow-read', async () => {
      await sleep(400);
      const { rows } = await database.executeSql('select count(*)::int as n from users');
      events.push('request answered');
      return { n: rows[0]?.n };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const slow = fetch(`http://127.0.0.1:${port}/test/slow-read`);
    await sleep(150);

    const reports: string[][] = [];
    await server.stop((pending) => reports.push(pending));
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ n: 0 });
    expect(events.indexOf('database close')).toBe(events.length - 1);
    expect(events).toContain('request answered');
    expect(events).toContain('jobs stopped');
    expect(queriesAfterClose).toEqual([]);
    // What the watchdog would name: the request while it was in flight, then the database step.
    expect(reports.flat()).toContain('request GET /test/slow-read');
    expect(reports.at(-1)?.[0]).toBe('step: closing the database');
    // The guard stays shut: a late caller is refused as "database unavailable" (503), not run.
    const late = await database.executeSql('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(late)).toBe(true);
  }, 60_000);

  it('the database refuses new queries once closing and lets those in flight finish', async () => {
    const database = await createDatabase({});
    const inFlight = database.executeSql('select pg_sleep(0.2), 1 as one');
    expect(database.pending()).toEqual(['database: select pg_sleep(0.2), 1 as one']);
    const closing = database.close();
    const refused = await database.executeSql('select 2').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect((refused as { code?: string }).code).toBe('57P01');
    expect((await inFlight).rows).toEqual([{ pg_sleep: '', one: 1 }]);
    await closing;
    expect(database.pending()).toEqual([]);
  }, 60_000);
});
