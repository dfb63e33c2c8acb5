import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { authRateLimits } from '../db/schema';
import { deleteStaleRateLimits, hitRateLimit, readRateLimit } from './auth.repository';

/**
 * The auth rate limits (QUALITY.md security rows 1 and 4), per client address. `request.ip` is
 * the socket address unless TRUST_PROXY is set, so a spoofed X-Forwarded-For changes nothing.
 * Counters live in the database so that every instance of the server shares them.
 */
export interface RateRule {
  name: 'login-failures' | 'account-failures' | 'email-requests' | 'verify' | 'resend-interval';
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins per email address per 15 min before it is locked (QUALITY.md row 20). */
// Above the per-address limit (10), so one client is stopped by that first and the account stays
// usable from elsewhere; many clients together are stopped here.
export const ACCOUNT_FAILURE_LIMIT = 20;

export function rateRules(config: Config): Record<RateRule['name'], RateRule> {
  return {
    /** The 11th failed login in 15 min from one address answers 429 (row 1). */
    'login-failures': { name: 'login-failures', max: config.auth.loginFailureLimit, windowSeconds: 15 * 60 },
    /**
     * Failed sign-ins for one email address, from any client address (row 20): after 20 in 15 min
     * the address is locked for the rest of the window, whatever the password. Keyed by the address
     * typed, known or not, so the lock says nothing about whether an account exists. A password
     * reset is not affected, and clears the lock (password-recovery.service.ts).
     */
    'account-failures': { name: 'account-failures', max: ACCOUNT_FAILURE_LIMIT, windowSeconds: 15 * 60 },
    /** signup, recover and resend together (row 4). */
    'email-requests': { name: 'email-requests', max: config.auth.emailRequestLimit, windowSeconds: 60 * 60 },
    verify: { name: 'verify', max: config.auth.verifyLimit, windowSeconds: 15 * 60 },
    /**
     * One confirmation email per typed address per AUTH_EMAIL_INTERVAL_SECONDS (issue 23 finding
     * 12): a sign-up starts the window, a resend inside it answers 429 saying when to try again.
     * Keyed by the address typed, known or not, so the answer says nothing about accounts.
     */
    'resend-interval': {
      name: 'resend-interval',
      max: 1,
      windowSeconds: config.auth.emailIntervalSeconds,
    },
  };
}

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;

function tooMany(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('over_request_rate_limit', 'Too many requests. Please try again later.', {
    headers: { 'retry-after': String(seconds) },
  });
}

function secondsLeft(rule: RateRule, windowStartedAt: Date, now: Date): number {
  return (windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000;
}

/** Counts a request and throws 429 (with Retry-After) once the window holds more than `max`. */
export async function consumeRateLimit(db: DbOrTx, rule: RateRule, subject: string, now = new Date()) {
  const { hits, windowStartedAt } = await hitRateLimit(db, keyOf(rule, subject), rule.windowSeconds, now);
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.02) await deleteStaleRateLimits(db, new Date(now.getTime() - 24 * 3600 * 1000));
  if (hits > rule.max) throw tooMany(secondsLeft(rule, windowStartedAt, now));
}

/**
 * A resend inside the address's interval: 429 with Retry-After and GoTrue's own wording, which
 * names the seconds to wait (the web shows "try again in N s"). Counts this request otherwise.
 */
export async function consumeEmailInterval(db: DbOrTx, rule: RateRule, email: string, now = new Date()) {
  if (rule.windowSeconds <= 0) return;
  const { hits, windowStartedAt } = await hitRateLimit(db, keyOf(rule, email), rule.windowSeconds, now);
  if (hits <= rule.max) return;
  const seconds = Math.max(1, Math.ceil(secondsLeft(rule, windowStartedAt, now)));
  throw new AppError(
    'over_request_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** Throws 429 when the window already holds `max` hits, without counting this request. */
export async function assertUnderRateLimit(db: DbOrTx, rule: RateRule, subject: string, now = new Date()) {
  const current = await readRateLimit(db, keyOf(rule, subject));
  if (!current) return;
  const left = secondsLeft(rule, current.windowStartedAt, now);
  if (left > 0 && current.hits >= rule.max) throw tooMany(left);
}

/** Counts one failure (for rules checked with `assertUnderRateLimit`). */
export async function recordRateLimitHit(db: DbOrTx, rule: RateRule, subject: string, now = new Date()) {
  await hitRateLimit(db, keyOf(rule, subject), rule.windowSeconds, now);
}

/** Forgets a subject's window (a password reset ends the lock on its account). */
export async function clearRateLimit(db: DbOrTx, rule: RateRule, subject: string) {
  await db.delete(authRateLimits).where(eq(authRateLimits.key, keyOf(rule, subject)));
}
