// `npm run backup` / `npm run restore`: backs up the embedded deployment's DATA_DIR (database,
// documents on the local disk, the generated secret) into one .tar.gz, and brings one back into an
// empty data directory (apps/server/src/backup/backup.ts). Builds first if the sources changed.
//
//   npm run backup                               → backups/rentwise-<time>.tar.gz
//   npm run backup -- --out /mnt/backups/rw.tar.gz
//   npm run restore -- backups/rentwise-….tar.gz --data-dir ./data-restored
//
// A PostgreSQL deployment (DATABASE_URL) uses pg_dump or continuous archiving: docs/deployment.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale, root, run } from './lib.mjs';

// npm runs scripts at the repository's root; paths given on the command line are the caller's.
const cwd = process.env.INIT_CWD ?? process.cwd();
const cli = path.join(root, 'apps/server/dist/backup.js');
if (buildIsStale() || !existsSync(cli)) {
  console.log('Building Rentwise (sources changed since the last build)...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.chdir(cwd);
await import(cli);
