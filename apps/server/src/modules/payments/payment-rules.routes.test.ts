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
let tenantHeaders: { authorization: string };
let leaseId: string;
let balance: number;
const card = { number: '4242424242424242', expiry: '12/30', cvc: '123' };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '9 Rules Road', monthlyRent: 80000 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Ray', lastName: 'Rule' });
  tenantHeaders = tenant.headers;
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-01-01',
      existingLease: true,
      endDate: '2027-12-31',
      rentAmount: 80000,
      depositAmount: 0,
    },
  });
  expect(lease.statusCode).toBe(201);
  leaseId = lease.json().id;
  const ledger = await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger`, headers: owner.headers });
  balance = ledger.json().balance;
  expect(balance).toBeGreaterThan(0);
});
afterAll(() => ctx.close());

describe('payment rules', () => {
  it('an owner-recorded payment is received no later than today and no earlier than 1900', async () => {
    const record = (receivedAt: string, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { ...owner.headers, 'idempotency-key': key },
        payload: { leaseId, amount: 100, method: 'cash', receivedAt },
      });
    const future = await record('2999-01-01', 'rules-route-0001');
    expect(future.statusCode).toBe(400);
    expect(JSON.stringify(future.json())).toContain('validation:payment.receivedAtFuture');
    const old = await record('1899-12-31', 'rules-route-0002');
    expect(old.statusCode).toBe(400);
    expect(JSON.stringify(old.json())).toContain('validation:payment.receivedAtTooOld');
    expect((await record(new Date().toISOString().slice(0, 10), 'rules-route-0003')).statusCode).toBe(201);
    balance -= 100;
  });

  it("a tenant's online payment cannot exceed the balance due plus one month's rent", async () => {
    const pay = (amount: number, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { ...tenantHeaders, 'idempotency-key': key },
        payload: { leaseId, amount, method: 'card', card },
      });
    const tooMuch = await pay(balance + 80000 + 1, 'rules-route-0004');
    expect(tooMuch.statusCode).toBe(422);
    expect(JSON.stringify(tooMuch.json())).toContain('validation:payment.tooMuch');
    const ledger = await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger`, headers: owner.headers });
    expect(ledger.json().payments).toHaveLength(1);
    const most = await pay(balance + 80000, 'rules-route-0005');
    expect(most.statusCode).toBe(201);
    expect(most.json().balance).toBe(-80000);
    // Paid a month ahead: one more month of rent is the most now.
    expect((await pay(80001, 'rules-route-0006')).statusCode).toBe(422);
  });
});
