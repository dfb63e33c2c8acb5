import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, createTestApp, type TestContext } from '../../test/helpers';

/**
 * Every log line of a request carries its request id (issue 23 finding 15): the lines Fastify
 * writes, those of services given `request.log`, and those written through any other logger while
 * the request runs (the mailer's, `app.log`).
 */
let ctx: TestContext;
let lines: string[];

beforeAll(async () => {
  const capture = captureLogger();
  lines = capture.lines;
  ctx = await createTestApp({
    logger: capture.logger,
    extraRoutes: (app) => {
      app.get('/test/log-through-app-logger', async (request) => {
        app.log.info('a line through the root logger');
        await new Promise((resolve) => setTimeout(resolve, 5));
        app.log.child({ component: 'test' }).warn('a line through a child of the root logger after an await');
        request.log.info('a line through the request logger');
        request.log.child({ component: 'test' }).info('a line through a child of the request logger');
        return { ok: true };
      });
    },
  });
});
afterAll(() => ctx.close());

async function linesOf(requestId: string, send: () => Promise<unknown>) {
  const before = lines.length;
  await send();
  const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { written, ids: written.map((line) => line.reqId), requestId };
}

describe('log lines of a request', () => {
  it('all carry its id, whichever logger wrote them', async () => {
    const requestId = 'req-root-logger-0001';
    const { written, ids } = await linesOf(requestId, () =>
      ctx.app.inject({ url: '/test/log-through-app-logger', headers: { 'x-request-id': requestId } }),
    );
    expect(written.map((line) => line.msg)).toEqual([
      'incoming request',
      'a line through the root logger',
      'a line through a child of the root logger after an await',
      'a line through the request logger',
      'a line through a child of the request logger',
      'request completed',
    ]);
    expect(ids).toEqual(written.map(() => requestId));
    // Once per line, never twice (a child of the request's logger has it bound already).
    for (const line of lines.slice(-written.length)) expect(line.split('"reqId"').length).toBe(2);
  });

  it('a failed sign-in: the service warning and the access lines carry the id', async () => {
    const requestId = 'req-failed-sign-in-0002';
    const { written, ids } = await linesOf(requestId, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: { 'x-request-id': requestId },
        payload: { email: 'nobody@example.test', password: 'wrong password here' },
      }),
    );
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.some((line) => String(line.event ?? '').startsWith('auth.'))).toBe(true);
    expect(ids).toEqual(written.map(() => requestId));
  });

  it('lines outside any request carry none', () => {
    ctx.app.log.info('not in a request');
    expect(JSON.parse(lines[lines.length - 1]).reqId).toBeUndefined();
  });
});
