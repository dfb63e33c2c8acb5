// `npm run bench`: performance figures (budgets and latency at a fixed rate, never timed
// assertions). Not part of `npm test`. Writes bench/results.json.
//
//   npm run bench                  bundle budgets + Lighthouse + API benchmarks (about 15 minutes)
//   npm run bench -- --no-lighthouse   without Lighthouse
//   npm run bench -- --no-api      without the API benchmarks (seed, PostgreSQL, autocannon) and
//                                  so without the signed-in dashboard's Lighthouse run, which
//                                  needs the seeded server
//   npm run bench -- --no-lighthouse --no-api   bundle budgets only (seconds)
//   npm run bench -- --runs=5      more Lighthouse runs per page (the median is reported)
//   npm run bench -- --api-rate-seconds=60   longer fixed-rate run (default 40 s)
//   npm run bench -- --api-seconds=15   longer saturation runs (default 8 s each)
//   npm run bench -- --api-engines=postgres   one engine only (postgres, pglite)
//   npm run bench -- --no-build    use the existing build even if sources are newer
//   npm run bench -- --jobs        only the daily ledger jobs over 100,000 leases on PostgreSQL
//                                  (a few minutes; --jobs-leases=5000 for a quick look)
//   npm run bench -- --no-jobs     everything but the ledger jobs
//   npm run bench -- --reports     only NOI and the five reports' JSON p95 on the large seed (both
//                                  engines unless --api-engines=...; needs a current build)
//   npm run bench -- --imports     only the CSV import of a 2,000-unit portfolio on PGlite (about a
//                                  minute); --no-imports leaves it out of the full run
//   npm run bench -- --statements  only one owner's statement PDF on a 2,000-unit portfolio on PGlite
//                                  (issue 19, ≤ 5 s); --no-statements leaves it out of the full run
//   npm run bench -- --no-rent-backtest   without the rent-suggestion backtest (it seeds the large
//                                  portfolio in a throw-away PGlite directory: a few minutes)
//   npm run bench -- --rent-backtest-data-dir=<dir>   backtest on a directory already seeded with
//                                  `DATA_DIR=<dir> npm run seed:large` (no seeding)
//   npm run bench -- --rent-backtest-sample=300   hold out every k-th lease only (about 300)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiRows, LARGE_OWNER, runApiBench } from './bench/api.mjs';
import { runImportBench } from './bench/imports.mjs';
import { runJobsBench } from './bench/jobs.mjs';
import { runLeaseReviewBench } from './bench/lease-review.mjs';
import { runRentSuggestionBench } from './bench/rent-suggestions.mjs';
import { runStatementBench } from './bench/statements.mjs';
import {
  budgets,
  chromePathOrNull,
  measureBundles,
  measureWorkspaceBundle,
  runLighthouse,
  runSignedInLighthouse,
  sessionKeyIsCurrent,
  startServer,
} from './bench/web.mjs';
import { api as apiRequest } from './drills/lib.mjs';
import { buildIsStale, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const withLighthouse = !args.includes('--no-lighthouse');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const withApi = !args.includes('--no-api');
const apiSeconds = Number(args.find((arg) => arg.startsWith('--api-seconds='))?.split('=')[1] ?? 8);
const apiRateSeconds = Number(args.find((arg) => arg.startsWith('--api-rate-seconds='))?.split('=')[1] ?? 40);
const apiEngines = args
  .find((arg) => arg.startsWith('--api-engines='))
  ?.split('=')[1]
  .split(',') ?? ['postgres', 'pglite'];
const lighthousePages = ['/', '/pricing', '/login'];
const dashboardPage = '/owner-dashboard';

const resultsFile = path.join(root, 'bench', 'results.json');
function readPrevious() {
  try {
    return JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return {}; // first run
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok) => (ok === null ? '  (figure only)' : ok ? '✓ met' : '✗ not met');
const row = (label, value, budget, ok) =>
  console.log(`  ${label.padEnd(44)} ${value.padStart(11)}   budget ${budget.padEnd(10)} ${mark(ok)}`);

const jobsLeases = Number(args.find((arg) => arg.startsWith('--jobs-leases='))?.split('=')[1] ?? 100_000);
if (args.includes('--jobs')) {
  // The jobs alone: no build, no server (they run through tsx on their own PostgreSQL).
  const jobs = await runJobsBench({ leases: jobsLeases });
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ ...readPrevious(), jobs }, null, 2)}\n`);
  console.log(`\nWritten: ${path.relative(root, resultsFile)}`);
  process.exit(0);
}

if (args.includes('--reports')) {
  // NOI and the five reports alone (issue 19): the large seed on each engine, each report's JSON one
  // request at a time against p95 ≤ 200 ms. Needs the build (the server runs from apps/server/dist).
  const figures = await runApiBench({ engines: apiEngines, reportsOnly: true });
  const rows = apiRows(figures);
  console.log('');
  for (const [label, value, target, ok] of rows) {
    console.log(`  ${label.padEnd(64)} ${value.padStart(30)}   target ${target.padEnd(12)} ${mark(ok)}`);
  }
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  const reports = { date: new Date().toISOString(), figures };
  writeFileSync(resultsFile, `${JSON.stringify({ ...readPrevious(), reports }, null, 2)}\n`);
  console.log(`\nWritten: ${path.relative(root, resultsFile)}`);
  process.exit(rows.every((r) => r[3] !== false) ? 0 : 1);
}

if (args.includes('--imports')) {
  // The import alone: no build, no server (an in-memory PGlite through tsx).
  const imports = runImportBench();
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ ...readPrevious(), imports }, null, 2)}\n`);
  console.log(`\nWritten: ${path.relative(root, resultsFile)}`);
  process.exit(imports.measured ? 0 : 1);
}

if (args.includes('--statements')) {
  // The owner statement PDF alone (issue 19): no build, no server (an in-memory PGlite through tsx).
  const statements = runStatementBench();
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ ...readPrevious(), statements }, null, 2)}\n`);
  console.log(`\nWritten: ${path.relative(root, resultsFile)}`);
  process.exit(statements.measured ? 0 : 1);
}

if (!args.includes('--no-build') && buildIsStale()) {
  console.log('▶ Building (the build is missing or older than the sources)\n');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const results = { date: new Date().toISOString(), budgets, checks: {} };

console.log('\n▶ Landing page bundle (apps/web/dist, gzip level 9)\n');
const bundles = measureBundles();
for (const file of bundles.entryFiles) console.log(`    ${kib(file.gzip).padStart(10)}  ${file.file}`);
console.log('');
row(
  'JS: entry + static imports',
  kib(bundles.landingJs),
  kib(budgets.landingJs),
  bundles.landingJs <= budgets.landingJs,
);
row('CSS', kib(bundles.landingCss), kib(budgets.landingCss), bundles.landingCss <= budgets.landingCss);
row('JS: all of the app', kib(bundles.allJs), kib(budgets.allJs), bundles.allJs <= budgets.allJs);
console.log(
  `  (then the landing route's own lazy chunks: ${kib(bundles.landingRouteJs)}; everything the landing runs: ${kib(bundles.landingJs + bundles.landingRouteJs)})`,
);

console.log('\n▶ Signed-in workspace bundle (entry + static imports + the owner dashboard route chunk)\n');
const workspace = measureWorkspaceBundle();
console.log(`    route chunk found by its content: ${workspace.routeChunks.join(', ')}`);
row(
  'JS: workspace entry loads',
  kib(workspace.workspaceJs),
  kib(budgets.workspaceJs),
  workspace.workspaceJs <= budgets.workspaceJs,
);
results.bundles = bundles;
results.workspaceBundle = workspace;
results.checks.workspaceJs = workspace.workspaceJs <= budgets.workspaceJs;
results.checks.landingJs = bundles.landingJs <= budgets.landingJs;
results.checks.landingCss = bundles.landingCss <= budgets.landingCss;
results.checks.allJs = bundles.allJs <= budgets.allJs;
results.leaseReview = runLeaseReviewBench();
results.imports = args.includes('--no-imports') ? { skipped: '--no-imports' } : runImportBench();
results.statements = args.includes('--no-statements') ? { skipped: '--no-statements' } : runStatementBench();
results.rentSuggestions = args.includes('--no-rent-backtest')
  ? { skipped: '--no-rent-backtest' }
  : runRentSuggestionBench({
      dataDir: args.find((arg) => arg.startsWith('--rent-backtest-data-dir='))?.split('=')[1],
      sample:
        Number(args.find((arg) => arg.startsWith('--rent-backtest-sample='))?.split('=')[1] ?? 0) ||
        undefined,
    });

if (withLighthouse) {
  const chromePath = chromePathOrNull();
  if (!chromePath) {
    console.log('\n▶ Lighthouse skipped: no Chromium found (set CHROME_PATH).');
    results.lighthouse = { skipped: 'no Chromium' };
  } else {
    console.log(`\n▶ Lighthouse (mobile, simulated throttling, median of ${runs}) on the built server\n`);
    const server = await startServer();
    try {
      results.lighthouse = await runLighthouse(server.origin, lighthousePages, { runs, chromePath });
    } finally {
      await server.stop();
    }
    const lh = budgets.lighthouse;
    for (const [pagePath, r] of Object.entries(results.lighthouse)) {
      console.log(`\n  ${pagePath}   (benchmark index of this machine: ${r.benchmarkIndex})`);
      const checks = {
        performance: r.performance >= lh.performance,
        accessibility: r.accessibility >= lh.accessibility,
        bestPractices: r.bestPractices >= lh.bestPractices,
        lcp: r.lcpMs <= lh.lcpMs,
        tbt: r.tbtMs <= lh.tbtMs,
        cls: r.cls <= lh.cls,
      };
      row('performance', String(r.performance), `≥ ${lh.performance}`, checks.performance);
      row('accessibility', String(r.accessibility), `${lh.accessibility}`, checks.accessibility);
      row('best practices', String(r.bestPractices), `${lh.bestPractices}`, checks.bestPractices);
      row('LCP', `${(r.lcpMs / 1000).toFixed(2)} s`, `≤ ${lh.lcpMs / 1000} s`, checks.lcp);
      row('TBT', `${r.tbtMs} ms`, `≤ ${lh.tbtMs} ms`, checks.tbt);
      row('CLS', r.cls.toFixed(3), `≤ ${lh.cls}`, checks.cls);
      const failing = [...new Set(r.runs.flatMap((sample) => sample.failing))];
      if (failing.length) console.log(`    audits not passing in some run: ${failing.join(', ')}`);
      results.checks[`lighthouse ${pagePath}`] = checks;
    }
  }
}

/** The owner dashboard, signed in on the large portfolio: Lighthouse against its QUALITY.md row. */
async function dashboardLighthouse(engine, server) {
  const chromePath = chromePathOrNull();
  if (!chromePath) {
    console.log('\n  Lighthouse on the owner dashboard skipped: no Chromium found (set CHROME_PATH).');
    results.dashboardLighthouse = { skipped: 'no Chromium' };
    return;
  }
  if (!sessionKeyIsCurrent()) {
    throw new Error('the built app no longer keeps its session under the key scripts/bench/web.mjs injects');
  }
  console.log(`\n  Lighthouse on ${dashboardPage}, signed in as the large portfolio's owner (${engine}):`);
  const newSession = async () => {
    const response = await apiRequest(server.origin, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: LARGE_OWNER,
    });
    if (response.status !== 200) throw new Error(`sign-in for Lighthouse: ${response.status}`);
    return response.body;
  };
  let r;
  try {
    r = await runSignedInLighthouse(server.origin, dashboardPage, { runs, chromePath, newSession });
  } catch (error) {
    // A page that never painted is a result too (not met), and the API figures still follow.
    console.log(`\n  ${dashboardPage} signed in: ✗ no measure (${error.message.slice(0, 200)})`);
    results.dashboardLighthouse = { engine, failed: error.message };
    results.checks[`lighthouse ${dashboardPage} (signed in)`] = { measured: false };
    return;
  }
  const lh = budgets.dashboardLighthouse;
  const checks = {
    performance: r.performance >= lh.performance,
    lcp: r.lcpMs <= lh.lcpMs,
    tbt: r.tbtMs <= lh.tbtMs,
  };
  console.log(
    `\n  ${dashboardPage} signed in, large portfolio on ${engine}   (benchmark index: ${r.benchmarkIndex})`,
  );
  row('performance', String(r.performance), `≥ ${lh.performance}`, checks.performance);
  row('LCP', `${(r.lcpMs / 1000).toFixed(2)} s`, `≤ ${lh.lcpMs / 1000} s`, checks.lcp);
  row('TBT', `${r.tbtMs} ms`, `≤ ${lh.tbtMs} ms`, checks.tbt);
  row('CLS', r.cls.toFixed(3), '', null);
  console.log(
    `    largest paint in each run: ${r.runs.map((sample) => JSON.stringify(sample.lcpElement)).join(', ')}`,
  );
  results.dashboardLighthouse = { engine, ...r };
  results.checks[`lighthouse ${dashboardPage} (signed in)`] = checks;
}

let api;
if (withApi) {
  console.log(
    `\n▶ API on the large seed (2,000 units, 24 months of rent): ${apiEngines.join(' and ')}; every list, dashboard and ledger endpoint as one mix at a fixed 200 requests/s for ${apiRateSeconds} s, then the mix at saturation (${apiSeconds} s)`,
  );
  // The signed-in Lighthouse run needs the seeded server: on PostgreSQL, the production database,
  // when it is measured, else on the first engine.
  const dashboardEngine = apiEngines.includes('postgres') ? 'postgres' : apiEngines[0];
  const figures = await runApiBench({
    engines: apiEngines,
    seconds: apiSeconds,
    rateSeconds: apiRateSeconds,
    whileServing: withLighthouse
      ? async (engine, server) => {
          if (engine === dashboardEngine) await dashboardLighthouse(engine, server);
        }
      : undefined,
  });
  // A run of one engine keeps the other engine's figures from an earlier run (same format only),
  // so `--api-engines=postgres` then `--api-engines=pglite` leave both in results.json.
  const earlier = Object.fromEntries(
    Object.entries(readPrevious().api?.figures ?? {}).filter(
      ([engine, value]) => !(engine in figures) && value?.fixedRate && value?.dashboardSequential,
    ),
  );
  const rows = apiRows(figures);
  console.log('');
  for (const [label, value, target, ok] of rows) {
    console.log(`  ${label.padEnd(64)} ${value.padStart(30)}   target ${target.padEnd(12)} ${mark(ok)}`);
  }
  const all = { ...earlier, ...figures };
  api = {
    date: new Date().toISOString(),
    engines: Object.fromEntries(
      Object.keys(all).map((engine) => [engine, engine in figures ? 'this run' : 'an earlier run']),
    ),
    figures: all,
    checks: Object.fromEntries(
      apiRows(all)
        .filter((r) => r[3] !== null)
        .map(([label, value, target, ok]) => [label, { value, target, met: ok }]),
    ),
  };
} else if (withLighthouse) {
  console.log(
    `\n▶ Lighthouse on ${dashboardPage} (signed in) skipped: it needs the large seed of the API phase (--no-api).`,
  );
}

// Without Lighthouse this run (say a second run for PGlite alone), the Lighthouse figures of the
// last run that had them stay, with their date.
const previousWeb = readPrevious().web;
if (withLighthouse) {
  results.lighthouseDate = results.date;
} else if (previousWeb?.lighthouseDate) {
  results.lighthouseDate = previousWeb.lighthouseDate;
  results.lighthouse = previousWeb.lighthouse;
  results.dashboardLighthouse = previousWeb.dashboardLighthouse;
  for (const [key, value] of Object.entries(previousWeb.checks ?? {})) {
    if (key.startsWith('lighthouse ')) results.checks[key] = value;
  }
}

const jobs = args.includes('--no-jobs') ? undefined : await runJobsBench({ leases: jobsLeases });

mkdirSync(path.join(root, 'bench'), { recursive: true });
// Other benches may keep their own sections in the same file: replace only ours.
writeFileSync(
  resultsFile,
  `${JSON.stringify({ ...readPrevious(), web: results, ...(api ? { api } : {}), ...(jobs ? { jobs } : {}) }, null, 2)}\n`,
);
console.log(`\nWritten: ${path.relative(root, resultsFile)}`);
