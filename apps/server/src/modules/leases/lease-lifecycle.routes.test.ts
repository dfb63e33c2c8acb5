import { formatDate } from '@rentwise/core/dates';
import { addDays } from '@rentwise/core/leases/dates';
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
let stranger: SignedInUser;
let propertyId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  stranger = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, owner, { address: '9 Lifecycle Lane', units: 6 });
});
afterAll(() => ctx.close());

async function createLease(status: 'active' | 'draft' = 'active') {
  // A tenant of their own each time: a tenant's lease takes the unit they live in.
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
  const tenantId = tenant.tenantId;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId,
      startDate: addDays(today, -40),
      existingLease: true,
      endDate: addDays(today, 300),
      rentAmount: 120000,
      status,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    ...(response.json() as {
      id: string;
      endDate: string;
      dueDay: number;
      graceDays: number;
      lateFee: number;
    }),
    tenantHeaders: tenant.headers,
  };
}

const post = (url: string, payload: unknown, headers = owner.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('lease lifecycle over HTTP', () => {
  it('pre-fills the organisation defaults and edits drafts only', async () => {
    const defaults = await ctx.app.inject({ url: '/api/leases/defaults', headers: owner.headers });
    expect(defaults.json()).toEqual({ dueDay: 1, graceDays: 5, lateFee: 5000 });
    const draft = await createLease('draft');
    expect(draft).toMatchObject({ dueDay: 1, graceDays: 5, lateFee: 5000 });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/leases/${draft.id}`,
      headers: owner.headers,
      payload: { dueDay: 5, graceDays: 3, lateFee: 7500, depositAmount: 200000 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ dueDay: 5, graceDays: 3, lateFee: 7500, depositAmount: 200000 });
    const other = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/leases/${draft.id}`,
      headers: stranger.headers,
      payload: { dueDay: 2 },
    });
    expect(other.statusCode).toBe(404);
    await ctx.app.inject({ method: 'DELETE', url: `/api/leases/${draft.id}`, headers: owner.headers });
  });

  it('answers 400 with a clear message for bad input, 404 for another organisation, 409 for a wrong state', async () => {
    const lease = await createLease();
    const active = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/leases/${lease.id}`,
      headers: owner.headers,
      payload: { dueDay: 2 },
    });
    expect(active.statusCode).toBe(409);
    const future = await post(`/api/leases/${lease.id}/end`, {
      moveOutDate: addDays(today, 3),
      reason: 'Moving',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toMatch(/cannot be in the future/);
    const beforeStart = await post(`/api/leases/${lease.id}/end`, {
      moveOutDate: addDays(today, -41),
      reason: 'x',
    });
    expect(beforeStart.statusCode).toBe(400);
    expect(beforeStart.json().error.message).toMatch(/before the lease starts/);
    const noReason = await post(`/api/leases/${lease.id}/end`, { moveOutDate: today, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const renewWrong = await post(`/api/leases/${lease.id}/renew`, {
      startDate: addDays(lease.endDate, 2),
      endDate: addDays(lease.endDate, 200),
      rentAmount: 125000,
    });
    expect(renewWrong.statusCode).toBe(400);
    expect(renewWrong.json().error.message).toMatch(/day after the current lease ends/);
    for (const [url, payload] of [
      [`/api/leases/${lease.id}/end`, { moveOutDate: today, reason: 'x' }],
      [
        `/api/leases/${lease.id}/renew`,
        { startDate: addDays(lease.endDate, 1), endDate: addDays(lease.endDate, 100), rentAmount: 1 },
      ],
      [`/api/leases/${lease.id}/rent-changes`, { effectiveDate: addDays(today, 60), rentAmount: 130000 }],
      [`/api/leases/${lease.id}/deposit-settlement`, { deductions: [] }],
    ] as const) {
      const response = await post(url, payload, stranger.headers);
      expect(response.statusCode, url).toBe(404);
    }
    const early = await post(`/api/leases/${lease.id}/deposit-settlement`, { deductions: [] });
    expect(early.statusCode).toBe(409);
  });

  it('ends a lease, settles its deposit once, and the tenant reads the lifecycle', async () => {
    const lease = await createLease();
    const change = await post(`/api/leases/${lease.id}/rent-changes`, {
      effectiveDate: addDays(today, 60),
      rentAmount: 130000,
    });
    expect(change.statusCode, change.body).toBe(201);
    const ended = await post(`/api/leases/${lease.id}/end`, { moveOutDate: today, reason: 'Moving abroad' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended' });
    const again = await post(`/api/leases/${lease.id}/end`, { moveOutDate: today, reason: 'x' });
    expect(again.statusCode).toBe(409);
    const settled = await post(`/api/leases/${lease.id}/deposit-settlement`, {
      deductions: [
        { description: 'Cleaning', amount: 15000 },
        { description: 'Repainting', amount: 25000 },
      ],
    });
    expect(settled.statusCode, settled.body).toBe(201);
    // The move-out credit (the rest of this month) went to the unpaid deposit first: that is held.
    const figures = settled.json();
    expect(figures.deductionsTotal).toBe(40000);
    const ledger = await ctx.app.inject({ url: `/api/leases/${lease.id}/ledger`, headers: owner.headers });
    expect(ledger.json().balance).toBe(figures.balanceOwed - figures.refundDue);
    const twice = await post(`/api/leases/${lease.id}/deposit-settlement`, { deductions: [] });
    expect(twice.statusCode).toBe(409);
    const view = await ctx.app.inject({ url: `/api/leases/${lease.id}/lifecycle`, headers: owner.headers });
    expect(view.json()).toMatchObject({ moveOutDate: today, endReason: 'Moving abroad' });
    expect(view.json().settlement.deductions).toHaveLength(2);

    // The tenant's lease-ended and deposit notifications are stored as keys (issue 24 item 2):
    // read in English, then in French once the tenant switches the language.
    const inbox = async () =>
      (await ctx.app.inject({ url: '/api/notifications?types=lease', headers: lease.tenantHeaders })).json()
        .items as { title: string; body: string }[];
    const [deposit, endedNote] = await inbox();
    expect(deposit?.title).toBe('Deposit statement');
    expect(deposit?.body).toMatch(
      /^The statement of your deposit for 9 Lifecycle Lane, Unit \d+ is in your documents: (refund due|balance still owed) \$[\d,.]+\.$/,
    );
    expect(endedNote?.title).toBe('Lease ended');
    const switched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: lease.tenantHeaders,
      payload: { locale: 'fr' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const [depositFr, endedFr] = await inbox();
    expect(depositFr?.title).toBe('Décompte du dépôt de garantie');
    expect(depositFr?.body).toMatch(
      /^Le décompte de votre dépôt de garantie pour 9 Lifecycle Lane, Unit \d+ est dans vos documents\s: (remboursement dû|solde restant dû) [\d\s]+(,\d\d)?\s\$US\.$/,
    );
    expect(endedFr?.title).toBe('Bail terminé');
    expect(endedFr?.body).toContain(formatDate(today, 'fr'));
  });
});
