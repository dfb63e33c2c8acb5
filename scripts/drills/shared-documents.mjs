// Drill: documents with several instances (issue 23 finding 13). Two servers on one PostgreSQL,
// first with STORAGE=database, then with STORAGE=s3 against a local S3-compatible server (s3rver,
// started here): a file uploaded through A downloads, byte for byte, through B; deleted through B,
// it is gone on A. Both instances run in production mode with METRICS_TOKEN, so the drill also
// reads GET /metrics as a scraper would (route patterns, job runs) and checks it refuses others.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { api, log, onCleanup, runDrill, signUpOwner, sql, startPostgres, startServer } from './lib.mjs';

const METRICS_TOKEN = 'drill-metrics-token-0123456789';

async function upload(origin, token, bytes, name) {
  const form = new FormData();
  form.append('kind', 'other');
  form.append('name', name);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${origin}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.json() };
}

async function download(origin, token, id) {
  const response = await fetch(`${origin}/api/documents/${id}/download`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

const pair = (label, pgUrl, env) =>
  Promise.all(
    ['a', 'b'].map((name) =>
      startServer({ name: `${label}-${name}`, env: { DATABASE_URL: pgUrl, METRICS_TOKEN, ...env } }),
    ),
  );

async function sharedDocuments(report, label, pgUrl, [a, b]) {
  log(`${label}: instance A on ${a.origin}, instance B on ${b.origin}`);
  const owner = await signUpOwner(a.origin, pgUrl);
  // A PDF with random bytes in it, so no earlier run's file can answer for it.
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
  const uploaded = await upload(a.origin, owner.token, bytes, `${label}.pdf`);
  const onB = await download(b.origin, owner.token, uploaded.body?.id);
  log(
    `${label}: upload through A → ${uploaded.status}; download through B → ${onB.status} (${onB.bytes.length} bytes)`,
  );
  report.check(
    `${label}: a document uploaded through A downloads through B, byte for byte`,
    uploaded.status === 201 && onB.status === 200 && onB.bytes.equals(bytes),
  );
  const deleted = await api(b.origin, `/api/documents/${uploaded.body?.id}`, {
    method: 'DELETE',
    token: owner.token,
  });
  const afterDelete = await download(a.origin, owner.token, uploaded.body?.id);
  report.check(
    `${label}: deleted through B, it is gone on A`,
    deleted.status === 204 && afterDelete.status === 404,
    `delete ${deleted.status}, then A ${afterDelete.status}`,
  );
  return { a, b, owner };
}

await runDrill('documents shared by two instances (STORAGE=database and s3)', 90_000, async (report) => {
  // A local S3-compatible server (s3rver), one bucket for both s3 instances.
  const s3dir = mkdtempSync(path.join(tmpdir(), 'rentwise-drill-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir });
  const { port } = await s3.run();
  onCleanup(async () => {
    await s3.close();
    rmSync(s3dir, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }).send(
    new CreateBucketCommand({ Bucket: 'rentwise-drill' }),
  );
  const pgc = await startPostgres();
  log(`PostgreSQL 15 on port ${pgc.port}; s3rver on ${endpoint}, bucket rentwise-drill`);

  // Four servers at once on one database (the migrations run once): two per storage.
  const [databasePair, s3Pair] = await Promise.all([
    // A small main pool, so the concurrent uploads below outnumber its connections.
    pair('database', pgc.url, { STORAGE: 'database', DATABASE_POOL_SIZE: '3' }),
    pair('s3', pgc.url, {
      STORAGE: 's3',
      S3_BUCKET: 'rentwise-drill',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: 'documents/',
    }),
  ]);

  const database = await sharedDocuments(report, 'STORAGE=database', pgc.url, databasePair);
  // More uploads at once than the main pool has connections: each holds one for its transaction
  // while its bytes are written, so the blobs need connections of their own (storage/storage.ts).
  const concurrent = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      upload(databasePair[i % 2].origin, database.owner.token, Buffer.from(`%PDF-1.4\n${i}`), `c${i}.pdf`),
    ),
  );
  log(`8 uploads at once with DATABASE_POOL_SIZE=3: ${JSON.stringify(concurrent.map((r) => r.status))}`);
  report.check(
    'STORAGE=database: more concurrent uploads than pool connections all succeed',
    concurrent.every((r) => r.status === 201),
  );
  for (const r of concurrent) {
    await api(databasePair[0].origin, `/api/documents/${r.body?.id}`, {
      method: 'DELETE',
      token: database.owner.token,
    });
  }
  const [blobs] = await sql(pgc.url, 'select count(*)::int as n from document_blobs');
  report.check(
    'STORAGE=database: the bytes live in PostgreSQL (document_blobs), removed with the document',
    blobs.n === 0,
    `${blobs.n} left`,
  );
  await sharedDocuments(report, 'STORAGE=s3', pgc.url, s3Pair);

  // GET /metrics as a scraper reads it (production: only with the token).
  const refused = await fetch(`${database.a.origin}/metrics`);
  const scrape = async (server) =>
    (
      await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
  // The four instances share the job queue: whichever claimed the sign-up emails counted the runs.
  const [textA, textB, ...others] = await Promise.all([...databasePair, ...s3Pair].map(scrape));
  const jobRuns = [textA, textB, ...others]
    .map((text) =>
      Number(/rentwise_job_runs_total\{job="email-deliver",outcome="ok"\} (\d+)/.exec(text)?.[1] ?? 0),
    )
    .reduce((sum, n) => sum + n, 0);
  log(
    `metrics: without the token ${refused.status}; with it ${textA.split('\n').length} lines on A; email-deliver runs on the four instances: ${jobRuns}`,
  );
  report.check(
    'GET /metrics in production answers the token only, with route patterns, latency, job runs, outbox and pool',
    refused.status === 404 &&
      /rentwise_http_requests_total\{method="POST",route="\/api\/documents",status_code="201"\} [1-9]/.test(
        textA,
      ) &&
      /route="\/api\/documents\/:id\/download"/.test(textB) &&
      !/api\/documents\/[0-9a-f]{8}-/.test(textA + textB) &&
      /rentwise_http_request_duration_seconds_bucket/.test(textA) &&
      jobRuns > 0 &&
      /rentwise_outbox_emails\{status="pending"\} \d+/.test(textA) &&
      /rentwise_db_pool_connections [1-9]/.test(textA),
  );
});
