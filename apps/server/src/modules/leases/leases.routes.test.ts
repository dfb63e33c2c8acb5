import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTenantWithLogin, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const property = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: owner.headers,
    payload: { address: '77 Route Road', propertyType: 'Apartment', units: 3, monthlyRent: 120000 },
  });
  propertyId = property.json().id;
});
afterAll(() => ctx.close());

describe('leases and payments over HTTP', () => {
  it('require a signed-in user and reject bad input', async () => {
    expect((await ctx.app.inject({ url: '/api/leases' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments', payload: {} })).statusCode).toBe(
      401,
    );
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: propertyId,
        startDate: '2026-12-10',
        endDate: '2026-12-01',
        rentAmount: 1000,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('validation:lease.endAfterStart');
    const massAssign = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: propertyId,
        startDate: '2026-12-01',
        endDate: '2027-12-01',
        rentAmount: 1000,
        status: 'ended',
      },
    });
    expect(massAssign.statusCode).toBe(400);
  });

  it('owner creates a lease; the tenant sees it, pays by test card once per key; the owner sees it paid', async () => {
    const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
      firstName: 'Lena',
      lastName: 'Lessee',
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: '2026-11-01',
        existingLease: true,
        endDate: '2027-10-31',
        rentAmount: 120000,
        depositAmount: 0,
      },
    });
    expect(created.statusCode).toBe(201);
    const lease = created.json();
    expect(lease).toMatchObject({
      status: 'active',
      tenantName: 'Lena Lessee',
      propertyAddress: '77 Route Road',
    });

    // The tenants list shows the lease period.
    const tenantRecord = await ctx.app.inject({
      url: `/api/tenants/${tenant.tenantId}`,
      headers: owner.headers,
    });
    expect(tenantRecord.json().lease).toEqual({ startDate: '2026-11-01', endDate: '2027-10-31' });

    // Tenants cannot create leases; the tenant reads their own lease.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/leases', headers: tenant.headers, payload: {} }))
        .statusCode,
    ).toBe(403);
    const own = (await ctx.app.inject({ url: '/api/leases', headers: tenant.headers })).json();
    expect(own.items.map((l: { id: string }) => l.id)).toEqual([lease.id]);

    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: tenant.headers,
      payload: {
        leaseId: lease.id,
        amount: 120000,
        method: 'card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const badCard = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...tenant.headers, 'idempotency-key': 'route-key-bad-card' },
      payload: {
        leaseId: lease.id,
        amount: 120000,
        method: 'card',
        card: { number: '4242424242424241', expiry: '01/20', cvc: '1' },
      },
    });
    expect(badCard.statusCode).toBe(400);

    const declined = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...tenant.headers, 'idempotency-key': 'route-key-declined' },
      payload: {
        leaseId: lease.id,
        amount: 120000,
        method: 'card',
        card: { number: '4000000000009995', expiry: '12/30', cvc: '123' },
      },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');

    const request = {
      method: 'POST' as const,
      url: '/api/payments',
      headers: { ...tenant.headers, 'idempotency-key': 'route-key-paid-1' },
      payload: {
        leaseId: lease.id,
        amount: 120000,
        method: 'card',
        card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      },
    };
    const paid = await ctx.app.inject(request);
    expect(paid.statusCode).toBe(201);
    expect(paid.headers['idempotent-replayed']).toBe('false');
    const again = await ctx.app.inject(request);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(paid.json());
    const other = await ctx.app.inject({ ...request, payload: { ...request.payload, amount: 100 } });
    expect(other.statusCode).toBe(422);

    const ledger = (
      await ctx.app.inject({ url: `/api/leases/${lease.id}/ledger`, headers: owner.headers })
    ).json();
    expect(ledger.balance).toBe(0);
    expect(ledger.payments).toHaveLength(1);
    const list = (
      await ctx.app.inject({ url: `/api/payments?leaseId=${lease.id}`, headers: owner.headers })
    ).json();
    expect(list.items.map((i: { status: string }) => i.status)).toEqual(['paid']);

    // Another owner: 404 on the lease, its ledger and a payment; an empty list.
    const stranger = await createSignedInUser(ctx, { role: 'owner' });
    expect(
      (await ctx.app.inject({ url: `/api/leases/${lease.id}`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/leases/${lease.id}/ledger`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...stranger.headers, 'idempotency-key': 'route-key-foreign' },
      payload: { leaseId: lease.id, amount: 100, method: 'cash' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/payments', headers: stranger.headers })).json().items).toEqual(
      [],
    );

    // The dev job route moves the ledger's clock: December's rent, then its late fee, once.
    const run = (name: string, asOf: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dev/jobs/${name}/run`,
        headers: owner.headers,
        payload: { asOf },
      });
    expect((await run('rent-charges', '2026-12-01')).json().result.charges).toBeGreaterThanOrEqual(1);
    expect((await run('late-fees', '2026-12-07')).json().result.charges).toBeGreaterThanOrEqual(1);
    await run('late-fees', '2026-12-08');
    const after = (
      await ctx.app.inject({ url: `/api/leases/${lease.id}/ledger`, headers: owner.headers })
    ).json();
    expect(after.charges.map((c: { kind: string }) => c.kind)).toEqual(['rent', 'rent', 'late_fee']);
    expect(after.balance).toBe(125000);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/dev/jobs/nope/run',
          headers: owner.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});
