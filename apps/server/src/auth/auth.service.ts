import { randomUUID } from 'node:crypto';
import type { AuthSession, AuthUser, SignUpBody } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { SessionRow, UserRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { createProfile, profileOf } from '../modules/profiles/profiles.service';
import { activateTenantForAccount } from '../modules/tenants/tenants.service';
import type { Actor } from './actor';
import {
  claimEmailSlot,
  deleteSession,
  deleteUserSessions,
  deleteUserSessionsOfKind,
  findRefreshToken,
  findSessionWithUser,
  findUserByConfirmationTokenHash,
  findUserByEmail,
  insertRefreshToken,
  insertSession,
  insertUser,
  revokeLiveRefreshToken,
  touchSession,
  updateUser,
} from './auth.repository';
import {
  assertStrongPassword,
  burnPasswordCheck,
  generateTemporaryPassword,
  hashPassword,
  verifyPassword,
} from './passwords';
import { assertUnderRateLimit, consumeRateLimit, rateRules, recordRateLimitHit } from './rate-limits';
import { allowedRedirect, withFragment } from './redirects';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createTokenKeys,
  generateOpaqueToken,
  hashToken,
  signAccessToken,
  successorToken,
  type TokenKeys,
  verifyAccessToken,
} from './tokens';

/** QUALITY.md row 6: a spent refresh token presented again within 10 s answers the live successor. */
export const REFRESH_REUSE_WINDOW_SECONDS = 10;
/** QUALITY.md row 8: confirmation links last 24 h, reset links (recovery sessions) 1 h. */
export const CONFIRMATION_TTL_SECONDS = 24 * 3600;
export const RECOVERY_TTL_SECONDS = 3600;
/**
 * A signed-in session ends 30 days after sign-in however often it is refreshed: a stolen refresh
 * token cannot keep a session alive for ever, and the user signs in again once a month.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A verified bearer token: its session and account, read fresh from the database. */
export interface Authenticated {
  actor: Actor;
  session: SessionRow;
  user: UserRow;
  /** Temporary password not yet changed, or a recovery (reset-link) session. */
  restricted: boolean;
}

const keysCache = new WeakMap<Config, TokenKeys>();
export function tokenKeys(config: Config): TokenKeys {
  let keys = keysCache.get(config);
  if (!keys) {
    keys = createTokenKeys(config.jwtSecret, config.publicUrl);
    keysCache.set(config, keys);
  }
  return keys;
}

const emailSchema = z.email();

/** Emails are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function requireValidEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 320 || !emailSchema.safeParse(normalized).success) {
    throw new AppError('validation_failed', 'Unable to validate email address: invalid format');
  }
  return normalized;
}

/** QUALITY.md row 4: at most one confirmation or recovery email per address per 60 s (the default). */
function emailSlotOpenedBefore(deps: AuthDeps, now: Date): Date {
  return new Date(now.getTime() - deps.config.auth.emailIntervalSeconds * 1000);
}

function allowedOrigins(config: Config): string[] {
  return [new URL(config.publicUrl).origin, ...config.auth.redirectOrigins];
}

// --- DTOs -------------------------------------------------------------------------------------

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    aud: 'authenticated',
    email: user.email,
    role: user.role,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    must_change_password: user.mustChangePassword,
    user_metadata: user.userMetadata ?? {},
  };
}

/** Creates a session with its first refresh token, and answers the session object. */
async function startSession(
  deps: AuthDeps,
  tx: DbOrTx,
  user: UserRow,
  kind: SessionRow['kind'],
  now: Date,
): Promise<AuthSession> {
  const notAfter = kind === 'recovery' ? new Date(now.getTime() + RECOVERY_TTL_SECONDS * 1000) : null;
  const session = await insertSession(tx, { userId: user.id, kind, notAfter, createdAt: now });
  const refreshToken = generateOpaqueToken();
  await insertRefreshToken(tx, {
    sessionId: session.id,
    tokenHash: hashToken(refreshToken),
    parentId: null,
    createdAt: now,
  });
  return sessionObject(deps, user, session.id, refreshToken, now);
}

/** QUALITY.md row 5: access_token, refresh_token, "bearer", expires_in 3600, expires_at = now + 3600, user. */
async function sessionObject(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<AuthSession> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { token, expiresAt } = await signAccessToken(
    tokenKeys(deps.config),
    { userId: user.id, sessionId, role: user.role, email: user.email },
    issuedAt,
  );
  return {
    access_token: token,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: toAuthUser(user),
  };
}

// --- sign-up and email confirmation -----------------------------------------------------------

interface RequestContext {
  ip: string;
  language: Language;
}

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
  assertStrongPassword(body.password);
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
      await resendConfirmation(deps, tx, existing, redirectTo, locale, now);
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
  const user = await findUserByEmail(deps.db, normalizeEmail(body.email));
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await burnPasswordCheck(body.password).then(() => false);
  if (!user || !valid) {
    await recordRateLimitHit(deps.db, rule, context.ip);
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

/** Past its own end (a recovery session's hour) or past the absolute session lifetime. */
function isExpired(session: SessionRow, now: Date): boolean {
  const end = session.notAfter?.getTime() ?? session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
  return end <= now.getTime();
}

// --- password recovery ------------------------------------------------------------------------

/**
 * POST /auth/v1/recover: the same empty answer for known and unknown addresses. A known address
 * gets (at most once per 60 s) an email whose link opens /reset-password with a recovery session
 * in the fragment: valid 1 h, it can only change the password, and changing it ends every
 * session including itself (single use). Only hashes of its tokens are stored.
 */
export async function recover(
  deps: AuthDeps,
  body: { email: string; redirect_to?: string },
  context: RequestContext,
): Promise<Record<string, never>> {
  await consumeRateLimit(deps.db, rateRules(deps.config)['email-requests'], context.ip);
  const email = requireValidEmail(body.email);
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
    // Only the newest reset link works.
    await deleteUserSessionsOfKind(tx, user.id, 'recovery');
    const session = await startSession(deps, tx, user, 'recovery', now);
    const url = withFragment(target, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: 'recovery',
    });
    const locale = (await profileOf(tx, user.id))?.locale ?? context.language;
    await deps.mailer.queue(tx, { to: user.email, template: 'password-recovery', locale, data: { url } });
  });
  deps.mailer.wake();
  return {};
}

// --- the signed-in user -----------------------------------------------------------------------

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
      actor: { userId: found.user.id, role: found.user.role },
      session: found.session,
      user: found.user,
      restricted: found.user.mustChangePassword || found.session.kind === 'recovery',
    },
  };
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
  assertStrongPassword(body.password);
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
    // A tenant who sets their own password has taken over the account the owner created.
    if (user.role === 'tenant') await activateTenantForAccount(tx, user.id, user.email);
    return row;
  });
  deps.log.info(
    { event: 'auth.password_changed', userId: user.id, viaReset: isRecovery },
    'password changed',
  );
  return toAuthUser(updated ?? user);
}

/** POST /auth/v1/logout?scope=local|global|others */
export async function logout(deps: AuthDeps, auth: Authenticated, scope: 'local' | 'global' | 'others') {
  if (scope === 'local') {
    await deleteSession(deps.db, auth.session.id);
  } else {
    await deleteUserSessions(deps.db, auth.user.id, scope === 'others' ? auth.session.id : undefined);
  }
}

// --- accounts created by owners ---------------------------------------------------------------

/** For the tenants module: whether an account already uses this address (as stored, lower case). */
export async function emailHasAccount(db: DbOrTx, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * Creates a tenant's login account inside the caller's transaction (the tenants feature adds the
 * tenant record in the same one): confirmed, role tenant, `must_change_password`, with a
 * 12-character temporary password that is returned once and never logged. An address that
 * already has an account answers 409 CONFLICT.
 */
export async function createTenantAccount(
  tx: Tx,
  input: { email: string; firstName: string; lastName: string; locale: Language },
): Promise<{ userId: string; temporaryPassword: string }> {
  const email = requireValidEmail(input.email);
  const temporaryPassword = generateTemporaryPassword();
  const user = await insertUser(tx, {
    email,
    passwordHash: await hashPassword(temporaryPassword),
    role: 'tenant',
    emailConfirmedAt: new Date(),
    mustChangePassword: true,
    userMetadata: { first_name: input.firstName, last_name: input.lastName, role: 'tenant' },
  });
  if (!user) throw new AppError('CONFLICT', 'An account with this email address already exists');
  await createProfile(tx, {
    id: user.id,
    email,
    role: 'tenant',
    firstName: input.firstName,
    lastName: input.lastName,
    locale: input.locale,
  });
  return { userId: user.id, temporaryPassword };
}
