import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedRedirect, withFragment } from './redirects';
import {
  createTokenKeys,
  generateOpaqueToken,
  hashToken,
  signAccessToken,
  successorToken,
  verifyAccessToken,
} from './tokens';

const keys = createTokenKeys('a-test-secret-that-is-long-enough-0123456789', 'http://localhost:5000');
const claims = {
  userId: '7f0c2b1e-5a4e-4c1b-9f49-3b1d7e2f8a10',
  sessionId: 's1',
  role: 'owner' as const,
  email: 'a@b.c',
};

describe('access tokens', () => {
  it('carry sub, sid, exp = iat + 3600 and verify', async () => {
    const { token, expiresAt } = await signAccessToken(keys, claims, 1_800_000_000);
    expect(expiresAt).toBe(1_800_003_600);
    const now = Math.floor(Date.now() / 1000);
    const fresh = await signAccessToken(keys, claims, now);
    expect(await verifyAccessToken(keys, fresh.token)).toEqual({
      ok: true,
      userId: claims.userId,
      sessionId: 's1',
    });
    expect(await verifyAccessToken(keys, token)).toEqual({
      ok: true,
      userId: claims.userId,
      sessionId: 's1',
    });
  });

  it('refuse expired tokens, other keys, other issuers and garbage', async () => {
    const expired = await signAccessToken(keys, claims, Math.floor(Date.now() / 1000) - 3601);
    expect(await verifyAccessToken(keys, expired.token)).toEqual({ ok: false, reason: 'expired' });
    const otherKey = createTokenKeys('another-test-secret-that-is-long-enough-987', 'http://localhost:5000');
    const forged = await signAccessToken(otherKey, claims);
    expect(await verifyAccessToken(keys, forged.token)).toEqual({ ok: false, reason: 'invalid' });
    const otherIssuer = createTokenKeys(
      'a-test-secret-that-is-long-enough-0123456789',
      'https://elsewhere.example',
    );
    expect((await verifyAccessToken(keys, (await signAccessToken(otherIssuer, claims)).token)).ok).toBe(
      false,
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (garbage) => {
        expect((await verifyAccessToken(keys, garbage)).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('remember a verified token without letting it outlive its expiry or its exact text', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = await signAccessToken(keys, claims, issuedAt);
    expect((await verifyAccessToken(keys, token)).ok).toBe(true);
    expect(keys.verified.has(token)).toBe(true);
    // Served from memory now; still refused once its hour is over.
    expect((await verifyAccessToken(keys, token, expiresAt - 1)).ok).toBe(true);
    expect(await verifyAccessToken(keys, token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(keys.verified.has(token)).toBe(false);
    // One changed character of the signature is a different token, verified from scratch.
    // (Not the last character: its low bits are base64 padding.)
    const at = token.length - 5;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect((await verifyAccessToken(keys, changed)).ok).toBe(false);
  });
});

describe('opaque tokens', () => {
  it('have 256 random bits and are stored as SHA-256 hex', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOpaqueToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('derive one successor per token, which only the server key can compute', () => {
    const token = generateOpaqueToken();
    expect(successorToken(keys, token)).toBe(successorToken(keys, token));
    expect(successorToken(keys, token)).not.toBe(token);
    const otherKey = createTokenKeys('another-test-secret-that-is-long-enough-987', 'http://localhost:5000');
    expect(successorToken(otherKey, token)).not.toBe(successorToken(keys, token));
  });
});

describe('redirect allow-list', () => {
  const origins = ['http://localhost:5000'];
  const fallback = 'http://localhost:5000/';
  it('keeps targets on an allowed origin, resolves relative ones, drops fragments', () => {
    expect(allowedRedirect('http://localhost:5000/reset-password', fallback, origins)).toBe(
      'http://localhost:5000/reset-password',
    );
    expect(allowedRedirect('/welcome?x=1#old', fallback, origins)).toBe('http://localhost:5000/welcome?x=1');
    expect(allowedRedirect(undefined, fallback, origins)).toBe(fallback);
  });

  it('never answers another origin (property-based)', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://localhost:5000@evil.example/',
      'http://user:pw@localhost:5000/',
      'https://localhost:5000/',
      'http://localhost:50000/',
    ]) {
      expect(new URL(allowedRedirect(evil, fallback, origins)).origin, evil).toBe('http://localhost:5000');
    }
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (candidate) => {
        expect(new URL(allowedRedirect(candidate, fallback, origins)).origin).toBe('http://localhost:5000');
      }),
      { numRuns: 300 },
    );
  });

  it('puts parameters in the fragment', () => {
    expect(withFragment('http://localhost:5000/#old', { a: 1, b: 'x y' })).toBe(
      'http://localhost:5000/#a=1&b=x+y',
    );
  });
});
