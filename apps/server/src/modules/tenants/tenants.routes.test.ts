import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser, signIn } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;
let otherOwner: SignedInUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  otherOwner = await createSignedInUser(ctx, { role: 'owner' });
  const property = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: owner.headers,
    payload: { address: '5 Willow Court', propertyType: 'Duplex', units: 2, monthlyRent: 140000 },
  });
  propertyId = property.json().id;
});
afterAll(() => ctx.close());

const tenantBody = (email: string) => ({
  firstName: 'Maya',
  lastName: 'Patel',
  email,
  phone: '5559876543',
  propertyId,
});

describe('tenants routes', () => {
  it('create the tenant and its account; the temporary password signs in and must be changed', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: tenantBody('maya@example.test'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { tenant, credentials } = response.json();
    expect(tenant).toMatchObject({ status: 'pending', unitLabel: 'Unit 1', hasAccount: false });
    expect(credentials.email).toBe('maya@example.test');
    expect(credentials.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);

    const signedIn = await signIn(ctx, 'maya@example.test', credentials.temporaryPassword, '10.9.9.9');
    expect(signedIn.statusCode).toBe(200);
    const tenantHeaders = { authorization: `Bearer ${signedIn.json().access_token}` };
    const blocked = await ctx.app.inject({ url: '/api/profile', headers: tenantHeaders });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('password_change_required');

    // Setting a password of their own links the tenant record to the login and activates it.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: tenantHeaders,
      payload: { password: 'Maya-Own-Password-7' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: `/api/tenants/${tenant.id}`, headers: owner.headers });
    expect(after.json()).toMatchObject({ status: 'active', hasAccount: true });

    // Occupancy and the rent roll count the leases in force today (decision 024): a tenant with no
    // lease yet occupies nothing on the dashboard.
    const dashboard = (await ctx.app.inject({ url: '/api/dashboard/owner', headers: owner.headers })).json();
    expect(dashboard).toMatchObject({
      totalProperties: 1,
      totalUnits: 2,
      occupiedUnits: 0,
      occupancyRate: 0,
      monthlyRevenue: 0,
    });
  });

  it('answer 409 Email Already Exists for a used email, in any case', async () => {
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: tenantBody('MAYA@example.test'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'A tenant with this email address already exists in your organisation',
    });
    // An address with an account elsewhere is not refused: that would tell this organisation
    // that the address is known (issue 23 finding 5, decision 030).
    const owners = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: tenantBody(otherOwner.email),
    });
    expect(owners.statusCode).toBe(201);
    // (Archived again, so the lists below hold only Maya.)
    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/tenants/${owners.json().tenant.id}/archive`,
      headers: owner.headers,
    });
    expect(archived.statusCode).toBe(200);
    const check = await ctx.app.inject({
      url: '/api/tenants/check-email?email=maya@example.test',
      headers: owner.headers,
    });
    expect(check.json()).toEqual({ available: false });
  });

  it('reject another owner’s property and bad input', async () => {
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: otherOwner.headers,
      payload: tenantBody('x1@example.test'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Please select a valid property');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: { ...tenantBody('not-an-email'), phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject({
      email: 'validation:tenant.emailInvalid',
      phone: 'validation:tenant.phoneMin',
    });
    const assigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: { ...tenantBody('x2@example.test'), status: 'active' },
    });
    expect(assigned.statusCode).toBe(400);
  });

  it('keep each owner’s tenants private', async () => {
    const list = (await ctx.app.inject({ url: '/api/tenants', headers: owner.headers })).json();
    expect(list.items).toHaveLength(1);
    const id = list.items[0].id;
    expect(
      (await ctx.app.inject({ url: '/api/tenants', headers: otherOwner.headers })).json().items,
    ).toHaveLength(0);
    expect(
      (await ctx.app.inject({ url: `/api/tenants/${id}`, headers: otherOwner.headers })).statusCode,
    ).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tenants/${id}`,
      headers: otherOwner.headers,
      payload: { phone: '0000000000' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/tenants/${id}`, headers: owner.headers })).json().phone).toBe(
      '5559876543',
    );
    const searched = (
      await ctx.app.inject({ url: '/api/tenants?search=willow', headers: owner.headers })
    ).json();
    expect(searched.items).toHaveLength(1);
  });
});
