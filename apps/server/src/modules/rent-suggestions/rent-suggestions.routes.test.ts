import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { memberships } from '../../db/schema';
import { allAuditEvents } from '../audit/audit.repository';

/** GET /api/units/:id/rent-suggestion, GET|PUT /api/org/rent-indices and the unit attributes (issue 22 item 3). */
let ctx: TestContext;
let owner: SignedInUser;
let stranger: SignedInUser;
let tenant: SignedInUser;
let managerHeaders: Record<string, string>;
let limitedHeaders: Record<string, string>;
let unitIds: string[];
let otherPropertyId: string;

const get = (url: string, headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  stranger = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '12 Suggestion Street', units: 3 });
  otherPropertyId = await createProperty(ctx, owner, { address: '14 Suggestion Street', units: 1 });
  const tenantLogin = await createTenantWithLogin(ctx, owner, otherPropertyId);
  tenant = tenantLogin;
  unitIds = (await get(`/api/properties/${propertyId}/units`)).json().map((u: { id: string }) => u.id);
  const orgId = owner.orgId as string;
  async function member(role: 'manager', propertyIds: string[] | null) {
    const user = await createSignedInUser(ctx, { role: 'owner' });
    await ctx.database.db.insert(memberships).values({ orgId, userId: user.userId, role, propertyIds });
    return { ...user.headers, 'x-org-id': orgId };
  }
  managerHeaders = await member('manager', null);
  limitedHeaders = await member('manager', [otherPropertyId]);
}, 60_000);
afterAll(() => ctx.close());

describe('unit attributes (PATCH /api/units/:id)', () => {
  it('stores bedrooms, bathrooms, area, floor and features, and lists them', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/units/${unitIds[0]}`,
      headers: owner.headers,
      payload: { bedrooms: 2, bathrooms: 1.5, areaM2: 64, floor: 3, features: ['balcony', 'elevator'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      bedrooms: 2,
      bathrooms: 1.5,
      areaM2: 64,
      floor: 3,
      features: ['balcony', 'elevator'],
    });
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/units/${unitIds[0]}`,
      headers: owner.headers,
      payload: { floor: null },
    });
    expect(cleared.json()).toMatchObject({ floor: null, bedrooms: 2 });
  });

  it('refuses impossible attributes (400)', async () => {
    for (const payload of [
      { bedrooms: -1 },
      { bedrooms: 1.5 },
      { bathrooms: 1.3 },
      { areaM2: 2 },
      { features: ['helipad'] },
    ]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/units/${unitIds[0]}`,
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('GET /api/units/:id/rent-suggestion', () => {
  it('answers a suggestion shape; with no lease anywhere, nothing to compare (confidence none)', async () => {
    const response = await get(`/api/units/${unitIds[1]}/rent-suggestion`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      unitId: unitIds[1],
      amount: null,
      confidence: 'none',
      comparables: [],
      criteria: { propertyType: 'Apartment' },
    });
  });

  it('uses the comparable leases of the organisation', async () => {
    const lease = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: {
        tenantId: (await get('/api/tenants')).json().items[0].id,
        propertyId: otherPropertyId,
        startDate: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
        existingLease: true,
        endDate: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
        rentAmount: 125000,
        depositAmount: 0,
      },
    });
    expect(lease.statusCode, lease.body).toBe(201);
    const body = (await get(`/api/units/${unitIds[1]}/rent-suggestion`)).json();
    expect(body.comparables).toHaveLength(1);
    expect(body.comparables[0]).toMatchObject({ rent: 125000, propertyName: '14 Suggestion Street' });
    expect(body.amount).toBeGreaterThan(0);
    expect(body.confidence).toBe('low');
    // A member limited to the other property cannot ask about this one; a member of all can.
    expect((await get(`/api/units/${unitIds[1]}/rent-suggestion`, managerHeaders)).statusCode).toBe(200);
    expect((await get(`/api/units/${unitIds[1]}/rent-suggestion`, limitedHeaders)).statusCode).toBe(404);
  });

  it('404 for another organisation’s unit and an unknown one, 400 for a malformed id, 403 for a tenant, 401 without a token', async () => {
    expect((await get(`/api/units/${unitIds[1]}/rent-suggestion`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/units/${randomUUID()}/rent-suggestion`)).statusCode).toBe(404);
    expect((await get('/api/units/not-a-uuid/rent-suggestion')).statusCode).toBe(400);
    expect((await get(`/api/units/${unitIds[1]}/rent-suggestion`, tenant.headers)).statusCode).toBe(403);
    expect((await get(`/api/units/${unitIds[1]}/rent-suggestion`, {})).statusCode).toBe(401);
  });
});

describe('/api/org/rent-indices', () => {
  const put = (payload: unknown, headers: Record<string, string> = owner.headers) =>
    ctx.app.inject({ method: 'PUT', url: '/api/org/rent-indices', headers, payload: payload as object });

  it('starts empty, takes an IRL series by reference quarter, and replaces it whole', async () => {
    expect((await get('/api/org/rent-indices')).json()).toEqual({ index: null, values: [] });
    const saved = await put({
      index: 'irl',
      values: [
        { period: '2025-Q3', value: 145.77 },
        { period: '2025-Q2', value: 145.17 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      index: 'irl',
      values: [
        { period: '2025-Q2', value: 145.17 },
        { period: '2025-Q3', value: 145.77 },
      ],
    });
    await put({ index: 'cpi', values: [{ period: '2025-09', value: 324.8 }] });
    // Each replacement is audited as a change of the organisation's settings.
    const changes = (await allAuditEvents(ctx.database.db, owner.orgId as string))
      .filter((event) => event.entityType === 'organisation')
      .map((event) => event.after as Record<string, unknown> | null)
      .filter((after) => after && 'rentIndex' in after);
    expect(changes.map((after) => after?.rentIndex)).toEqual(['irl', 'cpi']);
    expect((await get('/api/org/rent-indices', stranger.headers)).json()).toEqual({
      index: null,
      values: [],
    });
    expect((await get('/api/org/rent-indices')).json()).toEqual({
      index: 'cpi',
      values: [{ period: '2025-09', value: 324.8 }],
    });
  });

  it('400 for a bad period or value, 403 for a role without org.update or a tenant', async () => {
    expect((await put({ index: 'irl', values: [{ period: '2025-09', value: 140 }] })).statusCode).toBe(400);
    expect((await put({ index: 'cpi', values: [{ period: '2025-09', value: 0 }] })).statusCode).toBe(400);
    expect((await put({ index: 'eur', values: [] })).statusCode).toBe(400);
    expect((await put({ index: 'irl', values: [] }, managerHeaders)).statusCode).toBe(403);
    expect((await get('/api/org/rent-indices', managerHeaders)).statusCode).toBe(200);
    expect((await get('/api/org/rent-indices', tenant.headers)).statusCode).toBe(403);
  });
});
