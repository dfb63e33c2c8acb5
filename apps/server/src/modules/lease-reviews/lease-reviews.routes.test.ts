import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PNG } from '../../../test/multipart';
import { corpusFile, loadCorpus } from './corpus/corpus';

let ctx: TestContext;
let dataDir: string;
let ownerA: SignedInUser;
let ownerB: SignedInUser;
let tenantA: SignedInUser;

async function upload(user: SignedInUser, fileName: string, bytes: Uint8Array): Promise<string> {
  const body = multipartBody({ kind: 'lease' }, [{ fileName, bytes }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function uploadCorpus(user: SignedInUser, file: string): Promise<string> {
  const lease = loadCorpus().find((l) => l.file === file);
  if (!lease) throw new Error(`no corpus lease ${file}`);
  const { bytes } = await corpusFile(lease);
  return upload(user, lease.format === 'pdf' ? file.replace('.txt', '.pdf') : file, bytes);
}

const review = (user: SignedInUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/lease-reviews',
    headers: user?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rw-lease-review-'));
  ctx = await createTestApp({ config: { dataDir } });
  ownerA = await createSignedInUser(ctx, { role: 'owner' });
  ownerB = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, ownerA, { address: '5 Review Row', units: 1 });
  const tenant = await createTenantWithLogin(ctx, ownerA, propertyId);
  tenantA = tenant;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/lease-reviews', () => {
  it('reads a PDF lease: terms and findings, each quoting a sentence of the page it names', async () => {
    const documentId = await uploadCorpus(ownerA, 'en-03-increase.txt');
    const response = await review(ownerA, { documentId });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.language).toBe('en');
    expect(body.terms.rentAmount).toMatchObject({ value: 120000, page: 1 });
    // The deposit clause is on the PDF's second page.
    expect(body.terms.depositAmount).toEqual({
      value: 120000,
      quote: 'A deposit of $1,200.00 is held by the Landlord.',
      page: 2,
    });
    expect(body.findings.map((f: { rule: string }) => f.rule).sort()).toEqual([
      'late-fee-above-limit',
      'rent-increase-during-term',
      'unusual-penalty',
    ]);
    const lateFee = body.findings.find((f: { rule: string }) => f.rule === 'late-fee-above-limit');
    expect(lateFee.explanation).toBe('The late fee is 10% of the monthly rent, above the limit of 5%.');
    const sentencesOf = (page: number) =>
      body.pages.find((p: { page: number }) => p.page === page)?.sentences ?? [];
    for (const finding of body.findings) expect(sentencesOf(finding.page)).toContain(finding.quote);
    const terms = Object.values(body.terms) as ({ quote: string; page: number } | null)[];
    expect(terms.filter((term) => term === null)).toHaveLength(1); // renewal: this lease says nothing
    for (const term of terms) if (term) expect(sentencesOf(term.page)).toContain(term.quote);
  });

  it("measures the late fee against the organisation's own limit (PATCH /api/org)", async () => {
    const documentId = await uploadCorpus(ownerA, 'en-03-increase.txt');
    const setLimit = (lateFeeLimitPercent: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/org',
        headers: ownerA.headers,
        payload: { lateFeeLimitPercent },
      });
    const rules = async () =>
      (await review(ownerA, { documentId })).json().findings.map((f: { rule: string }) => f.rule);
    try {
      const raised = await setLimit(12.5);
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json().lateFeeLimitPercent).toBe(12.5);
      expect(await rules()).not.toContain('late-fee-above-limit'); // 10 % is under 12.5 %
      expect((await setLimit(9.99)).statusCode).toBe(200);
      const findings = (await review(ownerA, { documentId })).json().findings;
      const lateFee = findings.find((f: { rule: string }) => f.rule === 'late-fee-above-limit');
      expect(lateFee.explanation).toBe('The late fee is 10% of the monthly rent, above the limit of 9.99%.');
      expect((await setLimit(101)).statusCode).toBe(400);
      expect((await setLimit(2.555)).statusCode).toBe(400);
    } finally {
      await setLimit(5);
    }
  });

  it('reads a French text lease, in French or in the language asked for', async () => {
    const documentId = await uploadCorpus(ownerA, 'fr-04-incomplet.txt');
    const french = (await review(ownerA, { documentId })).json();
    expect(french.language).toBe('fr');
    expect(french.terms.rentAmount?.value).toBe(65000);
    const missing = french.findings.filter((f: { quote: string | null }) => f.quote === null);
    expect(missing.map((f: { title: string }) => f.title)).toContain('Aucun dépôt de garantie');
    const english = (await review(ownerA, { documentId, lang: 'en' })).json();
    expect(english.findings.map((f: { title: string }) => f.title)).toContain('No security deposit');
  });

  it("answers 404 for another organisation's document and for an unknown id", async () => {
    const documentId = await uploadCorpus(ownerA, 'en-01-standard.txt');
    expect((await review(ownerB, { documentId })).statusCode).toBe(404);
    expect((await review(ownerA, { documentId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a token, 403 to a tenant, 400 to a bad body', async () => {
    const documentId = await uploadCorpus(ownerA, 'en-06-clean.txt');
    expect((await review(null, { documentId })).statusCode).toBe(401);
    expect((await review(tenantA, { documentId })).statusCode).toBe(403);
    expect((await review(ownerA, { documentId, ownerId: 'x' })).statusCode).toBe(400);
    expect((await review(ownerA, { documentId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('answers 415 for an image and 422 for a PDF without a text layer', async () => {
    const image = await upload(ownerA, 'photo.png', TINY_PNG);
    const imageResponse = await review(ownerA, { documentId: image });
    expect(imageResponse.statusCode).toBe(415);
    const broken = await upload(ownerA, 'broken.pdf', new TextEncoder().encode('%PDF-1.4\nnot really a pdf'));
    expect((await review(ownerA, { documentId: broken })).statusCode).toBe(422);
  });
});
