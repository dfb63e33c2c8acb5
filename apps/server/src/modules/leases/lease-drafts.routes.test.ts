import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;
let propertyId: string;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, owner, { address: '3 Draft Street', units: 2 });
  tenantId = (await createTenantWithLogin(ctx, owner, propertyId)).tenantId;
});
afterAll(() => ctx.close());

/** Next year: a draft for a lease to come, whatever the year the suite runs in. */
const nextYear = new Date().getUTCFullYear() + 1;
const draftBody = () => ({
  propertyId,
  tenantId,
  startDate: `${nextYear}-03-01`,
  endDate: `${nextYear + 1}-02-28`,
  rentAmount: 110000,
  status: 'draft',
});

describe('draft leases over HTTP', () => {
  it('are created with status draft, activated once and deleted only as drafts', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: draftBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', displayStatus: 'draft' });
    const id = created.json().id;

    const stranger = await createSignedInUser(ctx, { role: 'owner' });
    for (const [method, path] of [
      ['POST', `/api/leases/${id}/activate`],
      ['DELETE', `/api/leases/${id}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url: path, headers: stranger.headers });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }

    const activated = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${id}/activate`,
      headers: owner.headers,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id, status: 'active' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${id}/activate`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/leases/${id}`,
      headers: owner.headers,
    });
    expect(remove.statusCode).toBe(409);

    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: { ...draftBody(), startDate: `${nextYear + 1}-03-01`, endDate: `${nextYear + 2}-02-28` },
    });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/leases/${other.json().id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: `/api/leases/${other.json().id}`, headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it("reject any status but 'active' or 'draft' in the body", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases',
      headers: owner.headers,
      payload: { ...draftBody(), status: 'ended' },
    });
    expect(response.statusCode).toBe(400);
  });
});
