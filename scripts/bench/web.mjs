// The web app's performance figures (QUALITY.md, performance rows 1–4): bytes the landing page
// loads, measured on the built files, and Lighthouse (mobile, simulated throttling, median of 3)
// on /, /pricing and /login against the running built server. Budgets, not timings: nothing here
// depends on how fast this machine happens to be, except what Lighthouse itself simulates.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';

const KiB = 1024;

export const budgets = {
  landingJs: 110 * KiB,
  landingCss: 10 * KiB,
  allJs: 350 * KiB,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 1800, tbtMs: 150, cls: 0.01 },
};

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** `import … from "./x.js"` and `import "./x.js"` at module level: what loads before the module runs. */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+\s*from\s*)?["'](\.\.?\/[^"']+)["']/g,
  )) {
    found.add(match[1]);
  }
  return [...found];
}

/** A JS file and everything it statically imports, transitively (URLs relative to dist). */
function withStaticImports(dist, entries) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(dist, url), 'utf8');
    for (const specifier of staticImports(code)) visit(path.posix.join(path.posix.dirname(url), specifier));
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/** Bytes (gzip) of the landing page's entry chunk and its static imports, its CSS and all the app's JS. */
export function measureBundles(dist = path.join(root, 'apps/web/dist')) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('apps/web/dist/index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const entryFiles = withStaticImports(dist, [entry, ...preloads]).map((url) => ({
    file: url,
    gzip: gzipSize(path.join(dist, url)),
  }));
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => ({
    file: m[1],
    gzip: gzipSize(path.join(dist, m[1])),
  }));

  // The landing route's own lazy chunk (and what it imports), loaded right after the entry.
  const assets = readdirSync(path.join(dist, 'assets'));
  const landingChunk = assets.find((name) => /^landing-page-.*\.js$/.test(name));
  const landingRoute = landingChunk
    ? withStaticImports(dist, [`/assets/${landingChunk}`])
        .filter((url) => !entryFiles.some((file) => file.file === url))
        .map((url) => ({ file: url, gzip: gzipSize(path.join(dist, url)) }))
    : [];

  const allJs = assets
    .filter((name) => name.endsWith('.js'))
    .reduce((total, name) => total + gzipSize(path.join(dist, 'assets', name)), 0);
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
  return {
    entryFiles,
    landingJs: sum(entryFiles),
    landingRoute,
    landingRouteJs: sum(landingRoute),
    css,
    landingCss: sum(css),
    allJs,
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The built server in production mode on a fresh database, as a visitor would meet it. */
export async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentwise-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
      MAIL_TRANSPORT: 'outbox',
      RUN_JOBS: 'false',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/readyz`, 90_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function runLighthouseOnce(url, chromePath) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'rentwise-lh-'));
  const output = path.join(userDataDir, 'report.json');
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${[...chromeFlags, `--user-data-dir=${userDataDir}`].join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim().slice(-500)}`);
        const report = JSON.parse(readFileSync(output, 'utf8'));
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
        resolve({
          performance: Math.round(report.categories.performance.score * 100),
          accessibility: Math.round(report.categories.accessibility.score * 100),
          bestPractices: Math.round(report.categories['best-practices'].score * 100),
          lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
          cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
          benchmarkIndex: report.environment?.benchmarkIndex,
          failing: Object.entries(report.audits)
            .filter(([id, audit]) => {
              const inCategory = ['accessibility', 'best-practices'].some((category) =>
                report.categories[category].auditRefs.some((ref) => ref.id === id && ref.weight > 0),
              );
              return inCategory && audit.score !== null && audit.score < 1;
            })
            .map(([id]) => id),
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(userDataDir, { recursive: true, force: true });
      }
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Lighthouse on a loaded 2-core machine now and then fails to see the navigation start
 * (NO_NAVSTART) or loses Chromium: such a run measured nothing, so it is run again (twice at most).
 */
async function withRetries(run, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`    that run failed (${error.message.slice(0, 120)}); running it again`);
    }
  }
}

/** Lighthouse `runs` times per page; every figure is the median of its runs. */
export async function runLighthouse(origin, paths, { runs = 3, chromePath, log = console.log } = {}) {
  const results = {};
  for (const pagePath of paths) {
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      log(`  lighthouse ${pagePath} (run ${run}/${runs})…`);
      samples.push(await withRetries(() => runLighthouseOnce(`${origin}${pagePath}`, chromePath), log));
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    results[pagePath] = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      benchmarkIndex: pick('benchmarkIndex'),
      runs: samples,
    };
  }
  return results;
}

export function chromePathOrNull() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
