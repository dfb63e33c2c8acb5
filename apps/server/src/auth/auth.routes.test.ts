import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedOwner,
  emailsTo,
  forgetEmailThrottle,
  latestEmail,
  linkIn,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';

/** Every code path of /auth/v1 (the QUALITY.md rows with figures are in security.routes.test.ts). */

let ctx: TestContext;
let ipCounter = 0;
/** A fresh client address per call, so per-IP limits never couple unrelated tests. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const publicUrl = () => ctx.app.deps.config.publicUrl;

function signUp(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload,
    headers,
    remoteAddress: nextIp(),
  });
}

function ownerPayload(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: TEST_PASSWORD,
    data: { first_name: 'Olivia', last_name: 'Owner', role: 'owner' },
    ...extra,
  };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

async function verifyLink(link: string) {
  const url = new URL(link);
  return ctx.app.inject({ url: `${url.pathname}${url.search}`, remoteAddress: nextIp() });
}

/** Follows the newest reset email's link (an implicit-flow one) and answers the redirect's fragment. */
async function followResetLink(email: string): Promise<URLSearchParams> {
  const response = await verifyLink(linkIn((await latestEmail(ctx, email)).textBody));
  expect(response.statusCode).toBe(303);
  return fragmentOf(String(response.headers.location));
}

describe('POST /auth/v1/signup', () => {
  it('creates an unconfirmed owner with its profile and queues the confirmation email', async () => {
    const email = uniqueEmail('new');
    const response = await signUp(ownerPayload(email));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.session).toBeNull();
    expect(body.user).toMatchObject({
      email,
      role: 'owner',
      aud: 'authenticated',
      email_confirmed_at: null,
      must_change_password: false,
      user_metadata: { first_name: 'Olivia', last_name: 'Owner', role: 'owner' },
    });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2|token/);
    const [profile] = await rows<{ role: string; first_name: string; locale: string }>(
      sql`select role, first_name, locale from profiles where id = ${body.user.id}`,
    );
    expect(profile).toEqual({ role: 'owner', first_name: 'Olivia', locale: 'en' });
    const mail = await latestEmail(ctx, email);
    expect(mail.subject).toBe('Confirm your Rentwise account');
    const link = new URL(linkIn(mail.textBody));
    expect(link.origin + link.pathname).toBe(`${publicUrl()}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${publicUrl()}/`);
  });

  it('writes the email in French for a French user (data.locale, else Accept-Language)', async () => {
    const viaData = uniqueEmail('fr');
    await signUp(ownerPayload(viaData, { data: { first_name: 'Élise', last_name: 'Dupont', locale: 'fr' } }));
    expect((await latestEmail(ctx, viaData)).subject).toBe('Confirmez votre compte Rentwise');
    const viaHeader = uniqueEmail('fr');
    await signUp(ownerPayload(viaHeader), { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect((await latestEmail(ctx, viaHeader)).subject).toBe('Confirmez votre compte Rentwise');
    const [profile] = await rows<{ locale: string }>(
      sql`select locale from profiles where email = ${viaHeader}`,
    );
    expect(profile.locale).toBe('fr');
  });

  it('lets only owners self-register (any other role → 403)', async () => {
    for (const role of ['tenant', 'admin', 'Owner']) {
      const email = uniqueEmail('role');
      const response = await signUp(ownerPayload(email, { data: { first_name: 'T', last_name: 'T', role } }));
      expect(response.statusCode).toBe(403);
      expect(response.json().error_code).toBe('signup_disabled');
      expect(await emailsTo(ctx, email)).toHaveLength(0);
    }
  });

  it('answers validation_failed with the spec message when the email or password is missing', async () => {
    for (const payload of [
      { password: TEST_PASSWORD, data: { first_name: 'A', last_name: 'B' } },
      { email: uniqueEmail(), data: { first_name: 'A', last_name: 'B' } },
      {},
    ]) {
      const response = await signUp(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: 'You must provide either an email or phone number and a password',
      });
    }
  });

  it('refuses an invalid address, unknown fields and missing names', async () => {
    const invalid = await signUp(ownerPayload('not-an-email'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
    const extra = await signUp(ownerPayload(uniqueEmail(), { email_confirmed: true }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error_code).toBe('validation_failed');
    const confirmedInData = await signUp(
      ownerPayload(uniqueEmail(), { data: { first_name: 'A', last_name: 'B', email_confirmed_at: 'now' } }),
    );
    expect(confirmedInData.statusCode).toBe(400);
    const noNames = await signUp(ownerPayload(uniqueEmail(), { data: { role: 'owner' } }));
    expect(noNames.statusCode).toBe(400);
  });

  it('refuses weak passwords with weak_password and reasons', async () => {
    const short = await signUp(ownerPayload(uniqueEmail(), { password: 'Zq8#v' }));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
    for (const common of ['password', 'qwerty123', 'Password1', 'iloveyou', 'LETMEIN']) {
      const response = await signUp(ownerPayload(uniqueEmail(), { password: common }));
      expect(response.statusCode, common).toBe(422);
      expect(response.json()).toMatchObject({
        error_code: 'weak_password',
        weak_password: { reasons: ['common'] },
      });
    }
    // Six characters that nobody uses: the spec's minimum is 6.
    const ok = await signUp(ownerPayload(uniqueEmail(), { password: 'Zq8#vL' }));
    expect(ok.statusCode).toBe(200);
  });

  it('keeps a foreign redirect_to out of the confirmation link', async () => {
    const email = uniqueEmail('redir');
    await signUp(ownerPayload(email, { redirect_to: 'https://evil.example/steal' }));
    const link = new URL(linkIn((await latestEmail(ctx, email)).textBody));
    expect(link.searchParams.get('redirect_to')).toBe(`${publicUrl()}/`);
    const own = uniqueEmail('redir');
    await signUp(ownerPayload(own, { redirect_to: `${publicUrl()}/welcome` }));
    const ownLink = new URL(linkIn((await latestEmail(ctx, own)).textBody));
    expect(ownLink.searchParams.get('redirect_to')).toBe(`${publicUrl()}/welcome`);
  });
});

describe('GET /auth/v1/verify', () => {
  it('confirms the address and redirects to the site root with a session in the fragment, once', async () => {
    const email = uniqueEmail('verify');
    await signUp(ownerPayload(email));
    const link = linkIn((await latestEmail(ctx, email)).textBody);
    const response = await verifyLink(link);
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = String(response.headers.location);
    expect(location.startsWith(`${publicUrl()}/#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const user = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json().email_confirmed_at).not.toBeNull();
    // Used: the second click lands on /login with the error in the fragment.
    const again = await verifyLink(link);
    expect(again.statusCode).toBe(303);
    const error = fragmentOf(String(again.headers.location));
    expect(String(again.headers.location).startsWith(`${publicUrl()}/login#`)).toBe(true);
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.get('access_token')).toBeNull();
  });

  it('answers the error redirect for a missing, unknown or malformed token', async () => {
    for (const url of [
      '/auth/v1/verify?type=signup',
      '/auth/v1/verify?token=nope&type=signup',
      '/auth/v1/verify?token=x&type=magiclink',
    ]) {
      const response = await ctx.app.inject({ url, remoteAddress: nextIp() });
      expect(response.statusCode).toBe(303);
      expect(fragmentOf(String(response.headers.location)).get('error_code')).toBe('otp_expired');
    }
  });

  it('never redirects to a foreign origin, even when the link is tampered with', async () => {
    const email = uniqueEmail('tamper');
    await signUp(ownerPayload(email));
    const link = new URL(linkIn((await latestEmail(ctx, email)).textBody));
    link.searchParams.set('redirect_to', 'https://evil.example/');
    const response = await verifyLink(link.toString());
    expect(new URL(String(response.headers.location)).origin).toBe(new URL(publicUrl()).origin);
    for (const target of ['//evil.example/x', 'javascript:alert(1)', 'http://user:pw@localhost:5000/']) {
      const response = await ctx.app.inject({
        url: `/auth/v1/verify?token=x&type=signup&redirect_to=${encodeURIComponent(target)}`,
        remoteAddress: nextIp(),
      });
      expect(new URL(String(response.headers.location)).origin).toBe(new URL(publicUrl()).origin);
    }
  });
});

describe('POST /auth/v1/token?grant_type=password', () => {
  it('answers a session for a confirmed account, matching the email case-insensitively', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const response = await signIn(ctx, `  ${email.toUpperCase()} `, TEST_PASSWORD, nextIp());
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user.email).toBe(email);
    expect(session.user.last_sign_in_at).not.toBeNull();
    expect(session.token_type).toBe('bearer');
  });

  it('says "Email not confirmed" only after a correct password', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUp(ownerPayload(email));
    const wrong = await signIn(ctx, email, 'wrong password!', nextIp());
    expect(wrong.statusCode).toBe(400);
    // GoTrue's error shape; the token endpoint adds the OAuth pair (error, error_description).
    expect(wrong.json()).toEqual({
      code: 400,
      error_code: 'invalid_grant',
      msg: 'Invalid login credentials',
      error: 'invalid_grant',
      error_description: 'Invalid login credentials',
    });
    const right = await signIn(ctx, email, TEST_PASSWORD, nextIp());
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 400,
      error_code: 'email_not_confirmed',
      msg: 'Email not confirmed',
    });
  });

  it('answers validation_failed for missing credentials and 400 for an unknown grant type', async () => {
    for (const payload of [{ email: 'a@b.c' }, { password: 'x' }, {}, { email: '', password: '' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: 'You must provide either an email or phone number and a password',
      });
    }
    const implicit = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=implicit',
      payload: { auth_code: 'x' },
    });
    expect(implicit.statusCode).toBe(400);
    expect(implicit.json().error_code).toBe('unsupported_grant_type');
    const pkce = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=pkce',
      payload: { auth_code: 'x' },
    });
    expect(pkce.statusCode).toBe(400);
    expect(pkce.json().error_code).toBe('validation_failed');
    const none = await ctx.app.inject({ method: 'POST', url: '/auth/v1/token', payload: {} });
    expect(none.statusCode).toBe(400);
  });
});

describe('POST /auth/v1/token?grant_type=refresh_token', () => {
  it('rotates: a new refresh token each use, the old one spent', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const first = (await signIn(ctx, email, TEST_PASSWORD, nextIp())).json();
    const refresh = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: token },
      });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const next = second.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.user.id).toBe(first.user.id);
    const third = await refresh(next.refresh_token);
    expect(third.json().refresh_token).not.toBe(next.refresh_token);
    // The refreshed access token works.
    const me = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${third.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in, however often it was refreshed', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const session = (await signIn(ctx, email, TEST_PASSWORD, nextIp())).json();
    const refresh = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        payload: { refresh_token: session.refresh_token },
      });
    const me = () =>
      ctx.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${session.access_token}` } });
    // One day short of the limit the session still works.
    await ctx.database.db.execute(
      sql`update sessions set created_at = now() - interval '29 days' where user_id = ${session.user.id}`,
    );
    expect((await me()).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update sessions set created_at = now() - interval '30 days 1 minute' where user_id = ${session.user.id}`,
    );
    // Changed behind the server's back: every request checks its session in the database.
    expect((await me()).statusCode).toBe(401);
    const refused = await refresh();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_code).toBe('invalid_grant');
  });

  it('answers invalid_grant for an unknown token and validation_failed for none', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: 'not-a-token' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_code).toBe('invalid_grant');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_code).toBe('validation_failed');
  });
});

describe('POST /auth/v1/recover and the reset link', () => {
  it('answers the same for known and unknown addresses and emails only the known one', async () => {
    const { email } = await createConfirmedOwner(ctx);
    await forgetEmailThrottle(ctx, email);
    const unknown = uniqueEmail('nobody');
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: unknown },
      remoteAddress: nextIp(),
    });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.body).toBe(other.body);
    expect(await emailsTo(ctx, unknown)).toHaveLength(0);
    const mail = await latestEmail(ctx, email);
    expect(mail.subject).toBe('Reset your Rentwise password');
    // The email carries only a one-time link token; the session comes when the link is followed.
    const link = new URL(linkIn(mail.textBody));
    expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl()}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.hash).toBe('');
    expect(mail.textBody).not.toMatch(/access_token|refresh_token/);
    const followed = await verifyLink(link.toString());
    const location = new URL(String(followed.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl()}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
    // Single use.
    const again = await verifyLink(link.toString());
    expect(fragmentOf(String(again.headers.location)).get('error_code')).toBe('otp_expired');
  });

  it('sets a new password with the reset link once; the link then stops working', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const other = (await signIn(ctx, email, TEST_PASSWORD, nextIp())).json();
    await forgetEmailThrottle(ctx, email);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const fragment = await followResetLink(email);
    const headers = { authorization: `Bearer ${fragment.get('access_token')}` };
    // The reset page checks the link first.
    const me = await ctx.app.inject({ url: '/auth/v1/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    // A reset-link session can change the password and nothing else.
    const profile = await ctx.app.inject({ url: '/api/profile', headers });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error.code).toBe('password_change_required');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers,
      payload: { password: 'a brand new secret' },
    });
    expect(changed.statusCode).toBe(200);
    // Single use, and every session ends.
    const reuse = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers,
      payload: { password: 'another new secret' },
    });
    expect(reuse.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: fragment.get('refresh_token') },
    });
    expect(refresh.statusCode).toBe(400);
    const otherDevice = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(otherDevice.statusCode).toBe(401);
    expect((await signIn(ctx, email, 'a brand new secret', nextIp())).statusCode).toBe(200);
    expect((await signIn(ctx, email, TEST_PASSWORD, nextIp())).statusCode).toBe(400);
  });

  it('a reset confirms an unconfirmed address (the link proves it)', async () => {
    const email = uniqueEmail('reset-unconfirmed');
    await signUp(ownerPayload(email));
    await forgetEmailThrottle(ctx, email);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const fragment = await followResetLink(email);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
      payload: { password: 'confirmed by reset' },
    });
    expect(changed.json().email_confirmed_at).not.toBeNull();
    expect((await signIn(ctx, email, 'confirmed by reset', nextIp())).statusCode).toBe(200);
  });

  it('uses the allowed redirect_to and ignores a foreign one', async () => {
    const { email } = await createConfirmedOwner(ctx);
    await forgetEmailThrottle(ctx, email);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email, redirect_to: 'https://evil.example/reset-password' },
      remoteAddress: nextIp(),
    });
    const link = new URL(linkIn((await latestEmail(ctx, email)).textBody));
    const target = new URL(String(link.searchParams.get('redirect_to')));
    expect(target.origin).toBe(new URL(publicUrl()).origin);
    expect(target.pathname).toBe('/reset-password');
    const followed = new URL(String((await verifyLink(link.toString())).headers.location));
    expect(followed.origin).toBe(new URL(publicUrl()).origin);
  });

  it('refuses an invalid address and unknown fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: 'nope' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('validation_failed');
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: uniqueEmail(), admin: true },
      remoteAddress: nextIp(),
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST /auth/v1/resend', () => {
  it('sends a fresh confirmation link to an unconfirmed address only, always answering {}', async () => {
    const email = uniqueEmail('resend');
    await signUp(ownerPayload(email));
    const firstLink = linkIn((await latestEmail(ctx, email)).textBody);
    await forgetEmailThrottle(ctx, email);
    const resend = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/resend',
        payload: { type: 'signup', email: address },
        remoteAddress: nextIp(),
      });
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await emailsTo(ctx, email)).toHaveLength(2);
    // The new link works, the old one no longer does.
    const secondLink = linkIn((await latestEmail(ctx, email)).textBody);
    expect(fragmentOf(String((await verifyLink(firstLink)).headers.location)).get('error_code')).toBe(
      'otp_expired',
    );
    expect(fragmentOf(String((await verifyLink(secondLink)).headers.location)).get('type')).toBe('signup');
    // Confirmed and unknown addresses: the same answer, no email.
    await forgetEmailThrottle(ctx, email);
    expect((await resend(email)).json()).toEqual({});
    const unknown = uniqueEmail('ghost');
    expect((await resend(unknown)).json()).toEqual({});
    expect(await emailsTo(ctx, email)).toHaveLength(2);
    expect(await emailsTo(ctx, unknown)).toHaveLength(0);
  });

  it('accepts only type signup', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/resend',
      payload: { type: 'sms', email: uniqueEmail() },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('validation_failed');
  });
});

describe('GET and PUT /auth/v1/user', () => {
  it('needs a bearer token', async () => {
    const none = await ctx.app.inject({ url: '/auth/v1/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error_code).toBe('no_authorization');
    const bad = await ctx.app.inject({ url: '/auth/v1/user', headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error_code).toBe('bad_jwt');
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const current = (await signIn(ctx, email, TEST_PASSWORD, nextIp())).json();
    const other = (await signIn(ctx, email, TEST_PASSWORD, nextIp())).json();
    const headers = { authorization: `Bearer ${current.access_token}` };
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/auth/v1/user', headers, payload, remoteAddress: nextIp() });

    const missing = await put({ password: 'a new good secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_code).toBe('reauthentication_needed');
    const wrong = await put({ password: 'a new good secret', current_password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('invalid_grant');
    const weak = await put({ password: 'Zq8#v', current_password: TEST_PASSWORD });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
    const same = await put({ password: TEST_PASSWORD, current_password: TEST_PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().error_code).toBe('same_password');
    const unknownField = await put({ password: 'a new good secret', email: 'x@y.z' });
    expect(unknownField.statusCode).toBe(400);

    const ok = await put({ password: 'a new good secret', current_password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
    expect((await ctx.app.inject({ url: '/auth/v1/user', headers })).statusCode).toBe(200);
    const otherDevice = await ctx.app.inject({
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(otherDevice.statusCode).toBe(401);
    expect(otherDevice.json().error_code).toBe('session_not_found');
  });
});

describe('POST /auth/v1/logout', () => {
  async function sessions(count: number) {
    const { email } = await createConfirmedOwner(ctx);
    const list = [];
    for (let i = 0; i < count; i++) list.push((await signIn(ctx, email, TEST_PASSWORD, nextIp())).json());
    return list as { access_token: string; refresh_token: string }[];
  }
  const me = (token: string) =>
    ctx.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${token}` } });
  const logout = (token: string, scope?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/auth/v1/logout${scope ? `?scope=${scope}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('local (the default) ends this session at once, and its refresh token', async () => {
    const [a, b] = await sessions(2);
    // Used once first: signing out must end a session that has already been used.
    expect((await me(a.access_token)).statusCode).toBe(200);
    const response = await logout(a.access_token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect((await me(b.access_token)).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: a.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('global ends every session; others every session but this one', async () => {
    const [a, b, c] = await sessions(3);
    for (const session of [a, b, c]) expect((await me(session.access_token)).statusCode).toBe(200);
    expect((await logout(a.access_token, 'others')).statusCode).toBe(204);
    expect((await me(a.access_token)).statusCode).toBe(200);
    expect((await me(b.access_token)).statusCode).toBe(401);
    expect((await me(c.access_token)).statusCode).toBe(401);
    const [d, e] = await sessions(2);
    expect((await logout(d.access_token, 'global')).statusCode).toBe(204);
    expect((await me(d.access_token)).statusCode).toBe(401);
    expect((await me(e.access_token)).statusCode).toBe(401);
  });

  it('needs a token and a known scope', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/v1/logout' })).statusCode).toBe(401);
    const [a] = await sessions(1);
    expect((await logout(a.access_token, 'everything')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the auth endpoints and the profile', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/v1/signup',
        '/auth/v1/token',
        '/auth/v1/verify',
        '/auth/v1/recover',
        '/auth/v1/resend',
        '/auth/v1/user',
        '/auth/v1/logout',
        '/api/profile',
      ]),
    );
    expect(document.paths['/api/profile'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
