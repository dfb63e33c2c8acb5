// Shared helpers of the failure drills (scripts/drills/*.mjs): a throw-away PostgreSQL 15 cluster,
// the built server (apps/server/dist/main.js) as a child process, an owner signed up through the
// API, and a tiny check/report helper. Each drill prints what it did and what it found and exits
// non-zero when a check failed. Needs `npm run build` first and PostgreSQL 15 in
// /usr/lib/postgresql/15/bin (run as root: initdb runs as the `postgres` user, like .ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// DRILL_SERVER_MAIN points the drills at another build of the server (default: `npm run build`'s).
export const SERVER_MAIN = process.env.DRILL_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
export const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
export const PASSWORD = 'Drill-Password-2026!';
export const JWT_SECRET = 'drill-only-secret-drill-only-secret-0123456789';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const started = Date.now();
export const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s`;
export const log = (message) => console.log(`  [${elapsed()}] ${message}`);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Checks collected by a drill; `finish()` prints them and sets the exit code. */
export function createReport(name) {
  const checks = [];
  console.log(`\n▶ drill: ${name}\n`);
  return {
    check(label, ok, detail = '') {
      checks.push({ label, ok: Boolean(ok) });
      console.log(`  ${ok ? '✓' : '✗'} ${label}${detail ? ` — ${detail}` : ''}`);
      return Boolean(ok);
    },
    get failed() {
      return checks.filter((c) => !c.ok).length;
    },
    finish() {
      const failed = checks.filter((c) => !c.ok);
      console.log(
        `\n  ${name}: ${failed.length === 0 ? 'PASSED' : 'FAILED'} (${checks.length - failed.length}/${checks.length} checks, ${elapsed().trim()})`,
      );
      process.exitCode = failed.length === 0 && checks.length > 0 ? 0 : 1;
    },
  };
}

const cleanups = [];
const servers = [];
/** Registers something for `cleanup()` to undo (a helper process, a temp dir), last in first out. */
export function onCleanup(fn) {
  cleanups.push(fn);
}
/** Runs registered cleanups (servers, clusters, temp dirs) in reverse order, once. */
export async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`  cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** Runs a drill body with cleanup and a hard time limit, so CI never hangs on a drill. */
export async function runDrill(name, limitMs, body) {
  const report = createReport(name);
  const timer = setTimeout(async () => {
    report.check(`finished within ${limitMs / 1000} s`, false);
    await cleanup();
    process.exit(1);
  }, limitMs);
  timer.unref();
  try {
    await body(report);
  } catch (error) {
    report.check('drill ran to the end', false, error.stack ?? String(error));
  } finally {
    clearTimeout(timer);
    if (report.failed) {
      for (const server of servers) {
        const exitInfo = server.exitStatus ? ` — exited with ${JSON.stringify(server.exitStatus)}` : '';
        console.log(`\n  ${server.name} output (tail)${exitInfo}:\n${server.output().slice(-3000)}`);
      }
    }
    await cleanup();
  }
  report.finish();
  // A drill that failed half-way may leave a listener of its own open (an SMTP sink, a socket)
  // that keeps the process alive; run-all would wait for it forever. Give the output a moment to
  // drain, then end (the timer does not itself keep a finished process alive).
  setTimeout(() => process.exit(), 5000).unref();
}

function asPostgres(args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(args[0])} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * A fresh PostgreSQL 15 cluster on a free port in a temp dir, owned by the postgres user (initdb
 * refuses root). `stop()`/`start()` simulate an outage; cleanup removes everything.
 */
export async function startPostgres() {
  if (!existsSync(path.join(PGBIN, 'initdb'))) throw new Error(`PostgreSQL not found in ${PGBIN}`);
  const base = mkdtempSync(path.join(tmpdir(), 'rentwise-drill-pg-'));
  chmodSync(base, 0o755);
  const dir = path.join(base, 'data');
  mkdirSync(dir);
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, uid, gid);
  const port = await freePort();
  asPostgres([
    path.join(PGBIN, 'initdb'),
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`;
  const cluster = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    running: false,
    start() {
      asPostgres([
        path.join(PGBIN, 'pg_ctl'),
        '-D',
        dir,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-o',
        options,
        'start',
      ]);
      cluster.running = true;
    },
    /** `-m fast`: what a database restart or failover does to open connections. */
    stop() {
      asPostgres([path.join(PGBIN, 'pg_ctl'), '-D', dir, '-m', 'fast', '-w', 'stop']);
      cluster.running = false;
    },
  };
  cluster.start();
  cleanups.push(() => {
    if (cluster.running) cluster.stop();
    rmSync(base, { recursive: true, force: true });
  });
  return cluster;
}

/** One SQL query on a short-lived connection. */
export async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The environment every drill server gets; `env` adds or overrides. */
export function serverEnv(port, extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // The address users see (a load balancer's): the same for every instance and restart, since
    // tokens name it as their issuer.
    PUBLIC_URL: 'https://rentwise.drill.test',
    JWT_SECRET,
    MAIL_TRANSPORT: 'outbox',
    DEMO_DATA: 'false',
    RUN_JOBS: 'true',
    LOG_LEVEL: 'warn',
    // Drills sign up many owners from one address; the per-IP limits are not what they test.
    AUTH_EMAIL_REQUEST_LIMIT: '100000',
    AUTH_LOGIN_FAILURE_LIMIT: '100000',
    AUTH_VERIFY_LIMIT: '100000',
    ...extra,
  };
}

/**
 * Starts the built server and waits for /livez. Output goes to a log file (printed on failure).
 * `exit` resolves with { code, signal } when the process ends.
 */
export async function startServer({
  name = 'server',
  port,
  env,
  waitForReady = true,
  readyTimeoutMs = 60_000,
}) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  port ??= await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `rentwise-drill-${name}-`));
  const output = [];
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    env: serverEnv(port, { DATA_DIR: dataDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 400) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exited = false;
  exit.then((status) => {
    exited = true;
    server.exitStatus = status;
  });
  const origin = `http://127.0.0.1:${port}`;
  const server = {
    name,
    port,
    origin,
    child,
    exit,
    dataDir,
    output: () => output.join(''),
    get exited() {
      return exited;
    },
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timeout = sleep(12_000).then(() => 'timeout');
        if ((await Promise.race([exit, timeout])) === 'timeout') child.kill('SIGKILL');
        await exit;
      }
    },
  };
  servers.push(server);
  cleanups.push(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + readyTimeoutMs;
  const probe = waitForReady ? '/readyz' : '/livez';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited during start:\n${server.output()}`);
    try {
      const response = await fetch(`${origin}${probe}`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not answer ${probe} within ${readyTimeoutMs / 1000} s:\n${server.output()}`);
}

/** A JSON request; resolves with { status, body, headers, ms } and never throws on HTTP errors. */
export async function api(
  origin,
  pathname,
  { method = 'GET', token, body, timeoutMs = 15_000, headers = {} } = {},
) {
  const start = performance.now();
  const response = await fetch(`${origin}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers, ms: performance.now() - start };
}

/** Like `api`, but a network error or timeout is a result ({ status: 0, error }) too. */
export async function tryApi(origin, pathname, options) {
  const start = performance.now();
  try {
    return await api(origin, pathname, options);
  } catch (error) {
    return {
      status: 0,
      error: error.cause?.code ?? error.name ?? String(error),
      ms: performance.now() - start,
    };
  }
}

export const uniqueEmail = (prefix) => `${prefix}.${randomBytes(4).toString('hex')}@drill.test`;

/** Sends the sign-up request only (the confirmation email goes to the outbox). */
export async function requestSignup(origin, email) {
  const response = await api(origin, '/auth/v1/signup', {
    method: 'POST',
    body: { email, password: PASSWORD, data: { first_name: 'Drill', last_name: 'Owner', role: 'owner' } },
  });
  if (response.status !== 200)
    throw new Error(`signup ${email}: ${response.status} ${JSON.stringify(response.body)}`);
}

/**
 * An owner signed up through the API: the confirmation link is read from the outbox table (what
 * the email carries), followed, then the owner signs in. Answers { email, token, refreshToken }.
 */
export async function signUpOwner(origin, databaseUrl, email = uniqueEmail('owner')) {
  await requestSignup(origin, email);
  const [row] = await sql(
    databaseUrl,
    'select text_body from outbound_emails where to_address = $1 order by created_at desc limit 1',
    [email],
  );
  const link = new URL(/https?:\/\/\S+/.exec(row?.text_body ?? '')?.[0] ?? '');
  const verify = await api(origin, `${link.pathname}${link.search}`);
  if (verify.status !== 303) throw new Error(`verify ${email}: ${verify.status}`);
  return { email, ...(await signIn(origin, email)) };
}

export async function signIn(origin, email, password = PASSWORD) {
  const response = await api(origin, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
  });
  if (response.status !== 200)
    throw new Error(`sign-in ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    token: response.body.access_token,
    refreshToken: response.body.refresh_token,
    userId: response.body.user.id,
  };
}

export const propertyBody = (label) => ({
  address: `${label} Drill Street`,
  propertyType: 'Apartment',
  units: 2,
  monthlyRent: 120000,
});

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Counts of statuses, e.g. { 200: 40, 503: 12 }. */
export function tally(results) {
  const counts = {};
  for (const r of results)
    counts[r.status === 0 ? r.error : r.status] = (counts[r.status === 0 ? r.error : r.status] ?? 0) + 1;
  return counts;
}

export function writeJson(file, data) {
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
