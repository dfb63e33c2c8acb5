import { createServer } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import { createTokenKeys, signAccessToken } from '../auth/tokens';
import { createDatabase, type Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { createOutboxTransport } from '../mail/transport';

/** A port nothing listens on: connecting to it is refused at once, like a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let app: FastifyInstance;
let database: Database;
const config = testConfig();

beforeAll(async () => {
  database = await createDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
  const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    from: 'x <x@x.test>',
    logger,
  });
  app = await buildApp({ config, database, mailer, logger });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('when the database does not answer', () => {
  it('a signed-in request gets 503 with Retry-After, not a 500', async () => {
    const { token } = await signAccessToken(createTokenKeys(config.jwtSecret, config.publicUrl), {
      userId: '00000000-0000-4000-8000-000000000001',
      sessionId: '00000000-0000-4000-8000-000000000002',
      role: 'owner',
      email: 'owner@example.test',
    });
    const started = Date.now();
    const response = await app.inject({
      url: '/api/properties',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('a public request that needs the database gets 503 too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: 'someone@example.test', password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('/livez still answers 200 and /readyz 503', async () => {
    expect((await app.inject('/livez')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
  });
});
