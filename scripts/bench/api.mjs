// The API's performance figures (QUALITY.md, performance rows "every list, dashboard, ledger…" and
// "server memory"), on the large seed (`npm run seed:large`: 2,000 units, 24 months of rent, and
// the other lists filled) and on both engines, PostgreSQL (a throw-away cluster, as the drills
// start) and the embedded PGlite:
//   - every list, dashboard and ledger endpoint the owner's screens read, as one mix of owner
//     traffic (plus the tenant dashboard) sent at a fixed 200 requests/s (autocannon
//     `overallRate`); each endpoint's p99 is judged against p99 ≤ 50 ms (PostgreSQL) / ≤ 120 ms
//     (PGlite);
//   - the same mix at saturation (50 connections, no rate), printed as a ratio to a bare Fastify
//     hello-world route measured just before and just after — shown, not judged;
//   - the owner dashboard summary one request at a time, p95 against ≤ 50 ms (PostgreSQL) /
//     ≤ 100 ms (PGlite);
//   - the server's peak RSS during the loads (≤ 250 MB on PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  api,
  cleanup,
  freePort,
  percentile,
  signIn,
  sql,
  startPostgres,
  startServer,
} from '../drills/lib.mjs';
import { root } from '../lib.mjs';

export const LARGE_OWNER = { email: 'large@demo.rentwise.app', password: 'Rentwise-Large-2026' };
export const LARGE_TENANT = { email: 'tenant.0.0@large.rentwise.app', password: 'Rentwise-Tenant-2026' };

export const apiTargets = {
  ratePerSecond: 200,
  p99Ms: { postgres: 50, pglite: 120 },
  dashboardP95Ms: { postgres: 50, pglite: 100 },
  rssMb: 250,
  /** Each report's JSON (issue 19 performance row), one request at a time, both engines. */
  reportP95Ms: 200,
};

/**
 * NOI and the five reports as the Reports page asks for them (JSON, the whole portfolio): the
 * income statement and the expenses over a year, the others as of today.
 */
export function reportRequests() {
  const now = new Date();
  const month = (offset) =>
    isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))).slice(0, 7);
  return [
    { key: 'noi', path: '/api/reports/noi' },
    { key: 'rentRoll', path: '/api/reports/rent-roll' },
    { key: 'agedReceivables', path: '/api/reports/aged-receivables' },
    { key: 'deposits', path: '/api/reports/deposits' },
    { key: 'incomeStatement', path: `/api/reports/income-statement?from=${month(-11)}&to=${month(0)}` },
    { key: 'expenses', path: `/api/reports/expenses?from=${month(-11)}&to=${month(0)}` },
  ];
}

/** Each report one request at a time (after 10 unmeasured), p95 and p50. */
async function reportLatencies(origin, token, count, log) {
  const figures = {};
  for (const request of reportRequests()) {
    figures[request.key] = {
      path: request.path,
      ...(await sequentialLatency(`${origin}${request.path}`, { authorization: `Bearer ${token}` }, count)),
    };
    log(`      ${request.path}: p95 ${figures[request.key].p95Ms} ms (p50 ${figures[request.key].p50Ms})`);
  }
  return figures;
}

/**
 * The p99s stand for "at 200 requests/s" only if the server answered about that many: a server
 * slower than the rate makes autocannon's connections wait, and fewer requests are sent.
 */
const RATE_HELD = 0.95;

/**
 * The server runs as docs/deployment.md says production runs it. Without a heap limit V8 sizes
 * its heap from the machine's memory (about 4 GB here) and lets garbage pile up under load.
 */
export const PRODUCTION_NODE_OPTIONS = '--max-old-space-size=256';

/**
 * Connections the fixed rate is spread over. autocannon gives each connection its share of the
 * rate per second (here 20) and sends that share back to back from the start of each second,
 * so the server sees bursts of up to this many requests at once: about what ten people clicking
 * through their screens at the same moment send.
 */
const RATE_CONNECTIONS = 10;

const isoDate = (date) => date.toISOString().slice(0, 10);

/**
 * The requests of the mix: what the owner's screens read (with the page sizes the web app asks
 * for, apps/web/src/features/* /api), the ledger of one lease, and the tenant dashboard.
 */
function traffic({ owner, tenant, propertyId, leaseId, conversationId }) {
  const now = new Date();
  const from = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  const to = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
  const asOwner = { authorization: `Bearer ${owner}` };
  return [
    { key: 'ownerDashboard', path: '/api/dashboard/owner' },
    { key: 'properties', path: '/api/properties?limit=200' },
    { key: 'propertyUnits', path: `/api/properties/${propertyId}/units` },
    { key: 'tenants', path: '/api/tenants?limit=200' },
    { key: 'leases', path: '/api/leases?limit=200' },
    { key: 'leaseLedger', path: `/api/leases/${leaseId}/ledger` },
    { key: 'payments', path: '/api/payments?limit=50' },
    { key: 'paymentsOpen', path: '/api/payments?limit=50&status=open' },
    { key: 'maintenance', path: '/api/maintenance-requests?limit=20' },
    { key: 'vendors', path: '/api/vendors?limit=200' },
    { key: 'documents', path: '/api/documents?limit=50' },
    { key: 'conversations', path: '/api/conversations?limit=200' },
    { key: 'conversationMessages', path: `/api/conversations/${conversationId}/messages?limit=50` },
    { key: 'unreadMessages', path: '/api/conversations/unread-count' },
    { key: 'notifications', path: '/api/notifications?limit=20' },
    { key: 'reminders', path: '/api/reminders?limit=100' },
    { key: 'calendar', path: `/api/calendar?from=${from}&to=${to}` },
    { key: 'tenantDashboard', path: '/api/dashboard/tenant', as: 'tenant' },
  ].map((request) => ({
    ...request,
    label: `GET ${request.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}${request.as ? ' (tenant)' : ''}`,
    method: 'GET',
    headers: request.as === 'tenant' ? { authorization: `Bearer ${tenant}` } : asOwner,
  }));
}

/** Ids the mix needs (a property, a lease, a conversation), read through the API like a screen. */
async function pickIds(origin, token) {
  const first = async (pathname) => {
    const response = await api(origin, pathname, { token });
    const id = response.body?.items?.[0]?.id ?? response.body?.data?.[0]?.id;
    if (response.status !== 200 || !id) {
      throw new Error(
        `${pathname}: ${response.status}, no first item (${JSON.stringify(response.body).slice(0, 200)})`,
      );
    }
    return id;
  };
  return {
    propertyId: await first('/api/properties?limit=1'),
    leaseId: await first('/api/leases?limit=1'),
    conversationId: await first('/api/conversations?limit=1'),
  };
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function rssSampler(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.round(peak);
  };
}

/**
 * The mix at a fixed overall rate. autocannon keeps one histogram for all requests; each
 * response is credited to its endpoint here (with one request in flight per connection, the
 * connection's current request is the one that just answered), and the raw latencies give each
 * endpoint's percentiles. `ignoreCoordinatedOmission`: with a rate, autocannon would otherwise
 * add synthetic samples for every millisecond a response took past the rate's interval.
 */
async function fixedRate(origin, requests, { seconds, rate, connections, pid }) {
  const byKey = Object.fromEntries(requests.map((r) => [r.key, { samples: [], non2xx: 0 }]));
  const options = {
    url: origin,
    connections,
    overallRate: rate,
    duration: seconds,
    requests,
    ignoreCoordinatedOmission: true,
  };
  // Warm-up: the same mix, not counted (the JIT, PostgreSQL's plan cache and buffers).
  await autocannon({ ...options, duration: 5 });
  const stopSampling = rssSampler(pid);
  const instance = autocannon(options);
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const figure = byKey[client.requestIterator.currentRequest.key];
    if (!figure) return;
    figure.samples.push(responseTime);
    if (statusCode < 200 || statusCode > 299) figure.non2xx++;
  });
  const result = await instance;
  const peakRssMb = stopSampling();
  const endpoints = {};
  for (const request of requests) {
    const { samples, non2xx } = byKey[request.key];
    endpoints[request.key] = {
      label: request.label,
      path: request.path,
      requests: samples.length,
      non2xx,
      p50Ms: Number(percentile(samples, 50).toFixed(1)),
      p99Ms: Number(percentile(samples, 99).toFixed(1)),
      maxMs: Number(Math.max(0, ...samples).toFixed(1)),
    };
  }
  return {
    rate,
    connections,
    seconds,
    achievedRps: Math.round(result.requests.total / seconds),
    errors: result.errors + result.timeouts,
    p99Ms: result.latency.p99,
    peakRssMb,
    endpoints,
  };
}

/** autocannon at `connections` with no rate, after a short warm-up: requests/s at saturation. */
async function saturation(url, { seconds, connections = 50, requests, pid }) {
  await autocannon({ url, connections, duration: 2, requests });
  const stopSampling = pid ? rssSampler(pid) : null;
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peakRssMb: stopSampling ? stopSampling() : undefined,
  };
}

/** One request at a time: the latency a single user sees. */
async function sequentialLatency(url, headers, count) {
  const samples = [];
  let failures = 0;
  for (let i = 0; i < count + 10; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) failures++;
    if (i >= 10) samples.push(performance.now() - started);
  }
  return {
    failures,
    p50Ms: Number(percentile(samples, 50).toFixed(1)),
    p95Ms: Number(percentile(samples, 95).toFixed(1)),
  };
}

async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/hello.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('hello-world server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function seed(env, log) {
  log('    seeding the large portfolio (npm run seed:large)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/seed-large.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      MAIL_TRANSPORT: 'outbox',
      ...env,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed:large failed: ${result.stderr || result.stdout}`);
  log(`    ${result.stdout.trim()} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * Runs the API benchmarks on each engine; answers the figures per engine. `whileServing(engine,
 * server)`, when given, runs on the seeded server before the load (the signed-in Lighthouse run
 * of the owner dashboard uses it).
 */
export async function runApiBench({
  engines = ['postgres', 'pglite'],
  seconds = 8,
  rateSeconds = 40,
  whileServing,
  log = console.log,
  reportsOnly = false,
} = {}) {
  const results = {};
  try {
    for (const engine of engines) {
      log(`\n  ${engine === 'postgres' ? 'PostgreSQL 15' : 'PGlite (embedded)'}`);
      let env;
      let dataDir;
      if (engine === 'postgres') {
        const cluster = await startPostgres();
        env = { DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '20' };
      } else {
        dataDir = mkdtempSync(path.join(tmpdir(), 'rentwise-bench-pglite-'));
        env = { DATA_DIR: dataDir };
      }
      seed(env, log);
      if (engine === 'postgres') {
        // The seed leaves autovacuum and a checkpoint due; measured runs would share the CPU with
        // them. Settle them first.
        await sql(env.DATABASE_URL, 'vacuum analyze');
        await sql(env.DATABASE_URL, 'checkpoint');
      }
      // PUBLIC_URL is the address the browser uses (the signed-in Lighthouse run loads the app).
      const port = await freePort();
      const server = await startServer({
        name: `bench-${engine}`,
        port,
        env: { ...env, NODE_OPTIONS: PRODUCTION_NODE_OPTIONS, PUBLIC_URL: `http://127.0.0.1:${port}` },
      });
      const owner = await signIn(server.origin, LARGE_OWNER.email, LARGE_OWNER.password);
      if (reportsOnly) {
        try {
          log('    NOI and the five reports, one request at a time (100 requests each)…');
          results[engine] = { reports: await reportLatencies(server.origin, owner.token, 100, log) };
        } finally {
          await server.stop();
        }
        await cleanup();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        continue;
      }
      const tenant = await signIn(server.origin, LARGE_TENANT.email, LARGE_TENANT.password);
      const requests = traffic({
        owner: owner.token,
        tenant: tenant.token,
        ...(await pickIds(server.origin, owner.token)),
      });
      // Before the load: on a machine this busy, the server's overload guard can still be
      // answering 503 for a while after a saturation run, and a page load then paints nothing.
      if (whileServing) await whileServing(engine, server);
      const hello = await startHello();
      const figures = {};
      try {
        const rate = apiTargets.ratePerSecond;
        log(
          `    ${requests.length} endpoints as one mix at ${rate} requests/s (${RATE_CONNECTIONS} connections), ${rateSeconds} s after 5 s of warm-up…`,
        );
        figures.fixedRate = await fixedRate(server.origin, requests, {
          seconds: rateSeconds,
          rate,
          connections: RATE_CONNECTIONS,
          pid: server.child.pid,
        });
        // The machine's speed drifts within minutes, so the mix at saturation is compared with
        // the hello-world runs just before and just after it (their mean).
        log(`    saturation: hello-world, the mix, hello-world again, 50 connections, ${seconds} s each…`);
        const helloBefore = await saturation(hello.url, { seconds });
        const mix = await saturation(server.origin, { seconds, requests, pid: server.child.pid });
        const helloAfter = await saturation(hello.url, { seconds });
        const baselineRps = Math.round((helloBefore.rps + helloAfter.rps) / 2);
        figures.saturation = {
          ...mix,
          baselineRuns: [helloBefore.rps, helloAfter.rps],
          baselineRps,
          ratio: Number((mix.rps / baselineRps).toFixed(3)),
        };
        log('    owner dashboard summary one request at a time (200 requests)…');
        figures.dashboardSequential = await sequentialLatency(
          `${server.origin}/api/dashboard/owner`,
          { authorization: `Bearer ${owner.token}` },
          200,
        );
        log('    NOI and the five reports, one request at a time (100 requests each)…');
        figures.reports = await reportLatencies(server.origin, owner.token, 100, log);
        figures.peakRssMb = Math.max(figures.fixedRate.peakRssMb, mix.peakRssMb);
      } finally {
        await hello.stop();
        await server.stop();
      }
      results[engine] = figures;
      await cleanup();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await cleanup();
  }
  return results;
}

/** Rows of [label, value, target, met | null] for printing and for results.json's checks. */
export function apiRows(results) {
  const rows = [];
  for (const [engine, figures] of Object.entries(results)) {
    const pg = engine === 'postgres';
    const name = pg ? 'PostgreSQL' : 'PGlite';
    for (const report of Object.values(figures.reports ?? {})) {
      rows.push([
        `${name}: GET ${report.path.split('?')[0]} p95, one request at a time`,
        `${report.p95Ms} ms (p50 ${report.p50Ms})`,
        `≤ ${apiTargets.reportP95Ms} ms`,
        report.p95Ms <= apiTargets.reportP95Ms && report.failures === 0,
      ]);
    }
    if (!figures.fixedRate) continue;
    const target = apiTargets.p99Ms[engine];
    const fixed = figures.fixedRate;
    rows.push([
      `${name}: the mix at ${fixed.rate}/s (${fixed.connections} connections): rate held`,
      `${fixed.achievedRps} req/s answered`,
      `≥ ${Math.round(fixed.rate * RATE_HELD)} req/s`,
      fixed.achievedRps >= fixed.rate * RATE_HELD,
    ]);
    for (const e of Object.values(fixed.endpoints)) {
      rows.push([
        `${name}: ${e.label} p99 @${fixed.rate}/s`,
        `${e.p99Ms} ms (p50 ${e.p50Ms}, n ${e.requests})`,
        `≤ ${target} ms`,
        e.p99Ms <= target && e.non2xx === 0 && e.requests > 0,
      ]);
      if (e.non2xx) rows.push([`${name}: ${e.label} non-2xx`, String(e.non2xx), '0', false]);
    }
    if (fixed.errors)
      rows.push([`${name}: connection errors/timeouts at ${fixed.rate}/s`, String(fixed.errors), '0', false]);
    const dashboard = figures.dashboardSequential;
    const dashboardTarget = apiTargets.dashboardP95Ms[engine];
    rows.push([
      `${name}: GET /api/dashboard/owner p95, one request at a time`,
      `${dashboard.p95Ms} ms (p50 ${dashboard.p50Ms})`,
      `≤ ${dashboardTarget} ms`,
      dashboard.p95Ms <= dashboardTarget && dashboard.failures === 0,
    ]);
    if (dashboard.failures)
      rows.push([`${name}: dashboard failures (one at a time)`, String(dashboard.failures), '0', false]);
    const sat = figures.saturation;
    rows.push([
      `${name}: the mix at saturation (50 connections)`,
      `${sat.rps} req/s = ${sat.ratio.toFixed(3)}× of ${sat.baselineRps}`,
      '(not judged)',
      null,
    ]);
    rows.push([
      `${name}: hello-world baseline (before / after)`,
      `${sat.baselineRuns.join(' / ')} req/s`,
      '',
      null,
    ]);
    rows.push([
      `${name}: server RSS under load (peak)`,
      `${figures.peakRssMb} MB`,
      pg ? `≤ ${apiTargets.rssMb} MB` : '(none)',
      pg ? figures.peakRssMb <= apiTargets.rssMb : null,
    ]);
  }
  return rows;
}
