import { randomUUID } from 'node:crypto';
import type { AuthUser, SignUpBody } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { Tx } from '../db/client';
import type { UserRow } from '../db/schema';
import { updateProfile } from '../modules/profiles/profiles.repository';
import { createProfile, profileOf } from '../modules/profiles/profiles.service';
import {
  claimEmailSlot,
  deleteUserSessions,
  findUserByConfirmationTokenHash,
  findUserByEmail,
  insertUser,
  updateUser,
} from './auth.repository';
import {
  type AuthDeps,
  allowedOrigins,
  emailSlotOpenedBefore,
  type RequestContext,
  requireValidEmail,
  startSession,
  toAuthUser,
} from './auth-common';
import { assertStrongPassword, hashPassword } from './passwords';
import { consumeRateLimit, rateRules } from './rate-limits';
import { allowedRedirect, withFragment } from './redirects';
import { generateOpaqueToken, hashToken } from './tokens';

/** Owners sign up; their address is confirmed by a link (POST /signup, /resend, GET /verify). */

/** QUALITY.md row 8: confirmation links last 24 h. */
export const CONFIRMATION_TTL_SECONDS = 24 * 3600;

// --- sign-up and email confirmation -----------------------------------------------------------

/**
 * POST /auth/v1/signup. Owners only. A new address gets an unconfirmed account, its profile and
 * a confirmation email; an address already registered gets the very same answer and nothing is
 * created (an unconfirmed one is sent a fresh confirmation link, throttled per address).
 */
export async function signUp(
  deps: AuthDeps,
  body: SignUpBody,
  context: RequestContext,
): Promise<{ user: AuthUser; session: null }> {
  const rules = rateRules(deps.config);
  await consumeRateLimit(deps.db, rules['email-requests'], context.ip);
  if ((body.data.role ?? 'owner') !== 'owner') {
    throw new AppError(
      'signup_disabled',
      'Only property owners can sign up. Tenant accounts are created by their owner.',
    );
  }
  const email = requireValidEmail(body.email);
  assertStrongPassword(body.password, { email, names: [body.data.first_name, body.data.last_name] });
  const redirectTo = allowedRedirect(
    body.redirect_to,
    `${deps.config.publicUrl}/`,
    allowedOrigins(deps.config),
  );
  const locale = body.data.locale ?? context.language;
  const metadata = { first_name: body.data.first_name, last_name: body.data.last_name, role: 'owner' };
  // Hashed whether or not the address is new, so both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  const now = new Date();

  const created = await deps.db.transaction(async (tx) => {
    const confirmationToken = generateOpaqueToken();
    const user = await insertUser(tx, {
      email,
      passwordHash,
      role: 'owner',
      emailConfirmedAt: null,
      mustChangePassword: false,
      userMetadata: metadata,
      confirmationTokenHash: hashToken(confirmationToken),
      confirmationSentAt: now,
      lastEmailSentAt: now,
    });
    if (user) {
      await createProfile(tx, {
        id: user.id,
        email,
        role: 'owner',
        firstName: body.data.first_name,
        lastName: body.data.last_name,
        locale,
      });
      await queueConfirmation(deps, tx, user, confirmationToken, redirectTo, locale);
      return user;
    }
    const existing = await findUserByEmail(tx, email);
    if (existing && !existing.emailConfirmedAt) {
      // Pre-registration takeover (issue 23 finding 1, QUALITY.md row 22): the address is not
      // proven, so the later sign-up's password and names replace the earlier ones, and every
      // session of the account ends. The account is marked contested (must_change_password on an
      // owner): no password signs in to it any more, and whoever confirms through the emailed link
      // must choose their own password first (sessions.service.ts).
      const replaced = await updateUser(tx, existing.id, {
        passwordHash,
        userMetadata: metadata,
        mustChangePassword: true,
      });
      await updateProfile(tx, existing.id, {
        firstName: body.data.first_name,
        lastName: body.data.last_name,
      });
      await deleteUserSessions(tx, existing.id);
      await resendConfirmation(deps, tx, replaced ?? existing, redirectTo, locale, now);
    }
    return undefined;
  });
  deps.mailer.wake();
  if (created) return { user: toAuthUser(created), session: null };
  // The answer for an address that is already registered: shaped exactly like a new account.
  const iso = now.toISOString();
  return {
    user: {
      id: randomUUID(),
      aud: 'authenticated',
      email,
      role: 'owner',
      email_confirmed_at: null,
      last_sign_in_at: null,
      created_at: iso,
      updated_at: iso,
      must_change_password: false,
      user_metadata: metadata,
    },
    session: null,
  };
}

async function queueConfirmation(
  deps: AuthDeps,
  tx: Tx,
  user: UserRow,
  token: string,
  redirectTo: string,
  locale: Language,
): Promise<void> {
  const url = new URL(`${deps.config.publicUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'signup');
  url.searchParams.set('redirect_to', redirectTo);
  await deps.mailer.queue(tx, {
    to: user.email,
    template: 'signup-confirmation',
    locale,
    data: { firstName: user.userMetadata?.first_name, url: url.toString() },
  });
}

/** A fresh confirmation link (the old one stops working), at most one per address per 60 s. */
async function resendConfirmation(
  deps: AuthDeps,
  tx: Tx,
  user: UserRow,
  redirectTo: string,
  locale: Language,
  now: Date,
): Promise<void> {
  const claimed = await claimEmailSlot(tx, user.id, now, emailSlotOpenedBefore(deps, now));
  if (!claimed) return;
  const token = generateOpaqueToken();
  await updateUser(tx, user.id, { confirmationTokenHash: hashToken(token), confirmationSentAt: now });
  await queueConfirmation(deps, tx, user, token, redirectTo, locale);
}

/** POST /auth/v1/resend { type: 'signup', email }: the same empty answer whatever the address. */
export async function resend(
  deps: AuthDeps,
  body: { email: string; redirect_to?: string },
  context: RequestContext,
): Promise<Record<string, never>> {
  await consumeRateLimit(deps.db, rateRules(deps.config)['email-requests'], context.ip);
  const email = requireValidEmail(body.email);
  const redirectTo = allowedRedirect(
    body.redirect_to,
    `${deps.config.publicUrl}/`,
    allowedOrigins(deps.config),
  );
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt) return;
    const locale = (await profileOf(tx, user.id))?.locale ?? context.language;
    await resendConfirmation(deps, tx, user, redirectTo, locale, new Date());
  });
  deps.mailer.wake();
  return {};
}

/**
 * GET /auth/v1/verify?token&type=signup&redirect_to: confirms the address (link valid 24 h, used
 * once) and answers where to redirect: the site with the new session in the URL fragment, or
 * /login with an error in the fragment.
 */
export async function verifySignupLink(
  deps: AuthDeps,
  query: { token?: string; redirect_to?: string },
  context: RequestContext,
): Promise<string> {
  await consumeRateLimit(deps.db, rateRules(deps.config).verify, context.ip);
  const target = allowedRedirect(query.redirect_to, `${deps.config.publicUrl}/`, allowedOrigins(deps.config));
  const failure = withFragment(new URL('/login', target).toString(), {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
  if (!query.token) return failure;
  const now = new Date();
  const session = await deps.db.transaction(async (tx) => {
    const user = await findUserByConfirmationTokenHash(tx, hashToken(query.token as string));
    const sentAt = user?.confirmationSentAt?.getTime() ?? 0;
    if (!user || now.getTime() - sentAt > CONFIRMATION_TTL_SECONDS * 1000) return undefined;
    const confirmed = await updateUser(tx, user.id, {
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      confirmationTokenHash: null,
      lastSignInAt: now,
    });
    return startSession(deps, tx, confirmed ?? user, 'signup', now);
  });
  if (!session) {
    deps.log.warn({ event: 'auth.link_rejected', type: 'signup' }, 'invalid or expired confirmation link');
    return failure;
  }
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: 'signup',
  });
}
