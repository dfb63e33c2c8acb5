import { randomUUID } from 'node:crypto';
import type { AuthUser, SignUpBody } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { Tx } from '../db/client';
import type { UserRow } from '../db/schema';
import { createOrganisationForOwner } from '../modules/organisations/organisations.service';
import { createProfile, profileOf, replaceProfileNames } from '../modules/profiles/profiles.service';
import {
  claimEmailSlot,
  deleteUserSessions,
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
  toAuthUser,
} from './auth-common';
import { codeChallengeOf, recordEmailLinkFlow } from './email-links.service';
import { assertStrongPassword, hashPassword } from './passwords';
import { consumeEmailInterval, consumeRateLimit, rateRules, recordRateLimitHit } from './rate-limits';
import { allowedRedirect } from './redirects';
import { generateOpaqueToken, hashToken } from './tokens';

/**
 * Owners sign up; their address is confirmed by a link to GET /verify (email-links.service.ts),
 * sent by POST /signup and /resend. A `code_challenge` makes the link a PKCE one.
 */

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
  const codeChallenge = codeChallengeOf(body);
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
      // Signing up as an owner creates their organisation, with them as its admin.
      await createOrganisationForOwner(tx, {
        userId: user.id,
        firstName: body.data.first_name,
        locale,
        timeZone: body.data.time_zone,
        currency: body.data.currency,
      });
      await queueConfirmation(deps, tx, user, {
        token: confirmationToken,
        codeChallenge,
        redirectTo,
        locale,
      });
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
      await replaceProfileNames(tx, existing.id, {
        firstName: body.data.first_name,
        lastName: body.data.last_name,
      });
      await deleteUserSessions(tx, existing.id);
      await resendConfirmation(deps, tx, replaced ?? existing, { codeChallenge, redirectTo, locale }, now);
    }
    return undefined;
  });
  deps.mailer.wake();
  // Whatever the address, its confirmation email just went (or would have): a resend waits.
  const interval = rateRules(deps.config)['resend-interval'];
  if (interval.windowSeconds > 0) await recordRateLimitHit(deps.db, interval, email, now);
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

interface ConfirmationLink {
  codeChallenge: string | null;
  redirectTo: string;
  locale: Language;
}

async function queueConfirmation(
  deps: AuthDeps,
  tx: Tx,
  user: UserRow,
  link: ConfirmationLink & { token: string },
): Promise<void> {
  const { token, redirectTo, locale } = link;
  await recordEmailLinkFlow(tx, {
    userId: user.id,
    kind: 'signup',
    linkToken: token,
    codeChallenge: link.codeChallenge,
  });
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
  link: ConfirmationLink,
  now: Date,
): Promise<void> {
  const claimed = await claimEmailSlot(tx, user.id, now, emailSlotOpenedBefore(deps, now));
  if (!claimed) return;
  const token = generateOpaqueToken();
  await updateUser(tx, user.id, { confirmationTokenHash: hashToken(token), confirmationSentAt: now });
  await queueConfirmation(deps, tx, user, { ...link, token });
}

/** POST /auth/v1/resend { type: 'signup', email }: the same empty answer whatever the address. */
export async function resend(
  deps: AuthDeps,
  body: {
    email: string;
    redirect_to?: string;
    code_challenge?: string | null;
    code_challenge_method?: string | null;
  },
  context: RequestContext,
): Promise<Record<string, never>> {
  await consumeRateLimit(deps.db, rateRules(deps.config)['email-requests'], context.ip);
  const email = requireValidEmail(body.email);
  const codeChallenge = codeChallengeOf(body);
  const redirectTo = allowedRedirect(
    body.redirect_to,
    `${deps.config.publicUrl}/`,
    allowedOrigins(deps.config),
  );
  // Inside the address's 60-second window the answer says when to try again instead of "sent"
  // (issue 23 finding 12), for a known or an unknown address alike.
  await consumeEmailInterval(deps.db, rateRules(deps.config)['resend-interval'], email);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt) return;
    const locale = (await profileOf(tx, user.id))?.locale ?? context.language;
    await resendConfirmation(deps, tx, user, { codeChallenge, redirectTo, locale }, new Date());
  });
  deps.mailer.wake();
  return {};
}
