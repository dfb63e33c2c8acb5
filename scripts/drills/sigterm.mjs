// Drill: SIGTERM under load (QUALITY.md, reliability: "graceful shutdown under load"). Readiness
// must turn 503 before the listener goes away, every request already sent must get its full
// answer, and the process must exit 0 within 10 s.
import {
  api,
  log,
  propertyBody,
  runDrill,
  signUpOwner,
  sleep,
  startPostgres,
  startServer,
  tally,
  tryApi,
} from './lib.mjs';

const CLIENTS = 16;

await runDrill('SIGTERM under load', 90_000, async (report) => {
  const pgc = await startPostgres();
  log(`PostgreSQL 15 started on port ${pgc.port}`);
  const server = await startServer({ name: 'app', env: { DATABASE_URL: pgc.url } });
  log(`server started (pid ${server.child.pid}) on ${server.origin}`);
  const owner = await signUpOwner(server.origin, pgc.url);
  for (let i = 0; i < 10; i++) {
    await api(server.origin, '/api/properties', {
      method: 'POST',
      token: owner.token,
      body: propertyBody(`${i}`),
    });
  }
  log(`owner ${owner.email} signed up with 10 properties`);

  let termAt = null;
  const requests = [];
  const probes = [];
  let stop = false;
  const client = async (i) => {
    while (!stop && !server.exited) {
      const sentAt = performance.now();
      const pathname = i % 4 === 0 ? '/api/dashboard/owner' : '/api/properties?limit=20';
      const result =
        i % 4 === 1
          ? await tryApi(server.origin, '/api/properties', {
              method: 'POST',
              token: owner.token,
              body: propertyBody(`load ${i}`),
              timeoutMs: 15_000,
            })
          : await tryApi(server.origin, pathname, { token: owner.token, timeoutMs: 15_000 });
      requests.push({ sentAt, sentBeforeTerm: termAt === null || sentAt < termAt, ...result });
      if (termAt !== null && result.status !== 200 && result.status !== 201) await sleep(20);
    }
  };
  const prober = async () => {
    while (!stop && !server.exited) {
      const at = performance.now();
      const result = await tryApi(server.origin, '/readyz', { timeoutMs: 5000 });
      probes.push({ at, afterTerm: termAt !== null && at >= termAt, ...result });
      await sleep(20);
    }
  };
  const load = [...Array.from({ length: CLIENTS }, (_, i) => client(i)), prober()];
  log(`load: ${CLIENTS} clients (lists, dashboard, creates) + a /readyz probe every 20 ms`);
  await sleep(2000);

  termAt = performance.now();
  server.child.kill('SIGTERM');
  log(`SIGTERM sent to pid ${server.child.pid}`);
  const timeout = sleep(15_000).then(() => null);
  const status = await Promise.race([server.exit, timeout]);
  const exitMs = performance.now() - termAt;
  stop = true;
  await Promise.all(load);
  log(`process exit after ${(exitMs / 1000).toFixed(2)} s: ${JSON.stringify(status)}`);

  const before = requests.filter((r) => r.sentBeforeTerm);
  const inFlight = before.filter((r) => r.sentAt + r.ms > termAt);
  const after = requests.filter((r) => !r.sentBeforeTerm);
  log(`requests sent before SIGTERM: ${before.length} ${JSON.stringify(tally(before))}`);
  log(`  of which in flight at SIGTERM: ${inFlight.length} ${JSON.stringify(tally(inFlight))}`);
  log(`requests sent after SIGTERM: ${after.length} ${JSON.stringify(tally(after))}`);
  const probesAfter = probes.filter((p) => p.afterTerm);
  const firstOther = probesAfter.find((p) => p.status !== 200);
  log(
    `/readyz after SIGTERM: ${JSON.stringify(tally(probesAfter))}; first non-200: ${firstOther ? firstOther.status || firstOther.error : 'none'}`,
  );

  report.check('the process exits with code 0', status?.code === 0, JSON.stringify(status));
  report.check(
    'it exits within 10 s of SIGTERM',
    status !== null && exitMs < 10_000,
    `${(exitMs / 1000).toFixed(2)} s`,
  );
  report.check(
    '/readyz answers 503 before the server stops listening',
    firstOther?.status === 503,
    firstOther
      ? `first answer after SIGTERM other than 200: ${firstOther.status || firstOther.error}`
      : 'no probe after SIGTERM',
  );
  const broken = before.filter((r) => r.status !== 200 && r.status !== 201);
  report.check(
    'every request sent before SIGTERM got its full answer (in-flight requests finish)',
    inFlight.length > 0 && broken.length === 0,
    `${inFlight.length} in flight, ${broken.length} without a 2xx ${broken.length ? JSON.stringify(tally(broken)) : ''}`,
  );
  const bad = after.filter((r) => r.status >= 500 && r.status !== 503);
  report.check(
    'requests sent after SIGTERM never get a 500 (served during the drain, refused once closed)',
    bad.length === 0,
    JSON.stringify(tally(after)),
  );
});
