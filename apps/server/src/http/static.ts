import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isKnownWebRoute } from '@rentwise/core/web-routes';
import type { FastifyInstance } from 'fastify';
import { languageFromHeader } from './accept-language';
import { errorBody } from './errors';

/** apps/web/dist, found from either src/http (tsx) or dist (bundle). */
export function findWebDist(configured?: string): string | undefined {
  if (configured) return path.resolve(configured);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html is `no-cache` so a deploy
 * is seen at once. A path the web app has a page for (packages/core/src/web-routes.ts) answers
 * index.html with a 200; any other page URL answers the same shell with a 404, so the SPA draws its
 * not-found page and crawlers and caches see the truth (QUALITY.md security row 23). Unknown /api
 * and /auth paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        const isIndex =
          path.basename(filePath) === 'index.html' || filePath.includes(`${path.sep}prerendered${path.sep}`);
        res.header(
          'cache-control',
          isIndex
            ? 'no-cache'
            : isHashedAsset
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
        );
      },
    });
  }

  // The public pages pre-rendered at build time (apps/web/scripts/prerender.mjs), in the browser's
  // language; the page's first script hides the picture if the visitor saved another language.
  // Real routes (not the not-found handler) so that they are compressed like every asset.
  if (webDist) {
    const dist = webDist;
    const prerendered = listPrerenderedPages(dist);
    for (const route of new Set([...prerendered.keys()].map((key) => key.split(':')[1]))) {
      app.get(route, { schema: { hide: true } }, (request, reply) => {
        const language = languageFromHeader(request.headers['accept-language']);
        const page = prerendered.get(`${language}:${route}`) ?? (prerendered.get(`en:${route}`) as string);
        return reply.header('vary', 'Accept-Language').sendFile(page, dist);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = /^\/(api|auth|dev\/mailbox\/)/.test(pathname) || pathname === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
    }
    if (!webDist) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.status(isKnownWebRoute(pathname) ? 200 : 404).sendFile('index.html', webDist);
  });
}

/** `en:/pricing` → `prerendered/en/pricing.html`, for every page the web build pre-rendered. */
function listPrerenderedPages(webDist: string | undefined): Map<string, string> {
  const pages = new Map<string, string>();
  const base = webDist && path.join(webDist, 'prerendered');
  if (!base || !existsSync(base)) return pages;
  for (const language of readdirSync(base)) {
    for (const file of readdirSync(path.join(base, language))) {
      if (!file.endsWith('.html')) continue;
      const route = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      pages.set(`${language}:${route}`, path.posix.join('prerendered', language, file));
    }
  }
  return pages;
}
