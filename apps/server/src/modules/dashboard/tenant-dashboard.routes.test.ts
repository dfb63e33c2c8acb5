import { addDays, daysBetween, isoDate } from '@rentwise/core/leases/dates';
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

const now = new Date();
const today = now.toISOString().slice(0, 10);
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;
/** The lease starts on the 1st of last month: two rent periods are charged by today. */
const startDate = isoDate(year, month - 1, 1);
const endDate = addDays(isoDate(year + 1, month - 1, 1), -1);
const period = (y: number, m: number) => isoDate(y, m, 1).slice(0, 7);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
});
afterAll(() => ctx.close());

async function pay(headers: { authorization: string }, leaseId: string, amount: number, key: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...headers, 'idempotency-key': key },
    payload: {
      leaseId,
      amount,
      method: 'card',
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('GET /api/dashboard/tenant', () => {
  it('is for signed-in tenants only', async () => {
    expect((await ctx.app.inject({ url: '/api/dashboard/tenant' })).statusCode).toBe(401);
    const asOwner = await ctx.app.inject({ url: '/api/dashboard/tenant', headers: owner.headers });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().error.code).toBe('FORBIDDEN');
  });

  it('is empty for a tenant without a lease', async () => {
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    const response = await ctx.app.inject({ url: '/api/dashboard/tenant', headers: tenant.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Tina',
      currency: 'USD',
      lease: null,
      nextRent: null,
      amountDue: { total: 0, overdue: 0, overdueCount: 0, oldestOverdueDueDate: null },
      upcomingRent: null,
      balance: 0,
      recentPayments: [],
    });
  });

  it('shows the tenant their next rent, lease end, property and latest payments from the ledger', async () => {
    const propertyId = await createProperty(ctx, owner, {
      address: '5 Dashboard Drive',
      propertyType: 'Duplex',
      monthlyRent: 120000,
    });
    const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
      firstName: 'Dana',
      lastName: 'Dash',
    });
    const headers = tenant.headers;
    const lease = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: tenant.tenantId,
        startDate,
        existingLease: true,
        endDate,
        rentAmount: 120000,
        depositAmount: 0,
      },
    });
    expect(lease.statusCode).toBe(201);
    const leaseId = lease.json().id;
    const paid = await pay(headers, leaseId, 120000, 'dash-pay-00001');

    const response = await ctx.app.inject({ url: '/api/dashboard/tenant', headers });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard).toMatchObject({
      lease: {
        id: leaseId,
        propertyAddress: '5 Dashboard Drive',
        unitLabel: lease.json().unitLabel,
        endDate,
        daysRemaining: daysBetween(today, endDate),
        rentAmount: 120000,
        displayStatus: 'active',
      },
      // Last month's rent is paid; this month's is the next one to pay.
      nextRent: { period: period(year, month), dueDate: isoDate(year, month, 1), amount: 120000 },
      upcomingRent: { period: period(year, month + 1), dueDate: isoDate(year, month + 1, 1), amount: 120000 },
      balance: 120000,
    });
    expect(['pending', 'overdue']).toContain(dashboard.nextRent.status);
    expect(dashboard.recentPayments).toHaveLength(1);
    expect(dashboard.recentPayments[0]).toMatchObject({
      id: paid.payment.id,
      amount: 120000,
      receiptNumber: paid.payment.receiptNumber,
    });

    // Everything paid: no open rent, the next period still ahead, newest payment first.
    const second = await pay(headers, leaseId, 120000, 'dash-pay-00002');
    const after = (await ctx.app.inject({ url: '/api/dashboard/tenant', headers })).json();
    expect(after.nextRent).toBeNull();
    expect(after.balance).toBe(0);
    expect(after.upcomingRent).toMatchObject({ period: period(year, month + 1), amount: 120000 });
    expect(after.recentPayments.map((p: { id: string }) => p.id)).toEqual([
      second.payment.id,
      paid.payment.id,
    ]);

    // The owner's other tenant sees nothing of it.
    const stranger = await createSignedInUser(ctx, { role: 'tenant' });
    const theirs = (await ctx.app.inject({ url: '/api/dashboard/tenant', headers: stranger.headers })).json();
    expect(theirs.lease).toBeNull();
  });

  it('says the currency of the lease’s organisation, as the receipts do (issue 24 item 3)', async () => {
    const euroOwner = await createSignedInUser(ctx, { role: 'owner' });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/org',
      headers: euroOwner.headers,
      payload: { currency: 'EUR' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const propertyId = await createProperty(ctx, euroOwner, {
      address: '8 Rue de l’Euro',
      monthlyRent: 90000,
    });
    const tenant = await createTenantWithLogin(ctx, euroOwner, propertyId);
    const lease = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: euroOwner.headers,
      payload: {
        propertyId,
        tenantId: tenant.tenantId,
        startDate,
        existingLease: true,
        endDate,
        rentAmount: 90000,
        depositAmount: 0,
      },
    });
    expect(lease.statusCode, lease.body).toBe(201);
    const paid = await pay(tenant.headers, lease.json().id, 90000, 'dash-euro-0001');

    const dashboard = (
      await ctx.app.inject({ url: '/api/dashboard/tenant', headers: tenant.headers })
    ).json();
    expect(dashboard.currency).toBe('EUR');
    for (const headers of [tenant.headers, euroOwner.headers]) {
      const receipt = await ctx.app.inject({ url: `/api/payments/${paid.payment.id}/receipt`, headers });
      expect(receipt.statusCode, receipt.body).toBe(200);
      expect(receipt.json()).toMatchObject({ amount: 90000, currency: 'EUR' });
    }
  });

  it('shows the total due and what is overdue, not one month’s rent while more is owed', async () => {
    const propertyId = await createProperty(ctx, owner, {
      address: '7 Arrears Avenue',
      propertyType: 'Duplex',
      monthlyRent: 180000,
    });
    const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
      firstName: 'Owen',
      lastName: 'Owes',
    });
    // Three rent periods charged (the 1st of two months ago to this month's), none paid.
    const lease = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: isoDate(year, month - 2, 1),
        existingLease: true,
        endDate: addDays(isoDate(year + 1, month - 2, 1), -1),
        rentAmount: 180000,
        depositAmount: 0,
      },
    });
    expect(lease.statusCode).toBe(201);
    const dashboard = (
      await ctx.app.inject({ url: '/api/dashboard/tenant', headers: tenant.headers })
    ).json();
    const ledger = (
      await ctx.app.inject({ url: `/api/leases/${lease.json().id}/ledger`, headers: tenant.headers })
    ).json();
    const overdue = ledger.charges.filter((c: { status: string }) => c.status === 'overdue');
    expect(dashboard.amountDue.total).toBe(540000);
    expect(dashboard.amountDue.total).toBe(dashboard.balance);
    expect(dashboard.amountDue.overdue).toBe(
      overdue.reduce((s: number, c: { open: number }) => s + c.open, 0),
    );
    expect(dashboard.amountDue.overdueCount).toBeGreaterThanOrEqual(2);
    expect(dashboard.amountDue.oldestOverdueDueDate).toBe(isoDate(year, month - 2, 1));
    // The next rent card still names the oldest open rent, one month's.
    expect(dashboard.nextRent.amount).toBe(180000);
  });
});
