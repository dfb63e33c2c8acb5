// Drill: backup and restore of the embedded (PGlite) deployment (issue 23 finding 14). A server on
// its own DATA_DIR takes N acknowledged writes through the API (properties, and a document on the
// local disk); `npm run backup` refuses while it runs, then, once it has stopped, writes one file;
// `npm run restore` brings that file into a new, empty data directory; a server started there
// answers every one of the N records and the document's bytes, and the owner signs in as before.
//
// NODE_ENV=development (DEMO_DATA=false) only for the dev mailbox, which holds the sign-up link
// (there is no SQL access to an embedded database from outside its process).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  api,
  log,
  onCleanup,
  propertyBody,
  runDrill,
  SERVER_MAIN,
  signIn,
  startServer,
  uniqueEmail,
} from './lib.mjs';

const N = 40;
const BACKUP_CLI = path.join(path.dirname(SERVER_MAIN), 'backup.js');
const env = { NODE_ENV: 'development', DEMO_DATA: 'false', RUN_JOBS: 'false' };

function backupCli(args, dataDir) {
  const result = spawnSync(process.execPath, [BACKUP_CLI, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

async function signUpWithMailbox(origin) {
  const email = uniqueEmail('backup');
  const signup = await api(origin, '/auth/v1/signup', {
    method: 'POST',
    body: {
      email,
      password: 'Drill-Password-2026!',
      data: { first_name: 'Backup', last_name: 'Owner', role: 'owner' },
    },
  });
  if (signup.status !== 200) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  const mailbox = await api(origin, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = new URL(/https?:\/\/\S+/.exec(mailbox.body?.[0]?.text ?? '')?.[0] ?? '');
  const verify = await api(origin, `${link.pathname}${link.search}`);
  if (verify.status !== 303) throw new Error(`verify: ${verify.status}`);
  return { email, ...(await signIn(origin, email)) };
}

await runDrill('backup and restore (embedded database)', 120_000, async (report) => {
  if (!existsSync(BACKUP_CLI)) throw new Error(`${BACKUP_CLI} is missing: run npm run build first`);
  const work = mkdtempSync(path.join(tmpdir(), 'rentwise-drill-backup-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  const first = await startServer({ name: 'original', env });
  log(`original server (pid ${first.child.pid}) on ${first.origin}, DATA_DIR ${first.dataDir}`);
  const owner = await signUpWithMailbox(first.origin);

  const acknowledged = [];
  for (let i = 0; i < N; i++) {
    const created = await api(first.origin, '/api/properties', {
      method: 'POST',
      token: owner.token,
      body: propertyBody(`Backup ${i}`),
    });
    if (created.status === 201) acknowledged.push(created.body.id);
  }
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000)]);
  const form = new FormData();
  form.append('kind', 'other');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'kept.pdf');
  const uploaded = await fetch(`${first.origin}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const documentId = (await uploaded.json()).id;
  log(
    `${acknowledged.length} of ${N} properties acknowledged (201); a document uploaded (${uploaded.status})`,
  );
  report.check(
    `the server acknowledged all ${N} writes and the upload`,
    acknowledged.length === N && uploaded.status === 201,
  );

  const file = path.join(work, 'rentwise.tar.gz');
  const busy = backupCli(['backup', '--out', file], first.dataDir);
  report.check(
    'npm run backup refuses while the server holds the embedded database, and says why',
    busy.code !== 0 && busy.output.includes('in use by another Rentwise process') && !existsSync(file),
    busy.output.split('\n')[0],
  );

  await first.stop();
  const backup = backupCli(['backup', '--out', file], first.dataDir);
  log(`backup: exit ${backup.code} — ${backup.output}`);
  report.check('once it has stopped, npm run backup writes one file', backup.code === 0 && existsSync(file));

  const restoredDir = path.join(work, 'restored-data');
  const restore = backupCli(['restore', file, '--data-dir', restoredDir], first.dataDir);
  log(`restore: exit ${restore.code} — ${restore.output}`);
  const again = backupCli(['restore', file, '--data-dir', restoredDir], first.dataDir);
  report.check(
    'npm run restore brings it into a new data directory, and refuses one that already holds a database',
    restore.code === 0 && again.code !== 0 && again.output.includes('is not empty'),
  );

  const restored = await startServer({ name: 'restored', env: { ...env, DATA_DIR: restoredDir } });
  const session = await signIn(restored.origin, owner.email);
  const found = new Set();
  let cursor;
  do {
    const page = await api(
      restored.origin,
      `/api/properties?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token: session.token },
    );
    for (const item of page.body?.items ?? []) found.add(item.id);
    cursor = page.body?.nextCursor ?? undefined;
  } while (cursor);
  const missing = acknowledged.filter((id) => !found.has(id));
  const download = await fetch(`${restored.origin}/api/documents/${documentId}/download`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const downloaded = Buffer.from(await download.arrayBuffer());
  log(
    `restored server on ${restored.origin}: the owner signs in; ${found.size} properties listed, ${missing.length} acknowledged ones missing; document ${download.status}`,
  );
  report.check(
    `the restored copy holds every acknowledged write (${N} properties and the document's bytes)`,
    missing.length === 0 && download.status === 200 && downloaded.equals(bytes),
  );
  await restored.stop();
});
