import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@rentwise/core/documents/sniff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PDF, TINY_PNG } from '../../../test/multipart';

let ctx: TestContext;
let dataDir: string;

interface Portfolio {
  owner: SignedInUser;
  propertyId: string;
  tenant: TenantWithLogin;
  leaseId: string;
}

async function portfolio(address: string): Promise<Portfolio> {
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address, units: 2 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-01-01',
      existingLease: true,
      endDate: '2026-12-31',
      rentAmount: 100000,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  return { owner, propertyId, tenant, leaseId: lease.json().id };
}

function upload(
  user: SignedInUser,
  fields: Record<string, string>,
  file: { fileName: string; bytes: Uint8Array; contentType?: string } | null = {
    fileName: 'lease.pdf',
    bytes: TINY_PDF,
  },
) {
  const body = multipartBody(fields, file ? [file] : []);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

const download = (user: SignedInUser, id: string, query = '') =>
  ctx.app.inject({ url: `/api/documents/${id}/download${query}`, headers: user.headers });

let a: Portfolio;
let b: Portfolio;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rw-docs-routes-'));
  ctx = await createTestApp({ config: { dataDir } });
  a = await portfolio('10 Paper Street');
  b = await portfolio('20 Ink Avenue');
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/documents', () => {
  it('answers 401 without a token and 403 to a tenant (tenants do not upload here)', async () => {
    const body = multipartBody({ kind: 'other' }, [{ fileName: 'a.pdf', bytes: TINY_PDF }]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(a.tenant, { kind: 'other' })).statusCode).toBe(403);
  });

  it('stores a PDF shared with the lease and answers its metadata', async () => {
    const response = await upload(a.owner, { kind: 'lease', leaseId: a.leaseId, name: 'Lease agreement' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Lease agreement',
      kind: 'lease',
      contentType: 'application/pdf',
      sizeBytes: TINY_PDF.length,
      leaseId: a.leaseId,
      tenantName: 'Tess Tenant',
      propertyAddress: '10 Paper Street',
    });
  });

  it('answers 413 over 10 MB', async () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1024, 0x20);
    big.write('%PDF-1.4\n');
    const response = await upload(a.owner, { kind: 'other' }, { fileName: 'big.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for an executable or HTML named .pdf, whatever the declared type', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    for (const bytes of [exe, html]) {
      const response = await upload(
        a.owner,
        { kind: 'lease' },
        { fileName: 'lease.pdf', bytes, contentType: 'application/pdf' },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers 415 to a JSON body and 400 to a missing file, an unknown field or a bad kind', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: a.owner.headers,
      payload: { kind: 'other' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(a.owner, { kind: 'other' }, null)).statusCode).toBe(400);
    const unknown = await upload(a.owner, { kind: 'other', ownerId: b.owner.userId });
    expect(unknown.statusCode).toBe(400);
    expect((await upload(a.owner, { kind: 'contract' })).statusCode).toBe(400);
  });

  it("answers 404 when sharing with another owner's tenant, lease or property", async () => {
    const foreign: Record<string, string>[] = [
      { tenantId: b.tenant.tenantId },
      { leaseId: b.leaseId },
      { propertyId: b.propertyId },
    ];
    for (const fields of foreign) {
      const response = await upload(a.owner, { kind: 'notice', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(404);
    }
  });
});

describe('GET /api/documents/:id/download', () => {
  it('serves the same bytes as an attachment with nosniff and a safe, encoded file name', async () => {
    const created = (
      await upload(a.owner, {
        kind: 'notice',
        tenantId: a.tenant.tenantId,
        name: 'Avis "spécial"\r\nX-Evil: 1',
      })
    ).json();
    for (const user of [a.owner, a.tenant]) {
      const response = await download(user, created.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Avis _special_X-Evil: 1.pdf"; filename*=UTF-8''Avis%20%22sp%C3%A9cial%22X-Evil%3A%201.pdf`,
      );
      expect(response.headers['x-evil']).toBeUndefined();
    }
  });

  it('serves PDFs and images inline on ?inline=1, but text always as an attachment', async () => {
    const png = (await upload(a.owner, { kind: 'photo' }, { fileName: 'p.png', bytes: TINY_PNG })).json();
    const inline = await download(a.owner, png.id, '?inline=1');
    expect(inline.headers['content-disposition']).toBe('inline; filename=p.png');
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const text = (
      await upload(a.owner, { kind: 'other' }, { fileName: 'note.txt', bytes: Buffer.from('Hello tenant\n') })
    ).json();
    const textInline = await download(a.owner, text.id, '?inline=1');
    expect(textInline.headers['content-disposition']).toMatch(/^attachment;/);
    expect(textInline.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 404 to another owner and another tenant; a tenant sees only what is shared with them', async () => {
    const direct = (await upload(a.owner, { kind: 'notice', tenantId: a.tenant.tenantId })).json();
    const byLease = (await upload(a.owner, { kind: 'lease', leaseId: a.leaseId })).json();
    const byProperty = (await upload(a.owner, { kind: 'notice', propertyId: a.propertyId })).json();
    const privateDoc = (await upload(a.owner, { kind: 'other', name: 'Owner only' })).json();
    for (const id of [direct.id, byLease.id, byProperty.id]) {
      expect((await download(a.tenant, id)).statusCode).toBe(200);
      expect((await download(b.tenant, id)).statusCode).toBe(404);
      expect((await download(b.owner, id)).statusCode).toBe(404);
    }
    expect((await download(a.tenant, privateDoc.id)).statusCode).toBe(404);

    const tenantList = (await ctx.app.inject({ url: '/api/documents', headers: a.tenant.headers })).json();
    const ids = tenantList.items.map((d: { id: string }) => d.id);
    expect(ids).toEqual(expect.arrayContaining([direct.id, byLease.id, byProperty.id]));
    expect(ids).not.toContain(privateDoc.id);
    const otherTenant = await ctx.app.inject({ url: '/api/documents', headers: b.tenant.headers });
    expect(otherTenant.json().items).toEqual([]);
    const otherOwner = await ctx.app.inject({ url: '/api/documents', headers: b.owner.headers });
    expect(otherOwner.json().items).toEqual([]);
  });
});

describe('GET /api/documents', () => {
  it('filters by kind, lease and tenant and pages with a cursor', async () => {
    const leaseDocs = await ctx.app.inject({
      url: `/api/documents?leaseId=${a.leaseId}&kind=lease`,
      headers: a.owner.headers,
    });
    expect(leaseDocs.statusCode).toBe(200);
    const items = leaseDocs.json().items as { leaseId: string; kind: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((d) => d.leaseId === a.leaseId && d.kind === 'lease')).toBe(true);

    const first = (await ctx.app.inject({ url: '/api/documents?limit=2', headers: a.owner.headers })).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await ctx.app.inject({
        url: `/api/documents?limit=2&cursor=${first.nextCursor}`,
        headers: a.owner.headers,
      })
    ).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.items[0].id).not.toBe(first.items[1].id);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('lets only the owner delete (tenant 403, another owner 404), then the download is gone', async () => {
    const doc = (await upload(a.owner, { kind: 'notice', tenantId: a.tenant.tenantId })).json();
    const remove = (user: SignedInUser) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: user.headers });
    expect((await remove(a.tenant)).statusCode).toBe(403);
    expect((await remove(b.owner)).statusCode).toBe(404);
    expect((await download(a.owner, doc.id)).statusCode).toBe(200);
    expect((await remove(a.owner)).statusCode).toBe(204);
    expect((await download(a.owner, doc.id)).statusCode).toBe(404);
    expect((await remove(a.owner)).statusCode).toBe(404);
  });
});
