import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';

/** Issue 23 ("hardening round 2"): one regression test per finding, QUALITY.md rows 20–24. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('finding 11: development-only routes answer only to this machine', () => {
  it('the dev mailbox and the dev job runner are a 404 to another address, and work locally', async () => {
    const neighbour = '192.0.2.44';
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      expect((await ctx.app.inject({ url, remoteAddress: neighbour })).statusCode, url).toBe(404);
      // X-Forwarded-For cannot make a request local.
      const forwarded = await ctx.app.inject({
        url,
        remoteAddress: neighbour,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode, url).toBe(404);
      expect((await ctx.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
      expect((await ctx.app.inject({ url, remoteAddress: '::1' })).statusCode, url).toBe(200);
    }
    const user = await createSignedInUser(ctx, { role: 'owner' });
    const run = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dev/jobs/late-fees/run',
        headers: user.headers,
        payload: {},
        remoteAddress,
      });
    expect((await run(neighbour)).statusCode).toBe(404);
    expect((await run('127.0.0.1')).statusCode).toBe(200);
  });
});
