import type { AuthSession, AuthUser } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import type { SessionRow, UserRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Account } from './actor';
import { insertRefreshToken, insertSession } from './auth.repository';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createTokenKeys,
  generateOpaqueToken,
  hashToken,
  signAccessToken,
  type TokenKeys,
} from './tokens';

/**
 * What the auth services share (sign-up, sessions, password recovery, tenant accounts): their
 * dependencies, the token keys, email checks, and starting and answering a session.
 */

/** QUALITY.md row 8: reset links (recovery sessions) last 1 h. */
export const RECOVERY_TTL_SECONDS = 3600;
/**
 * A signed-in session ends 30 days after sign-in however often it is refreshed: a stolen refresh
 * token cannot keep a session alive for ever, and the user signs in again once a month.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A verified bearer token: its session and account, read fresh from the database. */
export interface Authenticated {
  account: Account;
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

export function requireValidEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 320 || !emailSchema.safeParse(normalized).success) {
    throw new AppError('validation_failed', 'Unable to validate email address: invalid format');
  }
  return normalized;
}

/** QUALITY.md row 4: at most one confirmation or recovery email per address per 60 s (the default). */
export function emailSlotOpenedBefore(deps: AuthDeps, now: Date): Date {
  return new Date(now.getTime() - deps.config.auth.emailIntervalSeconds * 1000);
}

export function allowedOrigins(config: Config): string[] {
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
export async function startSession(
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
export async function sessionObject(
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

/** Where a request comes from: the rate limits' key and the language of any email it sends. */
export interface RequestContext {
  ip: string;
  language: Language;
}

/** Past its own end (a recovery session's hour) or past the absolute session lifetime. */
export function isExpired(session: SessionRow, now: Date): boolean {
  const end = session.notAfter?.getTime() ?? session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
  return end <= now.getTime();
}
