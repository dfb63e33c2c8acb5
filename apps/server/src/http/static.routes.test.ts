import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webRoutes } from '@rentwise/core/web-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signIn, TEST_PASSWORD } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';

/** A built SPA with two pre-rendered pages, as apps/web/scripts/prerender.mjs writes them. */
function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'rentwise-webdist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const language of ['en', 'fr']) {
    mkdirSync(path.join(dist, 'prerendered', language), { recursive: true });
    const text = language === 'en' ? 'Simple pricing' : 'Des tarifs simples';
    writeFileSync(
      path.join(dist, 'prerendered', language, 'pricing.html'),
      `<h1>${text}</h1>${' '.repeat(2000)}`,
    );
    writeFileSync(path.join(dist, 'prerendered', language, 'index.html'), `<h1>${language} landing</h1>`);
  }
  return dist;
}

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fakeWebDist();
  ctx = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pre-rendered public pages', () => {
  it('answers a public page with its pre-rendered HTML in the Accept-Language language', async () => {
    const english = await ctx.app.inject({
      url: '/pricing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Simple pricing');
    expect(english.headers.vary).toMatch(/Accept-Language/i);
    expect(english.headers['cache-control']).toBe('no-cache');
    const french = await ctx.app.inject({
      url: '/pricing/',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(french.body).toContain('Des tarifs simples');
    const other = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'de-DE' } });
    expect(other.body).toContain('en landing');
  });

  it('compresses them like every other asset', async () => {
    const response = await ctx.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('leaves every other path to the SPA shell', async () => {
    const response = await ctx.app.inject({ url: '/owner-dashboard', headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('unknown URLs and private answers (QUALITY.md security row 23)', () => {
  it('answers an unknown page URL with the SPA shell and a 404', async () => {
    for (const url of ['/no-such-page', '/owner-dashboard/nope', '/tenant-dashboard/properties/x']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps a 200 for every page the web router draws', async () => {
    for (const route of webRoutes) {
      const url = route.replace(':token', 'abc123');
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
    }
    expect((await ctx.app.inject({ url: '/owner-dashboard/leases/' })).statusCode).toBe(200);
  });

  it('lists every path of apps/web/src/app/router.tsx in the shared route list', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../../../web/src/app/router.tsx'), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]).filter((p) => p !== '*');
    expect(paths.length).toBeGreaterThan(20);
    for (const routerPath of paths) {
      const known = routerPath.startsWith('/')
        ? webRoutes.includes(routerPath as (typeof webRoutes)[number])
        : webRoutes.some((route) => route.endsWith(`/${routerPath}`));
      expect(known, routerPath).toBe(true);
    }
    // And the other way: no stale entry.
    // A child path may have more than one segment ('lease-review/:documentId').
    for (const route of webRoutes) {
      expect(
        paths.some((p) => p === route || (!p.startsWith('/') && route.endsWith(`/${p}`))),
        route,
      ).toBe(true);
    }
  });

  it('sends Cache-Control: no-store on auth and authenticated API answers', async () => {
    const user = await createSignedInUser(ctx, { role: 'owner' });
    const token = await signIn(ctx, user.email, TEST_PASSWORD);
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const profile = await ctx.app.inject({ url: '/api/profile', headers: user.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const denied = await ctx.app.inject({ url: '/api/profile' });
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});
