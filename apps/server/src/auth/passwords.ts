import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEMPORARY_PASSWORD_ALPHABET,
  TEMPORARY_PASSWORD_LENGTH,
} from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';

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
 * 125,492 common passwords (the SecLists top 100,000 and more), lower-cased (common-passwords.NOTICE.md says where they come from and
 * under which licences), shipped gzipped next to this file — and next to dist/main.js, where
 * build.mjs copies it. Read on first use: most processes never check a new password.
 */
let commonPasswords: Set<string> | undefined;
export function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(
    gunzipSync(readFileSync(new URL('./common-passwords.txt.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords;
}

/** Every password is checked against the product's own name (QUALITY.md security row 9). */
const PRODUCT_WORDS = ['rentwise', 'rent wise'];

/** Who is choosing the password: what it must not be built from. */
export interface PasswordContext {
  email?: string;
  names?: (string | null | undefined)[];
}

export type WeakPasswordReason = 'length' | 'common' | 'predictable' | 'personal';

/** `123456789012`, `987654321`, `aaaaaaaa`, `abcdefgh`, `abab…`: one step or one pattern repeated. */
function isPredictable(lower: string): boolean {
  const chars = [...lower];
  if (new Set(chars).size <= 2) return true;
  const codes = chars.map((char) => char.codePointAt(0) as number);
  const step = (a: number, b: number) => {
    // Digits wrap round (…8, 9, 0, 1…), as on a keyboard's number row.
    if (a >= 48 && a <= 57 && b >= 48 && b <= 57)
      return (b - a + 10) % 10 === 1 ? 1 : (a - b + 10) % 10 === 1 ? -1 : 0;
    return b - a;
  };
  const first = step(codes[0], codes[1]);
  return (
    (first === 1 || first === -1) && codes.every((code, i) => i === 0 || step(codes[i - 1], code) === first)
  );
}

/** The words of an email and of names, three letters or more: `sam.owner@acme.example` → sam, owner, acme. */
function personalWords(context: PasswordContext): string[] {
  const [local = '', domain = ''] = (context.email ?? '').toLowerCase().split('@');
  const words = [
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...domain.split('.').slice(0, -1),
    ...(context.names ?? []).flatMap((name) => (name ?? '').toLowerCase().split(/\s+/)),
  ];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * The password without the words it may not be built from, when it holds one: `Rentwise2026` → `2026`.
 * Longest words first, so `sam.owner` goes before `sam`.
 */
function withoutWords(lower: string, words: string[]): string | undefined {
  let rest = lower;
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  return rest === lower ? undefined : rest;
}

/**
 * Why a new password is refused; empty when it is acceptable. Besides the length: a common
 * password (also with digits or symbols added before or after: `Password2026!`), a sequence or
 * repetition (`123456789012`), or one built from the product's name or the person's email or
 * names with only a few letters of its own (`Rentwise2026`, `sam.owner1`).
 */
export function weakPasswordReasons(password: string, context: PasswordContext = {}): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) reasons.push('length');
  const lower = password.toLowerCase();
  const common = commonPasswordSet();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (common.has(lower) || (core.length >= 4 && common.has(core))) reasons.push('common');
  // A short one is already refused for its length, the message the spec gives.
  else if (!reasons.includes('length') && isPredictable(lower)) reasons.push('predictable');
  const rest = withoutWords(lower, [...PRODUCT_WORDS, ...personalWords(context)]);
  if (rest !== undefined && !/(\p{L}.*){4}/u.test(rest)) reasons.push('personal');
  return reasons;
}

/** Throws `weak_password` (422) with the reasons, the way the spec's auth service does. */
export function assertStrongPassword(password: string, context: PasswordContext = {}): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('validation_failed', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  const reasons = weakPasswordReasons(password, context);
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
