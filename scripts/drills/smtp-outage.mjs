// Drill: the SMTP server goes away, then comes back (QUALITY.md, reliability: "SMTP down or
// rejecting"). The API must keep answering, the outbox must retry, and each email must reach the
// SMTP server exactly once when it is back. A local smtp-server plays the provider; postal-mime
// reads what it receives.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import {
  freePort,
  log,
  percentile,
  requestSignup,
  runDrill,
  sleep,
  sql,
  startPostgres,
  startServer,
  uniqueEmail,
} from './lib.mjs';

const BEFORE = 3;
const DURING = 10;

/** An SMTP sink on `port`; every message it accepts is parsed and kept in `received`. */
function startSink(port, received) {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          const email = await PostalMime.parse(Buffer.concat(chunks));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','),
            subject: email.subject,
            messageId: email.messageId,
          });
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  return new Promise((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(port, '127.0.0.1', () => resolve(sink));
  });
}

const stopSink = (sink) => new Promise((resolve) => sink.close(resolve));

await runDrill('SMTP down, then back', 180_000, async (report) => {
  const pgc = await startPostgres();
  log(`PostgreSQL 15 started on port ${pgc.port}`);
  const smtpPort = await freePort();
  const received = [];
  let sink = await startSink(smtpPort, received);
  log(`SMTP sink (smtp-server) listening on port ${smtpPort}`);
  const server = await startServer({
    name: 'app',
    env: { DATABASE_URL: pgc.url, MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  });
  log(`server started on ${server.origin} with MAIL_TRANSPORT=smtp`);

  const outbox = () => sql(pgc.url, 'select to_address, status, attempts, last_error from outbound_emails');
  const waitFor = async (label, predicate, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await predicate()) return true;
      await sleep(500);
    }
    log(`gave up waiting: ${label}`);
    return false;
  };

  const before = Array.from({ length: BEFORE }, () => uniqueEmail('before'));
  for (const email of before) await requestSignup(server.origin, email);
  const sentBefore = await waitFor('emails before the outage', async () => received.length >= BEFORE, 20_000);
  log(`${BEFORE} sign-ups while SMTP is up: ${received.length} emails received`);
  report.check('emails are delivered while SMTP is up', sentBefore && received.length === BEFORE);

  await stopSink(sink);
  log('SMTP sink stopped (connections now refused)');
  const during = Array.from({ length: DURING }, () => uniqueEmail('during'));
  const latencies = [];
  for (const email of during) {
    const started = performance.now();
    await requestSignup(server.origin, email);
    latencies.push(performance.now() - started);
  }
  const list = await fetch(`${server.origin}/livez`);
  log(`${DURING} sign-ups while SMTP is down: all 200, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
  report.check(
    'the API keeps answering while SMTP is down (sign-ups 200 without waiting for SMTP)',
    percentile(latencies, 99) < 1000 && list.status === 200,
    `slowest ${Math.max(...latencies).toFixed(0)} ms`,
  );
  const failedOnce = await waitFor(
    'a failed delivery attempt for each email',
    async () => {
      const rows = (await outbox()).filter((row) => row.to_address.startsWith('during.'));
      return rows.length === DURING && rows.every((row) => row.attempts >= 1 && row.status === 'pending');
    },
    20_000,
  );
  const rowsDown = (await outbox()).filter((row) => row.to_address.startsWith('during.'));
  log(
    `outbox while down: ${rowsDown.length} pending, attempts ${[...new Set(rowsDown.map((r) => r.attempts))].join('/')}, last error "${rowsDown[0]?.last_error ?? ''}"`,
  );
  report.check('the outbox tried, failed and kept each email pending for a retry', failedOnce);

  await sleep(3000);
  sink = await startSink(smtpPort, received);
  const backAt = Date.now();
  log('SMTP sink started again on the same port; waiting for the retries (backoff starts at 30 s)');
  const allSent = await waitFor(
    'every outbox row sent',
    async () => (await outbox()).every((row) => row.status === 'sent'),
    120_000,
  );
  log(`all outbox rows sent ${((Date.now() - backAt) / 1000).toFixed(1)} s after SMTP came back`);
  // Give a duplicate (a second worker, a second sweep) the chance to show up before counting.
  await sleep(5000);
  const rows = await outbox();
  const perAddress = new Map();
  for (const message of received) perAddress.set(message.to, (perAddress.get(message.to) ?? 0) + 1);
  const duplicates = [...perAddress].filter(([, count]) => count > 1);
  const missing = [...before, ...during].filter((email) => !perAddress.has(email));
  log(
    `SMTP sink received ${received.length} messages for ${perAddress.size} addresses; outbox has ${rows.length} rows, ${rows.filter((r) => r.status === 'sent').length} sent`,
  );
  report.check(
    'every email is delivered once SMTP is back',
    allSent && missing.length === 0,
    `${missing.length} missing`,
  );
  report.check(
    'each email is delivered exactly once (no duplicates)',
    duplicates.length === 0 && received.length === rows.length,
    `${received.length} received for ${rows.length} outbox rows${duplicates.length ? `; duplicates: ${JSON.stringify(duplicates)}` : ''}`,
  );
  await stopSink(sink);
});
