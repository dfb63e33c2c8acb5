import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signIn } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_OWNER } from '../../demo/demo-data';
import { seedDemoIfEmpty } from '../../demo/seed-demo';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database, pino({ level: 'silent' }) as never);
  const session = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password, '10.78.0.1');
  headers = { authorization: `Bearer ${session.json().access_token}` };
});
afterAll(() => ctx.close());

describe('GET /api/dashboard/open-charges', () => {
  it('is the list the demo’s Pending Payments tile sums: overdue first, every page', async () => {
    const dashboard = (await ctx.app.inject({ url: '/api/dashboard/owner', headers })).json();
    const items: { status: string; open: number; dueDate: string }[] = [];
    let cursor: string | null = null;
    do {
      const response: { statusCode: number; json(): { items: typeof items; nextCursor: string | null } } =
        await ctx.app.inject({
          url: '/api/dashboard/open-charges',
          query: cursor ? { limit: '1', cursor } : { limit: '1' },
          headers,
        });
      expect(response.statusCode).toBe(200);
      const page: { items: typeof items; nextCursor: string | null } = response.json();
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const sum = (status: string) => items.filter((i) => i.status === status).reduce((s, i) => s + i.open, 0);
    expect(dashboard).toMatchObject({
      pendingAmount: 405000,
      overdueAmount: 125000,
      pendingCount: 2,
      overdueCount: 2,
    });
    expect(sum('pending')).toBe(dashboard.pendingAmount);
    expect(sum('overdue')).toBe(dashboard.overdueAmount);
    expect(items.map((i) => i.status)).toEqual(['overdue', 'overdue', 'pending', 'pending']);
  });

  it('refuses a tenant, a bad cursor and an unknown parameter', async () => {
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    const asTenant = await ctx.app.inject({ url: '/api/dashboard/open-charges', headers: tenant.headers });
    expect(asTenant.statusCode).toBe(403);
    const bad = await ctx.app.inject({ url: '/api/dashboard/open-charges?cursor=bm9wZQ', headers });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ url: '/api/dashboard/open-charges?status=paid', headers });
    expect(unknown.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/dashboard/open-charges' })).statusCode).toBe(401);
  });
});
