import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PDF } from '../../../test/multipart';
import { configureQuotas, DEFAULT_QUOTAS } from './quotas.service';

/** Issue 23 finding 16: per-organisation quotas, with a clear (translated) error. */

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rw-quotas-'));
  ctx = await createTestApp({ config: { dataDir } });
});
afterEach(() => configureQuotas(DEFAULT_QUOTAS));
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(user: SignedInUser, language = 'en') {
  const body = multipartBody({ kind: 'other' }, [{ fileName: 'a.pdf', bytes: TINY_PDF }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...user.headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

describe('storage quota', () => {
  it('refuses the upload that would pass the organisation’s quota with 413 and a translated message', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const neighbour = await createSignedInUser(ctx, { role: 'owner' });
    // Room for two of these files, not three.
    configureQuotas({ ...DEFAULT_QUOTAS, storageBytesPerOrganisation: TINY_PDF.byteLength * 2 });
    expect((await upload(owner)).statusCode).toBe(201);
    expect((await upload(owner)).statusCode).toBe(201);
    const refused = await upload(owner);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      key: 'errors:quota.storage',
      params: { limit: `${TINY_PDF.byteLength * 2} B`, used: `${TINY_PDF.byteLength * 2} B` },
    });
    // Nothing was kept of the refused file.
    const list = await ctx.app.inject({ url: '/api/documents', headers: owner.headers });
    expect(list.json().items).toHaveLength(2);
    // Another organisation's quota is its own.
    expect((await upload(neighbour)).statusCode).toBe(201);
  });
});
