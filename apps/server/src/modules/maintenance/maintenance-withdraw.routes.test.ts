import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * A tenant withdraws a maintenance request nobody has started (issue 24 item 5):
 * POST /api/maintenance-requests/:id/withdraw.
 */

let ctx: TestContext;

interface Place {
  owner: SignedInUser;
  tenant: TenantWithLogin;
}

async function place(address: string): Promise<Place> {
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
  const today = new Date().toISOString().slice(0, 10);
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: today,
      endDate: '2099-12-31',
      rentAmount: 100000,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  return { owner, tenant };
}

async function report(tenant: TenantWithLogin): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/maintenance-requests',
    headers: tenant.headers,
    payload: { title: 'Dripping tap', description: 'The bathroom tap drips.' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const withdraw = (id: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/maintenance-requests/${id}/withdraw`, headers });

let a: Place;
let b: Place;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await place('3 Withdraw Way');
  b = await place('4 Other Street');
}, 60_000);
afterAll(() => ctx.close());

describe('withdrawing a maintenance request', () => {
  it('cancels a pending request of the tenant, with a dated update, and tells the owner', async () => {
    const id = await report(a.tenant);
    const response = await withdraw(id, a.tenant.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('cancelled');
    const updates = response.json().updates as { authorKind: string; statusChange: string | null }[];
    expect(updates.at(-1)).toMatchObject({ authorKind: 'tenant', statusChange: 'cancelled' });
    const notifications = await ctx.app.inject({ url: '/api/notifications', headers: a.owner.headers });
    expect(JSON.stringify(notifications.json())).toContain(id);
  });

  it('refuses once work has started: in progress, a planned visit, or already closed (409, unchanged)', async () => {
    const started = await report(a.tenant);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/maintenance-requests/${started}`,
      headers: a.owner.headers,
      payload: { status: 'in_progress' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const refused = await withdraw(started, a.tenant.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      key: 'errors:maintenance.withdrawStarted',
    });

    const visit = await report(a.tenant);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/maintenance-requests/${visit}`,
      headers: a.owner.headers,
      payload: { scheduledFor: '2099-01-05' },
    });
    expect((await withdraw(visit, a.tenant.headers)).statusCode).toBe(409);
    const read = await ctx.app.inject({
      url: `/api/maintenance-requests/${visit}`,
      headers: a.tenant.headers,
    });
    expect(read.json().status).toBe('pending');

    const closed = await report(a.tenant);
    expect((await withdraw(closed, a.tenant.headers)).statusCode).toBe(200);
    expect((await withdraw(closed, a.tenant.headers)).statusCode).toBe(409);
  });

  it("is the tenant's alone: the owner gets 403, another tenant 404, and the request stays open", async () => {
    const id = await report(a.tenant);
    expect((await withdraw(id, a.owner.headers)).statusCode).toBe(403);
    expect((await withdraw(id, b.tenant.headers)).statusCode).toBe(404);
    const read = await ctx.app.inject({ url: `/api/maintenance-requests/${id}`, headers: a.tenant.headers });
    expect(read.json().status).toBe('pending');
  });
});
