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

async function recordPayment(amount: number, key: string): Promise<string> {
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...owner.headers, 'idempotency-key': key },
    payload: { leaseId, amount, method: 'cash' },
  });
  expect(paid.statusCode).toBe(201);
  return paid.json().payment.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '3 Void Lane', monthlyRent: 90000 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Rae', lastName: 'Fund' });
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
      rentAmount: 90000,
      depositAmount: 0,
    },
  });
  expect(lease.statusCode).toBe(201);
  leaseId = lease.json().id;
});
afterAll(() => ctx.close());

describe('POST /api/payments/:id/void and …/refund', () => {
  it('need the owner, a reason and nothing else', async () => {
    const id = await recordPayment(1000, 'correction-route-0001');
    const url = `/api/payments/${id}/void`;
    expect((await ctx.app.inject({ method: 'POST', url, payload: { reason: 'x' } })).statusCode).toBe(401);
    const asTenant = await ctx.app.inject({
      method: 'POST',
      url,
      headers: tenantHeaders,
      payload: { reason: 'x' },
    });
    expect(asTenant.statusCode).toBe(403);
    const blank = await ctx.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    const extra = await ctx.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: 'x', amount: 5 },
    });
    expect(extra.statusCode).toBe(400);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/refund`,
      headers: owner.headers,
      payload: { amount: 0, reason: 'x' },
    });
    expect(refund.statusCode).toBe(400);
  });

  it('void answers the lease ledger with the payment marked void and the balance restored; twice is a 409', async () => {
    const ledgerBefore = await ctx.app.inject({
      url: `/api/leases/${leaseId}/ledger`,
      headers: owner.headers,
    });
    const id = await recordPayment(500000, 'correction-route-0002');
    const url = `/api/payments/${id}/void`;
    const voided = await ctx.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: 'Recorded on the wrong lease' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().balance).toBe(ledgerBefore.json().balance);
    expect(voided.json().payments.find((p: { id: string }) => p.id === id)).toMatchObject({ voided: true });
    const again = await ctx.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: 'x' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refund over what is left of the payment is a 422 naming the amount', async () => {
    const id = await recordPayment(2000, 'correction-route-0003');
    const url = `/api/payments/${id}/refund`;
    const tooMuch = await ctx.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { amount: 2001, reason: 'Overpaid' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(JSON.stringify(tooMuch.json())).toContain('validation:payment.refundTooLarge');
    const ok = await ctx.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { amount: 2000, reason: 'Overpaid' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payments.find((p: { id: string }) => p.id === id)).toMatchObject({ refunded: 2000 });
  });
});
