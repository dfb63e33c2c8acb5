import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { DEMO_OWNER, DEMO_OWNER_CLIENTS, DEMO_TENANT } from './demo-data';
import { seedDemoIfEmpty } from './seed-demo';

let ctx: TestContext;
const log = pino({ level: 'silent' }) as never;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('reproduces the spec’s sample figures from real records, once', async () => {
    expect(await seedDemoIfEmpty(ctx.database, log)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.database, log)).toBe(false);

    const owner = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password, '10.77.0.1');
    expect(owner.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${owner.json().access_token}` };
    const dashboard = (await ctx.app.inject({ url: '/api/dashboard/owner', headers })).json();
    expect(dashboard).toMatchObject({
      firstName: 'Olivia',
      totalProperties: 4,
      totalUnits: 8,
      occupiedUnits: 7,
      vacantUnits: 1,
      occupancyRate: 88,
      monthlyRevenue: 1370000,
      // The spec's sample figures, from real charges and payments (demo-ledger.ts).
      pendingAmount: 405000,
      overdueAmount: 125000,
    });
    const leases = (await ctx.app.inject({ url: '/api/leases', headers })).json();
    expect(leases.items).toHaveLength(7);
    expect(
      leases.items.filter((l: { displayStatus: string }) => l.displayStatus === 'expiring-soon'),
    ).toHaveLength(1);
    const open = (await ctx.app.inject({ url: '/api/payments?status=open', headers })).json();
    expect(open.items.map((i: { status: string; open: number }) => `${i.status}:${i.open}`).sort()).toEqual([
      'overdue:120000',
      'overdue:5000',
      'pending:185000',
      'pending:220000',
    ]);
    const tenants = (await ctx.app.inject({ url: '/api/tenants', headers })).json();
    expect(tenants.items).toHaveLength(7);
    expect(tenants.items.every((t: { status: string }) => t.status === 'active')).toBe(true);

    const tenant = await signIn(ctx, DEMO_TENANT.email, DEMO_TENANT.password, '10.77.0.2');
    expect(tenant.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${tenant.json().access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    const tenantHeaders = { authorization: `Bearer ${tenant.json().access_token}` };
    const own = (await ctx.app.inject({ url: '/api/leases', headers: tenantHeaders })).json();
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({
      tenantName: 'Marcus Reed',
      propertyAddress: '123 Main St',
      balance: 220000,
    });
  });
});

describe('demo owner clients', () => {
  it('sign in to their portal and see only the properties they own a share of', async () => {
    await seedDemoIfEmpty(ctx.database, log);
    const seen: Record<string, string[]> = {};
    for (const [index, client] of DEMO_OWNER_CLIENTS.entries()) {
      const session = await signIn(ctx, client.email, client.password, `10.77.1.${index + 1}`);
      expect(session.statusCode, client.email).toBe(200);
      const headers = { authorization: `Bearer ${session.json().access_token}` };
      const org = (await ctx.app.inject({ url: '/api/org', headers })).json();
      expect(org.myRole).toBe('owner_client');
      const properties = (await ctx.app.inject({ url: '/api/properties', headers })).json();
      seen[client.email] = properties.items.map((p: { address: string }) => p.address).sort();
    }
    expect(seen).toEqual({
      'client@demo.rentwise.app': ['456 Oak Ave', '789 Pine Rd'],
      'bishop@demo.rentwise.app': ['321 Elm St', '789 Pine Rd'],
    });
  });
});
