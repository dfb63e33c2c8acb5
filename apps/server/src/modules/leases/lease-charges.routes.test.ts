import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { todayIso } from '../ledger/ledger.service';

/**
 * Other charges, credits, charge voids and returned payments over HTTP (issue 18 items 5-6):
 * the rules through the API, bad input (400 with the field's message), another organisation's
 * records (404), a second void or return (409), and balance = charges − payments + refunds.
 */

let ctx: TestContext;
let owner: SignedInUser;
let other: SignedInUser;
let tenantHeaders: { authorization: string };
let leaseId: string;
const today = todayIso();
const monthsAgo = (n: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

interface LedgerBody {
  charges: { id: string; kind: string; amount: number; open: number; dueDate: string }[];
  payments: {
    id: string;
    amount: number;
    method: string;
    voided: boolean;
    reference: string | null;
    refunded: number;
  }[];
  balance: number;
}

function balanceOf(ledger: LedgerBody): number {
  const charged = ledger.charges.reduce((sum, c) => sum + c.amount, 0);
  const paid = ledger.payments.reduce((sum, p) => sum + (p.voided ? 0 : p.amount - p.refunded), 0);
  return charged - paid;
}

const post = (url: string, payload: object, headers: object = owner.headers) =>
  ctx.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload });
const ledgerOf = async (): Promise<LedgerBody> =>
  (await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger`, headers: owner.headers })).json();

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '8 Charge Street', monthlyRent: 100000 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Nia', lastName: 'Fee' });
  tenantHeaders = tenant.headers;
  const lease = await post('/api/leases', {
    propertyId,
    tenantId: tenant.tenantId,
    startDate: monthsAgo(2),
    existingLease: true,
    endDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
    rentAmount: 100000,
    depositAmount: 0,
  });
  expect(lease.statusCode, lease.body).toBe(201);
  leaseId = lease.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe('POST /api/leases/:id/charges', () => {
  it('refuses bad input with the field and its message', async () => {
    const res = await post(`/api/leases/${leaseId}/charges`, {
      description: ' ',
      amount: 0,
      dueDate: 'soon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('charge.descriptionRequired');
    expect(res.body).toContain('charge.amountPositive');
    const before = await post(`/api/leases/${leaseId}/charges`, {
      description: 'Parking',
      amount: 100,
      dueDate: '2001-01-01',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.message).toContain('within the lease');
    expect(before.json().error.details.dueDate).toBe('validation:charge.dateOutsideLease');
  });

  it('adds a one-off charge with its description; another organisation gets a 404', async () => {
    const res = await post(`/api/leases/${leaseId}/charges`, {
      description: 'Repair billed back',
      amount: 12000,
      dueDate: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    const ledger: LedgerBody = res.json();
    expect(ledger.charges.filter((c) => c.kind === 'other')).toHaveLength(1);
    expect(ledger.balance).toBe(balanceOf(ledger));
    const details = await ctx.app.inject({
      url: `/api/leases/${leaseId}/ledger-details`,
      headers: tenantHeaders,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().charges.map((c: { description: string }) => c.description)).toContain(
      'Repair billed back',
    );
    const stranger = await post(
      `/api/leases/${leaseId}/charges`,
      { description: 'Hijacked', amount: 100, dueDate: today },
      other.headers,
    );
    expect(stranger.statusCode).toBe(404);
    const asTenant = await post(
      `/api/leases/${leaseId}/charges`,
      { description: 'Hijacked', amount: 100, dueDate: today },
      tenantHeaders,
    );
    expect(asTenant.statusCode).toBe(403);
  });

  it('a monthly charge is charged for each period due so far, once, and can be stopped once', async () => {
    const res = await post(`/api/leases/${leaseId}/charges`, {
      description: 'Parking',
      amount: 5000,
      dueDate: monthsAgo(2),
      recurring: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const parking = (l: LedgerBody) => l.charges.filter((c) => c.kind === 'other' && c.amount === 5000);
    expect(parking(res.json())).toHaveLength(3);
    // The daily job again: nothing new.
    const job = await post('/api/dev/jobs/rent-charges/run', { asOf: today });
    expect(job.statusCode).toBeLessThan(300);
    expect(parking(await ledgerOf())).toHaveLength(3);
    const details = (
      await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger-details`, headers: owner.headers })
    ).json();
    const template = details.recurringCharges[0];
    expect(template).toMatchObject({ description: 'Parking', amount: 5000, stoppedOn: null });
    const stop = await post(`/api/leases/${leaseId}/recurring-charges/${template.id}/stop`, {});
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().stoppedOn).toBe(today);
    expect((await post(`/api/leases/${leaseId}/recurring-charges/${template.id}/stop`, {})).statusCode).toBe(
      409,
    );
    const stranger = await post(
      `/api/leases/${leaseId}/recurring-charges/${template.id}/stop`,
      {},
      other.headers,
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('POST /api/leases/:id/credits', () => {
  it('a credit reduces the balance as a credit entry, never a negative charge', async () => {
    const before = await ledgerOf();
    const future = await post(`/api/leases/${leaseId}/credits`, {
      description: 'Goodwill',
      amount: 2500,
      date: '2099-01-01',
    });
    expect(future.statusCode).toBe(400);
    const res = await post(`/api/leases/${leaseId}/credits`, {
      description: 'Goodwill',
      amount: 2500,
      date: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    const ledger: LedgerBody = res.json();
    expect(ledger.balance).toBe(before.balance - 2500);
    expect(ledger.charges.every((c) => c.amount > 0)).toBe(true);
    expect(ledger.payments.find((p) => p.method === 'credit' && p.reference === 'Goodwill')?.amount).toBe(
      2500,
    );
    expect(ledger.balance).toBe(balanceOf(ledger));
  });
});

describe('POST /api/charges/:id/void', () => {
  it('voids a charge once, with a reason: the balance drops by its amount and the row stays', async () => {
    const before = await ledgerOf();
    const charge = before.charges.find((c) => c.kind === 'other' && c.amount === 12000);
    expect(charge).toBeDefined();
    const url = `/api/charges/${charge?.id}/void`;
    expect((await post(url, { reason: '' })).statusCode).toBe(400);
    expect((await post(url, { reason: 'Hijacked' }, other.headers)).statusCode).toBe(404);
    const res = await post(url, { reason: 'Billed to the wrong tenant' });
    expect(res.statusCode, res.body).toBe(200);
    const after: LedgerBody = res.json();
    expect(after.balance).toBe(before.balance - 12000);
    expect(after.charges.find((c) => c.id === charge?.id)).toMatchObject({ amount: 12000, open: 0 });
    const again = await post(url, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    // Its own catalogue text, in the reader's language (issue 24 item 2).
    expect(again.json().error.key).toBe('errors:ledger.chargeAlreadyVoid');
    const details = (
      await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger-details`, headers: owner.headers })
    ).json();
    const voided = details.charges.find((c: { chargeId: string }) => c.chargeId === charge?.id);
    expect(voided.voided.reason).toBe('Billed to the wrong tenant');
    const credit = details.payments.find(
      (p: { voidsChargeId: string | null }) => p.voidsChargeId === charge?.id,
    );
    // The reversing credit cannot itself be voided (that would bring the charge back).
    expect((await post(`/api/payments/${credit.paymentId}/void`, { reason: 'x' })).statusCode).toBe(409);
    expect(
      (await post('/api/charges/00000000-0000-4000-8000-000000000000/void', { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/payments/:id/return', () => {
  it('a returned payment no longer counts, a fee is charged, and it is returned once', async () => {
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...owner.headers, 'idempotency-key': 'nsf-route-0001' },
      payload: { leaseId, amount: 30000, method: 'check' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().payment.id;
    const before = await ledgerOf();
    const url = `/api/payments/${paymentId}/return`;
    expect((await post(url, { reason: 'NSF', fee: -1 })).statusCode).toBe(400);
    expect((await post(url, { reason: 'NSF' }, other.headers)).statusCode).toBe(404);
    const res = await post(url, { reason: 'Insufficient funds', fee: 3500 });
    expect(res.statusCode, res.body).toBe(200);
    const after: LedgerBody = res.json();
    expect(after.balance).toBe(before.balance + 30000 + 3500);
    expect(after.payments.find((p) => p.id === paymentId)?.voided).toBe(true);
    expect(after.balance).toBe(balanceOf(after));
    expect((await post(url, { reason: 'Again' })).json().error).toMatchObject({
      code: 'CONFLICT',
      key: 'errors:ledger.paymentAlreadyReturned',
    });
    expect((await post(`/api/payments/${paymentId}/void`, { reason: 'Again' })).statusCode).toBe(409);
    const details = (
      await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger-details`, headers: owner.headers })
    ).json();
    const returned = details.payments.find((p: { paymentId: string }) => p.paymentId === paymentId);
    expect(returned.returned.reason).toBe('Insufficient funds');
    expect(
      details.charges.some((c: { returnFeeOfPaymentId: string }) => c.returnFeeOfPaymentId === paymentId),
    ).toBe(true);
    const receipt = await ctx.app.inject({
      url: `/api/payments/${paymentId}/receipt`,
      headers: owner.headers,
    });
    expect(receipt.json().voided).toMatchObject({ reason: 'Insufficient funds', returned: true });
    const credit = after.payments.find((p) => p.method === 'credit');
    expect((await post(`/api/payments/${credit?.id}/return`, { reason: 'x' })).statusCode).toBe(409);
  });
});
