import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_OPTIONS,
  assertStrongPassword,
  commonPasswordSet,
  generateTemporaryPassword,
  hashPassword,
  verifyPassword,
  weakPasswordReasons,
} from './passwords';

describe('password hashing', () => {
  it('uses argon2id with m = 19456 KiB, t = 2, p = 1 and verifies', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword('a secret');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a secret')).toBe(true);
    expect(await verifyPassword(hash, 'A secret')).toBe(false);
    expect(await verifyPassword('not a hash', 'a secret')).toBe(false);
  });
});

describe('weak passwords', () => {
  it('ships a large common-password list, compressed (issue 23 finding 10)', () => {
    expect(commonPasswordSet().size).toBeGreaterThanOrEqual(100_000);
    // The most common passwords of the SecLists top-1M list, beyond the old top 10,000.
    for (const common of ['123456', 'bondbond', '654321q', 'bibibibi']) {
      expect(commonPasswordSet().has(common), common).toBe(true);
    }
    expect(commonPasswordSet().has('password')).toBe(true);
  });

  it('refuses the product name, sequences, and passwords built from the email or names (issue 23 finding 10)', () => {
    // The probe's three, each refused with a reason the web shows as "too common".
    expect(() => assertStrongPassword('rentwise')).toThrowError(
      expect.objectContaining({ code: 'weak_password' }),
    );
    expect(() => assertStrongPassword('Rentwise2026')).toThrowError(
      expect.objectContaining({ code: 'weak_password', reasons: expect.arrayContaining(['personal']) }),
    );
    expect(() => assertStrongPassword('123456789012')).toThrowError(
      expect.objectContaining({ code: 'weak_password' }),
    );
    expect(weakPasswordReasons('0987654321')).not.toEqual([]);
    expect(weakPasswordReasons('abcdefghij')).not.toEqual([]);
    expect(weakPasswordReasons('zzzzzzzzzz')).not.toEqual([]);
    expect(weakPasswordReasons('Password2026!')).toEqual(['common']);
    const me = { email: 'sam.owner@acme.example', names: ['Samantha', 'Owner'] };
    expect(weakPasswordReasons('samantha1990', me)).toContain('personal');
    expect(weakPasswordReasons('Sam.Owner!', me)).toContain('personal');
    expect(weakPasswordReasons('acme2026!!', me)).toContain('personal');
    // The length message of the spec stays first when a password is also short.
    expect(() => assertStrongPassword('owner', me)).toThrowError('Password should be at least 6 characters.');
    // Long enough of its own: accepted.
    expect(weakPasswordReasons('correct horse battery')).toEqual([]);
    expect(weakPasswordReasons('samantha likes tall ferns', me)).toEqual([]);
    expect(weakPasswordReasons('482915736048')).toEqual([]);
  });

  it('refuses short ones (under 6) and common ones, case-insensitively', () => {
    expect(weakPasswordReasons('Zq8#v')).toEqual(['length']);
    expect(weakPasswordReasons('12345')).toEqual(['length', 'common']);
    expect(weakPasswordReasons('password')).toEqual(['common']);
    expect(weakPasswordReasons('PassWord')).toEqual(['common']);
    expect(weakPasswordReasons('trustno1')).toEqual(['common']);
    expect(weakPasswordReasons('Zq8#vL')).toEqual([]);
    // Length counts characters, not UTF-16 units.
    expect(weakPasswordReasons('🔑🔑🔑🔑🔑')).toEqual(['length']);
  });

  it('throws weak_password with the reasons', () => {
    expect(() => assertStrongPassword('qwerty')).toThrowError(
      expect.objectContaining({ code: 'weak_password', reasons: ['common'], status: 422 }),
    );
    expect(() => assertStrongPassword('x'.repeat(257))).toThrowError(
      expect.objectContaining({ code: 'validation_failed' }),
    );
  });
});

describe('temporary passwords', () => {
  it('are 12 characters of [A-Za-z0-9], different every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const password = generateTemporaryPassword();
      expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(2000);
  });

  it('use the whole alphabet', () => {
    const used = new Set(Array.from({ length: 500 }, generateTemporaryPassword).join(''));
    expect(used.size).toBe(62);
  });

  it('are never refused as weak', () => {
    fc.assert(
      fc.property(fc.constant(null), () => weakPasswordReasons(generateTemporaryPassword()).length === 0),
      { numRuns: 200 },
    );
  });
});
