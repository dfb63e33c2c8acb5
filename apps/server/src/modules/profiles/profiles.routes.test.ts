import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { profiles } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/profile', () => {
  it("answers the signed-in user's profile created at sign-up", async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const response = await ctx.app.inject({ url: '/api/profile', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: owner.userId,
      email: owner.email,
      role: 'owner',
      firstName: 'Olivia',
      lastName: 'Owner',
      companyName: null,
      phone: null,
      locale: 'en',
      welcomed: false,
      createdAt: expect.any(String),
    });
  });

  it('creates a default profile (id, email, the account role) when the row is missing', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    await ctx.database.db.execute(sql`delete from profiles where id = ${owner.userId}`);
    const response = await ctx.app.inject({ url: '/api/profile', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.userId,
      email: owner.email,
      role: 'owner',
      firstName: null,
    });
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    await ctx.database.db.execute(sql`delete from profiles where id = ${tenant.userId}`);
    const tenantProfile = await ctx.app.inject({ url: '/api/profile', headers: tenant.headers });
    // The account decides the role: a tenant never becomes an owner through a missing row.
    expect(tenantProfile.json().role).toBe('tenant');
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('records the first greeting once (issue 24: Welcome, then Welcome back); it cannot be undone', async () => {
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: tenant.headers, payload });
    const welcomedAt = async () => {
      const [row] = await ctx.database.db
        .select({ at: profiles.welcomedAt })
        .from(profiles)
        .where(eq(profiles.id, tenant.userId));
      return row?.at;
    };
    expect((await ctx.app.inject({ url: '/api/profile', headers: tenant.headers })).json().welcomed).toBe(
      false,
    );
    expect(await welcomedAt()).toBeNull();

    const first = await patch({ welcomed: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().welcomed).toBe(true);
    const at = await welcomedAt();
    expect(at).not.toBeNull();
    // A second greeting keeps the first one's time; false is not a value the API takes.
    expect((await patch({ welcomed: true })).json().welcomed).toBe(true);
    expect(String(await welcomedAt())).toBe(String(at));
    expect((await patch({ welcomed: false })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/profile', headers: tenant.headers })).json().welcomed).toBe(
      true,
    );
  });

  it('saves names, company, phone and language; empty company or phone clears it', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: owner.headers, payload });
    const saved = await patch({
      companyName: '  Acme Rentals ',
      phone: '+1 (555) 010-2030',
      firstName: 'Olive',
      lastName: 'Oyl',
      locale: 'fr',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      companyName: 'Acme Rentals',
      phone: '+1 (555) 010-2030',
      firstName: 'Olive',
      lastName: 'Oyl',
      locale: 'fr',
    });
    const again = await ctx.app.inject({ url: '/api/profile', headers: owner.headers });
    expect(again.json().companyName).toBe('Acme Rentals');
    const cleared = await patch({ companyName: '', phone: '' });
    expect(cleared.json()).toMatchObject({ companyName: null, phone: null, firstName: 'Olive' });
  });

  it('refuses role, email and other unknown fields, and invalid values', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: owner.headers, payload });
    for (const payload of [{ role: 'tenant' }, { email: 'x@y.z' }, { id: owner.userId }, { owner_id: 'x' }]) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const shortPhone = await patch({ phone: '12345' });
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json().error.details.phone).toBe('settings:validation.phoneTooShort');
    const letters = await patch({ phone: 'call me maybe' });
    expect(letters.json().error.details.phone).toBe('settings:validation.phoneInvalid');
    const shortName = await patch({ firstName: 'O' });
    expect(shortName.statusCode).toBe(400);
    const unchanged = await ctx.app.inject({ url: '/api/profile', headers: owner.headers });
    expect(unchanged.json()).toMatchObject({ role: 'owner', email: owner.email });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { companyName: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
