import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PNG } from '../../../test/multipart';
import { memberships } from '../../db/schema';

let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;
let propertyId: string;
let otherPropertyId: string;
let unitId: string;
let requestId: string;
let receiptId: string;
let accountant: Record<string, string>;
let viewer: Record<string, string>;

async function joinAs(role: 'viewer' | 'accountant') {
  const user = await createSignedInUser(ctx, { role: 'owner' });
  await ctx.database.db.insert(memberships).values({ orgId: admin.orgId!, userId: user.userId, role });
  return { ...user.headers, [ORG_HEADER]: admin.orgId! };
}

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, admin, { address: '5 Bill Street', units: 2 });
  otherPropertyId = await createProperty(ctx, other, { address: '6 Elsewhere Road' });
  unitId = (await get(`/api/properties/${propertyId}/units`)).json()[0].id;
  const repair = await post('/api/maintenance-requests', {
    propertyId,
    title: 'Boiler repair',
    category: 'plumbing',
    priority: 'high',
    description: 'No hot water.',
  });
  expect(repair.statusCode, repair.body).toBe(201);
  requestId = repair.json().id;
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
  accountant = await joinAs('accountant');
  viewer = await joinAs('viewer');
}, 60_000);
afterAll(() => ctx.close());

describe('expenses routes', () => {
  it('an accountant records a bill from a repair with its receipt; it shows on the repair', async () => {
    const created = await post(
      '/api/expenses',
      {
        propertyId,
        unitId,
        category: 'repairs_maintenance',
        date: '2026-03-10',
        amount: 45_000,
        description: ' Boiler part and labour ',
        documentId: receiptId,
        maintenanceRequestId: requestId,
      },
      accountant,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      propertyId,
      propertyName: expect.any(String),
      unitId,
      category: 'repairs_maintenance',
      date: '2026-03-10',
      amount: 45_000,
      description: 'Boiler part and labour',
      documentId: receiptId,
      documentName: 'Plumber invoice',
      maintenanceRequestId: requestId,
      maintenanceRequestTitle: 'Boiler repair',
      voidedAt: null,
    });
    const ofRepair = (await get(`/api/expenses?maintenanceRequestId=${requestId}`, viewer)).json();
    expect(ofRepair.items.map((item: { id: string }) => item.id)).toEqual([created.json().id]);
    expect(ofRepair.total).toBe(45_000);
  });

  it('lists newest first with filters and a total over every page; edits; voids with a reason, kept', async () => {
    for (const [date, amount, category] of [
      ['2026-01-05', 10_000, 'utilities'],
      ['2026-02-05', 20_000, 'insurance'],
      ['2026-02-20', 30_000, 'capital_improvements'],
    ] as const) {
      const response = await post('/api/expenses', {
        propertyId,
        category,
        date,
        amount,
        description: category,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const page1 = (await get(`/api/expenses?propertyId=${propertyId}&limit=2`)).json();
    expect(page1.items.map((item: { date: string }) => item.date)).toEqual(['2026-03-10', '2026-02-20']);
    expect(page1.total).toBe(105_000);
    const page2 = (
      await get(`/api/expenses?propertyId=${propertyId}&limit=2&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.items.map((item: { date: string }) => item.date)).toEqual(['2026-02-05', '2026-01-05']);
    expect(page2.nextCursor).toBeNull();
    const february = (await get('/api/expenses?from=2026-02-01&to=2026-02-28')).json();
    expect(february.total).toBe(50_000);
    const insurance = (await get('/api/expenses?category=insurance')).json();
    expect(insurance.items).toHaveLength(1);

    const id = insurance.items[0].id;
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/expenses/${id}`,
      headers: accountant,
      payload: { amount: 21_000, description: 'Insurance premium' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 21_000, description: 'Insurance premium' });

    const refused = await post(`/api/expenses/${id}/void`, { reason: ' ' }, accountant);
    expect(refused.statusCode).toBe(400);
    const voided = await post(`/api/expenses/${id}/void`, { reason: 'Entered twice' }, accountant);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ voidReason: 'Entered twice', voidedAt: expect.any(String) });
    expect((await post(`/api/expenses/${id}/void`, { reason: 'Again' })).statusCode).toBe(409);
    const afterEdit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/expenses/${id}`,
      headers: admin.headers,
      payload: { amount: 1 },
    });
    expect(afterEdit.statusCode).toBe(409);

    const withoutVoided = (await get(`/api/expenses?propertyId=${propertyId}`)).json();
    expect(withoutVoided.items.some((item: { id: string }) => item.id === id)).toBe(false);
    expect(withoutVoided.total).toBe(85_000);
    const withVoided = (await get(`/api/expenses?propertyId=${propertyId}&includeVoided=true`)).json();
    expect(withVoided.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      voidReason: 'Entered twice',
    });
    expect(withVoided.total).toBe(85_000);
  });

  it('refuses a viewer (403), bad input and foreign references (400), another organisation (404)', async () => {
    const body = { propertyId, category: 'other', date: '2026-03-01', amount: 100, description: 'Keys' };
    expect((await post('/api/expenses', body, viewer)).statusCode).toBe(403);
    expect((await post('/api/expenses', { ...body, amount: 0 })).statusCode).toBe(400);
    expect((await post('/api/expenses', { ...body, category: 'lunch' })).statusCode).toBe(400);
    expect((await post('/api/expenses', { ...body, ownerId: admin.userId })).statusCode).toBe(400);
    const otherUnit = (await get(`/api/properties/${otherPropertyId}/units`, other.headers)).json()[0].id;
    const foreignUnit = await post('/api/expenses', { ...body, unitId: otherUnit });
    expect(foreignUnit.statusCode).toBe(400);
    expect(foreignUnit.json().error.details).toEqual({ unitId: 'expenses:validation.referenceInvalid' });
    expect((await post('/api/expenses', { ...body, propertyId: otherPropertyId })).statusCode).toBe(404);

    const theirs = await post('/api/expenses', { ...body, propertyId: otherPropertyId }, other.headers);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirId = theirs.json().id;
    expect((await get(`/api/expenses/${theirId}`)).statusCode).toBe(404);
    expect((await post(`/api/expenses/${theirId}/void`, { reason: 'Mine now' })).statusCode).toBe(404);
    expect((await get(`/api/expenses/${theirId}`, other.headers)).json().voidedAt).toBeNull();
    const mine = (await get('/api/expenses?includeVoided=true')).json();
    expect(mine.items.some((item: { id: string }) => item.id === theirId)).toBe(false);
  });
});
