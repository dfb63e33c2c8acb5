import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/helpers';
import { startServer } from './server';

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
});
