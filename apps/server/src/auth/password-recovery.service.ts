import type { AuthUser } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import { profileOf } from '../modules/profiles/profiles.service';
import { activateTenantForAccount } from '../modules/tenants/tenants.service';
import { claimEmailSlot, deleteUserSessions, findUserByEmail, updateUser } from './auth.repository';
import {
  type AuthDeps,
  type Authenticated,
  allowedOrigins,
  emailSlotOpenedBefore,
  type RequestContext,
  requireValidEmail,
  toAuthUser,
} from './auth-common';
import { codeChallengeOf, recordEmailLinkFlow } from './email-links.service';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import {
  assertUnderRateLimit,
  clearRateLimit,
  consumeRateLimit,
  rateRules,
  recordRateLimitHit,
} from './rate-limits';
import { allowedRedirect } from './redirects';
import { generateOpaqueToken, hashToken } from './tokens';

/** Reset links (POST /recover) and password changes (PUT /user). */

/** How long POST /recover takes whatever the address: more than the work for a known one. */
export const RECOVER_ANSWER_MS = 250;

// --- password recovery ------------------------------------------------------------------------

/**
 * POST /auth/v1/recover: the same empty answer for known and unknown addresses. A known address
 * gets (at most once per 60 s) an email whose link goes through GET /verify (valid 1 h, single
 * use, only its hash stored; email-links.service.ts) to /reset-password with a PKCE code, or for
 * an implicit-flow client a recovery session in the fragment. That session can only change the
 * password, and changing it ends every session including itself.
 */
export async function recover(
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
  const target = allowedRedirect(
    body.redirect_to,
    `${deps.config.publicUrl}/reset-password`,
    allowedOrigins(deps.config),
  );
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const claimed = await claimEmailSlot(tx, user.id, now, emailSlotOpenedBefore(deps, now));
    if (!claimed) return;
    // Only the newest reset link works: its token replaces the previous one.
    const token = generateOpaqueToken();
    await updateUser(tx, user.id, { recoveryTokenHash: hashToken(token), recoverySentAt: now });
    await recordEmailLinkFlow(tx, { userId: user.id, kind: 'recovery', linkToken: token, codeChallenge });
    const link = new URL(`${deps.config.publicUrl}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', 'recovery');
    link.searchParams.set('redirect_to', target);
    const url = link.toString();
    const locale = (await profileOf(tx, user.id))?.locale ?? context.language;
    await deps.mailer.queue(tx, { to: user.email, template: 'password-recovery', locale, data: { url } });
  });
  deps.mailer.wake();
  // Known and unknown addresses answer after the same time (issue 23 finding 5): the work for a
  // known one (token, link, email) took measurably longer, which told whether an account exists.
  // Every answer waits until RECOVER_ANSWER_MS after the request began.
  const wait = now.getTime() + RECOVER_ANSWER_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return {};
}

/**
 * PUT /auth/v1/user { password, current_password? }. A normal session must give the current
 * password; a recovery session (reset link) or a temporary password need not. Changing it ends
 * the user's other sessions; a reset ends all of them, the reset link's own included.
 */
export async function updatePassword(
  deps: AuthDeps,
  auth: Authenticated,
  body: { password: string; current_password?: string },
  context: RequestContext,
): Promise<AuthUser> {
  const { user, session } = auth;
  const isRecovery = session.kind === 'recovery';
  if (!isRecovery && !user.mustChangePassword) {
    if (!body.current_password) {
      throw new AppError('reauthentication_needed', 'Current password required');
    }
    const rule = rateRules(deps.config)['login-failures'];
    await assertUnderRateLimit(deps.db, rule, context.ip);
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      await recordRateLimitHit(deps.db, rule, context.ip);
      deps.log.warn({ event: 'auth.reauthentication_failed', userId: user.id }, 'wrong current password');
      throw new AppError('invalid_grant', 'Current password is incorrect');
    }
  }
  const profile = await profileOf(deps.db, user.id);
  assertStrongPassword(body.password, { email: user.email, names: [profile?.firstName, profile?.lastName] });
  if (await verifyPassword(user.passwordHash, body.password)) {
    throw new AppError('same_password', 'New password should be different from the old password.');
  }
  const passwordHash = await hashPassword(body.password);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, {
      passwordHash,
      mustChangePassword: false,
      // Following a reset link proves the address too.
      emailConfirmedAt: user.emailConfirmedAt ?? (isRecovery ? new Date() : null),
    });
    await deleteUserSessions(tx, user.id, isRecovery ? undefined : session.id);
    // A new password ends a lock that failed sign-ins put on the account (QUALITY.md row 20).
    await clearRateLimit(tx, rateRules(deps.config)['account-failures'], user.email);
    // Tell the holder (issue 23 finding 12), unless this was the first password of their own,
    // which they are choosing right now (a tenant's temporary one, a contested sign-up).
    if (!user.mustChangePassword) {
      await deps.mailer.queue(tx, {
        to: user.email,
        template: 'password-changed',
        locale: profile?.locale ?? context.language,
        data: { url: `${deps.config.publicUrl}/forgot-password` },
      });
    }
    // A tenant who sets their own password has taken over the account the owner created.
    if (user.role === 'tenant') await activateTenantForAccount(tx, user.id, user.email);
    return row;
  });
  deps.mailer.wake();
  deps.log.info(
    { event: 'auth.password_changed', userId: user.id, viaReset: isRecovery },
    'password changed',
  );
  return toAuthUser(updated ?? user);
}
