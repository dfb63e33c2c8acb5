import type { AuthSession } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import {
  deleteSession,
  deleteUserSessions,
  findRefreshToken,
  findSessionWithUser,
  findUserByEmail,
  insertRefreshToken,
  revokeLiveRefreshToken,
  touchSession,
  updateUser,
} from './auth.repository';
import {
  type AuthDeps,
  type Authenticated,
  isExpired,
  normalizeEmail,
  type RequestContext,
  sessionObject,
  startSession,
  tokenKeys,
} from './auth-common';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { assertUnderRateLimit, rateRules, recordRateLimitHit } from './rate-limits';
import { hashToken, successorToken, verifyAccessToken } from './tokens';

/** Signing in, refreshing, checking a bearer token and signing out. */

/** QUALITY.md row 6: a spent refresh token presented again within 10 s answers the live successor. */
export const REFRESH_REUSE_WINDOW_SECONDS = 10;
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

/** An owner's account signed up twice before it was confirmed: must_change_password marks it. */
function isContestedSignUp(user: { role: string; mustChangePassword: boolean }): boolean {
  return user.role === 'owner' && user.mustChangePassword;
}

// --- sign-in and refresh ----------------------------------------------------------------------

/**
 * POST /auth/v1/token?grant_type=password. Unknown email and wrong password answer the same
 * (and take the same time); 'Email not confirmed' only after a correct password. Failures count
 * towards the per-address throttle.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  body: { email: string; password: string },
  context: RequestContext,
): Promise<AuthSession> {
  const rule = rateRules(deps.config)['login-failures'];
  try {
    await assertUnderRateLimit(deps.db, rule, context.ip);
  } catch (error) {
    deps.log.warn({ event: 'auth.login_throttled' }, 'login refused: too many failed attempts');
    throw error;
  }
  if (!body.email.trim() || !body.password) throw new AppError('validation_failed', MISSING_CREDENTIALS);
  const email = normalizeEmail(body.email);
  // Per account too (QUALITY.md row 20): many client addresses guessing one account's password.
  const accountRule = rateRules(deps.config)['account-failures'];
  try {
    await assertUnderRateLimit(deps.db, accountRule, email);
  } catch (error) {
    deps.log.warn(
      { event: 'auth.account_throttled' },
      'login refused: too many failed attempts for the account',
    );
    throw error;
  }
  const user = await findUserByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await burnPasswordCheck(body.password).then(() => false);
  // A contested sign-up (sign-up.service.ts: an unconfirmed address signed up again) has no
  // password anyone may sign in with: the one who confirms the address chooses it.
  if (!user || !valid || isContestedSignUp(user)) {
    await recordRateLimitHit(deps.db, rule, context.ip);
    await recordRateLimitHit(deps.db, accountRule, email);
    deps.log.warn(
      { event: 'auth.login_failed', userId: user?.id, knownAccount: Boolean(user) },
      'failed login',
    );
    throw new AppError('invalid_grant', INVALID_CREDENTIALS);
  }
  if (!user.emailConfirmedAt) {
    deps.log.info({ event: 'auth.login_unconfirmed', userId: user.id }, 'login refused: email not confirmed');
    throw new AppError('email_not_confirmed', 'Email not confirmed');
  }
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const signedIn = (await updateUser(tx, user.id, { lastSignInAt: now })) ?? user;
    return startSession(deps, tx, signedIn, 'password', now);
  });
}

/**
 * POST /auth/v1/token?grant_type=refresh_token. Rotation: the token is revoked and its successor
 * issued. A spent token presented again within 10 s answers the current successor (concurrent
 * tabs); after that it is treated as stolen and the whole session (the family) is revoked.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<AuthSession> {
  const keys = tokenKeys(deps.config);
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const won = await revokeLiveRefreshToken(tx, hashToken(refreshToken), now);
    if (won) {
      const owner = await findSessionWithUser(tx, won.sessionId);
      if (!owner || isExpired(owner.session, now)) return { error: 'expired' as const };
      const successor = successorToken(keys, refreshToken);
      await insertRefreshToken(tx, {
        sessionId: won.sessionId,
        tokenHash: hashToken(successor),
        parentId: won.id,
        createdAt: now,
      });
      await touchSession(tx, won.sessionId, now);
      return { owner, token: successor };
    }
    const spent = await findRefreshToken(tx, hashToken(refreshToken));
    if (!spent) return { error: 'not_found' as const };
    const owner = await findSessionWithUser(tx, spent.sessionId);
    if (!owner || isExpired(owner.session, now)) return { error: 'expired' as const };
    const spentFor = now.getTime() - (spent.revokedAt?.getTime() ?? 0);
    if (spentFor > REFRESH_REUSE_WINDOW_SECONDS * 1000) {
      await deleteSession(tx, spent.sessionId);
      return { error: 'reused' as const, userId: owner.user.id, sessionId: spent.sessionId };
    }
    // Within the window: walk the chain of successors to the live one.
    let candidate = successorToken(keys, refreshToken);
    for (let step = 0; step < 20; step++) {
      const row = await findRefreshToken(tx, hashToken(candidate));
      if (!row) break;
      if (!row.revokedAt) return { owner, token: candidate };
      candidate = successorToken(keys, candidate);
    }
    return { error: 'not_found' as const };
  });
  if ('error' in result) {
    if (result.error === 'reused') {
      deps.log.warn(
        { event: 'auth.refresh_token_reused', userId: result.userId, sessionId: result.sessionId },
        'refresh token reused after the reuse window: session revoked',
      );
      throw new AppError('invalid_grant', 'Invalid Refresh Token: Already Used');
    }
    if (result.error === 'expired')
      throw new AppError('invalid_grant', 'Invalid Refresh Token: Session Expired');
    throw new AppError('invalid_grant', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return sessionObject(deps, result.owner.user, result.owner.session.id, result.token, now);
}

export type BearerCheck =
  | { ok: true; auth: Authenticated }
  | { ok: false; code: 'no_authorization' | 'bad_jwt' | 'session_not_found'; message: string };

/**
 * Checks a bearer token: signature, expiry, and that its session still exists (so logout and
 * password changes take effect at once). Account data comes from the database, not the token.
 */
export async function checkBearer(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  header: string | undefined,
): Promise<BearerCheck> {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match)
    return { ok: false, code: 'no_authorization', message: 'This endpoint requires a Bearer token' };
  const verified = await verifyAccessToken(tokenKeys(deps.config), match[1]);
  if (!verified.ok) {
    return {
      ok: false,
      code: 'bad_jwt',
      message:
        verified.reason === 'expired'
          ? 'invalid JWT: token is expired'
          : 'invalid JWT: unable to parse or verify signature',
    };
  }
  const found = await findSessionWithUser(deps.db, verified.sessionId);
  if (!found || found.user.id !== verified.userId || isExpired(found.session, new Date())) {
    return {
      ok: false,
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    };
  }
  return {
    ok: true,
    auth: {
      account: { userId: found.user.id, role: found.user.role },
      session: found.session,
      user: found.user,
      restricted: found.user.mustChangePassword || found.session.kind === 'recovery',
    },
  };
}

/** POST /auth/v1/logout?scope=local|global|others */
export async function logout(deps: AuthDeps, auth: Authenticated, scope: 'local' | 'global' | 'others') {
  if (scope === 'local') {
    await deleteSession(deps.db, auth.session.id);
  } else {
    await deleteUserSessions(deps.db, auth.user.id, scope === 'others' ? auth.session.id : undefined);
  }
}
