import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthSession, EmailLinkType } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { DbOrTx } from '../db/client';
import type { UserRow } from '../db/schema';
import {
  deleteFlowState,
  deleteUserFlowStates,
  deleteUserSessionsOfKind,
  findFlowStateByAuthCodeHash,
  findUserByConfirmationTokenHash,
  findUserById,
  findUserByRecoveryTokenHash,
  insertFlowState,
  issueFlowAuthCode,
  updateUser,
} from './auth.repository';
import {
  type AuthDeps,
  allowedOrigins,
  RECOVERY_TTL_SECONDS,
  type RequestContext,
  startSession,
} from './auth-common';
import { consumeRateLimit, rateRules } from './rate-limits';
import { allowedRedirect, withFragment } from './redirects';
import { generateOpaqueToken, hashToken } from './tokens';

/**
 * Following an email link (sign-up confirmation, password reset) and PKCE (decision 020).
 *
 * Every email carries only a one-time link token to GET /auth/v1/verify (stored hashed). If the
 * request that sent the email gave a `code_challenge` (PKCE), following the link answers a
 * redirect to the site with `?code=…`, a one-time auth code that only the browser holding the
 * code verifier can exchange for a session (POST /token?grant_type=pkce). Otherwise (implicit
 * flow, for clients that ask for it) the redirect carries the session in the URL fragment.
 */

/** QUALITY.md row 8: confirmation links last 24 h, reset links 1 h. */
export const CONFIRMATION_TTL_SECONDS = 24 * 3600;
/** An auth code is exchanged by the page it was redirected to, within seconds: 5 min is plenty. */
export const AUTH_CODE_TTL_SECONDS = 300;

const LINK_INVALID = 'Email link is invalid or has expired';

/** The PKCE part of a sign-up, resend or recover body: both keys or neither; S256 only. */
export function codeChallengeOf(body: {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}): string | null {
  const challenge = body.code_challenge ?? null;
  const method = body.code_challenge_method ?? null;
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw new AppError('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  return challenge;
}

/**
 * Called with each email link created: drops the account's older flows of that kind (their links
 * stopped working) and records this link's code challenge, if the client sent one.
 */
export async function recordEmailLinkFlow(
  tx: DbOrTx,
  link: { userId: string; kind: EmailLinkType; linkToken: string; codeChallenge: string | null },
): Promise<void> {
  await deleteUserFlowStates(tx, link.userId, link.kind);
  if (!link.codeChallenge) return;
  await insertFlowState(tx, {
    userId: link.userId,
    kind: link.kind,
    linkTokenHash: hashToken(link.linkToken),
    codeChallenge: link.codeChallenge,
  });
}

/**
 * Spends an email link's token (single use, within its lifetime): a sign-up link confirms the
 * address. Answers the account, or undefined for an unknown, used or expired link.
 */
async function spendLinkToken(
  tx: DbOrTx,
  type: EmailLinkType,
  token: string,
  now: Date,
): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  if (type === 'signup') {
    const user = await findUserByConfirmationTokenHash(tx, tokenHash);
    const sentAt = user?.confirmationSentAt?.getTime() ?? 0;
    if (!user || now.getTime() - sentAt > CONFIRMATION_TTL_SECONDS * 1000) return undefined;
    return updateUser(tx, user.id, {
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      confirmationTokenHash: null,
      lastSignInAt: now,
    });
  }
  const user = await findUserByRecoveryTokenHash(tx, tokenHash);
  const sentAt = user?.recoverySentAt?.getTime() ?? 0;
  if (!user || now.getTime() - sentAt > RECOVERY_TTL_SECONDS * 1000) return undefined;
  return updateUser(tx, user.id, { recoveryTokenHash: null });
}

/** The session a followed link opens: a sign-up session, or a recovery session (it may only set the password). */
async function startLinkSession(
  deps: AuthDeps,
  tx: DbOrTx,
  user: UserRow,
  type: EmailLinkType,
  now: Date,
): Promise<AuthSession> {
  // Only the newest reset link's session works.
  if (type === 'recovery') await deleteUserSessionsOfKind(tx, user.id, 'recovery');
  return startSession(deps, tx, user, type, now);
}

/**
 * GET /auth/v1/verify?token&type=signup|recovery&redirect_to: answers where to redirect. PKCE
 * link: the site with `?code=`. Implicit link: the site with the session in the fragment. A bad
 * link: /login (sign-up) or the reset page (recovery) with the error in the fragment.
 */
export async function followEmailLink(
  deps: AuthDeps,
  query: { token?: string; type?: EmailLinkType; redirect_to?: string },
  context: RequestContext,
): Promise<string> {
  await consumeRateLimit(deps.db, rateRules(deps.config).verify, context.ip);
  const type = query.type ?? 'signup';
  const fallback = `${deps.config.publicUrl}${type === 'recovery' ? '/reset-password' : '/'}`;
  const target = allowedRedirect(query.redirect_to, fallback, allowedOrigins(deps.config));
  const failure = withFragment(type === 'recovery' ? target : new URL('/login', target).toString(), {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: LINK_INVALID,
  });
  if (!query.token) return failure;
  const token = query.token;
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await spendLinkToken(tx, type, token, now);
    if (!user) return undefined;
    const authCode = generateOpaqueToken();
    const flow = await issueFlowAuthCode(tx, hashToken(token), hashToken(authCode), now);
    if (flow) return { kind: 'pkce' as const, authCode };
    return { kind: 'implicit' as const, session: await startLinkSession(deps, tx, user, type, now) };
  });
  if (!outcome) {
    deps.log.warn({ event: 'auth.link_rejected', type }, 'invalid or expired email link');
    return failure;
  }
  if (outcome.kind === 'pkce') {
    const url = new URL(target);
    url.searchParams.set('code', outcome.authCode);
    return url.toString();
  }
  const { session } = outcome;
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  });
}

/**
 * POST /auth/v1/verify { type, token_hash } (auth-js `verifyOtp`): spends the link's token like
 * GET /verify and answers the session itself. `email` is auth-js's name for a sign-up link.
 */
export async function verifyEmailLinkToken(
  deps: AuthDeps,
  body: { type: EmailLinkType | 'email'; token_hash: string },
  context: RequestContext,
): Promise<AuthSession> {
  await consumeRateLimit(deps.db, rateRules(deps.config).verify, context.ip);
  const type: EmailLinkType = body.type === 'recovery' ? 'recovery' : 'signup';
  const now = new Date();
  const session = await deps.db.transaction(async (tx) => {
    const user = await spendLinkToken(tx, type, body.token_hash, now);
    if (!user) return undefined;
    await deleteUserFlowStates(tx, user.id, type);
    return startLinkSession(deps, tx, user, type, now);
  });
  if (!session) {
    deps.log.warn({ event: 'auth.link_rejected', type }, 'invalid or expired email link');
    throw new AppError('otp_expired', LINK_INVALID);
  }
  return session;
}

/** base64url(SHA-256(verifier)), compared in constant time with the stored challenge. */
function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/**
 * POST /auth/v1/token?grant_type=pkce { auth_code, code_verifier }: the session of a followed
 * PKCE link. The code works once and for 5 minutes; a wrong verifier leaves it unspent (only the
 * browser that asked for the email can give the right one).
 */
export async function exchangeAuthCode(
  deps: AuthDeps,
  body: { auth_code: string; code_verifier: string },
): Promise<AuthSession> {
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const flow = await findFlowStateByAuthCodeHash(tx, hashToken(body.auth_code));
    const issuedAt = flow?.authCodeIssuedAt?.getTime() ?? 0;
    if (!flow || now.getTime() - issuedAt > AUTH_CODE_TTL_SECONDS * 1000) return 'not_found' as const;
    if (!verifierMatches(body.code_verifier, flow.codeChallenge)) return 'bad_verifier' as const;
    if (!(await deleteFlowState(tx, flow.id))) return 'not_found' as const;
    const user = await findUserById(tx, flow.userId);
    if (!user) return 'not_found' as const;
    return startLinkSession(deps, tx, user, flow.kind, now);
  });
  if (result === 'bad_verifier') {
    deps.log.warn({ event: 'auth.pkce_bad_verifier' }, 'code verifier does not match the code challenge');
    throw new AppError('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  if (result === 'not_found') {
    throw new AppError('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  return result;
}
