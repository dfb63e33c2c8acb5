import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
});
afterAll(() => ctx.close());

const url = '/api/settings/rent-reminders';

describe('rent reminder settings over HTTP', () => {
  it('are for owners only', async () => {
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    expect((await ctx.app.inject({ url, headers: tenant.headers })).statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: tenant.headers,
      payload: { enabled: false, daysBefore: 3, daysAfter: 1 },
    });
    expect(put.statusCode).toBe(403);
  });

  it('answer the defaults, then what the owner saved; out-of-range days and extra keys are a 400', async () => {
    expect((await ctx.app.inject({ url, headers: owner.headers })).json()).toEqual({
      enabled: true,
      daysBefore: 3,
      daysAfter: 1,
    });
    for (const payload of [
      { enabled: true, daysBefore: 29, daysAfter: 1 },
      { enabled: true, daysBefore: -1, daysAfter: 1 },
      { enabled: true, daysBefore: 3, daysAfter: 31 },
      { enabled: true, daysBefore: 1.5, daysAfter: 1 },
      { enabled: true, daysBefore: 3 },
      { enabled: true, daysBefore: 3, daysAfter: 1, ownerId: owner.userId },
    ]) {
      const response = await ctx.app.inject({ method: 'PUT', url, headers: owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { enabled: false, daysBefore: 28, daysAfter: 30 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: owner.headers })).json()).toEqual({
      enabled: false,
      daysBefore: 28,
      daysAfter: 30,
    });
  });

  it('run from the dev job runner as rent-reminders', async () => {
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, other, { address: '4 Runner Row' });
    const tenant = await createTenantWithLogin(ctx, other, propertyId);
    const lease = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: other.headers,
      payload: {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: '2026-01-01',
        existingLease: true,
        endDate: '2031-12-31',
        rentAmount: 90000,
      },
    });
    expect(lease.statusCode).toBe(201);
    const run = (asOf: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dev/jobs/rent-reminders/run',
        headers: other.headers,
        payload: { asOf },
      });
    const first = await run('2027-02-26');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.emails).toBeGreaterThanOrEqual(1);
    expect((await run('2027-02-26')).json().result.emails).toBe(0);
    const inbox = (
      await ctx.app.inject({ url: '/api/notifications?types=reminder', headers: tenant.headers })
    ).json();
    expect(inbox.items.map((n: { title: string }) => n.title)).toEqual(['Rent due on Mar 1, 2027']);
  });
});
