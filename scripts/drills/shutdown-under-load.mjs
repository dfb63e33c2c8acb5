// Drill: shutdown under load on a busy machine (issue 28). Some `npm start` servers never exited
// after SIGTERM: the main thread sat in `Atomics.wait`, so no timer of its own could end it. Here
// the built server starts 30 times per engine (embedded PGlite, then PostgreSQL) on one data
// directory while another process keeps a core busy; each time it is signed in as the demo owner
// and tenant and loaded with list reads, writes, emails (password-recovery mails through the
// outbox worker) and job runs, and gets SIGTERM at a random moment. Every process must exit 0
// within 10 s, and every write that got its 201 must be there on the next start. One more start
// per engine reproduces the cause found: its stdout a full pipe nobody reads (exit 0 all the same).
//
//   node scripts/drills/shutdown-under-load.mjs          (SHUTDOWN_DRILL_RUNS=5 for a quick look)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  log,
  onCleanup,
  propertyBody,
  runDrill,
  SERVER_MAIN,
  serverEnv,
  signIn,
  sleep,
  startPostgres,
  startServer,
  tally,
  tryApi,
} from './lib.mjs';

const RUNS = Number(process.env.SHUTDOWN_DRILL_RUNS ?? 30);
const EXIT_LIMIT_MS = 10_000;
/** SIGTERM comes this long after the load starts: 0 to 1 s, anywhere in the traffic. */
const MAX_DELAY_MS = 1000;
// The demo accounts `npm start` seeds in development (apps/server/src/demo/demo-data.ts).
const OWNER = { email: 'owner@demo.rentwise.app', password: 'Rentwise-Demo-2026' };
const TENANT = { email: 'tenant@demo.rentwise.app', password: 'Rentwise-Tenant-2026' };
const today = new Date().toISOString().slice(0, 10);

/**
 * Keeps one core busy, as on the machine where the hang showed up. It ends itself if the drill
 * dies without cleaning up (its parent changes) and after 20 minutes in any case.
 */
function startCpuBurner() {
  const source = `const parent = ${process.pid}; const end = Date.now() + 20 * 60_000; let i = 0;
    for (;;) if (++i % 1e7 === 0 && (process.ppid !== parent || Date.now() > end)) process.exit(0);`;
  const burner = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  onCleanup(() => burner.kill('SIGKILL'));
  return burner;
}

/** Requests of one kind in a loop until `until()` says stop; every answer (or failure) is recorded. */
async function loop(requests, kind, until, send) {
  for (let i = 0; !until(); i++) {
    const sentAt = performance.now();
    const result = await send(i);
    requests.push({ kind, status: result.status, error: result.error, sentAt, endedAt: performance.now() });
    if (result.status === 0) await sleep(20);
  }
}

/** One start: load, SIGTERM at a random moment, wait for the exit. */
async function oneRun({ engine, run, env, owner, tenant, previousWrites }) {
  const server = await startServer({ name: `${engine}-${run}`, env, readyTimeoutMs: 120_000 });
  // The writes the previous run got a 201 for must be here after its shutdown.
  const checks = await Promise.all(
    previousWrites.map((write) =>
      tryApi(server.origin, `/api/properties/${write.id}`, { token: owner.token }),
    ),
  );
  const missing = previousWrites.filter((write, i) => checks[i].body?.address !== write.address);

  const requests = [];
  const writes = [];
  let stop = false;
  const until = () => stop || server.exited;
  const origin = server.origin;
  const ownerReads = [
    '/api/properties?limit=20',
    '/api/tenants',
    '/api/leases',
    '/api/dashboard/owner',
    '/api/notifications',
  ];
  const tenantReads = [
    '/api/dashboard/tenant',
    '/api/payments',
    '/api/notifications',
    '/api/maintenance-requests',
  ];
  const load = [
    ...[0, 1].map((k) =>
      loop(requests, 'owner read', until, (i) =>
        tryApi(origin, ownerReads[(i + k) % ownerReads.length], { token: owner.token }),
      ),
    ),
    loop(requests, 'tenant read', until, (i) =>
      tryApi(origin, tenantReads[i % tenantReads.length], { token: tenant.token }),
    ),
    ...[0, 1].map((k) =>
      loop(requests, 'write', until, async (i) => {
        const body = propertyBody(`${engine} run ${run} writer ${k} #${i}`);
        const result = await tryApi(origin, '/api/properties', { method: 'POST', token: owner.token, body });
        if (result.status === 201) writes.push({ id: result.body.id, address: result.body.address });
        return result;
      }),
    ),
    // Each recovery request queues an email and wakes the outbox worker (a pg-boss job).
    loop(requests, 'email', until, () =>
      tryApi(origin, '/auth/v1/recover', { method: 'POST', body: { email: TENANT.email } }),
    ),
    // The ledger and reminder jobs, run through the development route (the same functions).
    loop(requests, 'job run', until, (i) =>
      tryApi(origin, `/api/dev/jobs/${i % 2 ? 'reminders' : 'rent-charges'}/run`, {
        method: 'POST',
        token: owner.token,
        body: { asOf: today },
      }),
    ),
  ];

  const delay = Math.floor(Math.random() * MAX_DELAY_MS);
  await sleep(delay);
  const termAt = performance.now();
  server.child.kill('SIGTERM');
  const status = await Promise.race([server.exit, sleep(EXIT_LIMIT_MS + 2000).then(() => null)]);
  const exitMs = performance.now() - termAt;
  if (status === null) {
    server.child.kill('SIGKILL');
    await server.exit;
  }
  stop = true;
  await Promise.all(load);
  const inFlight = requests.filter((r) => r.sentAt < termAt && r.endedAt > termAt);
  // No request ever gets a 500: late work is refused with a 503 (database closing) or a closed
  // connection once the listener is gone.
  const broken = requests.filter((r) => r.status >= 500 && r.status !== 503);
  const cut = requests.filter((r) => r.sentAt < termAt && r.status === 0);
  return {
    status,
    exitMs,
    delay,
    requests,
    inFlight,
    broken,
    cut,
    writes,
    missing,
    checked: previousWrites.length,
    output: server.output(),
  };
}

/**
 * Issue 28 itself: the server's stdout is a pipe nobody reads any more (a script that started it
 * and stopped reading), filled by its request log before SIGTERM. It must still exit 0 within 10 s.
 */
async function unreadStdoutRun(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: serverEnv(port, { ...env, LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(() => child.kill('SIGKILL'));
  child.stdout.pause();
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while ((await tryApi(origin, '/readyz', { timeoutMs: 2000 })).status !== 200) {
    if (Date.now() > deadline) throw new Error(`unread-stdout server did not get ready:\n${stderr}`);
    await sleep(200);
  }
  // Each request's log line carries its 8 KB address: 300 requests write ~2.4 MB, far more than
  // the pipe and the reader's buffer hold.
  const long = 'x'.repeat(8000);
  for (let i = 0; i < 300; i++) await tryApi(origin, `/api/not-a-route?q=${long}`, { timeoutMs: 5000 });
  const termAt = performance.now();
  child.kill('SIGTERM');
  const status = await Promise.race([exit, sleep(EXIT_LIMIT_MS + 2000).then(() => null)]);
  const exitMs = performance.now() - termAt;
  if (status === null) child.kill('SIGKILL');
  // What the server wrote and nobody read: proof that its stdout was full.
  let unread = 0;
  child.stdout.on('data', (chunk) => {
    unread += chunk.length;
  });
  child.stdout.resume();
  await exit;
  await sleep(200);
  return { status, exitMs, unread, stderr };
}

async function drillEngine(report, engine, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `rentwise-drill-shutdown-${engine}-`));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    // `npm start`'s settings: development, demo data, the outbox; one data directory for all runs.
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    DATA_DIR: dataDir,
    AUTH_EMAIL_INTERVAL_SECONDS: '0',
    // Production drains 2 s (docs/deployment.md); a short drain keeps 60 starts quick.
    SHUTDOWN_DRAIN_MS: '300',
    ...extraEnv,
  };
  let owner;
  let tenant;
  let previousWrites = [];
  const runs = [];
  const started = Date.now();
  for (let run = 1; run <= RUNS; run++) {
    if (!owner) {
      // Sessions live in the database and the development secret in DATA_DIR: sign in once.
      // The first start seeds the demo portfolio: give it time on a slow machine.
      const first = await startServer({ name: `${engine}-signin`, env, readyTimeoutMs: 300_000 });
      owner = await signIn(first.origin, OWNER.email, OWNER.password);
      tenant = await signIn(first.origin, TENANT.email, TENANT.password);
      await first.stop();
    }
    const result = await oneRun({ engine, run, env, owner, tenant, previousWrites });
    runs.push(result);
    previousWrites = result.writes;
    log(
      `${engine} #${String(run).padStart(2)}: SIGTERM after ${String(result.delay).padStart(4)} ms, ` +
        `${result.inFlight.length} requests in flight → ${result.status ? `exit ${result.status.code ?? result.status.signal}` : 'NO EXIT'} ` +
        `in ${(result.exitMs / 1000).toFixed(2)} s; ${result.writes.length} writes acknowledged; ` +
        `previous run's ${result.checked - result.missing.length}/${result.checked} present`,
    );
    if (result.status?.code !== 0 || result.exitMs >= EXIT_LIMIT_MS) {
      console.log(`    ${engine} #${run} output (tail):\n${result.output.slice(-2000)}`);
    }
  }
  const unread = await unreadStdoutRun(env);
  log(
    `${engine} with stdout unread: ${unread.status ? `exit ${unread.status.code ?? unread.status.signal}` : 'NO EXIT'} ` +
      `${(unread.exitMs / 1000).toFixed(2)} s after SIGTERM; ${Math.round(unread.unread / 1024)} KB of output were waiting unread (the pipe was full)`,
  );
  report.check(
    `${engine}: with its stdout a full pipe nobody reads (issue 28), the server still exits 0 within 10 s`,
    unread.status?.code === 0 && unread.exitMs < EXIT_LIMIT_MS && unread.unread >= 128 * 1024,
    `${JSON.stringify(unread.status)} after ${(unread.exitMs / 1000).toFixed(2)} s, ${Math.round(unread.unread / 1024)} KB unread${unread.stderr ? `; stderr: ${unread.stderr.slice(-300)}` : ''}`,
  );

  // The last run's writes, on one more start.
  const last = await startServer({ name: `${engine}-final`, env, readyTimeoutMs: 120_000 });
  const finalChecks = await Promise.all(
    previousWrites.map((write) => tryApi(last.origin, `/api/properties/${write.id}`, { token: owner.token })),
  );
  const finalMissing = previousWrites.filter((write, i) => finalChecks[i].body?.address !== write.address);
  await last.stop();

  const all = runs.flatMap((r) => r.requests);
  const slowest = Math.max(...runs.map((r) => r.exitMs));
  const notExited = runs.filter((r) => !r.status || r.exitMs >= EXIT_LIMIT_MS);
  const nonZero = runs.filter((r) => r.status && r.status.code !== 0);
  const acknowledged = runs.reduce((n, r) => n + r.writes.length, 0);
  const missing = runs.reduce((n, r) => n + r.missing.length, 0) + finalMissing.length;
  log(
    `${engine}: ${runs.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s; requests ${JSON.stringify(tally(all))}; ` +
      `requests sent before SIGTERM and cut off by the listener closing: ${runs.reduce((n, r) => n + r.cut.length, 0)}`,
  );
  report.check(
    `${engine}: every process exits within 10 s of SIGTERM`,
    notExited.length === 0,
    `${runs.length - notExited.length}/${runs.length}; slowest ${(slowest / 1000).toFixed(2)} s`,
  );
  report.check(
    `${engine}: every exit is a clean exit 0 (no deadline, no watchdog)`,
    nonZero.length === 0,
    nonZero.length ? nonZero.map((r) => JSON.stringify(r.status)).join(', ') : `${runs.length} × exit 0`,
  );
  report.check(
    `${engine}: every acknowledged write is there on the next start`,
    acknowledged > 0 && missing === 0,
    `${acknowledged - missing}/${acknowledged} present`,
  );
  const broken = runs.flatMap((r) => r.broken);
  report.check(
    `${engine}: no request gets a 500 (late work is refused with 503 or a closed connection)`,
    broken.length === 0,
    `${broken.length} ${JSON.stringify(tally(broken))}`,
  );
  const inFlight = runs.flatMap((r) => r.inFlight);
  const answered = (kind) => all.filter((r) => r.kind === kind && r.status >= 200 && r.status < 300).length;
  const kinds = ['owner read', 'tenant read', 'write', 'email', 'job run'];
  report.check(
    `${engine}: the signals met real traffic (requests in flight; reads, writes, emails and job runs answered)`,
    inFlight.length >= runs.length && kinds.every((kind) => answered(kind) > 0),
    `${inFlight.length} in flight at the signals ${JSON.stringify(tally(inFlight))}; answered: ${kinds.map((k) => `${k} ${answered(k)}`).join(', ')}`,
  );
}

await runDrill(
  `shutdown under load (${RUNS} starts per engine, one core kept busy)`,
  // About 5 minutes on an otherwise idle 2-core machine. Every start and exit has its own time
  // limit; this one only stops a drill that hangs anyway.
  1_500_000,
  async (report) => {
    startCpuBurner();
    log('one core kept busy by a spinning process');
    await drillEngine(report, 'pglite', {});
    const pgc = await startPostgres();
    log(`PostgreSQL 15 started on port ${pgc.port}`);
    await drillEngine(report, 'postgres', { DATABASE_URL: pgc.url });
  },
);
