// `npm start`: build if the sources changed since the last build, then run the server, which
// creates the embedded database in ./data and prints its URL and the dev mailbox URL.
import { buildIsStale, root, run } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building Rentwise (first start, or sources changed)...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.chdir(root);
await import('../apps/server/dist/main.js');
