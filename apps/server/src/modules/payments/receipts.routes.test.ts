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
let paymentId: string;
let receiptNumber: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '12 Receipt Row', monthlyRent: 90000 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
    firstName: 'Paul',
    lastName: 'Payer',
  });
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
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...tenantHeaders, 'idempotency-key': 'receipt-route-0001' },
    payload: {
      leaseId: lease.json().id,
      amount: 90000,
      method: 'card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    },
  });
  expect(paid.statusCode).toBe(201);
  paymentId = paid.json().payment.id;
  receiptNumber = paid.json().payment.receiptNumber;
});
afterAll(() => ctx.close());

describe('GET /api/payments/:id/receipt(.pdf)', () => {
  it('needs a signed-in user and a valid id and language', async () => {
    expect((await ctx.app.inject({ url: `/api/payments/${paymentId}/receipt` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/payments/${paymentId}/receipt.pdf` })).statusCode).toBe(401);
    const badId = await ctx.app.inject({ url: '/api/payments/nope/receipt', headers: owner.headers });
    expect(badId.statusCode).toBe(400);
    const badLang = await ctx.app.inject({
      url: `/api/payments/${paymentId}/receipt.pdf?lang=de`,
      headers: owner.headers,
    });
    expect(badLang.statusCode).toBe(400);
  });

  it('answers the receipt as JSON to the owner and the paying tenant', async () => {
    for (const headers of [owner.headers, tenantHeaders]) {
      const response = await ctx.app.inject({ url: `/api/payments/${paymentId}/receipt`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        number: receiptNumber,
        tenant: { name: 'Paul Payer' },
        property: { address: '12 Receipt Row' },
        amount: 90000,
        method: 'card',
      });
    }
  });

  it('answers a PDF attachment named after the receipt number', async () => {
    const response = await ctx.app.inject({
      url: `/api/payments/${paymentId}/receipt.pdf?lang=fr`,
      headers: tenantHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receiptNumber}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('is a 404 for another tenant and another owner', async () => {
    const otherTenant = await createSignedInUser(ctx, { role: 'tenant' });
    const otherOwner = await createSignedInUser(ctx, { role: 'owner' });
    for (const headers of [otherTenant.headers, otherOwner.headers]) {
      for (const suffix of ['receipt', 'receipt.pdf']) {
        const response = await ctx.app.inject({ url: `/api/payments/${paymentId}/${suffix}`, headers });
        expect(response.statusCode).toBe(404);
      }
    }
  });
});
