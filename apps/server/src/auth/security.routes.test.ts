import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createConfirmedOwner,
  createSignedInUser,
  emailsTo,
  forgetEmailThrottle,
  latestEmail,
  linkIn,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/auth';
import { captureLogger, createTestApp, type TestContext } from '../../test/helpers';
import { memberships } from '../db/schema';
import { tokenKeys } from './auth-common';
import { requireOwner, requireTenant, requireUser } from './guards';
import { createTenantAccount } from './tenant-accounts.service';
import { createTokenKeys, signAccessToken } from './tokens';

/**
 * QUALITY.md security rows 1–10, 12 and 18, each with its figures. The app logs into memory so
 * row 18 can read every line the other rows caused.
 */

let ctx: TestContext;
const captured = captureLogger();
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await createTestApp({
    logger: captured.logger,
    extraRoutes(app) {
      // What the owner and tenant features do with the guards.
      app.get('/api/test/owner-only', { onRequest: requireOwner() }, async (request) => request.actor);
      app.get('/api/test/tenant-only', { onRequest: requireTenant() }, async (request) => request.actor);
      app.post(
        '/api/test/any-user',
        { onRequest: requireUser(), schema: { body: z.object({ name: z.string().min(2) }).strict() } },
        async (request) => request.actor,
      );
    },
  });
});
afterAll(() => ctx.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const me = (token: string) =>
  ctx.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${token}` } });

const refresh = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=refresh_token',
    payload: { refresh_token: token },
  });

/**
 * The bodies `@supabase/auth-js` 2.x sends (implicit flow: the PKCE keys are null; no captcha, so
 * `gotrue_meta_security` is empty): every row must hold for the official client too.
 */
const clientExtras = { gotrue_meta_security: {}, code_challenge: null, code_challenge_method: null };

function signUp(email: string, password = TEST_PASSWORD, remoteAddress = nextIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email,
      password,
      data: { first_name: 'Sam', last_name: 'Owner', role: 'owner' },
      ...clientExtras,
    },
    remoteAddress,
  });
}

/** Asks for a reset link (auth-js's body) and answers the newest reset email's link. */
async function requestResetLink(email: string): Promise<URL> {
  await forgetEmailThrottle(ctx, email);
  await ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/recover',
    payload: { email, ...clientExtras },
    remoteAddress: nextIp(),
  });
  return new URL(linkIn((await latestEmail(ctx, email)).textBody));
}

/** Follows a reset link (implicit flow) and answers the redirect's fragment: the recovery session. */
async function recoveryFragment(email: string): Promise<URLSearchParams> {
  const link = await requestResetLink(email);
  const followed = await ctx.app.inject({ url: link.pathname + link.search, remoteAddress: nextIp() });
  return new URLSearchParams(new URL(String(followed.headers.location)).hash.slice(1));
}

describe('row 1: login throttling per IP', () => {
  it('the 11th failed login in 15 min from one address → 429 with Retry-After; another address still gets 400', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const attacker = '203.0.113.7';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(ctx, email, `wrong-${attempt}`, attacker);
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const eleventh = await signIn(ctx, email, 'wrong-11', attacker);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error_code).toBe('over_request_rate_limit');
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: the address is throttled, not the guess.
    expect((await signIn(ctx, email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    // Another address is unaffected.
    expect((await signIn(ctx, email, 'wrong-again', '203.0.113.8')).statusCode).toBe(400);
    expect((await signIn(ctx, email, TEST_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
    // A spoofed X-Forwarded-For does not reset it (no trusted proxy configured).
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password: 'wrong' },
      remoteAddress: attacker,
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(spoofed.statusCode).toBe(429);
    // After the 15-minute window the address may try again.
    await ctx.database.db.execute(
      sql`update auth_rate_limits set window_started_at = window_started_at - interval '15 minutes'
           where key = ${`login-failures:${attacker}`}`,
    );
    expect((await signIn(ctx, email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('successful logins do not count', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const office = '203.0.113.20';
    for (let i = 0; i < 12; i++)
      expect((await signIn(ctx, email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });

  it('behind a trusted proxy (TRUST_PROXY=1 or its address) the address the proxy saw is counted, whatever a client forwards (row 21)', async () => {
    for (const trustProxy of [1, ['10.0.0.1']]) {
      const proxied = await createTestApp({ config: { trustProxy } });
      try {
        // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
        const attempt = (client: string, spoofed: string) =>
          proxied.app.inject({
            method: 'POST',
            url: '/auth/v1/token?grant_type=password',
            payload: { email: 'nobody@example.test', password: 'wrong' },
            remoteAddress: '10.0.0.1',
            headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
          });
        for (let i = 0; i < 10; i++)
          expect((await attempt('198.51.100.1', `192.0.2.${i}`)).statusCode).toBe(400);
        expect((await attempt('198.51.100.1', '192.0.2.200')).statusCode).toBe(429);
        expect((await attempt('198.51.100.2', '192.0.2.200')).statusCode).toBe(400);
      } finally {
        await proxied.close();
      }
    }
  });
});

describe('row 2: no account enumeration', () => {
  it('unknown email and wrong password: same status and body', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const wrong = await signIn(ctx, email, 'not the password', nextIp());
    const unknown = await signIn(ctx, uniqueEmail('ghost'), 'not the password', nextIp());
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toMatchObject({
      code: 400,
      error_code: 'invalid_grant',
      msg: 'Invalid login credentials',
    });
  });

  it('a signup with an existing email looks like a new signup and creates nothing', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const fresh = await signUp(uniqueEmail('fresh'));
    const [{ count: before }] = await rows<{ count: string }>(sql`select count(*) from users`);
    const [userBefore] = await rows<Record<string, unknown>>(sql`select * from users where email = ${email}`);
    const mailsBefore = (await emailsTo(ctx, email)).length;
    const again = await signUp(email, 'a different secret');
    expect(again.statusCode).toBe(fresh.statusCode);
    const shape = (body: { user: Record<string, unknown> }) =>
      Object.fromEntries(
        Object.entries(body.user).map(([key, value]) => [key, value === null ? null : typeof value]),
      );
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().session).toBeNull();
    expect(again.json().user.email_confirmed_at).toBeNull();
    expect(again.json().user.id).not.toBe(userBefore.id);
    const [{ count: after }] = await rows<{ count: string }>(sql`select count(*) from users`);
    expect(Number(after)).toBe(Number(before));
    const [userAfter] = await rows<Record<string, unknown>>(sql`select * from users where email = ${email}`);
    expect(userAfter).toEqual(userBefore);
    expect(await emailsTo(ctx, email)).toHaveLength(mailsBefore);
    expect((await signIn(ctx, email, 'a different secret', nextIp())).statusCode).toBe(400);
  });

  it('recover answers the same for known and unknown emails', async () => {
    const { email } = await createConfirmedOwner(ctx);
    await forgetEmailThrottle(ctx, email);
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: uniqueEmail('ghost') },
      remoteAddress: nextIp(),
    });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });
});

describe('row 3: "Email not confirmed" only after a correct password', () => {
  it('an unconfirmed account answers invalid_grant to a wrong password', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUp(email);
    expect((await signIn(ctx, email, 'nope nope', nextIp())).json().error_code).toBe('invalid_grant');
    expect((await signIn(ctx, email, TEST_PASSWORD, nextIp())).json().error_code).toBe('email_not_confirmed');
  });
});

describe('row 4: email throttles', () => {
  it('at most one confirmation/recovery email per address per 60 s; a resend inside it says when to retry', async () => {
    const email = uniqueEmail('throttle');
    await signUp(email);
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/resend',
        payload: { type: 'signup', email },
        remoteAddress: nextIp(),
      });
    const recover = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        payload: { email },
        remoteAddress: nextIp(),
      });
    // A resend right after the sign-up answers when to try again (issue 23 finding 12); a
    // recover answers the same empty 200 as for any address, and sends nothing yet.
    for (const call of [resend, recover, resend, recover]) {
      const response = await call();
      if (call === resend) {
        expect(response.statusCode).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      } else {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({});
      }
    }
    expect(await emailsTo(ctx, email)).toHaveLength(1);
    // 59 s later: still nothing. 61 s later: one more.
    await ctx.database.db.execute(
      sql`update users set last_email_sent_at = now() - interval '59 seconds' where email = ${email}`,
    );
    await recover();
    expect(await emailsTo(ctx, email)).toHaveLength(1);
    await forgetEmailThrottle(ctx, email);
    await recover();
    await recover();
    expect(await emailsTo(ctx, email)).toHaveLength(2);
  });

  it('signup, recover and resend together: the 31st request in an hour from one address → 429', async () => {
    const address = '203.0.113.50';
    const calls = [
      (i: number) => signUp(`limit.${i}@example.test`, TEST_PASSWORD, address),
      (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/v1/recover',
          payload: { email: `nobody.${i}@example.test` },
          remoteAddress: address,
        }),
      (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/v1/resend',
          payload: { type: 'signup', email: `nobody.${i}@example.test` },
          remoteAddress: address,
        }),
    ];
    for (let i = 0; i < 30; i++) expect((await calls[i % 3](i)).statusCode, `request ${i + 1}`).toBe(200);
    for (const call of calls) {
      const response = await call(99);
      expect(response.statusCode).toBe(429);
      expect(response.json().error_code).toBe('over_request_rate_limit');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await calls[1](100)).statusCode).toBe(429);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: 'nobody@example.test' },
      remoteAddress: '203.0.113.51',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('verify is limited per address too (30 per 15 min)', async () => {
    const address = '203.0.113.60';
    const verify = () =>
      ctx.app.inject({ url: '/auth/v1/verify?token=x&type=signup', remoteAddress: address });
    for (let i = 0; i < 30; i++) expect((await verify()).statusCode).toBe(303);
    expect((await verify()).statusCode).toBe(429);
  });
});

describe('row 5: the session object', () => {
  it('access_token, refresh_token, token_type "bearer", expires_in 3600, expires_at = now + expires_in, user', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const now = Math.floor(Date.now() / 1000);
    const session = (await signIn(ctx, email, TEST_PASSWORD, nextIp())).json();
    expect(Object.keys(session).sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user'].sort(),
    );
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(Math.abs(session.expires_at - (now + 3600))).toBeLessThanOrEqual(2);
    const claims = decodeJwt(session.access_token);
    expect(claims.exp).toBe(session.expires_at);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(session.user).toMatchObject({ email, role: 'owner' });
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('row 6: refresh rotation', () => {
  it('a new refresh token each use, stored hashed', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const token = owner.session.refresh_token;
    const next = (await refresh(token)).json().refresh_token;
    expect(next).not.toBe(token);
    const stored = await rows<{ token_hash: string; revoked_at: string | null }>(
      sql`select token_hash, revoked_at from refresh_tokens
           where session_id = (select session_id from refresh_tokens where token_hash = ${sha256(token)})`,
    );
    expect(stored.map((row) => row.token_hash).sort()).toEqual([sha256(token), sha256(next)].sort());
    const dump = JSON.stringify(await rows(sql`select * from refresh_tokens`));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(next);
  });

  it('reuse within 10 s answers the live successor; reuse after 10 s → 400 and the whole family revoked', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const token = owner.session.refresh_token;
    const first = (await refresh(token)).json();
    const within = await refresh(token);
    expect(within.statusCode).toBe(200);
    expect(within.json().refresh_token).toBe(first.refresh_token);
    // 11 s later the spent token is a stolen one.
    await ctx.database.db.execute(
      sql`update refresh_tokens set revoked_at = revoked_at - interval '11 seconds' where token_hash = ${sha256(token)}`,
    );
    const late = await refresh(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error_code).toBe('invalid_grant');
    // The family: the successor, the access tokens, the session.
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await me(owner.session.access_token)).statusCode).toBe(401);
    expect(captured.lines.some((line) => line.includes('auth.refresh_token_reused'))).toBe(true);
  });

  it('20 concurrent refreshes with one token yield one live successor', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const token = owner.session.refresh_token;
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(token)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(responses.map((response) => response.json().refresh_token));
    expect(successors.size).toBe(1);
    const live = await rows<{ count: string }>(
      sql`select count(*) from refresh_tokens
           where revoked_at is null
             and session_id = (select session_id from refresh_tokens where token_hash = ${sha256(token)})`,
    );
    expect(Number(live[0].count)).toBe(1);
    const [successor] = successors;
    expect((await refresh(successor)).statusCode).toBe(200);
  });
});

describe('row 7: JWT', () => {
  it('expired, bad signature, alg none, another algorithm, or a refresh token as bearer → 401', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const claims = {
      userId: owner.userId,
      sessionId: decodeJwt(owner.session.access_token).sid as string,
      role: 'owner' as const,
      email: owner.email,
    };
    const keys = tokenKeys(ctx.app.deps.config);
    const expired = await signAccessToken(keys, claims, Math.floor(Date.now() / 1000) - 3601);
    const forged = await signAccessToken(
      createTokenKeys('another secret that is long enough to sign', ctx.app.deps.config.publicUrl),
      claims,
    );
    const [, payload] = owner.session.access_token.split('.');
    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const algNone = `${header({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const { createHmac } = await import('node:crypto');
    const hs512Input = `${header({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
    const hs512 = `${hs512Input}.${createHmac('sha512', ctx.app.deps.config.jwtSecret).update(hs512Input).digest('base64url')}`;
    for (const [name, token] of [
      ['expired', expired.token],
      ['bad signature', forged.token],
      ['alg none', algNone],
      ['HS512', hs512],
      ['refresh token', owner.session.refresh_token],
    ]) {
      const response = await me(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error_code, name).toBe('bad_jwt');
      const product = await ctx.app.inject({
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(product.statusCode, name).toBe(401);
      expect(product.json().error.code, name).toBe('UNAUTHORIZED');
    }
    expect((await me(owner.session.access_token)).statusCode).toBe(200);
  });

  it('logout revokes at once', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    await ctx.app.inject({ method: 'POST', url: '/auth/v1/logout', headers: owner.headers });
    const after = await ctx.app.inject({ url: '/api/profile', headers: owner.headers });
    expect(after.statusCode).toBe(401);
    expect((await me(owner.session.access_token)).json().error_code).toBe('session_not_found');
  });
});

describe('row 8: password change and reset', () => {
  it('a change revokes the other sessions; a reset revokes all', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const second = (await signIn(ctx, owner.email, TEST_PASSWORD, nextIp())).json();
    await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: owner.headers,
      payload: { password: 'changed secret one', current_password: TEST_PASSWORD },
    });
    expect((await me(owner.session.access_token)).statusCode).toBe(200);
    expect((await me(second.access_token)).statusCode).toBe(401);
    const fragment = await recoveryFragment(owner.email);
    await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
      payload: { password: 'changed secret two' },
    });
    expect((await me(owner.session.access_token)).statusCode).toBe(401);
    expect((await me(fragment.get('access_token') as string)).statusCode).toBe(401);
    const [{ count }] = await rows<{ count: string }>(
      sql`select count(*) from sessions where user_id = ${owner.userId}`,
    );
    expect(Number(count)).toBe(0);
  });

  it('a reset link is valid for at most 1 h and once; only the newest link works', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const older = await recoveryFragment(email);
    const fragment = await recoveryFragment(email);
    expect((await me(older.get('access_token') as string)).statusCode).toBe(401);
    const token = fragment.get('access_token') as string;
    const [session] = await rows<{ id: string; lifetime: number }>(
      sql`select id, extract(epoch from not_after - created_at)::int as lifetime
            from sessions where id = ${decodeJwt(token).sid as string}`,
    );
    expect(session.lifetime).toBe(3600);
    expect(Number(fragment.get('expires_at')) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    expect((await me(token)).statusCode).toBe(200);
    // An hour later.
    await ctx.database.db.execute(
      sql`update sessions set not_after = now() - interval '1 second' where id = ${session.id}`,
    );
    // Changed behind the server's back: every request checks its session in the database.
    expect((await me(token)).statusCode).toBe(401);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'too late secret' },
    });
    expect(put.statusCode).toBe(401);
    expect((await refresh(fragment.get('refresh_token') as string)).statusCode).toBe(400);
  });

  it('a reset link token is valid for 1 h, once, and only the newest one', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const follow = async (link: URL) =>
      String(
        (await ctx.app.inject({ url: link.pathname + link.search, remoteAddress: nextIp() })).headers
          .location,
      );
    const replaced = await requestResetLink(email);
    const newest = await requestResetLink(email);
    expect(await follow(replaced)).toContain('error_code=otp_expired');
    await ctx.database.db.execute(
      sql`update users set recovery_sent_at = now() - interval '61 minutes' where email = ${email}`,
    );
    expect(await follow(newest)).toContain('error_code=otp_expired');
    const inTime = await requestResetLink(email);
    expect(await follow(inTime)).toContain('access_token=');
    expect(await follow(inTime)).toContain('error_code=otp_expired');
  });

  it('a confirmation link is valid for 24 h', async () => {
    const late = uniqueEmail('late');
    const inTime = uniqueEmail('intime');
    await signUp(late);
    await signUp(inTime);
    const lateLink = new URL(linkIn((await latestEmail(ctx, late)).textBody));
    const inTimeLink = new URL(linkIn((await latestEmail(ctx, inTime)).textBody));
    await ctx.database.db.execute(
      sql`update users set confirmation_sent_at = now() - interval '24 hours 1 minute' where email = ${late}`,
    );
    await ctx.database.db.execute(
      sql`update users set confirmation_sent_at = now() - interval '23 hours 59 minutes' where email = ${inTime}`,
    );
    const lateResponse = await ctx.app.inject({
      url: lateLink.pathname + lateLink.search,
      remoteAddress: nextIp(),
    });
    expect(String(lateResponse.headers.location)).toContain('error_code=otp_expired');
    const okResponse = await ctx.app.inject({
      url: inTimeLink.pathname + inTimeLink.search,
      remoteAddress: nextIp(),
    });
    expect(String(okResponse.headers.location)).toContain('type=signup');
  });

  it('only hashes of link tokens are stored', async () => {
    const email = uniqueEmail('hashes');
    await signUp(email);
    const confirmation = new URL(linkIn((await latestEmail(ctx, email)).textBody)).searchParams.get(
      'token',
    ) as string;
    const [user] = await rows<{ confirmation_token_hash: string }>(
      sql`select confirmation_token_hash from users where email = ${email}`,
    );
    expect(user.confirmation_token_hash).toBe(sha256(confirmation));
    await ctx.database.db.execute(sql`update users set email_confirmed_at = now() where email = ${email}`);
    const recovery = await recoveryFragment(email);
    const tables = JSON.stringify([
      await rows(sql`select * from users`),
      await rows(sql`select * from sessions`),
      await rows(sql`select * from refresh_tokens`),
      await rows(sql`select * from profiles`),
    ]);
    for (const secret of [confirmation, recovery.get('access_token'), recovery.get('refresh_token')]) {
      expect(tables).not.toContain(secret);
    }
    expect(tables).toContain(sha256(recovery.get('refresh_token') as string));
  });
});

describe('row 9: password storage', () => {
  it('argon2id with m = 19 MiB, t = 2; weak and common passwords refused with reasons', async () => {
    const { email } = await createConfirmedOwner(ctx);
    const [user] = await rows<{ password_hash: string }>(
      sql`select password_hash from users where email = ${email}`,
    );
    const params = user.password_hash.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    expect(params).not.toBeNull();
    expect(Number(params?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(params?.[2])).toBeGreaterThanOrEqual(2);
    expect(user.password_hash).not.toContain(TEST_PASSWORD);
    const weak = await signUp(uniqueEmail(), 'Zq8#v');
    expect(weak.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
    const common = await signUp(uniqueEmail(), 'football1');
    expect(common.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['common'] },
    });
  });
});

describe('row 10: tenant temporary password', () => {
  it('12 random [A-Za-z0-9]; until changed every route but change-password and logout → 403; never logged', async () => {
    const email = uniqueEmail('tenant');
    const account = await ctx.database.db.transaction((tx) =>
      createTenantAccount(tx, { email, firstName: 'Tom', lastName: 'Tenant', locale: 'fr' }),
    );
    expect(account.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const session = (await signIn(ctx, email, account.temporaryPassword, nextIp())).json();
    expect(session.user).toMatchObject({ role: 'tenant', must_change_password: true });
    expect(session.user.email_confirmed_at).not.toBeNull();
    const headers = { authorization: `Bearer ${session.access_token}` };
    for (const [method, url] of [
      ['GET', '/auth/v1/user'],
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers,
        payload: method === 'PATCH' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      // The auth API answers in GoTrue's shape, the product API in its own.
      const body = response.json();
      expect(url.startsWith('/auth/') ? body.error_code : body.error.code).toBe('password_change_required');
    }
    // The refresh grant keeps the session alive, still restricted.
    const refreshed = (await refresh(session.refresh_token)).json();
    expect(refreshed.user.must_change_password).toBe(true);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${refreshed.access_token}` },
      payload: { password: 'my own tenant secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().must_change_password).toBe(false);
    const profile = await ctx.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ role: 'tenant', firstName: 'Tom', locale: 'fr' });
    expect((await signIn(ctx, email, account.temporaryPassword, nextIp())).statusCode).toBe(400);
    expect(captured.lines.join('\n')).not.toContain(account.temporaryPassword);
  });

  it('logout works with a temporary password', async () => {
    const email = uniqueEmail('tenant');
    const account = await ctx.database.db.transaction((tx) =>
      createTenantAccount(tx, { email, firstName: 'Ty', lastName: 'Tenant', locale: 'en' }),
    );
    const session = (await signIn(ctx, email, account.temporaryPassword, nextIp())).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('row 12: function-level access', () => {
  it('no token → 401 on every route of the API except the public ones (from the route table)', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const publicRoutes = new Set([
      'GET /livez',
      'GET /readyz',
      'POST /api/contact',
      'GET /api/dev/mailbox',
      'POST /auth/v1/signup',
      'POST /auth/v1/token',
      'GET /auth/v1/verify',
      'POST /auth/v1/verify',
      'POST /auth/v1/recover',
      'POST /auth/v1/resend',
      // A vendor's private job link: the token in the path is the credential.
      'GET /api/vendor-jobs/{token}',
      'POST /api/vendor-jobs/{token}/updates',
      'POST /api/vendor-jobs/{token}/photos',
      'GET /api/vendor-jobs/{token}/photos/{photoId}',
      // An invitation link: the token is the credential (what it invites to, nothing more).
      'GET /api/invitations/{token}',
      // Stripe's webhook: its signature is the credential (404 where Stripe is not configured).
      'POST /api/webhooks/stripe',
      // A tenant's invitation link: the token in the body is the credential (issue 23 finding 4).
      'POST /api/tenant-invitations/confirm',
      // A signer's single-use link (issue 21): the token in the path is the credential.
      'GET /api/signing/{token}',
      'POST /api/signing/{token}',
      'GET /api/signing/{token}/document',
      // Anyone may check a PDF sealed by Rentwise (issue 21); rate-limited per address.
      'POST /api/signatures/verify',
    ]);
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (publicRoutes.has(route) || !/^\/(api|auth)\//.test(path)) continue;
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          payload: ['post', 'put', 'patch'].includes(method) ? {} : undefined,
        });
        expect(response.statusCode, route).toBe(401);
        checked.push(route);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['GET /api/profile', 'PATCH /api/profile', 'GET /auth/v1/user']),
    );
  });

  it('a tenant on an owner route → 403 and vice versa; the right role passes with its actor', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    const tenantOnOwner = await ctx.app.inject({ url: '/api/test/owner-only', headers: tenant.headers });
    expect(tenantOnOwner.statusCode).toBe(403);
    expect(tenantOnOwner.json().error.code).toBe('FORBIDDEN');
    const ownerOnTenant = await ctx.app.inject({ url: '/api/test/tenant-only', headers: owner.headers });
    expect(ownerOnTenant.statusCode).toBe(403);
    const ownerOk = await ctx.app.inject({ url: '/api/test/owner-only', headers: owner.headers });
    expect(ownerOk.statusCode).toBe(200);
    // A workspace user acts in their organisation, with their role in it.
    expect(ownerOk.json()).toEqual({
      userId: owner.userId,
      role: 'owner',
      orgId: owner.orgId,
      orgRole: 'admin',
      propertyIds: null,
      // The request's id, for the audit log.
      requestId: expect.any(String),
    });
    const tenantOk = await ctx.app.inject({ url: '/api/test/tenant-only', headers: tenant.headers });
    expect(tenantOk.json()).toMatchObject({ userId: tenant.userId, role: 'tenant' });
  });

  it('the X-Org-Id header chooses an organisation only among the caller’s memberships (else 404)', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const own = await ctx.app.inject({
      url: '/api/test/owner-only',
      headers: { ...owner.headers, 'x-org-id': owner.orgId ?? '' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().orgId).toBe(owner.orgId);
    for (const orgId of [other.orgId ?? '', '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const foreign = await ctx.app.inject({
        url: '/api/test/owner-only',
        headers: { ...owner.headers, 'x-org-id': orgId },
      });
      expect(foreign.statusCode, orgId).toBe(404);
      expect(foreign.json().error.code).toBe('NOT_FOUND');
    }
    // Removed from every organisation: refused at the next request.
    await ctx.database.db.delete(memberships).where(eq(memberships.userId, owner.userId));
    const removed = await ctx.app.inject({ url: '/api/test/owner-only', headers: owner.headers });
    expect(removed.statusCode).toBe(403);
  });

  it('the guard answers before body validation (401 rather than 400)', async () => {
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/test/any-user', payload: { name: 1 } });
    expect(invalid.statusCode).toBe(401);
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/any-user',
      payload: { name: 1 },
      headers: owner.headers,
    });
    expect(validated.statusCode).toBe(400);
  });
});

describe('row 18: logs', () => {
  it('no passwords, tokens or reset links in the logs; failed logins and denied access are logged', async () => {
    const email = uniqueEmail('logs');
    const password = 'log-secret-password-42';
    await signUp(email, password);
    const confirmation = linkIn((await latestEmail(ctx, email)).textBody);
    const confirmationUrl = new URL(confirmation);
    const verified = await ctx.app.inject({ url: confirmationUrl.pathname + confirmationUrl.search });
    const signupFragment = new URLSearchParams(new URL(String(verified.headers.location)).hash.slice(1));
    await signIn(ctx, email, 'log-wrong-password-43', nextIp());
    const session = (await signIn(ctx, email, password, nextIp())).json();
    await refresh(session.refresh_token);
    const recovery = await recoveryFragment(email);
    const resetLink = linkIn((await latestEmail(ctx, email)).textBody);
    await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${recovery.get('access_token')}` },
      payload: { password: 'log-new-password-44' },
    });
    await ctx.app.inject({ url: '/api/profile' });
    const log = captured.lines.join('\n');
    for (const secret of [
      password,
      'log-wrong-password-43',
      'log-new-password-44',
      confirmationUrl.searchParams.get('token') as string,
      signupFragment.get('access_token') as string,
      signupFragment.get('refresh_token') as string,
      session.access_token,
      session.refresh_token,
      recovery.get('access_token') as string,
      recovery.get('refresh_token') as string,
      resetLink,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('auth.login_failed');
    expect(log).toContain('auth.denied');
    expect(log).not.toContain(email);
  });
});

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
