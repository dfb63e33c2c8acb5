// Drill: two instances of the server against one PostgreSQL, as production runs behind a load
// balancer (docs/deployment.md). Load is spread over both; a session made on one works on the
// other; the migrations ran once; every scheduled job runs once per firing although both
// instances run workers and schedulers; jobs run on both instances at once for the same date
// change the ledger once; each email of the shared outbox reaches SMTP once.
//
// The instances run with NODE_ENV=development (and DEMO_DATA=false) only so that
// POST /api/dev/jobs/:name/run exists: it runs a job "as of" a date, which lets the drill run the
// same job for the same date on both instances at the same moment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import {
  api,
  freePort,
  log,
  PASSWORD,
  propertyBody,
  runDrill,
  SERVER_MAIN,
  signIn,
  signUpOwner,
  sleep,
  sql,
  startPostgres,
  startServer,
  tally,
  tryApi,
} from './lib.mjs';

const isoDate = (date) => date.toISOString().slice(0, 10);
const addDays = (date, days) => new Date(date.getTime() + days * 86_400_000);

function startSink(port, received) {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        const email = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','),
          subject: email.subject,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => sink.listen(port, '127.0.0.1', () => resolve(sink)));
}

await runDrill('two instances, one database', 240_000, async (report) => {
  const pgc = await startPostgres();
  log(`PostgreSQL 15 started on port ${pgc.port}`);
  const smtpPort = await freePort();
  const received = [];
  const sink = await startSink(smtpPort, received);
  const env = {
    NODE_ENV: 'development',
    DEMO_DATA: 'false',
    DATABASE_URL: pgc.url,
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  // Both at once: the migrations race, and the advisory lock must make them run once.
  const [a, b] = await Promise.all([
    startServer({ name: 'instance-a', env }),
    startServer({ name: 'instance-b', env }),
  ]);
  const instances = [a, b];
  log(
    `instance A on ${a.origin} (pid ${a.child.pid}), instance B on ${b.origin} (pid ${b.child.pid}), started together`,
  );

  // Migrations: each journal entry applied once.
  const journal = JSON.parse(
    readFileSync(path.join(path.dirname(SERVER_MAIN), '..', 'drizzle', 'meta', '_journal.json'), 'utf8'),
  );
  const applied = await sql(
    pgc.url,
    'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
  );
  const total = applied.reduce((sum, row) => sum + row.n, 0);
  report.check(
    'the migrations ran once (one row per migration in drizzle.__drizzle_migrations)',
    total === journal.entries.length && applied.every((row) => row.n === 1),
    `${total} rows for ${journal.entries.length} migrations`,
  );

  // Sessions: signed in on A, used on B; refreshed on B, used on A; signed out on A, refused on B.
  const owner = await signUpOwner(a.origin, pgc.url);
  const onB = await api(b.origin, '/auth/v1/user', { token: owner.token });
  const refreshed = await api(b.origin, '/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    body: { refresh_token: owner.refreshToken },
  });
  const onA = await api(a.origin, '/api/profile', { token: refreshed.body?.access_token });
  const second = await signIn(b.origin, owner.email, PASSWORD);
  // Used on B first, so B remembers the session (decision 016): the sign-out on A reaches B through
  // the database's notification. How long that takes is measured, at most 2 s.
  const beforeLogout = await api(b.origin, '/auth/v1/user', { token: second.token });
  const logout = await api(a.origin, '/auth/v1/logout?scope=local', { method: 'POST', token: second.token });
  const loggedOutAt = performance.now();
  let afterLogout = await api(b.origin, '/auth/v1/user', { token: second.token });
  while (afterLogout.status === 200 && performance.now() - loggedOutAt < 2000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    afterLogout = await api(b.origin, '/auth/v1/user', { token: second.token });
  }
  const refusedAfterMs = Math.round(performance.now() - loggedOutAt);
  log(
    `session: A sign-in → B /auth/v1/user ${onB.status}; B refresh ${refreshed.status} → A /api/profile ${onA.status}; A logout ${logout.status} → B ${afterLogout.status} after ${refusedAfterMs} ms`,
  );
  report.check(
    'a session made on one instance works on the other (use, refresh, sign-out)',
    onB.status === 200 &&
      refreshed.status === 200 &&
      onA.status === 200 &&
      beforeLogout.status === 200 &&
      logout.status === 204 &&
      afterLogout.status === 401,
  );
  const token = refreshed.body.access_token;

  // A small portfolio with leases that started three months ago, through alternating instances.
  const property = await api(a.origin, '/api/properties', {
    method: 'POST',
    token,
    body: { ...propertyBody('Twin'), units: 4 },
  });
  const today = new Date(`${isoDate(new Date())}T00:00:00Z`);
  const leaseStart = isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1)));
  const leaseEnd = isoDate(new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), 0)));
  const tenantEmails = [];
  const tenantIds = [];
  for (let i = 0; i < 4; i++) {
    const via = instances[i % 2];
    const email = `tenant.${i}.${Date.now()}@drill.test`;
    const tenant = await api(via.origin, '/api/tenants', {
      method: 'POST',
      token,
      body: {
        firstName: 'Twin',
        lastName: `Tenant${i}`,
        email,
        phone: '5550001111',
        propertyId: property.body.id,
      },
    });
    if (tenant.status !== 201) throw new Error(`tenant: ${tenant.status} ${JSON.stringify(tenant.body)}`);
    tenantEmails.push(email);
    tenantIds.push(tenant.body.tenant.id);
    const lease = await api(via.origin, '/api/leases', {
      method: 'POST',
      token,
      body: {
        propertyId: property.body.id,
        tenantId: tenant.body.tenant.id,
        startDate: leaseStart,
        endDate: leaseEnd,
        rentAmount: 100000,
        // It started three months ago: an existing lease, said so (issue 24 item 5).
        existingLease: true,
      },
    });
    if (lease.status !== 201) throw new Error(`lease: ${lease.status} ${JSON.stringify(lease.body)}`);
  }
  log(
    `owner ${owner.email}: 1 property, 4 tenants, 4 leases from ${leaseStart} (created through A and B alternately)`,
  );

  // Load spread over both instances.
  let stop = false;
  const results = [];
  const client = async (i) => {
    while (!stop) {
      const via = instances[i % 2];
      const pathname = [
        '/api/properties?limit=20',
        '/api/tenants?limit=20',
        '/api/dashboard/owner',
        '/api/leases',
      ][i % 4];
      results.push({ via: via.name, ...(await tryApi(via.origin, pathname, { token, timeoutMs: 10_000 })) });
    }
  };
  const load = Array.from({ length: 12 }, (_, i) => client(i));
  await sleep(4000);
  stop = true;
  await Promise.all(load);
  const perInstance = tally(results.map((r) => ({ status: r.via })));
  log(
    `load: 12 clients for 4 s over both instances: ${JSON.stringify(perInstance)} → ${JSON.stringify(tally(results))}`,
  );
  report.check(
    'load spread over both instances is served without errors',
    results.length > 0 && results.every((r) => r.status === 200) && Object.keys(perInstance).length === 2,
  );

  // Each instance answers a repeat list read from its page cache while PostgreSQL's fingerprint of
  // the page is unchanged (decision 018): a change made through A shows in B's very next read.
  // B keeps a page from its second read, so both lists are read twice there first.
  let cachedOnB;
  for (let read = 0; read < 2; read++) {
    await api(b.origin, '/api/properties?limit=20', { token });
    cachedOnB = await api(b.origin, '/api/tenants?limit=20', { token });
  }
  const renamed = await api(a.origin, `/api/tenants/${tenantIds[0]}`, {
    method: 'PATCH',
    token,
    body: { firstName: 'Renamed' },
  });
  const readOnB = await api(b.origin, '/api/tenants?limit=20', { token });
  const moved = await api(a.origin, `/api/properties/${property.body.id}`, {
    method: 'PATCH',
    token,
    body: { address: '2 Moved Street' },
  });
  const propertiesOnB = await api(b.origin, '/api/properties?limit=20', { token });
  const tenantsOnB = await api(b.origin, '/api/tenants?limit=20', { token });
  const renamedOnB = readOnB.body?.items?.find((t) => t.id === tenantIds[0])?.firstName;
  const addressOnB = propertiesOnB.body?.items?.find((p) => p.id === property.body.id)?.address;
  const tenantAddresses = new Set(tenantsOnB.body?.items?.map((t) => t.propertyAddress));
  log(
    `lists: B read (${cachedOnB.status}); A renamed a tenant (${renamed.status}) → B's next read shows "${renamed.status === 200 ? renamedOnB : '?'}"; A moved the property (${moved.status}) → B shows "${addressOnB}" on properties and ${JSON.stringify([...tenantAddresses])} on tenants`,
  );
  report.check(
    "a change made through one instance shows in the other's next list read",
    cachedOnB.status === 200 &&
      renamed.status === 200 &&
      renamedOnB === 'Renamed' &&
      moved.status === 200 &&
      addressOnB === '2 Moved Street' &&
      tenantAddresses.size === 1 &&
      tenantAddresses.has('2 Moved Street'),
  );

  // The same job for the same date, on both instances at the same moment, several times.
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const runs = [];
  for (const [job, asOf] of [
    ['rent-charges', isoDate(nextMonth)],
    ['late-fees', isoDate(addDays(nextMonth, 10))],
  ]) {
    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api(instances[i % 2].origin, `/api/dev/jobs/${job}/run`, { method: 'POST', token, body: { asOf } }),
      ),
    );
    runs.push(...calls);
    log(
      `${job} as of ${asOf}: 6 runs at once (3 on A, 3 on B) → ${JSON.stringify(calls.map((c) => c.body?.result ?? c.status))}`,
    );
  }
  const duplicates = await sql(
    pgc.url,
    `select lease_id, kind, period, count(*)::int as n from charges group by lease_id, kind, period having count(*) > 1`,
  );
  const nextPeriod = isoDate(nextMonth).slice(0, 7);
  const nextRent = await sql(
    pgc.url,
    `select count(*)::int as n from charges where kind = 'rent' and period = $1`,
    [nextPeriod],
  );
  const lateFees = await sql(
    pgc.url,
    `select period, count(*)::int as n from charges where kind = 'late_fee' group by period order by period`,
  );
  log(
    `charges: ${nextRent[0].n} rent charges for ${nextPeriod}; late fees per period ${JSON.stringify(lateFees.map((r) => `${r.period}: ${r.n}`))}`,
  );
  report.check(
    'rent charges and late fees: one per lease and period, whatever ran twice',
    runs.every((r) => r.status === 200) &&
      duplicates.length === 0 &&
      nextRent[0].n === 4 &&
      lateFees.every((r) => r.n === 4),
    `${duplicates.length} duplicated (lease, kind, period)`,
  );

  // A reminder due tomorrow, sent by both instances at once: one send, one email per tenant.
  // Reminders are emailed only to addresses their tenants confirmed from their invitation (issue
  // 23 finding 4): the drill's tenants have confirmed theirs.
  await sql(pgc.url, 'update tenants set email_confirmed_at = now() where email_confirmed_at is null');
  const tomorrow = isoDate(addDays(today, 1));
  const reminder = await api(a.origin, '/api/reminders', {
    method: 'POST',
    token,
    body: {
      recipient: 'all',
      subject: `Twin reminder ${Date.now()}`,
      message: 'Rent is due on the 1st.',
      sendOn: tomorrow,
    },
  });
  const sends = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      api(instances[i % 2].origin, '/api/dev/jobs/reminders/run', {
        method: 'POST',
        token,
        body: { asOf: tomorrow },
      }),
    ),
  );
  log(
    `reminders as of ${tomorrow}: 6 runs at once → ${JSON.stringify(sends.map((s) => s.body?.result ?? s.status))}`,
  );
  const [sent] = await sql(pgc.url, 'select status, recipient_count from reminders where id = $1', [
    reminder.body.id,
  ]);
  const reminderEmails = await sql(pgc.url, 'select to_address from outbound_emails where subject like $1', [
    `%${reminder.body.subject}%`,
  ]);
  report.check(
    'the reminder was sent once: one email per tenant in the outbox',
    sent?.status === 'sent' && sent.recipient_count === 4 && reminderEmails.length === 4,
    `status ${sent?.status}, ${reminderEmails.length} emails`,
  );

  // Scheduled (cron) jobs: both instances run pg-boss's scheduler. Every schedule is set to fire
  // each minute in this throw-away database; each firing must create exactly one job.
  const schedules = await sql(pgc.url, 'select name, cron from pgboss.schedule order by name');
  log(`schedules: ${schedules.map((s) => `${s.name} (${s.cron})`).join(', ')}`);
  await sql(pgc.url, `update pgboss.schedule set cron = '* * * * *'`);
  const since = (await sql(pgc.url, 'select now() as t'))[0].t;
  const names = schedules.map((s) => s.name).filter((name) => name !== 'email-deliver');
  log(`every schedule now fires each minute; waiting for each job to run (up to 100 s)`);
  const deadline = Date.now() + 100_000;
  let jobs = [];
  while (Date.now() < deadline) {
    jobs = await sql(
      pgc.url,
      `select name, state, created_on from pgboss.job where name = any($1) and created_on >= $2 order by created_on`,
      [names, since],
    );
    const done = names.every((name) => jobs.some((job) => job.name === name && job.state === 'completed'));
    if (done) break;
    await sleep(2000);
  }
  await sleep(3000);
  jobs = await sql(
    pgc.url,
    `select name, state, created_on from pgboss.job where name = any($1) and created_on >= $2 order by created_on`,
    [names, since],
  );
  const byName = Object.fromEntries(names.map((name) => [name, jobs.filter((job) => job.name === name)]));
  for (const [name, list] of Object.entries(byName)) {
    log(
      `  ${name}: ${list.length} run(s) ${JSON.stringify(list.map((j) => `${j.state}@${new Date(j.created_on).toISOString().slice(11, 19)}`))}`,
    );
  }
  // One firing per minute: two jobs of one name less than 50 s apart would be a double run.
  const doubled = Object.entries(byName).filter(([, list]) =>
    list.some((job, i) => i > 0 && new Date(job.created_on) - new Date(list[i - 1].created_on) < 50_000),
  );
  report.check(
    'each scheduled job ran, and exactly once per firing, with both instances scheduling',
    names.length > 0 &&
      Object.values(byName).every((list) => list.length >= 1 && list.every((j) => j.state === 'completed')) &&
      doubled.length === 0,
    doubled.length ? `doubled: ${doubled.map(([n]) => n).join(', ')}` : `${names.length} schedules`,
  );

  // The shared outbox: every email once at the SMTP server, though both instances deliver.
  const waitUntil = Date.now() + 60_000;
  let pending = [];
  while (Date.now() < waitUntil) {
    pending = await sql(pgc.url, `select id from outbound_emails where status <> 'sent'`);
    if (pending.length === 0) break;
    await sleep(1000);
  }
  await sleep(3000);
  const outbox = await sql(pgc.url, 'select to_address, subject from outbound_emails');
  const key = (m) => `${m.to_address ?? m.to}|${m.subject}`;
  const counts = new Map();
  for (const message of received) counts.set(key(message), (counts.get(key(message)) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  const never = outbox.filter((row) => !counts.has(key(row)));
  log(`outbox: ${outbox.length} emails, ${pending.length} not sent; SMTP received ${received.length}`);
  report.check(
    'each outbox email reached SMTP exactly once (both instances deliver from one outbox)',
    pending.length === 0 && twice.length === 0 && never.length === 0 && received.length === outbox.length,
    `${twice.length} twice, ${never.length} never`,
  );
  report.check('both instances are still up', !a.exited && !b.exited);
  await new Promise((resolve) => sink.close(resolve));
});
