import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  latestEmail,
  linkIn,
  type SignedInUser,
  uniqueEmail,
} from '../../../test/auth';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers';
import { hashToken } from '../../auth/tokens';
import { memberships, orgInvitations } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  // Many accounts per file: the per-address auth limits have their own tests.
  const { auth } = testConfig();
  ctx = await createTestApp({
    config: { auth: { ...auth, emailRequestLimit: 1_000_000, verifyLimit: 1_000_000 } },
  });
}, 60_000);
afterAll(() => ctx.close());

/** The headers of `user` acting in `orgId` (the switcher's X-Org-Id). */
function inOrg(user: SignedInUser, orgId: string | null) {
  return { ...user.headers, [ORG_HEADER]: orgId ?? '' };
}

let invites = 0;
async function invite(admin: SignedInUser, payload: Record<string, unknown>) {
  // Each from its own address: the route's per-address rate limit is not what these tests are about.
  invites += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/org/invitations',
    headers: admin.headers,
    payload,
    remoteAddress: `10.240.${Math.floor(invites / 250)}.${invites % 250}`,
  });
}

/** The token of the newest invitation emailed to `email`. */
async function tokenFor(email: string): Promise<string> {
  const mail = await latestEmail(ctx, email);
  const url = new URL(linkIn(mail.textBody));
  expect(url.pathname).toMatch(/^\/invitations\/[A-Za-z0-9_-]{40,}$/);
  return url.pathname.split('/').pop()!;
}

function accept(user: SignedInUser, token: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: user.headers });
}

/** Invites a fresh owner-account user into admin's organisation and accepts: answers the member. */
async function addMember(admin: SignedInUser, role: string, propertyIds?: string[]) {
  const user = await createSignedInUser(ctx, { role: 'owner' });
  const invited = await invite(admin, { email: user.email, role, propertyIds });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await accept(user, await tokenFor(user.email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const team = (await ctx.app.inject({ url: '/api/org/members', headers: admin.headers })).json();
  const membership = team.members.find((m: { userId: string }) => m.userId === user.userId);
  return { user, membershipId: membership.id as string, headers: inOrg(user, admin.orgId) };
}

describe('the active organisation', () => {
  it('GET /api/org answers the organisation, the caller’s role and its permissions', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const response = await ctx.app.inject({ url: '/api/org', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.orgId,
      name: "Olivia's properties",
      timeZone: 'UTC',
      currency: 'USD',
      myRole: 'admin',
      myPropertyIds: null,
    });
    expect(response.json().permissions).toContain('member.manage');
  });

  it('PATCH /api/org changes the settings and validates each one', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/org', headers: owner.headers, payload });
    const ok = await patch({
      name: 'Acme Lettings',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      defaultDueDay: 5,
      defaultGraceDays: 3,
      defaultLateFee: 2500,
      approvalThreshold: null,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Acme Lettings', timeZone: 'Europe/Paris', currency: 'EUR' });
    expect(ok.json().approvalThreshold).toBeNull();
    for (const bad of [
      { timeZone: 'Mars/Olympus' },
      { timeZone: 'not a zone' },
      { currency: 'XYZ' },
      { defaultDueDay: 29 },
      { defaultDueDay: 0 },
      { defaultLateFee: -1 },
      { defaultLateFee: 10.5 },
      { approvalThreshold: -5 },
      { name: '' },
      {},
      { orgId: owner.orgId },
    ]) {
      expect((await patch(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await ctx.app.inject({ url: '/api/org', headers: owner.headers });
    expect(after.json()).toMatchObject({ name: 'Acme Lettings', defaultDueDay: 5 });
  });

  it('lists the user’s organisations, and the switcher never reaches one they are not a member of', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const stranger = await createSignedInUser(ctx, { role: 'owner' });
    const { user, headers } = await addMember(admin, 'viewer');
    const list = await ctx.app.inject({ url: '/api/organisations', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      { id: user.orgId, name: "Olivia's properties", role: 'admin' },
      { id: admin.orgId, name: "Olivia's properties", role: 'viewer' },
    ]);
    // X-Org-Id switches to the other organisation…
    const switched = await ctx.app.inject({ url: '/api/org', headers });
    expect(switched.json()).toMatchObject({ id: admin.orgId, myRole: 'viewer' });
    expect(switched.json().permissions).not.toContain('member.manage');
    // …but never to one they are not a member of, nor to a malformed id.
    for (const orgId of [stranger.orgId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const refused = await ctx.app.inject({ url: '/api/org', headers: inOrg(user, orgId) });
      expect(refused.statusCode, String(orgId)).toBe(404);
    }
    // The list itself ignores a stale header (the web recovers from it with this list).
    const stale = await ctx.app.inject({ url: '/api/organisations', headers: inOrg(user, stranger.orgId) });
    expect(stale.statusCode).toBe(200);
  });

  it('only org.update may change the settings', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const { headers } = await addMember(admin, 'manager');
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/org',
      headers,
      payload: { name: 'Taken over' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('invites by email with a hashed single-use token, valid 7 days, in the inviter’s language', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: admin.headers,
      payload: { locale: 'fr' },
    });
    const email = uniqueEmail('invitee');
    const response = await invite(admin, { email: email.toUpperCase(), role: 'accountant' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      role: 'accountant',
      propertyIds: null,
      status: 'pending',
    });
    const expiresIn = Date.parse(response.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    const mail = await latestEmail(ctx, email);
    expect(mail.subject).toContain('vous invite à rejoindre');
    expect(mail.textBody).toContain('Comptable');
    const token = await tokenFor(email);
    const [row] = await ctx.database.db.select().from(orgInvitations).where(eq(orgInvitations.email, email));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await ctx.app.inject({ url: `/api/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      organisationName: "Olivia's properties",
      inviterName: 'Olivia Owner',
      email,
      role: 'accountant',
      status: 'pending',
    });
    const team = await ctx.app.inject({ url: '/api/org/members', headers: admin.headers });
    expect(team.json().invitations.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('refuses a role not in the list, properties of another organisation, and bad input (400)', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const foreign = await createProperty(ctx, other, { address: '9 Foreign Street' });
    const own = await createProperty(ctx, admin, { address: '1 Own Street' });
    const email = uniqueEmail('invitee');
    for (const payload of [
      { email, role: 'owner' },
      { email, role: 'owner_client' },
      { email, role: 'tenant' },
      { email, role: 'superuser' },
      { email: 'not-an-email', role: 'viewer' },
      { email, role: 'viewer', propertyIds: [] },
      { email, role: 'viewer', propertyIds: ['nope'] },
      { email, role: 'viewer', propertyIds: [foreign] },
      { email, role: 'admin', propertyIds: [own] },
      { email, role: 'viewer', orgId: other.orgId },
    ]) {
      const response = await invite(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await latestEmail(ctx, email)).toBeUndefined();
    const limited = await invite(admin, { email, role: 'manager', propertyIds: [own] });
    expect(limited.statusCode).toBe(201);
    expect(limited.json().propertyIds).toEqual([own]);
  });

  it('an existing member → 409; a tenant’s login → 409 with a clear message', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const { user } = await addMember(admin, 'viewer');
    const again = await invite(admin, { email: user.email, role: 'manager' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already a member/);
    const self = await invite(admin, { email: admin.email, role: 'viewer' });
    expect(self.statusCode).toBe(409);

    const property = await createProperty(ctx, admin, { address: '2 Tenant Road' });
    const tenant = await createTenantWithLogin(ctx, admin, property);
    const refused = await invite(admin, { email: tenant.email, role: 'viewer' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/tenant's login/);
    expect(refused.json().error.details).toEqual({ email: 'team:errors.tenantEmail' });
  });

  it('a second invitation to the same address replaces the first (its link says revoked)', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const email = uniqueEmail('invitee');
    await invite(admin, { email, role: 'viewer' });
    const first = await tokenFor(email);
    await invite(admin, { email, role: 'manager' });
    const second = await tokenFor(email);
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: `/api/invitations/${first}` })).json().status).toBe('revoked');
    expect((await ctx.app.inject({ url: `/api/invitations/${second}` })).json()).toMatchObject({
      status: 'pending',
      role: 'manager',
    });
    const team = await ctx.app.inject({ url: '/api/org/members', headers: admin.headers });
    expect(team.json().invitations).toHaveLength(1);
  });

  it('accepting: the invited address joins with the role and property limit, once', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const property = await createProperty(ctx, admin, { address: '3 Limited Lane' });
    const user = await createSignedInUser(ctx, { role: 'owner' });
    const someoneElse = await createSignedInUser(ctx, { role: 'owner' });
    await invite(admin, { email: user.email, role: 'manager', propertyIds: [property] });
    const token = await tokenFor(user.email);

    const wrong = await accept(someoneElse, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toContain(user.email);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode,
    ).toBe(401);

    const accepted = await accept(user, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      orgId: admin.orgId,
      organisationName: "Olivia's properties",
      role: 'manager',
    });
    const org = await ctx.app.inject({ url: '/api/org', headers: inOrg(user, admin.orgId) });
    expect(org.json()).toMatchObject({ myRole: 'manager', myPropertyIds: [property] });
    // Single use: the link now says so, and accepting again joins nothing more.
    const again = await accept(user, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/already used/);
    expect((await ctx.app.inject({ url: `/api/invitations/${token}` })).json().status).toBe('used');
    // The invitation left the pending list.
    const team = await ctx.app.inject({ url: '/api/org/members', headers: admin.headers });
    expect(team.json().invitations).toEqual([]);
    expect(team.json().members).toHaveLength(2);
  });

  it('an expired or revoked link → 410 and nothing joined; an unknown one → 404', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const late = await createSignedInUser(ctx, { role: 'owner' });
    await invite(admin, { email: late.email, role: 'viewer' });
    const expiredToken = await tokenFor(late.email);
    await ctx.database.db.execute(
      sql`update org_invitations set expires_at = now() - interval '1 second' where token_hash = ${hashToken(expiredToken)}`,
    );
    expect((await ctx.app.inject({ url: `/api/invitations/${expiredToken}` })).json().status).toBe('expired');
    const expired = await accept(late, expiredToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toMatch(/expired/);

    const withdrawn = await createSignedInUser(ctx, { role: 'owner' });
    const created = await invite(admin, { email: withdrawn.email, role: 'viewer' });
    const revokedToken = await tokenFor(withdrawn.email);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/org/invitations/${created.json().id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await accept(withdrawn, revokedToken)).statusCode).toBe(410);
    expect((await ctx.app.inject({ url: `/api/invitations/${revokedToken}` })).json().status).toBe('revoked');

    const joined = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.orgId, admin.orgId ?? ''));
    expect(joined.map((m) => m.userId)).toEqual([admin.userId]);
    const unknown = 'x'.repeat(43);
    expect((await ctx.app.inject({ url: `/api/invitations/${unknown}` })).statusCode).toBe(404);
    expect((await accept(late, unknown)).statusCode).toBe(404);
  });

  it('a tenant account cannot accept (409, clear message)', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const email = uniqueEmail('dual');
    await invite(admin, { email, role: 'viewer' });
    const token = await tokenFor(email);
    // The address became a tenant's login after the invitation was sent.
    const tenant = await createSignedInUser(ctx, { role: 'tenant', email });
    const response = await accept(tenant, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/tenant account cannot join/);
  });

  it('only member.manage invites, revokes and sees invitations', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const { headers } = await addMember(admin, 'accountant');
    await invite(admin, { email: uniqueEmail('pending'), role: 'viewer' });
    const team = await ctx.app.inject({ url: '/api/org/members', headers });
    expect(team.statusCode).toBe(200);
    expect(team.json().members).toHaveLength(2);
    expect(team.json().invitations).toEqual([]);
    const adminTeam = await ctx.app.inject({ url: '/api/org/members', headers: admin.headers });
    const pending = adminTeam.json().invitations[0].id;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/org/invitations',
      headers,
      payload: { email: uniqueEmail('x'), role: 'viewer' },
    });
    expect(refused.statusCode).toBe(403);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/org/invitations/${pending}`,
      headers,
    });
    expect(revoke.statusCode).toBe(403);
    // Another organisation's invitation is not found.
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/org/invitations/${pending}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('changes a member’s role and property limit; the last admin cannot be demoted', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const property = await createProperty(ctx, admin, { address: '4 Role Road' });
    const { membershipId, headers } = await addMember(admin, 'viewer');
    const patch = (id: string, payload: Record<string, unknown>, as = admin.headers) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/org/members/${id}`, headers: as, payload });

    const changed = await patch(membershipId, { role: 'manager', propertyIds: [property] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'manager', propertyIds: [property] });
    expect((await ctx.app.inject({ url: '/api/org', headers })).json().myPropertyIds).toEqual([property]);
    expect((await patch(membershipId, { role: 'owner' })).statusCode).toBe(400);
    expect((await patch(membershipId, { role: 'owner_client' })).statusCode).toBe(400);
    expect((await patch(membershipId, { role: 'admin', propertyIds: [property] })).statusCode).toBe(400);
    // A manager may not manage members.
    const adminMembership = (await ctx.app.inject({ url: '/api/org/members', headers: admin.headers }))
      .json()
      .members.find((m: { userId: string }) => m.userId === admin.userId).id;
    expect((await patch(adminMembership, { role: 'viewer' }, headers)).statusCode).toBe(403);

    const demoted = await patch(adminMembership, { role: 'manager' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.message).toMatch(/at least one admin/);
    // With a second admin, the first may step down; the limit of an admin is dropped.
    const promoted = await patch(membershipId, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', propertyIds: null });
    expect((await patch(adminMembership, { role: 'viewer' })).statusCode).toBe(200);
    // Another organisation's membership is not found.
    const other = await createSignedInUser(ctx, { role: 'owner' });
    expect((await patch(membershipId, { role: 'viewer' }, other.headers)).statusCode).toBe(404);
  });

  it('a member may leave; the last admin may not; a removed member loses access at the next request', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const leaver = await addMember(admin, 'viewer');
    const removed = await addMember(admin, 'accountant');
    const remove = (id: string, as: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/org/members/${id}`, headers: as });

    // A viewer may not remove someone else, but may leave.
    expect((await remove(removed.membershipId, leaver.headers)).statusCode).toBe(403);
    expect((await remove(leaver.membershipId, leaver.headers)).statusCode).toBe(204);

    // The removed member is signed in and working…
    expect((await ctx.app.inject({ url: '/api/org', headers: removed.headers })).statusCode).toBe(200);
    expect((await remove(removed.membershipId, admin.headers)).statusCode).toBe(204);
    // …and their very next request in that organisation is refused, with the same session.
    expect((await ctx.app.inject({ url: '/api/org', headers: removed.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/org/members', headers: removed.headers })).statusCode).toBe(
      404,
    );
    const theirs = await ctx.app.inject({ url: '/api/organisations', headers: removed.user.headers });
    expect(theirs.json().items.map((o: { id: string }) => o.id)).toEqual([removed.user.orgId]);

    const adminMembership = (await ctx.app.inject({ url: '/api/org/members', headers: admin.headers }))
      .json()
      .members.find((m: { userId: string }) => m.userId === admin.userId).id;
    const last = await remove(adminMembership, admin.headers);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/at least one admin/);
    // Said on screen from its own catalogue text (issue 24 item 2).
    expect(last.json().error.key).toBe('errors:team.lastAdmin');
  });

  it('a member of no organisation any more is refused (403) everywhere in the workspace', async () => {
    const admin = await createSignedInUser(ctx, { role: 'owner' });
    const { user, membershipId } = await addMember(admin, 'viewer');
    // Without their own organisation, the invited one is their only one.
    await ctx.database.db
      .delete(memberships)
      .where(sql`${memberships.userId} = ${user.userId} and ${memberships.orgId} = ${user.orgId}`);
    expect((await ctx.app.inject({ url: '/api/org', headers: user.headers })).json().id).toBe(admin.orgId);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/org/members/${membershipId}`,
      headers: admin.headers,
    });
    expect((await ctx.app.inject({ url: '/api/org', headers: user.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/properties', headers: user.headers })).statusCode).toBe(403);
    // Their own (empty) list still answers, so the web can say why.
    const list = await ctx.app.inject({ url: '/api/organisations', headers: user.headers });
    expect(list.json()).toEqual({ items: [] });
  });
});
