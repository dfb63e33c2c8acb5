import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { AppError } from '@rentwise/core/errors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createSignedInUser } from '../../test/auth';
import { createTestDatabase, type TestContext, testConfig } from '../../test/helpers';
import { multipartBody, TINY_PDF } from '../../test/multipart';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { createOutboxTransport } from '../mail/transport';
import { createLocalDiskStorage, type DocumentStorage } from '../modules/documents/storage';
import { createDatabaseStorage } from './database-storage';
import { createS3Storage } from './s3-storage';

let database: Database;
let folder: string;
let s3rver: S3rver;
let s3Endpoint: string;

const s3Options = (prefix = '') => ({
  bucket: 'rentwise-test',
  endpoint: s3Endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  prefix,
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'rw-storage-'));
  // A real S3-compatible server (s3rver) on a free port, files in a temporary folder.
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(folder, 's3') });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  await createS3Storage(s3Options()).client.send(new CreateBucketCommand({ Bucket: 'rentwise-test' }));
}, 30_000);
afterAll(async () => {
  await s3rver?.close();
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

/** The DocumentStorage contract, for every implementation. */
function contract(name: string, make: () => DocumentStorage) {
  describe(`${name} storage`, () => {
    it('reads back the same bytes under a generated key, and forgets them when deleted', async () => {
      const storage = make();
      const bytes = new Uint8Array([37, 80, 68, 70, 0, 1, 2, 255, 254, 10]);
      const key = await storage.put(bytes);
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const other = await storage.put(new Uint8Array([1]));
      expect(other).not.toBe(key);
      const { stream, size } = await storage.get(key);
      expect(size).toBe(bytes.byteLength);
      expect([...(await bytesOf(stream))]).toEqual([...bytes]);
      await storage.delete(key);
      expect((await errorOf(storage.get(key))).code).toBe('NOT_FOUND');
      expect((await storage.get(other)).size).toBe(1);
    });

    it('answers NOT_FOUND for a key it never had, and deleting one is not an error', async () => {
      const storage = make();
      const missing = '0b5e1d4c-2f0a-4c6e-9d1b-7a3f5e2c1d00';
      expect((await errorOf(storage.get(missing))).code).toBe('NOT_FOUND');
      await expect(storage.delete(missing)).resolves.toBeUndefined();
    });

    it('keeps a 2 MB document whole', async () => {
      const storage = make();
      const bytes = new Uint8Array(2 * 1024 * 1024).map((_, i) => (i * 31) % 251);
      const key = await storage.put(bytes);
      const { stream, size } = await storage.get(key);
      expect(size).toBe(bytes.byteLength);
      expect(Buffer.compare(await bytesOf(stream), Buffer.from(bytes))).toBe(0);
      await storage.delete(key);
    }, 30_000);
  });
}

contract('local disk', () => createLocalDiskStorage(path.join(folder, 'uploads')));
contract('database', () => createDatabaseStorage(database.db));
contract('s3', () => createS3Storage(s3Options('deployment-a/')));

describe('s3 storage keys', () => {
  it('puts objects under the prefix, so one bucket can hold several deployments', async () => {
    const a = createS3Storage(s3Options('a/'));
    const b = createS3Storage(s3Options('b/'));
    const key = await a.put(new Uint8Array([7, 7, 7]));
    expect((await a.get(key)).size).toBe(3);
    expect((await errorOf(b.get(key))).code).toBe('NOT_FOUND');
  });
});

describe('STORAGE setting', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/rentwise-test-unused' };
  it('is local unless set', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
  });
  it('s3 needs a bucket, and takes path-style addressing when an endpoint is given', () => {
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(
      new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE is s3'),
    );
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://minio:9000',
    });
    expect(config.storage).toMatchObject({
      kind: 's3',
      s3: { bucket: 'docs', endpoint: 'http://minio:9000', forcePathStyle: true, region: 'us-east-1' },
    });
  });
  it('database needs PostgreSQL (DATABASE_URL)', () => {
    expect(() => loadConfig({ ...base, STORAGE: 'database' })).toThrow(/STORAGE database needs DATABASE_URL/);
    expect(
      loadConfig({ ...base, STORAGE: 'database', DATABASE_URL: 'postgres://x@localhost/db' }).storage,
    ).toEqual({ kind: 'database' });
  });
  it('refuses an unknown kind', () => {
    expect(() => loadConfig({ ...base, STORAGE: 'nfs' })).toThrow(/STORAGE/);
  });
});

/** Two app instances on one database, each with its own storage object (as two processes have). */
async function twoInstances(storageA: DocumentStorage, storageB: DocumentStorage) {
  const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const config = testConfig();
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    from: config.mail.from,
    logger,
  });
  const apps: FastifyInstance[] = [];
  for (const storage of [storageA, storageB]) {
    const app = await buildApp({ config, database, mailer, storage, logger });
    await app.ready();
    apps.push(app);
  }
  const ctxA: TestContext = { app: apps[0], database, mailer, close: async () => {} };
  const owner = await createSignedInUser(ctxA, { role: 'owner' });
  const propertyId = await createProperty(ctxA, owner, { address: '5 Twin Lane', units: 1 });
  const body = multipartBody({ kind: 'lease', propertyId }, [{ fileName: 'lease.pdf', bytes: TINY_PDF }]);
  const uploaded = await apps[0].inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const downloaded = await apps[1].inject({
    url: `/api/documents/${uploaded.json().id}/download`,
    headers: owner.headers,
  });
  await Promise.all(apps.map((app) => app.close()));
  return downloaded;
}

describe('a document uploaded through one instance', () => {
  it('downloads through another when both use one S3 bucket', async () => {
    const downloaded = await twoInstances(
      createS3Storage(s3Options('twin/')),
      createS3Storage(s3Options('twin/')),
    );
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(Buffer.compare(downloaded.rawPayload, TINY_PDF)).toBe(0);
  }, 30_000);

  it('is missing on the other when each keeps its own local folder (why local is one instance only)', async () => {
    const downloaded = await twoInstances(
      createLocalDiskStorage(path.join(folder, 'instance-a')),
      createLocalDiskStorage(path.join(folder, 'instance-b')),
    );
    expect(downloaded.statusCode).toBe(404);
  }, 30_000);
});
