// Drill: two processes on one PGlite data directory (issue 23 finding 6). They lost acknowledged
// writes: the second must refuse to start, with a message naming the first one's PID, and the
// first must keep serving. After the first stops, a new server on that directory starts.
import { log, runDrill, startServer } from './lib.mjs';

await runDrill('two processes on one PGlite directory', 120_000, async (report) => {
  const first = await startServer({ name: 'first' });
  log(`first server (pid ${first.child.pid}) on ${first.origin}, DATA_DIR ${first.dataDir}`);
  let refusal = '';
  try {
    await startServer({ name: 'second', env: { DATA_DIR: first.dataDir } });
  } catch (error) {
    refusal = String(error?.message ?? error);
  }
  report.check('the second process exits during start', refusal.includes('exited during start'), refusal);
  report.check(
    "it says why, naming the first one's PID",
    refusal.includes(`in use by another Rentwise process (PID ${first.child.pid})`),
    refusal.slice(-600),
  );
  const live = await fetch(`${first.origin}/readyz`);
  report.check('the first one still serves', live.status === 200, String(live.status));
  await first.stop();
  const third = await startServer({ name: 'third', env: { DATA_DIR: first.dataDir } });
  const ready = await fetch(`${third.origin}/readyz`);
  report.check(
    'after it stops, a new server on the directory starts',
    ready.status === 200,
    String(ready.status),
  );
  await third.stop();
});
