import { ConfigError, loadConfig } from './config';
import { DEMO_ACCOUNTANT, DEMO_OWNER, DEMO_OWNER_CLIENTS, DEMO_TENANT } from './demo/demo-data';
import { startServer } from './server';
import { startShutdownWatchdog } from './shutdown-watchdog';

/**
 * A process manager gives 10 s after SIGTERM. At 8.5 s the main thread gives up and exits 1 (its
 * exit handlers still run); at 9 s the watchdog thread ends the process whatever the main thread
 * is doing (docs/deployment.md, Shutdown). Both count from the earliest moment the signal can
 * have come, not from when this thread got to it.
 */
const SHUTDOWN_SOFT_DEADLINE_MS = 8500;
const SHUTDOWN_HARD_DEADLINE_MS = 9000;

/** Entry point: parse config (fail fast), start, listen, and stop gracefully on signals. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  const { app } = server;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.pgliteDir}`;
  console.log(`\n  Rentwise is running at ${url}`);
  if (config.mail.transport === 'outbox' && config.env !== 'production') {
    console.log(`  Dev mailbox (emails are not sent): ${url}/dev/mailbox`);
  }
  console.log(`  API docs: ${url}/api/docs`);
  console.log(`  Database: ${database}\n`);
  if (config.demoData) {
    console.log('  Demo accounts (development only):');
    console.log(`    owner (admin)   ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    console.log(`    accountant      ${DEMO_ACCOUNTANT.email} / ${DEMO_ACCOUNTANT.password}`);
    for (const client of DEMO_OWNER_CLIENTS) {
      console.log(`    owner client    ${client.email} / ${client.password}`);
    }
    console.log(`    tenant          ${DEMO_TENANT.email} / ${DEMO_TENANT.password}\n`);
  }

  // A signal may be handled late: PGlite's queries run on this thread and can hold it for seconds
  // (measured: 2.9 s under load). The signal came after the loop's previous poll, so after the
  // next-to-last tick of this clock: the deadlines count from that tick, never from the handler.
  let ticks = [Date.now(), Date.now()];
  const clock = setInterval(() => {
    ticks = [ticks[1] ?? Date.now(), Date.now()];
  }, 100);
  clock.unref();

  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    const signalNoEarlierThan = ticks[0] ?? Date.now();
    // First of all, before even a log line: issue 28 found the main thread stuck for good inside a
    // log write (pino retrying a full stdout pipe), where no timer of this thread fires.
    const watchdog = startShutdownWatchdog({
      signal,
      deadlineMs: SHUTDOWN_HARD_DEADLINE_MS,
      startedAt: signalNoEarlierThan,
      onError: (error) => app.log.error({ err: error }, 'shutdown watchdog did not start'),
    });
    app.log.info({ signal, handledAfterMs: Date.now() - signalNoEarlierThan }, 'shutting down');
    let pending: string[] = [];
    const deadline = setTimeout(
      () => {
        app.log.error(
          { pending },
          `shutdown took longer than ${SHUTDOWN_SOFT_DEADLINE_MS / 1000} s, exiting`,
        );
        process.exit(1);
      },
      Math.max(0, signalNoEarlierThan + SHUTDOWN_SOFT_DEADLINE_MS - Date.now()),
    );
    deadline.unref();
    const report = (now: string[]) => {
      pending = now;
      watchdog.pending(now);
    };
    server.stop(report).then(
      () => {
        // Only the exit is left; pino writes its last lines now (where issue 28's servers hung).
        report(['step: exit (writing the last log lines)']);
        process.exit(0);
      },
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Rentwise failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
