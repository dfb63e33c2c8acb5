import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { DEMO_OWNER, DEMO_TENANT } from './demo-data';
import { seedDemoIfEmpty } from './seed-demo';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database, pino({ level: 'silent' }) as never);
});
afterAll(() => ctx.close());

async function headersOf(email: string, password: string) {
  const session = await signIn(ctx, email, password, '10.78.0.1');
  return { authorization: `Bearer ${session.json().access_token}` };
}

describe('demo maintenance', () => {
  it('gives the demo tenant and owner real requests, updates and a vendor', async () => {
    const tenant = await headersOf(DEMO_TENANT.email, DEMO_TENANT.password);
    const own = (await ctx.app.inject({ url: '/api/maintenance-requests', headers: tenant })).json();
    expect(own.items.map((r: { title: string; status: string }) => `${r.title}:${r.status}`)).toEqual([
      'Leaking kitchen faucet:in_progress',
      "Bedroom window won't latch:completed",
    ]);
    expect(own.items[0].updates.map((u: { authorKind: string }) => u.authorKind)).toEqual([
      'owner',
      'vendor',
    ]);
    expect(own.items[0].scheduledFor).toEqual(expect.any(String));

    const owner = await headersOf(DEMO_OWNER.email, DEMO_OWNER.password);
    const all = (await ctx.app.inject({ url: '/api/maintenance-requests', headers: owner })).json();
    expect(all.items).toHaveLength(3);
    const vendors = (await ctx.app.inject({ url: '/api/vendors', headers: owner })).json();
    expect(vendors.items.map((v: { name: string }) => v.name)).toEqual(['Rapid Plumbing Co.']);
  });
});
