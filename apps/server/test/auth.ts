import { randomBytes } from 'node:crypto';
import type { AuthSession } from '@rentwise/core/auth/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { createTenantAccount } from '../src/auth/tenant-accounts.service';
import { outboundEmails } from '../src/db/schema';
import { memberActorOf } from '../src/modules/organisations/organisations.service';
import type { TestContext } from './helpers';

/**
 * Accounts for route tests of any feature:
 *
 *   const owner = await createSignedInUser(ctx, { role: 'owner' });
 *   await ctx.app.inject({ url: '/api/properties', headers: owner.headers });
 */

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
/** A unique address per call (tests share one database per file). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  session: AuthSession;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
  /** An owner's own organisation (created at sign-up, they are its admin); null for a tenant. */
  orgId: string | null;
}

/** The newest email written to the outbox for `to`. */
export async function latestEmail(ctx: TestContext, to: string) {
  const [row] = await ctx.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.toAddress, to.toLowerCase()))
    .orderBy(desc(outboundEmails.createdAt))
    .limit(1);
  return row;
}

/** The outbox rows for `to`, oldest first; with `template`, only that kind (a tenant also gets an invitation). */
export async function emailsTo(ctx: TestContext, to: string, template?: string) {
  const rows = await ctx.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.toAddress, to.toLowerCase()));
  return template ? rows.filter((row) => row.template === template) : rows;
}

/** Moves the address's last email 61 s into the past (the per-address email throttle is 60 s). */
export async function forgetEmailThrottle(ctx: TestContext, email: string): Promise<void> {
  await ctx.database.db.execute(
    sql`update users set last_email_sent_at = now() - interval '61 seconds' where email = ${email.toLowerCase()}`,
  );
  // The typed address's resend window too (auth/rate-limits.ts 'resend-interval').
  await ctx.database.db.execute(
    sql`delete from auth_rate_limits where key = ${`resend-interval:${email.toLowerCase()}`}`,
  );
}

/**
 * The tenant confirms their address with the link of the latest invitation to `email` (issue 23
 * finding 4): only then do their landlord's reminders and messages reach them by email.
 */
export async function confirmTenantInvitation(
  ctx: TestContext,
  email: string,
): Promise<{ existingAccount: boolean }> {
  const [invitation] = (await emailsTo(ctx, email, 'tenant-invitation')).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  if (!invitation) throw new Error(`no tenant invitation to ${email}`);
  const token = new URL(linkIn(invitation.textBody)).searchParams.get('token');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenant-invitations/confirm',
    payload: { token },
  });
  if (response.statusCode !== 200) throw new Error(`tenant invitation not confirmed: ${response.body}`);
  return response.json();
}

/** The first link of an email's text body. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in email: ${text}`);
  return match[0];
}

export async function signIn(ctx: TestContext, email: string, password: string, remoteAddress?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
    remoteAddress,
  });
}

/** Signs up an owner through the API and follows the confirmation link. */
export async function createConfirmedOwner(
  ctx: TestContext,
  options: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail('owner');
  const password = options.password ?? TEST_PASSWORD;
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email,
      password,
      data: {
        first_name: options.firstName ?? 'Olivia',
        last_name: options.lastName ?? 'Owner',
        role: 'owner',
      },
    },
    // A distinct address per account keeps the per-IP sign-up limit out of other tests' way.
    remoteAddress: `10.250.${counter % 250}.${(counter * 7) % 250}`,
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const email_ = await latestEmail(ctx, email);
  const link = new URL(linkIn(email_.textBody));
  const verify = await ctx.app.inject({ url: `${link.pathname}${link.search}`, remoteAddress: '10.251.0.1' });
  if (verify.statusCode !== 303) throw new Error(`verify failed: ${verify.statusCode}`);
  return { email, password };
}

/**
 * A signed-in owner (self-registered and confirmed) or tenant (created as an owner would, then
 * past the temporary password).
 */
export async function createSignedInUser(
  ctx: TestContext,
  options: { role: 'owner' | 'tenant'; email?: string; password?: string },
): Promise<SignedInUser> {
  const password = options.password ?? TEST_PASSWORD;
  let email: string;
  if (options.role === 'owner') {
    email = (await createConfirmedOwner(ctx, { email: options.email, password })).email;
  } else {
    email = options.email ?? uniqueEmail('tenant');
    const account = await ctx.database.db.transaction((tx) =>
      createTenantAccount(tx, { email, firstName: 'Tina', lastName: 'Tenant', locale: 'en' }),
    );
    const first = await signIn(ctx, email, account.temporaryPassword, '10.252.0.1');
    const token = first.json().access_token as string;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { password },
    });
    if (changed.statusCode !== 200) throw new Error(`tenant password change failed: ${changed.body}`);
  }
  const response = await signIn(ctx, email, password, '10.252.0.2');
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const session = response.json() as AuthSession;
  const orgId =
    options.role === 'owner' ? (await memberActorOf(ctx.database.db, session.user.id)).orgId : null;
  return {
    userId: session.user.id,
    email,
    password,
    session,
    headers: { authorization: `Bearer ${session.access_token}` },
    orgId,
  };
}

/** A property of `owner` created through the API; answers its id. */
export async function createProperty(
  ctx: TestContext,
  owner: SignedInUser,
  values: { address: string; propertyType?: string; units?: number; monthlyRent?: number },
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: owner.headers,
    payload: { propertyType: 'Apartment', units: 2, monthlyRent: 100000, ...values },
  });
  if (response.statusCode !== 201) throw new Error(`property creation failed: ${response.body}`);
  return response.json().id;
}

export interface TenantWithLogin extends SignedInUser {
  /** The tenant record's id (not the account's). */
  tenantId: string;
}

/**
 * A tenant of `owner` at `propertyId`, created through the API as an owner would, signed in past
 * the temporary password with a password of their own.
 */
export async function createTenantWithLogin(
  ctx: TestContext,
  owner: SignedInUser,
  propertyId: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<TenantWithLogin> {
  const email = uniqueEmail('tenant');
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenants',
    headers: owner.headers,
    payload: {
      firstName: names.firstName ?? 'Tess',
      lastName: names.lastName ?? 'Tenant',
      email,
      phone: '5550001111',
      propertyId,
    },
  });
  if (created.statusCode !== 201) throw new Error(`tenant creation failed: ${created.body}`);
  const { tenant, credentials } = created.json();
  const first = await signIn(ctx, email, credentials.temporaryPassword, '10.253.0.1');
  const changed = await ctx.app.inject({
    method: 'PUT',
    url: '/auth/v1/user',
    headers: { authorization: `Bearer ${first.json().access_token}` },
    payload: { password: TEST_PASSWORD },
  });
  if (changed.statusCode !== 200) throw new Error(`tenant password change failed: ${changed.body}`);
  // A real tenant opens their invitation too: their landlord's emails reach them from then on.
  await confirmTenantInvitation(ctx, email);
  const response = await signIn(ctx, email, TEST_PASSWORD, '10.253.0.2');
  const session = response.json() as AuthSession;
  return {
    tenantId: tenant.id,
    userId: session.user.id,
    email,
    password: TEST_PASSWORD,
    session,
    headers: { authorization: `Bearer ${session.access_token}` },
    orgId: null,
  };
}
