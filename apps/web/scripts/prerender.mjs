// Pre-renders the public pages after `vite build` (docs/decisions/007-prerendered-public-pages.md,
// 015-hydrated-public-pages.md): builds src/prerender.tsx for Node, renders every public page in
// English and French, and writes dist/prerendered/<language><path>.html from dist/index.html. The
// server sends one of these for a public page (by the Accept-Language header); the browser paints
// it at once and the app hydrates it when it has loaded.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The built SPA: apps/web/dist, or WEB_DIST_DIR (the same variable the server reads).
const dist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webRoot, 'dist');
const languages = ['en', 'fr'];

const escapeHtml = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// Node has no window: the theme provider reads the system preference through matchMedia when it
// renders. The pre-rendered page is one HTML for both themes: the `.dark` class that
// public/theme-init.js sets before the first paint picks the colours (and the theme button's icon).
globalThis.window ??= {
  matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
};

// Inside the project so that the bundle's imports (react, i18next…) resolve from node_modules.
const outDir = path.join(webRoot, 'node_modules', '.cache', `prerender-${process.pid}`);
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: ['@rentwise/core'] },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
  });
  const { renderPublicPages } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const pages = await renderPublicPages(languages);

  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  // The app's script and its preloads start only after the first paint (public/prerendered-boot.js).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let template = index.replace(entry[0], '');
  for (const preload of preloads) template = template.replace(preload[0], '');
  template = template.replace(
    '</body>',
    `  <script src="/prerendered-boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}" defer></script>\n  </body>`,
  );
  for (const page of pages) {
    const html = template
      .replace('<html lang="en">', `<html lang="${page.language}" data-prerendered-lang="${page.language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
      // The page is #root's own content, as React hydrates it (nothing may be added around it,
      // not even whitespace). `inert` until the hydration commits: a click or a typed character
      // before then would be lost (src/app/prerender-handoff.ts lifts both marks).
      .replace('<div id="root"></div>', `<div id="root" data-prerendered inert>${page.html}</div>`);
    const file = path.join(
      dist,
      'prerendered',
      page.language,
      page.path === '/' ? 'index.html' : `${page.path}.html`,
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  console.log(
    `pre-rendered ${pages.length} pages: ${languages.join(', ')} × ${pages.length / languages.length} routes`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
