import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PNG } from '../../../test/multipart';
import { memberships, notifications, ownerClients } from '../../db/schema';
import { sayNotificationText } from '../notifications/notifications.service';

/**
 * Owner statements through their routes (issue 19 item 3): the JSON, PDF and CSV of a period,
 * publishing (versions, snapshot, email, notification) and what the owner client's portal sees.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;
let accountant: Headers;
let viewer: Headers;
let portal: Headers;
let portalOther: Headers;
let ownerId: string;
let otherOwnerId: string;
let ownerEmail: string;
let ownerUserId: string;
let propertyId: string;
let receiptId: string;
const period = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);

const get = (url: string, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | undefined, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers });

async function joinAs(role: 'viewer' | 'accountant') {
  const user = await createSignedInUser(ctx, { role: 'owner' });
  await ctx.database.db.insert(memberships).values({ orgId: admin.orgId!, userId: user.userId, role });
  return { ...user.headers, [ORG_HEADER]: admin.orgId! };
}

/** An owner client with a login (the owner portal), owning all of `property`. */
async function portalOwner(property: string, firstName: string) {
  const user = await createSignedInUser(ctx, { role: 'owner' });
  const created = await post('/api/owners', { firstName, lastName: 'Statement', email: user.email });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const shares = await put(`/api/properties/${property}/owners`, [{ ownerId: id, share: 100 }]);
  expect(shares.statusCode, shares.body).toBe(200);
  await ctx.database.db
    .insert(memberships)
    .values({ orgId: admin.orgId!, userId: user.userId, role: 'owner_client', ownerClientId: id });
  await ctx.database.db.update(ownerClients).set({ userId: user.userId }).where(eq(ownerClients.id, id));
  return {
    id,
    email: user.email,
    userId: user.userId,
    headers: { ...user.headers, [ORG_HEADER]: admin.orgId! },
  };
}

async function expense(amount: number, description: string, documentId?: string) {
  const response = await post('/api/expenses', {
    propertyId,
    category: 'repairs_maintenance',
    date: today,
    amount,
    description,
    ...(documentId ? { documentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\u00a0/g, ' ');
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, admin, { address: '19 Statement Street', units: 1 });
  const otherProperty = await createProperty(ctx, admin, { address: '20 Other Owner Road', units: 1 });
  const owner = await portalOwner(propertyId, 'Oscar');
  ownerId = owner.id;
  ownerEmail = owner.email;
  ownerUserId = owner.userId;
  portal = owner.headers;
  const second = await portalOwner(otherProperty, 'Paula');
  otherOwnerId = second.id;
  portalOther = second.headers;
  accountant = await joinAs('accountant');
  viewer = await joinAs('viewer');

  const tenant = await createTenantWithLogin(ctx, admin, propertyId, {
    firstName: 'Rita',
    lastName: 'Renter',
  });
  const lease = await post('/api/leases', {
    propertyId,
    tenantId: tenant.tenantId,
    startDate: '2020-01-01',
    existingLease: true,
    endDate: '2099-12-31',
    rentAmount: 120000,
  });
  expect(lease.statusCode, lease.body).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...admin.headers, 'idempotency-key': 'statement-route-0001' },
    payload: { leaseId: lease.json().id, amount: 120000, method: 'bank' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const upload = multipartBody({ kind: 'receipt', propertyId, name: 'Plumber invoice' }, [
    { fileName: 'invoice.png', bytes: TINY_PNG },
  ]);
  const document = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...admin.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(document.statusCode, document.body).toBe(201);
  receiptId = document.json().id;
  await expense(30050, '=HYPERLINK("http://evil.test","Plumber")', receiptId);
  const fee = await put(`/api/owners/${ownerId}/fee-policy`, { kind: 'percent', percentBasisPoints: 800 });
  expect(fee.statusCode, fee.body).toBe(200);
}, 90_000);
afterAll(() => ctx.close());

describe('GET /api/owners/:id/statements/:period', () => {
  it('answers the statement: lines with their sources, a fee with its computation, totals that tie out', async () => {
    const response = await get(`/api/owners/${ownerId}/statements/${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({ ownerId, period, version: null, publishedAt: null, publications: [] });
    expect(statement.income.total).toBe(120000);
    const [payment] = statement.income.units[0].lines;
    expect(payment.source).toMatchObject({ type: 'payment', href: `/api/payments/${payment.id}/receipt` });
    expect(statement.expenses.total).toBe(30050);
    const [bill] = statement.expenses.categories[0].lines;
    expect(bill.source).toMatchObject({ type: 'expense', href: `/api/expenses/${bill.id}` });
    expect(bill.receiptHref).toBe(`/api/documents/${receiptId}/download`);
    expect(statement.fee).toMatchObject({ base: 120000, percentAmount: 9600, amount: 9600 });
    expect(statement.closingBalance).toBe(
      statement.openingBalance +
        statement.income.total -
        statement.expenses.total -
        statement.fee.amount +
        statement.contributions.total -
        statement.distributions.total,
    );
    expect(statement.closingBalance).toBe(120000 - 30050 - 9600);
  });

  it('refuses a malformed period (400), another organisation (404) and another owner client (404)', async () => {
    for (const bad of ['2026-13', '2026-3', 'March', '1999-12'])
      expect((await get(`/api/owners/${ownerId}/statements/${bad}`)).statusCode, bad).toBe(400);
    expect((await get(`/api/owners/${ownerId}/statements/${period}.pdf?version=0`)).statusCode).toBe(400);
    expect((await get(`/api/owners/${ownerId}/statements/${period}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/owners/${ownerId}/statements/${period}.pdf`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/owners/${ownerId}/statements`, other.headers)).statusCode).toBe(404);
    // Paula's login never reads Oscar's statements, published or not.
    expect((await get(`/api/owners/${ownerId}/statements`, portalOther)).statusCode).toBe(404);
    expect((await get(`/api/owners/${ownerId}/statements/${period}`, portalOther)).statusCode).toBe(404);
  });

  it('downloads the PDF in the language asked for (or the reader’s), the figures to the cent', async () => {
    const english = await get(`/api/owners/${ownerId}/statements/${period}.pdf?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain(`owner-statement-${period}.pdf`);
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('Owner statement');
    expect(text).toContain('Oscar Statement');
    expect(text).toContain('$1,200.00');
    expect(text).toContain('$300.50');
    expect(text).toContain('8% of $1,200.00 collected = $96.00');
    expect(text).toContain('$803.50');
    const french = await pdfText(
      (await get(`/api/owners/${ownerId}/statements/${period}.pdf?lang=fr`)).rawPayload,
    );
    expect(french).toContain('Relevé propriétaire');
    expect(french).toContain('Solde de clôture');
    expect(french).toMatch(/803,50 \$/);
  });

  it('downloads the CSV: a row per line with its source, the summary, formula-like text escaped', async () => {
    const response = await get(`/api/owners/${ownerId}/statements/${period}.csv?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      "Section,Date,Description,Property,Unit,Category,Source,Source URL,Receipt,Amount,Share %,Owner's part",
    );
    const bill = rows.find((row) => row.includes('HYPERLINK'));
    expect(bill).toContain(`"'=HYPERLINK(""http://evil.test"",""Plumber"")"`);
    expect(bill).toContain(`/api/documents/${receiptId}/download`);
    expect(bill).toMatch(/,300\.50,100\.00,300\.50$/);
    expect(rows.at(-3)).toBe('Summary,,Closing balance,,,,,,,,,803.50');
    const french = (await get(`/api/owners/${ownerId}/statements/${period}.csv?lang=fr`)).body;
    expect(french).toContain('Solde de clôture;;;;;;;;;803.50');
  });
});

describe('publishing a statement', () => {
  it('a viewer may not publish (403); an accountant publishes version 1, emailed and notified', async () => {
    expect(
      (await post(`/api/owners/${ownerId}/statements/${period}/publish`, undefined, viewer)).statusCode,
    ).toBe(403);
    const before = await get(`/api/owners/${ownerId}/statements`, portal);
    expect(before.json().periods).toEqual([]);
    expect((await get(`/api/owners/${ownerId}/statements/${period}`, portal)).statusCode).toBe(404);

    const published = await post(
      `/api/owners/${ownerId}/statements/${period}/publish`,
      undefined,
      accountant,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 1, closingBalance: 80350 });
    expect(published.json().publications).toHaveLength(1);
    const [email] = await emailsTo(ctx, ownerEmail, 'owner-statement');
    expect(email?.subject).toMatch(/^Your owner statement for /);
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ownerUserId));
    expect(notice).toMatchObject({ link: `/owner-portal/statements/${period}` });
    // Stored as a key with the ISO month (issue 24 item 2): the reader's language says the month.
    const month = (language: string) =>
      new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${period}-01T00:00:00Z`),
      );
    expect(sayNotificationText(notice?.body ?? '', 'en')).toBe(
      `Your statement for ${month('en-US')} is ready in your portal.`,
    );
    // French elides before a vowel: "de novembre", "d'avril".
    const fr = month('fr-FR');
    expect(sayNotificationText(notice?.body ?? '', 'fr')).toBe(
      `Votre relevé ${/^[aeiou]/.test(fr) ? "d'" : 'de '}${fr} est disponible dans votre portail.`,
    );
  });

  it('keeps the published statement as it was; publishing again makes version 2, which the portal shows', async () => {
    await expense(10000, 'Late invoice');
    const live = (await get(`/api/owners/${ownerId}/statements/${period}`)).json();
    expect(live.expenses.total).toBe(40050);
    expect(live.publications.map((p: { version: number }) => p.version)).toEqual([1]);
    const first = (await get(`/api/owners/${ownerId}/statements/${period}?version=1`)).json();
    expect(first).toMatchObject({ version: 1, closingBalance: 80350 });
    expect(first.expenses.total).toBe(30050);
    // The owner client reads the published version, not today's figures.
    const seen = await get(`/api/owners/${ownerId}/statements/${period}`, portal);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ version: 1, closingBalance: 80350 });

    const again = await post(`/api/owners/${ownerId}/statements/${period}/publish`, undefined, accountant);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, closingBalance: 70350 });
    expect(again.json().publications.map((p: { version: number }) => p.version)).toEqual([2, 1]);
    const emails = await emailsTo(ctx, ownerEmail, 'owner-statement');
    expect(emails).toHaveLength(2);
    expect(emails.filter((e) => / was updated$/.test(e.subject))).toHaveLength(1);

    const list = (await get(`/api/owners/${ownerId}/statements`, portal)).json();
    expect(list.periods).toEqual([
      {
        period,
        publications: [
          expect.objectContaining({ version: 2, closingBalance: 70350 }),
          expect.objectContaining({ version: 1, closingBalance: 80350 }),
        ],
      },
    ]);
    expect((await get(`/api/owners/${ownerId}/statements/${period}`, portal)).json().version).toBe(2);
    const pdf = await get(`/api/owners/${ownerId}/statements/${period}.pdf?lang=en`, portal);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`owner-statement-${period}-v2.pdf`);
    expect(await pdfText(pdf.rawPayload)).toContain('$703.50');
    // The member's list: the last twelve months, this one published.
    const members = (await get(`/api/owners/${ownerId}/statements`)).json();
    expect(members.periods).toHaveLength(12);
    expect(members.periods[0]).toMatchObject({ period });
    expect(members.periods[0].publications).toHaveLength(2);
  });

  it('another organisation cannot publish (404), nor can an unknown period be read as a version (404)', async () => {
    expect(
      (await post(`/api/owners/${ownerId}/statements/${period}/publish`, undefined, other.headers))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/owners/${ownerId}/statements/${period}?version=9`)).statusCode).toBe(404);
    expect((await get(`/api/owners/${otherOwnerId}/statements/${period}`, portalOther)).statusCode).toBe(404);
  });
});
