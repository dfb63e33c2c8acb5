import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
