// Drill: the database stops under load, then comes back (QUALITY.md, reliability: "database stops
// answering"). Requests that need the database must get 503 with Retry-After within 2.5 s (none
// hang), /livez stays 200, /readyz says 503, and the same process recovers once PostgreSQL is back.
import {
  api,
  log,
  percentile,
  propertyBody,
  runDrill,
  signUpOwner,
  sleep,
  startPostgres,
  startServer,
  tally,
  tryApi,
} from './lib.mjs';

const CONNECTIONS = 10;
const OUTAGE_MS = 6000;
const LIMIT_MS = 2500;

await runDrill('database stopped and restarted under load', 120_000, async (report) => {
  const pgc = await startPostgres();
  log(`PostgreSQL 15 started on port ${pgc.port}`);
  const server = await startServer({ name: 'app', env: { DATABASE_URL: pgc.url } });
  const pid = server.child.pid;
  log(`server started (pid ${pid}) on ${server.origin}`);
  const owner = await signUpOwner(server.origin, pgc.url);
  for (let i = 0; i < 5; i++) {
    await api(server.origin, '/api/properties', {
      method: 'POST',
      token: owner.token,
      body: propertyBody(`${i}`),
    });
  }
  log(`owner ${owner.email} signed up with 5 properties`);

  // Load: readers and writers that need the database, plus probes of /livez and /readyz.
  let phase = 'before';
  let running = true;
  const results = [];
  const loop = async (kind, request) => {
    while (running) {
      const at = phase;
      const result = await request();
      results.push({ kind, phase: at, endPhase: phase, ...result });
      if (result.status !== 200 && result.status !== 201) await sleep(50);
    }
  };
  const loops = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    loops.push(
      loop(i % 3 === 0 ? 'write' : 'read', () =>
        i % 3 === 0
          ? tryApi(server.origin, '/api/properties', {
              method: 'POST',
              token: owner.token,
              body: propertyBody(`load ${i}`),
              timeoutMs: 10_000,
            })
          : tryApi(server.origin, '/api/properties?limit=20', { token: owner.token, timeoutMs: 10_000 }),
      ),
    );
  }
  loops.push(loop('livez', () => tryApi(server.origin, '/livez', { timeoutMs: 10_000 })));
  loops.push(loop('readyz', () => tryApi(server.origin, '/readyz', { timeoutMs: 10_000 })));

  await sleep(2000);
  log(`load: ${CONNECTIONS} clients (reads and creates) + /livez and /readyz probes`);
  phase = 'stopping';
  pgc.stop();
  phase = 'down';
  log(`PostgreSQL stopped (pg_ctl stop -m fast); keeping the load on for ${OUTAGE_MS / 1000} s`);
  await sleep(OUTAGE_MS);
  phase = 'starting';
  pgc.start();
  const backAt = Date.now();
  phase = 'back';
  log('PostgreSQL started again');

  // Recovery: the same process answers /readyz 200 and serves reads and writes again.
  let readyAfterMs = null;
  while (Date.now() - backAt < 20_000) {
    const ready = await tryApi(server.origin, '/readyz', { timeoutMs: 3000 });
    if (ready.status === 200) {
      readyAfterMs = Date.now() - backAt;
      break;
    }
    await sleep(100);
  }
  await sleep(2000);
  running = false;
  await Promise.all(loops);

  const during = results.filter((r) => r.phase === 'down' && r.endPhase === 'down');
  const dbDuring = during.filter((r) => r.kind === 'read' || r.kind === 'write');
  log(`requests that started and ended while the database was down: ${during.length}`);
  log(`  reads/creates: ${JSON.stringify(tally(dbDuring))}`);
  log(`  /livez: ${JSON.stringify(tally(during.filter((r) => r.kind === 'livez')))}`);
  log(`  /readyz: ${JSON.stringify(tally(during.filter((r) => r.kind === 'readyz')))}`);
  const slowest = Math.max(0, ...dbDuring.map((r) => r.ms));
  log(
    `  reads/creates latency while down: p50 ${percentile(
      dbDuring.map((r) => r.ms),
      50,
    ).toFixed(0)} ms, max ${slowest.toFixed(0)} ms`,
  );

  // Requests in flight at the moment of the stop may legitimately have succeeded or failed; the
  // ones that hang are what this drill is about, so every request of the run is checked for time.
  const dbAll = results.filter((r) => r.kind === 'read' || r.kind === 'write');
  const hung = dbAll.filter((r) => r.status === 0 || r.ms > LIMIT_MS);
  report.check(
    `every request that needs the database answered within ${LIMIT_MS / 1000} s (none hang)`,
    hung.length === 0 && dbDuring.length > 0,
    `${dbAll.length} requests, slowest ${Math.max(...dbAll.map((r) => r.ms)).toFixed(0)} ms${hung.length ? `, ${hung.length} over: ${JSON.stringify(tally(hung))}` : ''}`,
  );
  const not503 = dbDuring.filter((r) => r.status !== 503);
  report.check(
    'while the database is down, reads and writes get 503',
    dbDuring.length > 0 && not503.length === 0,
    not503.length
      ? `others: ${JSON.stringify(tally(not503))} ${JSON.stringify(not503[0].body ?? not503[0].error)}`
      : `${dbDuring.length} × 503`,
  );
  const noRetryAfter = dbDuring.filter((r) => r.status === 503 && !r.headers?.get('retry-after'));
  report.check(
    'each 503 carries Retry-After',
    dbDuring.length > 0 && noRetryAfter.length === 0,
    `${noRetryAfter.length} without`,
  );
  const livez = during.filter((r) => r.kind === 'livez');
  report.check(
    '/livez answers 200 while the database is down',
    livez.length > 0 && livez.every((r) => r.status === 200),
  );
  const readyz = during.filter((r) => r.kind === 'readyz');
  report.check(
    '/readyz answers 503 while the database is down',
    readyz.length > 0 && readyz.every((r) => r.status === 503),
    JSON.stringify(tally(readyz)),
  );
  report.check(
    'the same process recovers without a restart (/readyz 200 again)',
    readyAfterMs !== null && !server.exited && server.child.pid === pid,
    readyAfterMs === null ? 'never ready' : `ready ${readyAfterMs} ms after PostgreSQL was back`,
  );
  const after = await api(server.origin, '/api/properties?limit=100', { token: owner.token });
  const created = await api(server.origin, '/api/properties', {
    method: 'POST',
    token: owner.token,
    body: propertyBody('after the outage'),
  });
  report.check(
    'reads and writes work again after recovery',
    after.status === 200 && created.status === 201,
    `list ${after.status}, create ${created.status}`,
  );
  const tail = results.filter((r) => r.phase === 'back' && (r.kind === 'read' || r.kind === 'write'));
  log(`requests after the database came back: ${JSON.stringify(tally(tail))}`);
  const unexpected = results.filter((r) => r.status >= 500 && r.status !== 503);
  report.check(
    'no 5xx other than 503 at any time',
    unexpected.length === 0,
    JSON.stringify(tally(unexpected)),
  );
});
