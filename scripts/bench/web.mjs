// The web app's performance figures (QUALITY.md, performance rows 1–4 and the owner dashboard
// page): bytes the landing page and the signed-in workspace load, measured on the built files,
// and Lighthouse (mobile, simulated throttling, median of 3) on /, /pricing and /login against the
// running built server, and on the owner dashboard signed in on the large portfolio. Budgets, not
// timings: nothing here depends on how fast this machine happens to be, except what Lighthouse
// itself simulates.
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
  workspaceJs: 200 * KiB,
  dashboardLighthouse: { performance: 80, lcpMs: 2500, tbtMs: 200 },
};

/** Where the web keeps its session (apps/web/src/features/auth/lib/auth-store.ts). */
export const SESSION_STORAGE_KEY = 'rentwise.auth.session';

/**
 * What only the owner dashboard page's code holds: the request for its summary. The chunk with it
 * is the signed-in workspace's route chunk, found by content so that moving the page's source
 * folder (or renaming chunks) does not break the measure.
 */
const OWNER_DASHBOARD_MARK = '/api/dashboard/owner';

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

/**
 * Bytes (gzip) of the JavaScript the signed-in workspace loads before its first page can render:
 * the entry and its static imports (as for the landing page) plus the route chunk holding the
 * owner dashboard page and everything it statically imports.
 */
export function measureWorkspaceBundle(dist = path.join(root, 'apps/web/dist')) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('apps/web/dist/index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const routeChunks = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(path.join(dist, 'assets', name), 'utf8').includes(OWNER_DASHBOARD_MARK))
    .map((name) => `/assets/${name}`);
  if (routeChunks.length === 0) {
    throw new Error(
      `no chunk in apps/web/dist/assets requests ${OWNER_DASHBOARD_MARK}: the owner dashboard moved?`,
    );
  }
  const files = withStaticImports(dist, [entry, ...preloads, ...routeChunks]).map((url) => ({
    file: url,
    gzip: gzipSize(path.join(dist, url)),
  }));
  return { routeChunks, files, workspaceJs: files.reduce((total, file) => total + file.gzip, 0) };
}

/** True when the built app still keeps its session under SESSION_STORAGE_KEY (else injecting it does nothing). */
export function sessionKeyIsCurrent(dist = path.join(root, 'apps/web/dist')) {
  return readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(path.join(dist, 'assets', name), 'utf8').includes(SESSION_STORAGE_KEY));
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

/**
 * Lighthouse (mobile, simulated throttling: its defaults) on one signed-in page. A fresh Chromium
 * profile (cold cache) first opens a URL of the same origin that loads no app code (/livez), where
 * the session is written to localStorage as the web app keeps it; Lighthouse then navigates to the
 * page without resetting storage, so the app starts signed in, as for a returning user.
 * `session` is the API's session object (/auth/v1/token), one per run: the app refreshes it on
 * load and a refresh token is single use.
 */
async function runSignedInLighthouseOnce(origin, pagePath, session, chromePath) {
  const { default: lighthouse } = await import('lighthouse');
  // puppeteer-core comes with lighthouse (its dependency): the way its API drives a page.
  const { default: puppeteer } = await import('puppeteer-core');
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'rentwise-lh-'));
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [...chromeFlags.filter((flag) => !flag.startsWith('--headless')), `--user-data-dir=${userDataDir}`],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/livez`);
    await page.evaluate(
      (key, value) => localStorage.setItem(key, value),
      SESSION_STORAGE_KEY,
      JSON.stringify(session),
    );
    const result = await lighthouse(
      `${origin}${pagePath}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    const report = result?.lhr;
    if (!report) throw new Error('lighthouse gave no report');
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    // Signed out (a refused session) the app would show the login page: that is no measure.
    const finalUrl = new URL(report.finalDisplayedUrl);
    if (finalUrl.pathname !== pagePath)
      throw new Error(`ended on ${finalUrl.pathname}, not ${pagePath}: not signed in?`);
    return {
      performance: Math.round(report.categories.performance.score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
      benchmarkIndex: report.environment?.benchmarkIndex,
      // What the page showed as its largest paint: tells a dashboard from a spinner or a login form.
      lcpElement: lcpElementLabel(report),
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The label Lighthouse gives the largest-contentful-paint element (its text or tag), if any. */
function lcpElementLabel(report) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (typeof value.nodeLabel === 'string') return value.nodeLabel;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(report.audits['largest-contentful-paint-element']?.details)?.slice(0, 80) ?? null;
}

/** The signed-in page `runs` times, a fresh session from `newSession()` each run; medians. */
export async function runSignedInLighthouse(
  origin,
  pagePath,
  { runs = 3, chromePath, newSession, log = console.log },
) {
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    log(`  lighthouse ${pagePath}, signed in (run ${run}/${runs})…`);
    samples.push(
      await withRetries(
        async () => runSignedInLighthouseOnce(origin, pagePath, await newSession(), chromePath),
        log,
      ),
    );
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    runs: samples,
  };
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
