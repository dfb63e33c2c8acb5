// Bundles the server into dist/main.js. Dependencies stay in node_modules (native and WASM
// packages must not be bundled); only our own workspace code (@rentwise/core) is inlined.

import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies }).filter((name) => !name.startsWith('@rentwise/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// `npm run backup` / `npm run restore` (scripts/backup.mjs): the same bundling, its own entry.
await build({
  entryPoints: ['src/backup/cli.ts'],
  outfile: 'dist/backup.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
// Read at run time next to the code (src/auth/passwords.ts): gzipped, it stays out of the bundle.
copyFileSync('src/auth/common-passwords.txt.gz', 'dist/common-passwords.txt.gz');
console.log('server built: apps/server/dist/main.js');
