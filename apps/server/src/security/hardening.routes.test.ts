import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmTenantInvitation,
  createConfirmedOwner,
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  forgetEmailThrottle,
  latestEmail,
  linkIn,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { RECOVER_ANSWER_MS } from '../auth/password-recovery.service';
import { ACCOUNT_FAILURE_LIMIT } from '../auth/rate-limits';
import { TENANT_INVITATION_RESEND_SECONDS } from '../modules/tenants/tenant-invitations.service';
import { CHECK_EMAIL_RATE_LIMIT } from '../modules/tenants/tenants.routes';

/** Issue 23 ("hardening round 2"): one regression test per finding, QUALITY.md rows 20–24. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('finding 11: development-only routes answer only to this machine', () => {
  it('the dev mailbox and the dev job runner are a 404 to another address, and work locally', async () => {
    const neighbour = '192.0.2.44';
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      expect((await ctx.app.inject({ url, remoteAddress: neighbour })).statusCode, url).toBe(404);
      // X-Forwarded-For cannot make a request local.
      const forwarded = await ctx.app.inject({
        url,
        remoteAddress: neighbour,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode, url).toBe(404);
      expect((await ctx.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
      expect((await ctx.app.inject({ url, remoteAddress: '::1' })).statusCode, url).toBe(200);
    }
    const user = await createSignedInUser(ctx, { role: 'owner' });
    const run = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dev/jobs/late-fees/run',
        headers: user.headers,
        payload: {},
        remoteAddress,
      });
    expect((await run(neighbour)).statusCode).toBe(404);
    expect((await run('127.0.0.1')).statusCode).toBe(200);
  });
});

let ipCounter = 0;
const nextIp = () => `10.23.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function signUp(email: string, password: string, firstName: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password, data: { first_name: firstName, last_name: 'Person', role: 'owner' } },
    remoteAddress: nextIp(),
  });
}

/** Follows the newest email link to `email` and answers the session in the redirect's fragment. */
async function followLatestLink(email: string): Promise<{ access_token: string }> {
  const link = new URL(linkIn((await latestEmail(ctx, email)).textBody));
  // A reset link may carry its session itself; a confirmation link redirects with it.
  const direct = new URLSearchParams(link.hash.slice(1));
  if (direct.get('access_token')) return { access_token: direct.get('access_token') as string };
  const followed = await ctx.app.inject({ url: link.pathname + link.search, remoteAddress: nextIp() });
  const fragment = new URLSearchParams(new URL(String(followed.headers.location)).hash.slice(1));
  const token = fragment.get('access_token');
  if (!token) throw new Error(`no session in ${followed.headers.location}`);
  return { access_token: token };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('finding 1: pre-registration takeover (QUALITY.md row 22)', () => {
  for (const order of ['squatter first', 'holder first'] as const) {
    it(`a later sign-up replaces the password and names; the confirmer chooses the password (${order})`, async () => {
      const email = uniqueEmail('contested');
      const squatter = 'squatter secret 2026';
      const holder = 'holder own phrase 1';
      if (order === 'squatter first') {
        expect((await signUp(email, squatter, 'Mallory')).statusCode).toBe(200);
        await forgetEmailThrottle(ctx, email);
        expect((await signUp(email, holder, 'Alice')).statusCode).toBe(200);
      } else {
        expect((await signUp(email, holder, 'Alice')).statusCode).toBe(200);
        await forgetEmailThrottle(ctx, email);
        expect((await signUp(email, squatter, 'Mallory')).statusCode).toBe(200);
      }
      // The holder confirms through the link in their inbox.
      const session = await followLatestLink(email);
      // Neither sign-up's password signs in: the account is contested.
      expect((await signIn(ctx, email, squatter, nextIp())).statusCode).toBe(400);
      expect((await signIn(ctx, email, holder, nextIp())).statusCode).toBe(400);
      // The confirmer's session may only choose a password…
      const blocked = await ctx.app.inject({ url: '/api/profile', headers: bearer(session.access_token) });
      expect(blocked.statusCode).toBe(403);
      const chosen = 'the confirmer chose this';
      const set = await ctx.app.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: bearer(session.access_token),
        payload: { password: chosen },
      });
      expect(set.statusCode).toBe(200);
      // …which is then the only one that works.
      expect((await signIn(ctx, email, squatter, nextIp())).statusCode).toBe(400);
      expect((await signIn(ctx, email, chosen, nextIp())).statusCode).toBe(200);
    });
  }

  it('the later sign-up replaces the names and ends every session of the unconfirmed account', async () => {
    const email = uniqueEmail('contested');
    await signUp(email, 'first one chose this', 'Mallory');
    const [{ id }] = (
      (await ctx.database.db.execute(sql`select id from users where email = ${email}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await ctx.database.db.execute(sql`insert into sessions (user_id, kind) values (${id}, 'signup')`);
    await signUp(email, 'second one chose this', 'Alice');
    const rows = (
      (await ctx.database.db.execute(
        sql`select p.first_name, (select count(*)::int from sessions s where s.user_id = p.id) as sessions
              from profiles p where p.id = ${id}`,
      )) as unknown as { rows: { first_name: string; sessions: number }[] }
    ).rows;
    expect(rows).toEqual([{ first_name: 'Alice', sessions: 0 }]);
  });
});

describe('finding 2: per-account sign-in throttling (QUALITY.md row 20)', () => {
  it('failures for one account from many addresses lock it for a while; a reset still works and ends the lock', async () => {
    const { email } = await createConfirmedOwner(ctx);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await signIn(ctx, email, `wrong guess ${i}`, nextIp())).statusCode).toBe(400);
    }
    const locked = await signIn(ctx, email, TEST_PASSWORD, nextIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address is locked the same way: the lock says nothing about accounts.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await signIn(ctx, ghost, `wrong guess ${i}`, nextIp());
    const ghostLocked = await signIn(ctx, ghost, 'anything at all', nextIp());
    expect(ghostLocked.statusCode).toBe(429);
    expect(ghostLocked.body).toBe(locked.body);
    // The holder resets the password: the link still comes, and the new password signs in at once.
    await forgetEmailThrottle(ctx, email);
    const recover = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(recover.statusCode).toBe(200);
    const session = await followLatestLink(email);
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: bearer(session.access_token),
      payload: { password: 'a fresh start 2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(ctx, email, 'a fresh start 2027', nextIp())).statusCode).toBe(200);
  });
});

describe('finding 5: enumeration', () => {
  it('POST /auth/v1/recover takes the same time for known and unknown addresses', async () => {
    const { email } = await createConfirmedOwner(ctx);
    await forgetEmailThrottle(ctx, email);
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        payload: { email: address },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    // Both wait for the same floor, above what the work for a known address takes.
    expect(await timed(uniqueEmail('nobody'))).toBeGreaterThanOrEqual(RECOVER_ANSWER_MS - 5);
    expect(await timed(email)).toBeGreaterThanOrEqual(RECOVER_ANSWER_MS - 5);
  });

  it('POST /auth/v1/recover: the medians of known and unknown addresses are alike', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        payload: { email: address },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both; the known address's email
    // goes out each time (its 60-second slot forgotten), the most work it can cause.
    for (let run = 0; run < 5; run++) {
      await forgetEmailThrottle(ctx, email);
      known.push(await timed(email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    const ratio = median(known) / median(unknown);
    expect(ratio, `known ${known.join(', ')} / unknown ${unknown.join(', ')}`).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  });

  it('GET /api/tenants/check-email says nothing about addresses outside the organisation', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const elsewhere = await createConfirmedOwner(ctx);
    const check = async (email: string) =>
      (
        await ctx.app.inject({
          url: `/api/tenants/check-email?email=${encodeURIComponent(email)}`,
          headers: owner.headers,
          remoteAddress: nextIp(),
        })
      ).json();
    // An account in another organisation reads exactly as an address nobody uses.
    expect(await check(elsewhere.email)).toEqual({ available: true });
    expect(await check(elsewhere.email.toUpperCase())).toEqual({ available: true });
    expect(await check(uniqueEmail('nobody'))).toEqual({ available: true });
  });

  it('POST /api/tenants answers the same for an address known in another organisation and an unknown one', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, owner, { address: '1 Finding Street', units: 4 });
    // Known elsewhere: another organisation's owner, and another organisation's tenant.
    const otherOwner = await createConfirmedOwner(ctx);
    const landlord = await createSignedInUser(ctx, { role: 'owner' });
    const theirTenant = await createTenantWithLogin(
      ctx,
      landlord,
      await createProperty(ctx, landlord, { address: '1 Landlord Road' }),
    );
    const add = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tenants',
        headers: owner.headers,
        payload: { firstName: 'Kim', lastName: 'Lee', email, phone: '5550102030', propertyId },
      });
    /** What the answer says, without what differs for any two tenants (ids, address, dates). */
    const shape = (response: Awaited<ReturnType<typeof add>>) => {
      const body = response.json();
      const { id, email, unitId, unitLabel, createdAt, ...tenant } = body.tenant;
      return {
        status: response.statusCode,
        headers: { cache: response.headers['cache-control'], type: response.headers['content-type'] },
        keys: Object.keys(body),
        tenant,
        credentials: Object.keys(body.credentials),
        password: /^[A-Za-z0-9]{12}$/.test(body.credentials.temporaryPassword),
      };
    };
    const unknown = shape(await add(uniqueEmail('nobody')));
    expect(unknown.status).toBe(201);
    expect(shape(await add(otherOwner.email))).toEqual(unknown);
    expect(shape(await add(theirTenant.email.toUpperCase()))).toEqual(unknown);
    // The accounts that existed keep their own password; the temporary one opens nothing.
    expect((await signIn(ctx, otherOwner.email, otherOwner.password, nextIp())).statusCode).toBe(200);
    expect((await signIn(ctx, theirTenant.email, theirTenant.password, nextIp())).statusCode).toBe(200);
    // Inside the organisation a duplicate is still refused, with a clear message.
    const duplicate = await add(otherOwner.email);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'A tenant with this email address already exists in your organisation',
      details: { email: 'validation:tenant.emailTaken' },
    });
  });

  it('GET /api/tenants/check-email is rate limited', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const check = () =>
      ctx.app.inject({
        url: `/api/tenants/check-email?email=${encodeURIComponent(uniqueEmail('probe'))}`,
        headers: owner.headers,
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < CHECK_EMAIL_RATE_LIMIT.max; i++) expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('finding 12: emails a user expects', () => {
  it('a resend inside the 60-second window says when to try again, known address or not', async () => {
    const known = uniqueEmail('resend');
    expect((await signUp(known, 'my own phrase 2026', 'Rae')).statusCode).toBe(200);
    const resend = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/resend',
        payload: { type: 'signup', email },
        remoteAddress: nextIp(),
      });
    // Right after the sign-up's email: not "sent", but when to try again.
    const early = await resend(known);
    expect(early.statusCode).toBe(429);
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(early.json().error_code).toBe('over_request_rate_limit');
    expect(early.json().msg).toBe(`For security purposes, you can only request this after ${wait} seconds.`);
    // An unknown address: the first resend answers like a sent one, the second the same 429.
    const ghost = uniqueEmail('ghost');
    expect((await resend(ghost)).statusCode).toBe(200);
    const ghostEarly = await resend(ghost);
    expect(ghostEarly.statusCode).toBe(429);
    expect(ghostEarly.json().error_code).toBe('over_request_rate_limit');
    // Once the window is over, the resend goes.
    await forgetEmailThrottle(ctx, known);
    expect((await resend(known)).statusCode).toBe(200);
    expect((await latestEmail(ctx, known)).template).toBe('signup-confirmation');
  });

  it('a tenant added by their landlord gets an invitation email, without the temporary password', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, owner, { address: '8 Rue des Lilas', units: 1 });
    const email = uniqueEmail('invited-tenant');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: { ...owner.headers, 'accept-language': 'fr' },
      payload: { firstName: 'Inès', lastName: 'Roux', email, phone: '5559876543', propertyId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = await latestEmail(ctx, email);
    expect(invitation.template).toBe('tenant-invitation');
    expect(invitation.locale).toBe('fr');
    expect(invitation.textBody).toContain('Bonjour Inès');
    expect(invitation.textBody).toContain('8 Rue des Lilas');
    // The tenant's own link to confirm the address (finding 4).
    expect(invitation.textBody).toContain('/tenant-invitation?token=');
    expect(invitation.textBody).toContain('Confirmer mon adresse e-mail');
    // The credentials dialog is the only place the temporary password appears.
    expect(invitation.textBody).not.toContain(created.json().credentials.temporaryPassword);
    expect(invitation.htmlBody).not.toContain(created.json().credentials.temporaryPassword);
  });

  it('a password change sends "your password was changed", in the holder\'s language', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: owner.headers,
      payload: { password: 'a brand new phrase 9', current_password: owner.password },
    });
    expect(changed.statusCode).toBe(200);
    const email = await latestEmail(ctx, owner.email);
    expect(email.template).toBe('password-changed');
    expect(email.subject).toBe('Your Rentwise password was changed');
    expect(email.textBody).toContain('/forgot-password');
  });
});

describe("finding 4: a tenant confirms their address before the landlord's words reach it by email", () => {
  const addTenant = async (
    owner: Awaited<ReturnType<typeof createSignedInUser>>,
    propertyId: string,
    email: string,
  ) => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: { firstName: 'Cam', lastName: 'Field', email, phone: '5550001212', propertyId },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { tenant: { id: string }; credentials: { temporaryPassword: string } };
  };
  const remind = (owner: Awaited<ReturnType<typeof createSignedInUser>>, tenantId: string, message: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: {
        recipient: tenantId,
        subject: 'A word',
        message,
        sendOn: new Date().toISOString().slice(0, 10),
      },
    });

  it('a reminder and an unread message are emailed only once the tenant confirmed; in-app they arrive at once', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, owner, { address: '2 Finding Street', units: 2 });
    const email = uniqueEmail('unconfirmed');
    const { tenant, credentials } = await addTenant(owner, propertyId, email);
    // The tenant signs in with the temporary password and sets their own: that does not confirm
    // the address (the owner knows that password too).
    const first = await signIn(ctx, email, credentials.temporaryPassword, nextIp());
    expect(first.statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${first.json().access_token}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const tenantHeaders = {
      authorization: `Bearer ${(await signIn(ctx, email, TEST_PASSWORD, nextIp())).json().access_token}`,
    };
    const shown = await ctx.app.inject({ url: `/api/tenants/${tenant.id}`, headers: owner.headers });
    expect(shown.json()).toMatchObject({ emailConfirmed: false, hasAccount: true });

    expect((await remind(owner, tenant.id, 'Buy cheap watches at spam.example')).statusCode).toBe(201);
    expect(await emailsTo(ctx, email, 'rent-reminder')).toHaveLength(0);
    const inbox = await ctx.app.inject({ url: '/api/notifications', headers: tenantHeaders });
    expect(JSON.stringify(inbox.json())).toContain('Buy cheap watches at spam.example');

    const conversation = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: owner.headers,
      payload: { tenantId: tenant.id },
    });
    const conversationId = conversation.json().id;
    const say = (body: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: owner.headers,
        payload: { body },
      });
    const runMessageEmails = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dev/jobs/message-emails/run',
        headers: owner.headers,
        payload: { asOf: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
      });
    expect((await say('Unconfirmed words')).statusCode).toBe(201);
    expect((await runMessageEmails()).statusCode).toBe(200);
    expect(await emailsTo(ctx, email, 'new-message')).toHaveLength(0);

    // The tenant opens their invitation: from then on the emails go.
    expect(await confirmTenantInvitation(ctx, email)).toEqual({ existingAccount: false });
    expect(
      (await ctx.app.inject({ url: `/api/tenants/${tenant.id}`, headers: owner.headers })).json(),
    ).toMatchObject({
      emailConfirmed: true,
    });
    expect((await remind(owner, tenant.id, 'Rent is due on the 1st.')).statusCode).toBe(201);
    expect(await emailsTo(ctx, email, 'rent-reminder')).toHaveLength(1);
    expect((await say('Confirmed words')).statusCode).toBe(201);
    expect((await runMessageEmails()).statusCode).toBe(200);
    const messages = await emailsTo(ctx, email, 'new-message');
    expect(messages).toHaveLength(1);
    expect(messages[0].textBody).toContain('Confirmed words');
    expect(messages[0].textBody).not.toContain('Unconfirmed words');
  });

  it('the owner resends the invitation, at most once in 10 minutes; the old link stops working', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, owner, { address: '3 Finding Street', units: 1 });
    const email = uniqueEmail('resent');
    const { tenant } = await addTenant(owner, propertyId, email);
    const [firstInvitation] = await emailsTo(ctx, email, 'tenant-invitation');
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/tenants/${tenant.id}/invitation`,
        headers: { ...owner.headers, 'accept-language': 'fr' },
        remoteAddress: nextIp(),
      });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().error.key).toBe('errors:tenant.invitationTooSoon');
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThan(TENANT_INVITATION_RESEND_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(TENANT_INVITATION_RESEND_SECONDS);
    await ctx.database.db.execute(
      sql`update tenant_invitations set sent_at = now() - interval '11 minutes' where tenant_id = ${tenant.id}`,
    );
    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: tenant.id, emailConfirmed: false });
    const invitations = await emailsTo(ctx, email, 'tenant-invitation');
    expect(invitations).toHaveLength(2);
    // The first link is spent by the new one.
    const oldToken = new URL(linkIn(firstInvitation.textBody)).searchParams.get('token');
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant-invitations/confirm',
      payload: { token: oldToken },
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.key).toBe('errors:tenant.invitationInvalid');
    await confirmTenantInvitation(ctx, email);
    await ctx.database.db.execute(
      sql`update tenant_invitations set sent_at = now() - interval '11 minutes' where tenant_id = ${tenant.id}`,
    );
    const confirmed = await resend();
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.key).toBe('errors:tenant.emailAlreadyConfirmed');
  });

  it('an expired link says so; the confirmation is a public route that needs no sign-in', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, owner, { address: '4 Finding Street', units: 1 });
    const email = uniqueEmail('expired');
    const { tenant } = await addTenant(owner, propertyId, email);
    await ctx.database.db.execute(
      sql`update tenant_invitations set expires_at = now() - interval '1 second' where tenant_id = ${tenant.id}`,
    );
    const [invitation] = await emailsTo(ctx, email, 'tenant-invitation');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant-invitations/confirm',
      payload: { token: new URL(linkIn(invitation.textBody)).searchParams.get('token') },
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.key).toBe('errors:tenant.invitationExpired');
  });

  it('an address that already had an account is linked to the new organisation only by its invitation', async () => {
    const landlord = await createSignedInUser(ctx, { role: 'owner' });
    const existing = await createTenantWithLogin(
      ctx,
      landlord,
      await createProperty(ctx, landlord, { address: '1 Landlord Road' }),
    );
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const propertyId = await createProperty(ctx, owner, { address: '5 Finding Street', units: 1 });
    const { tenant } = await addTenant(owner, propertyId, existing.email);
    const record = async () =>
      (
        (await ctx.database.db.execute(
          sql`select auth_user_id as "authUserId", status from tenants where id = ${tenant.id}`,
        )) as unknown as { rows: { authUserId: string | null; status: string }[] }
      ).rows[0];
    // Not theirs yet: the new organisation's record does not reach the tenant's portal.
    expect(await record()).toEqual({ authUserId: null, status: 'pending' });
    expect((await remind(owner, tenant.id, 'Not for you yet')).statusCode).toBe(201);
    const inbox = await ctx.app.inject({ url: '/api/notifications', headers: existing.headers });
    expect(JSON.stringify(inbox.json())).not.toContain('Not for you yet');
    // Their invitation tells them to use their own password; confirming links the record.
    const [invitation] = (await emailsTo(ctx, existing.email, 'tenant-invitation')).filter((row) =>
      row.textBody.includes('usual password'),
    );
    expect(invitation).toBeDefined();
    expect(await confirmTenantInvitation(ctx, existing.email)).toEqual({ existingAccount: true });
    expect(await record()).toEqual({ authUserId: existing.userId, status: 'active' });
  });
});
