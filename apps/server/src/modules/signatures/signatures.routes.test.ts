import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody } from '../../../test/multipart';
import { documents } from '../../db/schema';
import { generateSealP12, identityFromP12, sealPdf } from './seal';

let ctx: TestContext;
let dataDir: string;
let owner: SignedInUser;
let tenant: TenantWithLogin;
let propertyId: string;
let leaseId: string;
const coSigner = { name: 'Chloé Martin', email: 'chloe.cosigner@example.com', role: 'co_signer' as const };

async function samplePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 14 });
  return Buffer.from(await pdf.save());
}

async function uploadPdf(fields: Record<string, string>, bytes?: Buffer, fileName = 'lease.pdf') {
  const body = multipartBody({ kind: 'lease', ...fields }, [
    { fileName, bytes: bytes ?? (await samplePdf('Lease agreement')) },
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

function send(documentId: string, signers: object[], order: 'sequential' | 'parallel' = 'sequential') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/signature-requests',
    headers: owner.headers,
    payload: { documentId, signers, order },
  });
}

/** The token of the newest signing link emailed to `to`. */
async function linkTokenOf(to: string): Promise<string> {
  const emails = await emailsTo(ctx, to, 'signature-request');
  const last = emails.at(-1);
  const match = /\/sign\/([A-Za-z0-9_-]+)/.exec(last?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no signing link for ${to}`);
  return match[1];
}

const sign = (token: string, payload: object, ua = 'vitest-agent') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/signing/${token}`,
    headers: { 'user-agent': ua },
    payload,
  });
const typed = (text: string) => ({ consent: true, signature: { type: 'typed', text } });
// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function verify(bytes: Buffer, fileName = 'signed.pdf') {
  const body = multipartBody({}, [{ fileName, bytes }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/signatures/verify',
    headers: body.headers,
    payload: body.payload,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rw-signatures-'));
  ctx = await createTestApp({
    config: {
      dataDir,
      signing: { p12Path: path.join(dataDir, 'signing', 'seal.p12'), passphrase: '', generate: true },
    },
  });
  owner = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, owner, { address: '12 Rue de la Paix', units: 2 });
  tenant = await createTenantWithLogin(ctx, owner, propertyId);
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
  leaseId = lease.json().id;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a sequential request signed by the tenant in the portal and a co-signer by link', () => {
  let requestId: string;
  let signedDocumentId: string;

  it('emails only the first signer; the tenant reviews and signs from the portal', async () => {
    const documentId = await uploadPdf({ leaseId, tenantId: tenant.tenantId });
    const created = await send(documentId, [
      { name: 'Tenant One', email: tenant.email, role: 'tenant' },
      coSigner,
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    requestId = request.id;
    expect(request.purpose).toBe('document');
    expect(request.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await emailsTo(ctx, tenant.email, 'signature-request')).toHaveLength(1);
    expect(await emailsTo(ctx, coSigner.email, 'signature-request')).toHaveLength(0);

    const portal = await ctx.app.inject({ url: '/api/portal/signatures', headers: tenant.headers });
    expect(portal.json().items).toEqual([expect.objectContaining({ requestId, yourTurn: true })]);
    const pdf = await ctx.app.inject({
      url: `/api/portal/signatures/${requestId}/document`,
      headers: tenant.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const noConsent = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/signatures/${requestId}`,
      headers: tenant.headers,
      payload: { consent: false, signature: { type: 'typed', text: 'Tenant One' } },
    });
    expect(noConsent.statusCode).toBe(400);
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/signatures/${requestId}`,
      headers: tenant.headers,
      payload: typed('Tenant One'),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ status: 'signed', requestStatus: 'pending' });

    // The tenant's emailed link is spent too: single use, whichever way they signed.
    const again = await sign(await linkTokenOf(tenant.email), typed('Tenant One'));
    expect(again.statusCode).toBe(410);
  });

  it('then the co-signer gets a link, opens it (an event) and signs by drawing: the request completes', async () => {
    const token = await linkTokenOf(coSigner.email);
    const view = await ctx.app.inject({ url: `/api/signing/${token}`, headers: { 'user-agent': 'ua-open' } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ yourTurn: true, signer: { name: coSigner.name, status: 'pending' } });
    const review = await ctx.app.inject({ url: view.json().documentUrl });
    expect(review.statusCode).toBe(200);
    expect(review.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const done = await sign(token, { consent: true, signature: { type: 'drawn', png: PNG } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'signed', requestStatus: 'completed' });
    expect((await sign(token, typed('again'))).statusCode).toBe(410);

    const detail = await ctx.app.inject({
      url: `/api/signature-requests/${requestId}`,
      headers: owner.headers,
    });
    const body = detail.json();
    expect(body.status).toBe('completed');
    expect(body.events.map((e: { type: string }) => e.type)).toEqual([
      'sent',
      'opened',
      'signed',
      'sent',
      'opened',
      'signed',
      'completed',
    ]);
    const opened = body.events.find(
      (e: { type: string; signerName: string }) => e.type === 'opened' && e.signerName === coSigner.name,
    );
    expect(opened).toMatchObject({
      userAgent: 'ua-open',
      ip: expect.any(String),
      documentSha256: body.documentSha256,
    });
    signedDocumentId = body.signedDocumentId;
    expect(signedDocumentId).toEqual(expect.any(String));
  });

  it('the sealed PDF (in both parties’ documents) verifies; one byte flipped → tampered; a text file → 415', async () => {
    const list = await ctx.app.inject({ url: `/api/documents?leaseId=${leaseId}`, headers: tenant.headers });
    expect(list.json().items.map((d: { id: string }) => d.id)).toContain(signedDocumentId);
    const download = await ctx.app.inject({
      url: `/api/documents/${signedDocumentId}/download`,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(200);
    const sealed = download.rawPayload;
    const text = sealed.toString('latin1');
    expect(text).toContain('/SubFilter /ETSI.CAdES.detached');

    const ok = await verify(sealed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ result: 'valid', signerName: 'Rentwise document seal' });

    const flipped = Buffer.from(sealed);
    flipped[300] = (flipped[300] ?? 0) ^ 0x20;
    expect((await verify(flipped)).json().result).toBe('tampered');

    const notPdf = await verify(Buffer.from('hello, this is not a PDF\n'), 'notes.txt');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const other = identityFromP12(generateSealP12('', 'Another seal'), '');
    const foreign = await sealPdf(await PDFDocument.load(await samplePdf('x')), other, {
      reason: 'x',
      location: 'y',
    });
    expect((await verify(foreign)).json().result).toBe('unknown_signer');
  });
});

describe('bad input', () => {
  it('a signer out of order → 409; a decline closes the request with its reason', async () => {
    const documentId = await uploadPdf({ leaseId, tenantId: tenant.tenantId });
    const created = await send(documentId, [
      coSigner,
      { name: 'Tenant One', email: tenant.email, role: 'tenant' },
    ]);
    const { id } = created.json();
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/signatures/${id}`,
      headers: tenant.headers,
      payload: typed('Tenant One'),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.key).toBe('errors:signatures.notYourTurn');

    const token = await linkTokenOf(coSigner.email);
    expect((await sign(token, { decline: '' })).statusCode).toBe(400);
    const declined = await sign(token, { decline: 'The rent is wrong' });
    expect(declined.json()).toEqual({ status: 'declined', requestStatus: 'declined' });
    const detail = (
      await ctx.app.inject({ url: `/api/signature-requests/${id}`, headers: owner.headers })
    ).json();
    expect(detail.status).toBe('declined');
    expect(detail.signers[0]).toMatchObject({ status: 'declined', declineReason: 'The rent is wrong' });
    expect(detail.events.at(-1)).toMatchObject({ type: 'declined', detail: 'The rent is wrong' });
  });

  it('a document changed after sending cancels the request (409), and its links answer 410 after', async () => {
    const documentId = await uploadPdf({ leaseId });
    const { id } = (await send(documentId, [coSigner], 'parallel')).json();
    const token = await linkTokenOf(coSigner.email);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, documentId));
    const key = row?.storageKey ?? '';
    await writeFile(path.join(dataDir, 'uploads', key.slice(0, 2), key), await samplePdf('Changed terms'));
    const changed = await sign(token, typed('Chloé'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.key).toBe('errors:signatures.documentChanged');
    const detail = (
      await ctx.app.inject({ url: `/api/signature-requests/${id}`, headers: owner.headers })
    ).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.events.at(-1).type).toBe('cancelled');
    expect(detail.events.at(-1).documentSha256).not.toBe(detail.documentSha256);
    expect((await ctx.app.inject({ url: `/api/signing/${token}` })).statusCode).toBe(410);
  });

  it('an unknown link → 404; a document that is not a PDF → 415; a tenant cannot send → 403', async () => {
    expect((await ctx.app.inject({ url: `/api/signing/${'x'.repeat(43)}` })).statusCode).toBe(404);
    const png = Buffer.from(PNG.slice('data:image/png;base64,'.length), 'base64');
    const imageId = await uploadPdf({}, png, 'photo.png');
    const refused = await send(imageId, [coSigner]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.key).toBe('errors:signatures.notPdf');
    const byTenant = await ctx.app.inject({
      method: 'POST',
      url: '/api/signature-requests',
      headers: tenant.headers,
      payload: { documentId: imageId, signers: [coSigner], order: 'parallel' },
    });
    expect(byTenant.statusCode).toBe(403);
  });
});

describe('a draft lease signed by its tenant becomes active', () => {
  it('activates the draft with the leases module on completion', async () => {
    const unitTenant = await createTenantWithLogin(ctx, owner, propertyId);
    // A lease to come (next year), whatever the year the suite runs in.
    const nextYear = new Date().getUTCFullYear() + 1;
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        propertyId,
        tenantId: unitTenant.tenantId,
        startDate: `${nextYear}-01-01`,
        endDate: `${nextYear}-12-31`,
        rentAmount: 90000,
        status: 'draft',
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json().id;
    const documentId = await uploadPdf({ leaseId: draftId, tenantId: unitTenant.tenantId });
    const created = await send(documentId, [{ name: 'New Tenant', email: unitTenant.email, role: 'tenant' }]);
    expect(created.json().purpose).toBe('lease');
    const done = await sign(await linkTokenOf(unitTenant.email), typed('New Tenant'));
    expect(done.json().requestStatus).toBe('completed');
    const lease = await ctx.app.inject({ url: `/api/leases/${draftId}`, headers: owner.headers });
    expect(lease.json().status).toBe('active');
  });
});
