import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AuthApiError, AuthClient } from '@supabase/auth-js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, linkIn, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';

/**
 * Issue 27: the official Supabase client (`@supabase/auth-js` 2.x) against the real server on a
 * random port, PKCE flow, email links followed from the outbox the dev mailbox shows. Every call
 * goes through the client's own request bodies, headers and error parsing.
 */

type Client = InstanceType<typeof AuthClient>;

let ctx: TestContext;
let origin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** A browser's storage, one per client: the code verifier and the session live there. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function client(): Client {
  return new AuthClient({
    url: `${origin}/auth/v1`,
    flowType: 'pkce',
    storage: memoryStorage(),
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** The site the links lead back to (PUBLIC_URL, the allowed redirect origin). */
const site = () => ctx.app.deps.config.publicUrl;

/** Follows the newest email's link to GET /auth/v1/verify, as a mail reader's browser would. */
async function followEmailLink(email: string): Promise<URL> {
  const link = new URL(linkIn((await latestEmail(ctx, email)).textBody));
  expect(link.pathname).toBe('/auth/v1/verify');
  expect(link.toString()).not.toMatch(/access_token|refresh_token/);
  const response = await fetch(`${origin}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(String(response.headers.get('location')));
}

async function forgetEmailThrottle(email: string): Promise<void> {
  await ctx.database.db.execute(
    sql`update users set last_email_sent_at = now() - interval '61 seconds' where email = ${email}`,
  );
  await ctx.database.db.execute(sql`delete from auth_rate_limits where key = ${`resend-interval:${email}`}`);
}

/** Signs up with PKCE and confirms through the emailed link; answers the signed-in client. */
async function signedUpOwner(email: string): Promise<Client> {
  const auth = client();
  const signUp = await auth.signUp({
    email,
    password: TEST_PASSWORD,
    options: { emailRedirectTo: `${site()}/`, data: { first_name: 'Paula', last_name: 'Kce' } },
  });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).toBeNull();
  const landing = await followEmailLink(email);
  // PKCE: the redirect carries a one-time code in the query, no token in the fragment.
  expect(`${landing.origin}${landing.pathname}`).toBe(`${site()}/`);
  expect(landing.hash).toBe('');
  const code = landing.searchParams.get('code') as string;
  expect(code).toBeTruthy();
  // Only the code's hash is stored.
  const flows = JSON.stringify(await ctx.database.db.execute(sql`select * from auth_flow_states`));
  expect(flows).not.toContain(code);
  expect(flows).toContain(createHash('sha256').update(code).digest('hex'));
  const exchanged = await auth.exchangeCodeForSession(code);
  expect(exchanged.error).toBeNull();
  expect(exchanged.data.session?.user.email).toBe(email);
  // The code works once.
  const again = await client().exchangeCodeForSession(code);
  expect(again.error).not.toBeNull();
  return auth;
}

describe('@supabase/auth-js 2.x against /auth/v1 (PKCE)', () => {
  it('signs up, confirms by the email link, exchanges the code, gets and updates the user, refreshes', async () => {
    const email = uniqueEmail('supabase');
    const auth = await signedUpOwner(email);

    const user = await auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({ email, role: 'owner' });
    expect(user.data.user?.email_confirmed_at).toBeTruthy();

    const before = (await auth.getSession()).data.session;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before?.refresh_token);
    expect(refreshed.data.session?.expires_in).toBe(3600);

    const updated = await auth.updateUser({
      password: 'a new secret phrase',
      current_password: TEST_PASSWORD,
    });
    expect(updated.error).toBeNull();
    const signedIn = await client().signInWithPassword({ email, password: 'a new secret phrase' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.token_type).toBe('bearer');
  });

  it('answers a wrong password with status 400 and a readable message', async () => {
    const email = uniqueEmail('wrong');
    await signedUpOwner(email);
    const { data, error } = await client().signInWithPassword({ email, password: 'not the password' });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.code).toBe('invalid_grant');
    // A weak password is the client's AuthWeakPasswordError with the reasons.
    const weak = await client().signUp({
      email: uniqueEmail('weak'),
      password: 'Zq8#v',
      options: { data: { first_name: 'W', last_name: 'P' } },
    });
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('signs out locally, others and globally', async () => {
    const email = uniqueEmail('signout');
    await signedUpOwner(email);
    const sign = async () => {
      const auth = client();
      expect((await auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
      return auth;
    };
    const isSignedIn = async (auth: Client, token: string) => {
      const response = await fetch(`${origin}/auth/v1/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status === 200 && Boolean(auth);
    };
    const token = async (auth: Client) => (await auth.getSession()).data.session?.access_token as string;

    const local = await sign();
    const localToken = await token(local);
    const bystander = await sign();
    expect((await local.signOut({ scope: 'local' })).error).toBeNull();
    expect((await local.getSession()).data.session).toBeNull();
    expect(await isSignedIn(local, localToken)).toBe(false);
    expect(await isSignedIn(bystander, await token(bystander))).toBe(true);

    const keeper = await sign();
    const other = await sign();
    expect((await keeper.signOut({ scope: 'others' })).error).toBeNull();
    expect(await isSignedIn(keeper, await token(keeper))).toBe(true);
    expect(await isSignedIn(other, await token(other))).toBe(false);

    const everyone = await sign();
    const second = await sign();
    expect((await everyone.signOut({ scope: 'global' })).error).toBeNull();
    expect(await isSignedIn(second, await token(second))).toBe(false);
  });

  it('recovers and resets the password through PKCE', async () => {
    const email = uniqueEmail('recover');
    await signedUpOwner(email);
    await forgetEmailThrottle(email);
    const auth = client();
    const asked = await auth.resetPasswordForEmail(email, { redirectTo: `${site()}/reset-password` });
    expect(asked.error).toBeNull();
    const landing = await followEmailLink(email);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${site()}/reset-password`);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code') as string;

    // Another browser (without the code verifier) cannot use the code.
    const stranger = client();
    const stolen = await fetch(`${origin}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error_code: 'bad_code_verifier', error: 'invalid_grant' });
    expect((await stranger.getSession()).data.session).toBeNull();

    const exchanged = await auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    // auth-js kept the flow's kind with the verifier: the app hears PASSWORD_RECOVERY.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    const updated = await auth.updateUser({ password: 'reset by pkce' });
    expect(updated.error).toBeNull();
    // A reset ends every session, the reset's own included.
    expect((await auth.getUser()).error).not.toBeNull();
    expect((await client().signInWithPassword({ email, password: 'reset by pkce' })).error).toBeNull();
  });

  it('resends the confirmation with PKCE', async () => {
    const email = uniqueEmail('resend');
    const auth = client();
    await auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'R', last_name: 'S' } },
    });
    await forgetEmailThrottle(email);
    const resent = await auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${site()}/` } });
    expect(resent.error).toBeNull();
    const code = (await followEmailLink(email)).searchParams.get('code') as string;
    const exchanged = await auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('verifies an email link by token_hash (verifyOtp)', async () => {
    const email = uniqueEmail('otp');
    const implicit = new AuthClient({
      url: `${origin}/auth/v1`,
      flowType: 'implicit',
      storage: memoryStorage(),
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    await implicit.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'O', last_name: 'T' } },
    });
    const token = new URL(linkIn((await latestEmail(ctx, email)).textBody)).searchParams.get(
      'token',
    ) as string;
    const verified = await implicit.verifyOtp({ type: 'email', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await implicit.verifyOtp({ type: 'email', token_hash: token });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });
});
