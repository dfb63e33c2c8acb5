import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let ownerA: SignedInUser;
let ownerB: SignedInUser;
let tenant: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  ownerA = await createSignedInUser(ctx, { role: 'owner' });
  ownerB = await createSignedInUser(ctx, { role: 'owner' });
  tenant = await createSignedInUser(ctx, { role: 'tenant' });
});
afterAll(() => ctx.close());

const newProperty = {
  address: '221B Baker Street',
  propertyType: 'Apartment',
  units: 3,
  monthlyRent: 185000,
};

async function create(user: SignedInUser, payload: object = newProperty) {
  return ctx.app.inject({ method: 'POST', url: '/api/properties', headers: user.headers, payload });
}

describe('properties routes', () => {
  it('require a signed-in owner', async () => {
    expect((await ctx.app.inject({ url: '/api/properties' })).statusCode).toBe(401);
    const asTenant = await ctx.app.inject({ url: '/api/properties', headers: tenant.headers });
    expect(asTenant.statusCode).toBe(403);
    expect((await create(tenant)).statusCode).toBe(403);
  });

  it('create a property with its units and answer 201', async () => {
    const response = await create(ownerA);
    expect(response.statusCode).toBe(201);
    const property = response.json();
    expect(property).toMatchObject({
      address: '221B Baker Street',
      name: '221B Baker Street',
      unitsCount: 3,
      occupancyRate: 0,
    });
    const units = await ctx.app.inject({
      url: `/api/properties/${property.id}/units`,
      headers: ownerA.headers,
    });
    expect(units.json().map((u: { label: string }) => u.label)).toEqual(['Unit 1', 'Unit 2', 'Unit 3']);
  });

  it('reject invalid bodies and mass assignment with 400', async () => {
    const short = await create(ownerA, { ...newProperty, address: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.address).toBe('validation:property.addressMin');
    for (const extra of [{ owner_id: ownerB.userId }, { ownerId: ownerB.userId }, { status: 'active' }]) {
      expect((await create(ownerA, { ...newProperty, ...extra })).statusCode).toBe(400);
    }
  });

  it('answer 404 for another owner’s property and unit, leaving them unchanged', async () => {
    const property = (await create(ownerA, { ...newProperty, address: '1 Secret Lane' })).json();
    const units = (
      await ctx.app.inject({ url: `/api/properties/${property.id}/units`, headers: ownerA.headers })
    ).json();
    const asB = { headers: ownerB.headers };
    expect((await ctx.app.inject({ url: `/api/properties/${property.id}`, ...asB })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/properties/${property.id}/units`, ...asB })).statusCode).toBe(
      404,
    );
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/properties/${property.id}`,
      payload: { propertyType: 'Hacked' },
      ...asB,
    });
    expect(patch.statusCode).toBe(404);
    const unitPatch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/units/${units[0].id}`,
      payload: { label: 'Hacked' },
      ...asB,
    });
    expect(unitPatch.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}`, ...asB })).statusCode,
    ).toBe(404);
    const after = (
      await ctx.app.inject({ url: `/api/properties/${property.id}`, headers: ownerA.headers })
    ).json();
    expect(after.propertyType).toBe('Apartment');
    const listB = (await ctx.app.inject({ url: '/api/properties', ...asB })).json();
    expect(listB.items.some((p: { id: string }) => p.id === property.id)).toBe(false);
  });

  it('paginate with limit and cursor', async () => {
    for (let i = 0; i < 3; i++) await create(ownerB, { ...newProperty, address: `${i + 10} Page Road` });
    const first = (await ctx.app.inject({ url: '/api/properties?limit=2', headers: ownerB.headers })).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await ctx.app.inject({
        url: `/api/properties?limit=2&cursor=${first.nextCursor}`,
        headers: ownerB.headers,
      })
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(
      (await ctx.app.inject({ url: '/api/properties?limit=500', headers: ownerB.headers })).statusCode,
    ).toBe(400);
  });

  it('rename a unit and change its rent; delete an empty property with 204', async () => {
    const property = (await create(ownerA, { ...newProperty, address: '8 Rename Row', units: 1 })).json();
    const [unit] = (
      await ctx.app.inject({ url: `/api/properties/${property.id}/units`, headers: ownerA.headers })
    ).json();
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/units/${unit.id}`,
      headers: ownerA.headers,
      payload: { label: 'Garden flat', monthlyRent: 210000 },
    });
    expect(patched.json()).toMatchObject({ label: 'Garden flat', monthlyRent: 210000 });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/properties/${property.id}`,
      headers: ownerA.headers,
    });
    expect(deleted.statusCode).toBe(204);
  });
});
