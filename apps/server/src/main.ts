import { ConfigError, loadConfig } from './config';
import { DEMO_OWNER, DEMO_TENANT } from './demo/demo-data';
import { startServer } from './server';

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
    console.log(`    owner   ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    console.log(`    tenant  ${DEMO_TENANT.email} / ${DEMO_TENANT.password}\n`);
  }

  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever happens, never outlive the 10 s a process manager gives us.
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 9 s, exiting');
      process.exit(1);
    }, 9000);
    deadline.unref();
    server.stop().then(
      () => process.exit(0),
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
