import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createSignedInUser, createTenantWithLogin } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * A tenant's bank transfer with the test provider (issue 24 item 6): a US account with its ABA
 * routing number, or an IBAN, each checksum checked by the API before anything is charged.
 */

let ctx: TestContext;
let tenantHeaders: { authorization: string };
let leaseId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '6 Transfer Terrace', monthlyRent: 90000 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
  tenantHeaders = tenant.headers;
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
      rentAmount: 90000,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  leaseId = lease.json().id;
}, 60_000);
afterAll(() => ctx.close());

let keys = 0;
const pay = (bank: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...tenantHeaders, 'idempotency-key': `bank-transfer-${++keys}-${Date.now()}` },
    payload: { leaseId, amount: 1000, method: 'bank', bank },
  });

describe('paying by bank transfer', () => {
  it('accepts an IBAN typed with spaces and lower case, and a US account with a valid routing number', async () => {
    const iban = await pay({ iban: 'gb82 west 1234 5698 7654 32' });
    expect(iban.statusCode, iban.body).toBe(201);
    const us = await pay({ accountNumber: '000123456789', routingNumber: '021000021' });
    expect(us.statusCode, us.body).toBe(201);
  });

  it('refuses a wrong IBAN checksum, a wrong routing checksum, or an account without its routing number', async () => {
    const iban = await pay({ iban: 'GB83WEST12345698765432' });
    expect(iban.statusCode).toBe(400);
    expect(iban.body).toContain('validation:payment.ibanInvalid');
    const routing = await pay({ accountNumber: '000123456789', routingNumber: '021000022' });
    expect(routing.statusCode).toBe(400);
    expect(routing.body).toContain('validation:payment.routingInvalid');
    expect((await pay({ accountNumber: '000123456789' })).statusCode).toBe(400);
  });

  it("says a declined IBAN under the IBAN field (Stripe's failing test IBAN)", async () => {
    const declined = await pay({ iban: 'DE62370400440532013001' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      details: { iban: 'validation:payment.declined' },
    });
  });
});
