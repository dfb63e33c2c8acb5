import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Role } from '@rentwise/core/auth/schemas';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Spec section 3 / QUALITY.md row 5: access tokens live 3600 s. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const JWT_AUDIENCE = 'authenticated';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
}

export interface TokenKeys {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** Key deriving a refresh token's successor (see `successorToken`). */
  refreshKey: Buffer;
  issuer: string;
  /** Tokens whose signature and claims were verified already (see `verifyAccessToken`). */
  verified: Map<string, VerifiedAccessToken>;
}

interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/** How many verified tokens to remember: about one per active user of an instance. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Both keys come from JWT_SECRET, separated by purpose so neither can stand in for the other. */
export function createTokenKeys(jwtSecret: string, publicUrl: string): TokenKeys {
  return {
    jwtKey: new TextEncoder().encode(jwtSecret),
    refreshKey: createHmac('sha256', jwtSecret).update('rentwise refresh-token successor v1').digest(),
    issuer: `${publicUrl}/auth/v1`,
    verified: new Map(),
  };
}

/** Signs an access token (HS256). `exp` = `iat` + 3600; the session object echoes both. */
export async function signAccessToken(
  keys: TokenKeys,
  claims: AccessTokenClaims,
  issuedAt: number = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId, role: claims.role, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(keys.issuer)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.jwtKey);
  return { token, expiresAt };
}

export type AccessTokenCheck =
  | { ok: true; userId: string; sessionId: string }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), issuer,
 * audience and expiry. An opaque refresh token is not a JWT and fails here too.
 */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
  now: number = Date.now() / 1000,
): Promise<AccessTokenCheck> {
  // A client sends the same token on every request for its hour: verifying its signature once is
  // enough (WebCrypto HMAC was ~8% of a list request's CPU). Expiry is still checked every time;
  // the session behind the token is checked by the caller, in the database, every time.
  const known = keys.verified.get(token);
  if (known) {
    if (known.expiresAt <= now) {
      keys.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, userId: known.userId, sessionId: known.sessionId };
  }
  try {
    const { payload } = await jwtVerify(token, keys.jwtKey, {
      algorithms: ['HS256'],
      issuer: keys.issuer,
      audience: JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const sessionId = payload.sid;
    if (typeof payload.sub !== 'string' || typeof sessionId !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    if (keys.verified.size >= VERIFIED_TOKENS_KEPT) {
      // Forget the oldest (a Map iterates in insertion order).
      keys.verified.delete(keys.verified.keys().next().value as string);
    }
    keys.verified.set(token, { userId: payload.sub, sessionId, expiresAt: payload.exp as number });
    return { ok: true, userId: payload.sub, sessionId };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** An opaque token of 256 random bits (refresh tokens, email-link tokens). */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; the token itself exists in the client (or the email) alone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A refresh token's successor is derived from it with a server key, so the server can answer the
 * same successor to every request that presents the parent within the 10 s reuse window (20
 * concurrent refreshes → one live successor) while storing only hashes.
 */
export function successorToken(keys: TokenKeys, token: string): string {
  return createHmac('sha256', keys.refreshKey).update(token).digest('base64url');
}
