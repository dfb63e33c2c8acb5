// `npm run dev`: the server with reload (tsx watch) on :5000 and Vite with hot reload on :5173,
// which proxies /api, /auth and the dev mailbox to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rentwise/server'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@rentwise/web'], { stdio: 'inherit', cwd: root }),
];
console.log('\n  Open http://localhost:5173 (Vite, hot reload). API on http://localhost:5000.\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
