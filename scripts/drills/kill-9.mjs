// Drill: `kill -9` of the server in the middle of a stream of writes (QUALITY.md, reliability:
// "accepted writes survive a crash"). Every create that got a 2xx must be in the database after a
// restart; a request cut off by the crash may or may not have been applied, but nothing half-made.
import {
  api,
  log,
  propertyBody,
  runDrill,
  signIn,
  signUpOwner,
  sleep,
  sql,
  startPostgres,
  startServer,
  tally,
  tryApi,
} from './lib.mjs';

const CLIENTS = 8;
const KILL_AFTER_ACKS = 150;

await runDrill('kill -9 after acknowledged writes', 90_000, async (report) => {
  const pgc = await startPostgres();
  log(`PostgreSQL 15 started on port ${pgc.port}`);
  const first = await startServer({ name: 'app', env: { DATABASE_URL: pgc.url } });
  log(`server started (pid ${first.child.pid}) on ${first.origin}`);
  const owner = await signUpOwner(first.origin, pgc.url);
  log(`owner ${owner.email} signed up`);

  const acknowledged = [];
  const cutOff = [];
  let n = 0;
  let killed = false;
  const client = async () => {
    while (!first.exited) {
      const label = `crash ${++n}`;
      const result = await tryApi(first.origin, '/api/properties', {
        method: 'POST',
        token: owner.token,
        body: propertyBody(label),
        timeoutMs: 10_000,
      });
      if (result.status === 201) acknowledged.push({ id: result.body.id, address: result.body.address });
      else cutOff.push({ label, ...result });
      if (!killed && acknowledged.length >= KILL_AFTER_ACKS) {
        killed = true;
        // SIGKILL: no shutdown hook runs, in-flight requests are cut off mid-way.
        first.child.kill('SIGKILL');
        log(`kill -9 sent to pid ${first.child.pid} after ${acknowledged.length} acknowledged creates`);
      }
    }
  };
  log(`${CLIENTS} clients creating properties as fast as the server answers`);
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const status = await first.exit;
  log(
    `server exited: ${JSON.stringify(status)}; acknowledged ${acknowledged.length}, cut off ${cutOff.length} ${JSON.stringify(tally(cutOff))}`,
  );
  report.check('the server was killed with SIGKILL mid-stream', status.signal === 'SIGKILL');

  const second = await startServer({ name: 'app-restarted', env: { DATABASE_URL: pgc.url } });
  log(`server restarted (pid ${second.child.pid}) on the same database`);

  const rows = await sql(pgc.url, 'select id, address from properties where owner_id = $1', [owner.userId]);
  const stored = new Map(rows.map((row) => [row.id, row.address]));
  const missing = acknowledged.filter((write) => stored.get(write.id) !== write.address);
  log(
    `rows in the database: ${rows.length} (acknowledged ${acknowledged.length}; the rest were cut off before their answer)`,
  );
  report.check(
    'every acknowledged (201) create is in the database after the restart',
    acknowledged.length >= KILL_AFTER_ACKS && missing.length === 0,
    `${acknowledged.length - missing.length}/${acknowledged.length} present`,
  );
  report.check(
    'nothing appeared that was never sent',
    rows.length <= n && rows.length >= acknowledged.length,
    `${rows.length} rows for ${n} requests sent`,
  );
  const units = await sql(
    pgc.url,
    `select p.id from properties p left join units u on u.property_id = p.id
      where p.owner_id = $1 group by p.id having count(u.id) <> 2`,
    [owner.userId],
  );
  report.check(
    'no half-made property (each has its 2 units: one transaction)',
    units.length === 0,
    `${units.length} incomplete`,
  );

  // The restarted process serves the same data: the session survives too (sessions live in the DB).
  const sample = acknowledged.slice(0, 20);
  const reads = await Promise.all(
    sample.map((write) => tryApi(second.origin, `/api/properties/${write.id}`, { token: owner.token })),
  );
  report.check(
    "the restarted server serves acknowledged writes with the old session's token",
    reads.every((r) => r.status === 200),
    JSON.stringify(tally(reads)),
  );
  const again = await signIn(second.origin, owner.email);
  const created = await api(second.origin, '/api/properties', {
    method: 'POST',
    token: again.token,
    body: propertyBody('after restart'),
  });
  report.check('writes work after the restart', created.status === 201, `create ${created.status}`);
  await sleep(0);
});
