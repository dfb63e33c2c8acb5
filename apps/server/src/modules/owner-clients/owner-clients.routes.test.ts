import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  latestEmail,
  linkIn,
  type SignedInUser,
  uniqueEmail,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { memberships, ownerClients } from '../../db/schema';

let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;
let propertyId: string;
let otherPropertyId: string;

/** `user` joins `admin`'s organisation with a role; answers headers that act in it. */
async function joinAs(user: SignedInUser, role: 'viewer' | 'owner_client', ownerClientId?: string) {
  await ctx.database.db.insert(memberships).values({
    orgId: admin.orgId!,
    userId: user.userId,
    role,
    ownerClientId: ownerClientId ?? null,
  });
  if (ownerClientId) {
    await ctx.database.db
      .update(ownerClients)
      .set({ userId: user.userId })
      .where(eq(ownerClients.id, ownerClientId));
  }
  return { ...user.headers, [ORG_HEADER]: admin.orgId! };
}

async function createOwner(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/owners', headers, payload });
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, admin, { address: '10 Share Street' });
  otherPropertyId = await createProperty(ctx, other, { address: '99 Elsewhere Road' });
}, 60_000);
afterAll(() => ctx.close());

describe('owners routes', () => {
  it('creates, reads, edits and lists owners by name; empty optional fields are null', async () => {
    const created = await createOwner(admin.headers, {
      firstName: 'Olivia',
      lastName: 'Zimmer',
      email: ' Olivia@Example.TEST ',
      phone: '',
      company: 'Zimmer Holdings',
    });
    expect(created.statusCode).toBe(201);
    const owner = created.json();
    expect(owner).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Zimmer',
      email: 'olivia@example.test',
      phone: null,
      hasPortalAccess: false,
      propertyCount: 0,
      archivedAt: null,
    });
    await createOwner(admin.headers, { firstName: 'Adam', lastName: 'Abbott' });

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/owners/${owner.id}`,
      headers: admin.headers,
      payload: { phone: '5551234567' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ phone: '5551234567', company: 'Zimmer Holdings' });

    const page1 = await ctx.app.inject({ url: '/api/owners?limit=1', headers: admin.headers });
    expect(page1.json().items.map((o: { lastName: string }) => o.lastName)).toEqual(['Abbott']);
    const page2 = await ctx.app.inject({
      url: `/api/owners?limit=1&cursor=${page1.json().nextCursor}`,
      headers: admin.headers,
    });
    expect(page2.json().items.map((o: { lastName: string }) => o.lastName)).toEqual(['Zimmer']);
  });

  it('refuses bad input (400) and another organisation’s owner (404)', async () => {
    expect((await createOwner(admin.headers, { firstName: '', lastName: 'X' })).statusCode).toBe(400);
    expect(
      (await createOwner(admin.headers, { firstName: 'A', lastName: 'B', email: 'nope' })).statusCode,
    ).toBe(400);
    expect(
      (await createOwner(admin.headers, { firstName: 'A', lastName: 'B', role: 'admin' })).statusCode,
    ).toBe(400);
    const foreign = (await createOwner(other.headers, { firstName: 'Foreign', lastName: 'Owner' })).json();
    for (const request of [
      { method: 'GET' as const, url: `/api/owners/${foreign.id}` },
      { method: 'PATCH' as const, url: `/api/owners/${foreign.id}`, payload: { firstName: 'Hijacked' } },
      { method: 'POST' as const, url: `/api/owners/${foreign.id}/archive` },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: admin.headers });
      expect(response.statusCode, request.url).toBe(404);
    }
    const unchanged = await ctx.app.inject({ url: `/api/owners/${foreign.id}`, headers: other.headers });
    expect(unchanged.json()).toMatchObject({ firstName: 'Foreign', archivedAt: null });
  });

  it('sets a property’s owners at once: shares sum to exactly 100 with two decimals', async () => {
    const a = (await createOwner(admin.headers, { firstName: 'Share', lastName: 'One' })).json();
    const b = (await createOwner(admin.headers, { firstName: 'Share', lastName: 'Two' })).json();
    const put = (payload: object, id = propertyId) =>
      ctx.app.inject({ method: 'PUT', url: `/api/properties/${id}/owners`, headers: admin.headers, payload });

    const notHundred = await put([
      { ownerId: a.id, share: 60 },
      { ownerId: b.id, share: 39.99 },
    ]);
    expect(notHundred.statusCode).toBe(400);
    expect(JSON.stringify(notHundred.json())).toContain('owners:validation.sharesSum');
    expect(
      (
        await put([
          { ownerId: a.id, share: 33.333 },
          { ownerId: b.id, share: 66.667 },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put([
          { ownerId: a.id, share: 50 },
          { ownerId: a.id, share: 50 },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put([
          { ownerId: a.id, share: 0 },
          { ownerId: b.id, share: 100 },
        ])
      ).statusCode,
    ).toBe(400);

    const ok = await put([
      { ownerId: a.id, share: 33.33 },
      { ownerId: b.id, share: 66.67 },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items).toEqual([
      expect.objectContaining({ ownerId: b.id, share: 66.67, archived: false }),
      expect.objectContaining({ ownerId: a.id, share: 33.33 }),
    ]);
    // Replaced, not added to.
    const replaced = await put([{ ownerId: b.id, share: 100 }]);
    expect(replaced.json().items).toEqual([expect.objectContaining({ ownerId: b.id, share: 100 })]);
    const read = await ctx.app.inject({
      url: `/api/properties/${propertyId}/owners`,
      headers: admin.headers,
    });
    expect(read.json().items).toHaveLength(1);
    expect(
      (await ctx.app.inject({ url: `/api/owners/${b.id}`, headers: admin.headers })).json().propertyCount,
    ).toBe(1);

    // Another organisation's owner or property: 404, nothing changed.
    const foreign = (await createOwner(other.headers, { firstName: 'F', lastName: 'Oreign' })).json();
    expect((await put([{ ownerId: foreign.id, share: 100 }])).statusCode).toBe(404);
    expect((await put([{ ownerId: a.id, share: 100 }], otherPropertyId)).statusCode).toBe(404);
    const after = await ctx.app.inject({
      url: `/api/properties/${propertyId}/owners`,
      headers: admin.headers,
    });
    expect(after.json().items).toEqual([expect.objectContaining({ ownerId: b.id, share: 100 })]);
  });

  it('an archived owner stays listed with includeArchived, keeps its share, gets no new one', async () => {
    const kept = (await createOwner(admin.headers, { firstName: 'Kept', lastName: 'Archived' })).json();
    const newcomer = (await createOwner(admin.headers, { firstName: 'New', lastName: 'Archived' })).json();
    const property = await createProperty(ctx, admin, { address: '12 Archive Lane' });
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/properties/${property}/owners`,
        headers: admin.headers,
        payload,
      });
    expect((await put([{ ownerId: kept.id, share: 100 }])).statusCode).toBe(200);
    for (const id of [kept.id, newcomer.id]) {
      const archived = await ctx.app.inject({
        method: 'POST',
        url: `/api/owners/${id}/archive`,
        headers: admin.headers,
      });
      expect(archived.statusCode).toBe(200);
      expect(archived.json().archivedAt).not.toBeNull();
    }
    const active = (await ctx.app.inject({ url: '/api/owners?limit=200', headers: admin.headers })).json();
    expect(active.items.map((o: { id: string }) => o.id)).not.toContain(kept.id);
    const all = (
      await ctx.app.inject({ url: '/api/owners?limit=200&includeArchived=true', headers: admin.headers })
    ).json();
    expect(all.items.map((o: { id: string }) => o.id)).toContain(kept.id);

    expect((await put([{ ownerId: kept.id, share: 100 }])).statusCode).toBe(200);
    const refused = await put([
      { ownerId: kept.id, share: 50 },
      { ownerId: newcomer.id, share: 50 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('An archived owner cannot be given new shares');
  });

  it('a viewer reads owners but cannot change them (403); an owner client sees no owner list (403)', async () => {
    const viewer = await createSignedInUser(ctx, { role: 'owner' });
    const viewerHeaders = await joinAs(viewer, 'viewer');
    expect((await ctx.app.inject({ url: '/api/owners', headers: viewerHeaders })).statusCode).toBe(200);
    expect((await createOwner(viewerHeaders, { firstName: 'No', lastName: 'Way' })).statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${propertyId}/owners`,
      headers: viewerHeaders,
      payload: [],
    });
    expect(put.statusCode).toBe(403);

    const client = (await createOwner(admin.headers, { firstName: 'Portal', lastName: 'Client' })).json();
    const portalUser = await createSignedInUser(ctx, { role: 'owner' });
    const portalHeaders = await joinAs(portalUser, 'owner_client', client.id);
    expect((await ctx.app.inject({ url: '/api/owners', headers: portalHeaders })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: `/api/owners/${client.id}`, headers: portalHeaders })).statusCode,
    ).toBe(403);
  });

  it('invites an owner to the portal: the emailed link joins them as that owner client, scoped to their shares', async () => {
    const email = uniqueEmail('owner-client');
    const owner = (
      await createOwner(admin.headers, { firstName: 'Ingrid', lastName: 'Invited', email })
    ).json();
    const noEmail = (await createOwner(admin.headers, { firstName: 'No', lastName: 'Email' })).json();
    const invite = (id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/owners/${id}/invite`, headers: admin.headers });

    const refused = await invite(noEmail.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ email: 'owners:validation.emailRequiredToInvite' });

    const sent = await invite(owner.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'owner_client', status: 'pending' });
    const message = await latestEmail(ctx, email);
    const token = new URL(linkIn(message.textBody)).pathname.split('/').at(-1)!;

    const property = await createProperty(ctx, admin, { address: '40 Portal Place' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${property}/owners`,
      headers: admin.headers,
      payload: [{ ownerId: owner.id, share: 100 }],
    });
    const login = await createSignedInUser(ctx, { role: 'owner', email });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      headers: login.headers,
    });
    expect(accepted.statusCode).toBe(200);
    const portal = { ...login.headers, [ORG_HEADER]: admin.orgId! };
    const properties = await ctx.app.inject({ url: '/api/properties', headers: portal });
    expect(properties.json().items.map((p: { id: string }) => p.id)).toEqual([property]);
    expect((await ctx.app.inject({ url: `/api/properties/${propertyId}`, headers: portal })).statusCode).toBe(
      404,
    );

    expect(
      (await ctx.app.inject({ url: `/api/owners/${owner.id}`, headers: admin.headers })).json()
        .hasPortalAccess,
    ).toBe(true);
    expect((await invite(owner.id)).statusCode).toBe(409);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/owners/${noEmail.id}/archive`,
      headers: admin.headers,
    });
    expect((await invite(noEmail.id)).statusCode).toBe(409);
    // Archiving the owner ends what the portal shows.
    await ctx.app.inject({ method: 'POST', url: `/api/owners/${owner.id}/archive`, headers: admin.headers });
    expect((await ctx.app.inject({ url: '/api/properties', headers: portal })).json().items).toEqual([]);
  });

  it('writes the audit log: owner created, changed, archived; shares changed', async () => {
    const owner = (await createOwner(admin.headers, { firstName: 'Audit', lastName: 'Trail' })).json();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/owners/${owner.id}`,
      headers: admin.headers,
      payload: { company: 'Trail & Co' },
    });
    await ctx.app.inject({ method: 'POST', url: `/api/owners/${owner.id}/archive`, headers: admin.headers });
    const events = await ctx.app.inject({
      url: `/api/audit-events?entityType=owner_client&entityId=${owner.id}`,
      headers: admin.headers,
    });
    expect(events.statusCode).toBe(200);
    expect(
      events
        .json()
        .items.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['archive', 'create', 'update']);
    const update = events.json().items.find((e: { action: string }) => e.action === 'update');
    // Each value comes as its JSON text (GET /api/audit-events).
    expect(update).toMatchObject({ before: { company: 'null' }, after: { company: '"Trail & Co"' } });
  });
});
