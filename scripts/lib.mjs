// Small helpers shared by the root scripts (start, test, test-e2e, bench).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given paths (files or folders), ignoring build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(target, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

/** True when the built web app or server is missing or older than its sources. */
export function buildIsStale() {
  const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].map((file) =>
    path.join(root, file),
  );
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = [
    'packages/core/src',
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'apps/server/src',
    'apps/server/drizzle',
    'apps/server/build.mjs',
  ];
  return newestMtime(sources) > builtAt;
}

/** Runs a command inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runSync(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options }).status ?? 1;
}

const chromiumCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Finds Chromium for Playwright: CHROME_PATH, then the usual Debian paths; on Debian as root it
 * installs Debian's chromium package. Never downloads a browser build of its own.
 */
export function findOrInstallChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const found = chromiumCandidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian’s chromium package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      runSync('apt-get', ['update'], { env }) === 0 &&
      runSync('apt-get', ['install', '-y', 'chromium'], { env }) === 0
    ) {
      const installed = chromiumCandidates.find((candidate) => existsSync(candidate));
      if (installed) return installed;
    }
  }
  throw new Error(
    'Chromium was not found. Install Chromium (on Debian: apt-get install chromium) or set CHROME_PATH to a Chromium/Chrome executable.',
  );
}
