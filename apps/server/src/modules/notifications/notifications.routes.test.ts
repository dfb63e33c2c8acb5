import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { notify } from './notifications.service';

let ctx: TestContext;
let owner: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
});
afterAll(() => ctx.close());

describe('notifications over HTTP', () => {
  it('need a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(
      401,
    );
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/not-a-uuid/read',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("are each user's own: list, unread count, mark read, mark all read", async () => {
    const alice = await createSignedInUser(ctx, { role: 'tenant' });
    const bob = await createSignedInUser(ctx, { role: 'tenant' });
    const write = (userId: string, title: string) =>
      notify(ctx.database.db, { userId, type: 'message', title, body: `${title} body` });
    const a1 = await write(alice.userId, 'A1');
    await write(alice.userId, 'A2');
    const b1 = await write(bob.userId, 'B1');

    const list = await ctx.app.inject({ url: '/api/notifications', headers: alice.headers });
    expect(list.json().unreadCount).toBe(2);
    expect(list.json().items.map((n: { title: string }) => n.title)).toEqual(['A2', 'A1']);

    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${b1}/read`,
      headers: alice.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${a1}/read`,
      headers: alice.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(
      (await ctx.app.inject({ url: '/api/notifications', headers: alice.headers })).json().unreadCount,
    ).toBe(1);

    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: alice.headers,
    });
    expect(all.json()).toEqual({ updated: 1 });
    expect(
      (await ctx.app.inject({ url: '/api/notifications', headers: alice.headers })).json().unreadCount,
    ).toBe(0);
    // Bob's are untouched.
    expect((await ctx.app.inject({ url: '/api/notifications', headers: bob.headers })).json()).toMatchObject({
      unreadCount: 1,
      items: [{ title: 'B1', readAt: null }],
    });
  });

  it('tell the tenant about a new lease and the owner about a payment the tenant made', async () => {
    const propertyId = await createProperty(ctx, owner, { address: '5 Notice Street' });
    const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
      firstName: 'Nora',
      lastName: 'Notice',
    });
    const tenantHeaders = tenant.headers;
    const lease = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: '2026-11-01',
        existingLease: true,
        endDate: '2027-10-31',
        rentAmount: 100000,
      },
    });
    expect(lease.statusCode).toBe(201);
    const tenantInbox = (await ctx.app.inject({ url: '/api/notifications', headers: tenantHeaders })).json();
    expect(tenantInbox.items[0]).toMatchObject({ type: 'lease', title: 'New lease' });
    expect(tenantInbox.items[0].body).toContain('5 Notice Street');
    expect(tenantInbox.items[0].body).toContain('Nov 1, 2026');

    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...tenantHeaders, 'idempotency-key': 'notify-payment-1' },
      payload: {
        leaseId: lease.json().id,
        amount: 100000,
        method: 'card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      },
    });
    expect(paid.statusCode).toBe(201);
    const ownerInbox = (await ctx.app.inject({ url: '/api/notifications', headers: owner.headers })).json();
    expect(ownerInbox.items[0]).toMatchObject({ type: 'payment', title: 'Payment received' });
    expect(ownerInbox.items[0].body).toContain('Nora Notice');
    expect(ownerInbox.items[0].body).toContain('$1,000');

    // Stored as keys (issue 24 item 2): after switching to French, the same rows read in French.
    expect(tenantInbox.items[0].titleKey).toBe('notifications:sent.leaseCreated.title');
    expect(ownerInbox.items[0].bodyKey).toMatch(/^notifications:sent\.paymentReceived\.body\?/);
    for (const headers of [tenantHeaders, owner.headers]) {
      const switched = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers,
        payload: { locale: 'fr' },
      });
      expect(switched.statusCode, switched.body).toBe(200);
    }
    const tenantFr = (await ctx.app.inject({ url: '/api/notifications', headers: tenantHeaders })).json();
    expect(tenantFr.items[0]).toMatchObject({ type: 'lease', title: 'Nouveau bail' });
    expect(tenantFr.items[0].body).toBe(
      'Votre bail pour 5 Notice Street du 1 nov. 2026 au 31 oct. 2027 a été créé.',
    );
    const ownerFr = (await ctx.app.inject({ url: '/api/notifications', headers: owner.headers })).json();
    expect(ownerFr.items[0]).toMatchObject({ type: 'payment', title: 'Paiement reçu' });
    expect(ownerFr.items[0].body).toMatch(
      /^Paiement de loyer de 1\s000\s\$US reçu de Nora Notice pour 5 Notice Street, Unit 1\.$/,
    );
  });
});
