import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
  uniqueEmail,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * Expiry flags (issue 22 item 2): the leases list's `expiryFlag` and GET /api/leases/expiry-flags
 * (the dashboard's list) follow one definition (core leases/expiry.ts).
 */
let ctx: TestContext;
let owner: SignedInUser;
let stranger: SignedInUser;
let propertyId: string;
const leaseIds: Record<string, string> = {};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function leaseFor(name: string, startOffset: number, endOffset: number) {
  const tenant = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenants',
    headers: owner.headers,
    payload: {
      firstName: name,
      lastName: 'Expiry',
      email: uniqueEmail(name.toLowerCase()),
      phone: '5550002222',
      propertyId,
    },
  });
  expect(tenant.statusCode, tenant.body).toBe(201);
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      tenantId: tenant.json().tenant.id,
      propertyId,
      startDate: day(startOffset),
      existingLease: true,
      endDate: day(endOffset),
      rentAmount: 100000,
      depositAmount: 0,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  leaseIds[name] = lease.json().id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  stranger = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, owner, { address: '30 Expiry Lane', units: 6 });
  await leaseFor('Soon', -300, 20);
  await leaseFor('Later', -300, 50);
  await leaseFor('Quarter', -300, 85);
  await leaseFor('Calm', -100, 300);
  await leaseFor('Overstay', -400, -10);
}, 120_000);
afterAll(() => ctx.close());

describe('lease expiry flags', () => {
  it('the leases list carries each lease’s flag', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/leases', headers: owner.headers });
    expect(list.statusCode, list.body).toBe(200);
    const flags = Object.fromEntries(
      list
        .json()
        .items.map((l: { tenantName: string; expiryFlag: string | null }) => [l.tenantName, l.expiryFlag]),
    );
    expect(flags).toEqual({
      'Soon Expiry': 'ending-30',
      'Later Expiry': 'ending-60',
      'Quarter Expiry': 'ending-90',
      'Calm Expiry': null,
      'Overstay Expiry': 'past-end-occupied',
    });
  });

  it('GET /api/leases/expiry-flags: the flagged ones, most urgent first, with counts', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/leases/expiry-flags',
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.items.map((i: { leaseId: string }) => i.leaseId)).toEqual([
      leaseIds.Overstay,
      leaseIds.Soon,
      leaseIds.Later,
      leaseIds.Quarter,
    ]);
    expect(body.items[1]).toMatchObject({
      tenantName: 'Soon Expiry',
      propertyAddress: '30 Expiry Lane',
      endDate: day(20),
    });
    expect(body.counts).toEqual({ 'past-end-occupied': 1, 'ending-30': 1, 'ending-60': 1, 'ending-90': 1 });
  });

  it('a lease ended (moved out) is no longer flagged', async () => {
    const ended = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${leaseIds.Overstay}/end`,
      headers: owner.headers,
      payload: { moveOutDate: day(-10), reason: 'Moved out' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/leases/expiry-flags', headers: owner.headers })
    ).json();
    expect(body.counts['past-end-occupied']).toBe(0);
  });

  it('another organisation sees none of them; a tenant is refused (403); no token is 401', async () => {
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/leases/expiry-flags',
      headers: stranger.headers,
    });
    expect(other.json()).toEqual({
      items: [],
      counts: { 'past-end-occupied': 0, 'ending-30': 0, 'ending-60': 0, 'ending-90': 0 },
    });
    const tenant = await createTenantWithLogin(ctx, owner, propertyId);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/leases/expiry-flags', headers: tenant.headers }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/leases/expiry-flags' })).statusCode).toBe(401);
  });
});
