import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const serverUrl = process.env.RENTWISE_SERVER_URL ?? 'http://localhost:5000';
const proxied = ['/api', '/auth', '/dev/mailbox', '/livez', '/readyz'];

/**
 * Where the workspace starts: its routes folder (dashboards, vendor page, their layouts), and the
 * profile sync the auth provider imports only once the workspace layout has loaded the query client.
 * The features only those routes reach follow them into the workspace chunks (publicModules below).
 */
const workspaceRoot =
  /[\\/]src[\\/](app[\\/]routes[\\/]workspace[\\/]|features[\\/]auth[\\/]lib[\\/]profile-sync\.ts$)/;

const indexHtml = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * lucide-react's entry re-exports ~1,700 icons. Walking through it would count every icon as
 * public; an icon only a dashboard page uses would then stay out of the workspace chunk, land in
 * that page's chunk, and the two chunks would import each other (a module-level icon read before
 * it is defined). So the walk skips the entry and follows only the icons a module names.
 */
const lucideEntry = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** `Name` → the file that defines it, from the entry's `export { default as Name } from './x.mjs'`. */
function reexports(info: Rolldown.ModuleInfo): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of (info.code ?? '').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    const target = fileURLToPath(new URL(file, `file://${info.id}`));
    for (const name of names.split(','))
      files.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        target,
      );
  }
  return files;
}

/** The names a module imports from lucide-react. */
function lucideNames(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names]) =>
    names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
  );
}

/** Every module the public site can load: all the page reaches without entering the workspace. */
function publicModules(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [indexHtml];
  let icons: Map<string, string> | undefined;
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || workspaceRoot.test(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info || lucideEntry.test(id)) continue;
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
    const lucide = info.importedIds.find((imported) => lucideEntry.test(imported));
    if (!lucide) continue;
    const entry = ctx.getModuleInfo(lucide);
    icons ??= entry ? reexports(entry) : new Map();
    for (const name of lucideNames(info.code ?? '')) {
      const file = icons.get(name);
      if (file) pending.push(file);
    }
  }
  return seen;
}

/** Per build: rolldown gives each chunking pass fresh module-info objects. */
const publicSets = new WeakMap<object, Set<string>>();

/**
 * The dashboards' code in two chunks — the app's and the libraries' — instead of ~100 small ones:
 * each file pays its own gzip and import overhead, so split finely the app's JS came to ~30 KiB
 * more (QUALITY.md: all JS ≤ 350 KiB; docs/decisions/012-landing-bundle.md). A module the public
 * site can load is never in them: the public pages keep their own small chunks.
 * `includeDependenciesRecursively: false` leaves shared code (React, the router…) where it is.
 */
const workspaceChunks = [
  {
    name: (id: string, ctx: ChunkingContext) => {
      const page = ctx.getModuleInfo(indexHtml);
      if (!page) return null;
      let publicSet = publicSets.get(page);
      if (!publicSet) {
        publicSet = publicModules(ctx);
        publicSets.set(page, publicSet);
      }
      if (publicSet.has(id)) return null;
      return /[\\/]node_modules[\\/]/.test(id) ? 'workspace-libs' : 'workspace';
    },
    debugName: 'workspace',
    includeDependenciesRecursively: false,
  },
];

/**
 * Fails the build when chunks import each other: with the groups above a cycle means a module can
 * run before one it reads at load time is defined, which shows only as a broken page at run time.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'rentwise:no-chunk-cycles',
    apply: 'build',
    generateBundle(_, bundle) {
      const state = new Map<string, 'visiting' | 'done'>();
      const visit = (file: string, path: string[]) => {
        state.set(file, 'visiting');
        const chunk = bundle[file];
        for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
          if (state.get(imported) === 'visiting') {
            this.error(`Chunks import each other: ${[...path, file, imported].join(' → ')}`);
          }
          if (!state.has(imported)) visit(imported, [...path, file]);
        }
        state.set(file, 'done');
      };
      for (const file of Object.keys(bundle)) if (!state.has(file)) visit(file, []);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), noChunkCycles()],
  // The footer's copyright year in the pre-rendered pages: the app's bundle and the pre-render
  // (scripts/prerender.mjs, the same config) must agree on it for the hydration to match.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverUrl, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { groups: workspaceChunks } } },
  },
});
