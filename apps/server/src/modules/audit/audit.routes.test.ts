import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { addMember } from '../organisations/organisations.service';

let ctx: TestContext;
let admin: SignedInUser;
let colleague: SignedInUser;
let outsider: SignedInUser;
let propertyId: string;
let adminOrg: string;

/** The colleague, acting in the admin's organisation (X-Org-Id), with the role of their membership. */
const asColleague = () => ({ ...colleague.headers, 'x-org-id': adminOrg });

async function events(headers: Record<string, string>, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/audit-events${query}`, headers });
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  colleague = await createSignedInUser(ctx, { role: 'owner' });
  outsider = await createSignedInUser(ctx, { role: 'owner' });
  adminOrg = admin.orgId as string;
  // The colleague is also an accountant of the admin's organisation.
  await addMember(ctx.database.db, { orgId: adminOrg, userId: colleague.userId, role: 'accountant' });
  propertyId = await createProperty(ctx, admin, { address: '1 Audit Avenue', units: 2, monthlyRent: 90000 });
  const edited = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/properties/${propertyId}`,
    headers: { ...admin.headers, 'x-request-id': 'audit-route-test-1' },
    payload: { address: '2 Audit Avenue' },
  });
  expect(edited.statusCode).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/audit-events', () => {
  it('needs a signed-in member: no token → 401', async () => {
    expect((await events({})).statusCode).toBe(401);
  });

  it('is for admins only: an accountant of the organisation gets 403', async () => {
    const response = await events(asColleague());
    expect(response.statusCode).toBe(403);
  });

  it('lists the organisation’s events newest first, with who, the request id and the changed fields', async () => {
    const response = await events(admin.headers);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(items.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const [update, create] = items;
    expect(update).toMatchObject({
      entityType: 'property',
      entityId: propertyId,
      action: 'update',
      actor: { userId: admin.userId, role: 'admin' },
      // Each value as its JSON text: the response schema stays closed.
      before: { address: '"1 Audit Avenue"' },
      after: { address: '"2 Audit Avenue"' },
      requestId: 'audit-route-test-1',
    });
    expect(update.actor.name).toEqual(expect.any(String));
    expect(create).toMatchObject({
      action: 'create',
      before: null,
      after: { address: '"1 Audit Avenue"', units: '2', monthlyRent: '90000', city: 'null' },
    });
    expect(new Date(update.createdAt) >= new Date(create.createdAt)).toBe(true);
  });

  it('never shows another organisation’s events', async () => {
    const theirs = await createProperty(ctx, outsider, { address: '9 Elsewhere Street' });
    const mine = (await events(admin.headers)).json().items.map((e: { entityId: string }) => e.entityId);
    expect(mine).not.toContain(theirs);
    const outsiders = (await events(outsider.headers)).json().items;
    expect(outsiders.map((e: { entityId: string }) => e.entityId)).toEqual([theirs]);
  });

  it('filters by member, entity type, entity id and date range', async () => {
    const byAdmin = (await events(admin.headers, `?memberId=${admin.userId}`)).json().items;
    expect(byAdmin).toHaveLength(2);
    const byColleague = (await events(admin.headers, `?memberId=${colleague.userId}`)).json().items;
    expect(byColleague).toEqual([]);
    expect((await events(admin.headers, '?entityType=tenant')).json().items).toEqual([]);
    expect(
      (await events(admin.headers, `?entityType=property&entityId=${propertyId}`)).json().items,
    ).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await events(admin.headers, `?from=${today}&to=${today}`)).json().items).toHaveLength(2);
    expect((await events(admin.headers, '?to=2020-01-01')).json().items).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await events(admin.headers, `?from=${encodeURIComponent(future)}`)).json().items).toEqual([]);
  });

  it('refuses a range that ends before it starts, an unknown entity type and a bad date (400)', async () => {
    for (const query of [
      '?from=2026-05-02&to=2026-05-01',
      '?entityType=spaceship',
      '?from=2026-02-30',
      '?memberId=x',
    ]) {
      const response = await events(admin.headers, query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('pages with the cursor: each event once, in order', async () => {
    const first = (await events(admin.headers, '?limit=1')).json();
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await events(admin.headers, `?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect([first.items[0].action, second.items[0].action]).toEqual(['update', 'create']);
    expect((await events(admin.headers, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('has no route to change or delete an event', async () => {
    const [event] = (await events(admin.headers)).json().items;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const one = await ctx.app.inject({
        method,
        url: `/api/audit-events/${event.id}`,
        headers: admin.headers,
        payload: method === 'DELETE' ? undefined : { action: 'create' },
      });
      expect(one.statusCode, method).toBe(404);
      const all = await ctx.app.inject({ method, url: '/api/audit-events', headers: admin.headers });
      expect([404, 405], method).toContain(all.statusCode);
    }
    const again = (await events(admin.headers)).json().items;
    expect(again[0]).toEqual(event);
  });
});
