import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { memberships, organisations, users } from '../../db/schema';
import { defaultOrganisationName, memberActorOf, resolveMemberActor } from './organisations.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('organisations', () => {
  it('names an owner’s organisation after the company, else the first name, in their language', () => {
    expect(defaultOrganisationName({ companyName: ' Acme Lettings ', firstName: 'Ann', locale: 'en' })).toBe(
      'Acme Lettings',
    );
    expect(defaultOrganisationName({ firstName: 'Ann', locale: 'en' })).toBe("Ann's properties");
    expect(defaultOrganisationName({ firstName: 'Anne', locale: 'fr' })).toBe("Propriétés d'Anne");
    expect(defaultOrganisationName({ firstName: ' ', locale: 'fr' })).toBe('Mes propriétés');
  });

  it('an owner’s sign-up creates their organisation with them as its only member, an admin', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const rows = await ctx.database.db.select().from(memberships).where(eq(memberships.userId, owner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orgId: owner.orgId, role: 'admin', propertyIds: null });
    const [organisation] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, rows[0].orgId));
    // test/auth.ts signs owners up as Olivia, in English.
    expect(organisation.name).toBe("Olivia's properties");
    expect(organisation).toMatchObject({ timeZone: 'UTC', currency: 'USD' });
  });

  it('takes the browser’s time zone given at sign-up; one the runtime does not know stays UTC', async () => {
    const zoneOf = async (time_zone: string) => {
      const email = `zone.${time_zone.replace(/\W/g, '').toLowerCase()}.${Date.now()}@example.test`;
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: {
          email,
          password: 'an unguessable passphrase 7',
          data: { first_name: 'Zoe', last_name: 'Zone', time_zone },
        },
        remoteAddress: `10.88.${time_zone.length}.1`,
      });
      expect(signup.statusCode, signup.body).toBe(200);
      const [row] = await ctx.database.db
        .select({ timeZone: organisations.timeZone })
        .from(memberships)
        .innerJoin(organisations, eq(organisations.id, memberships.orgId))
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(users.email, email));
      return row.timeZone;
    };
    expect(await zoneOf('Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(await zoneOf('Mars/Olympus_Mons')).toBe('UTC');
  });

  it('takes the currency chosen at sign-up (USD by default); one not offered refuses the sign-up', async () => {
    const signUpWith = (email: string, currency?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: {
          email,
          password: 'an unguessable passphrase 7',
          data: { first_name: 'Cora', last_name: 'Currency', ...(currency ? { currency } : {}) },
        },
        remoteAddress: `10.89.${(currency ?? 'none').length}.${email.length % 200}`,
      });
    const currencyOf = async (email: string) => {
      const [row] = await ctx.database.db
        .select({ currency: organisations.currency })
        .from(memberships)
        .innerJoin(organisations, eq(organisations.id, memberships.orgId))
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(users.email, email));
      return row?.currency;
    };
    const stamp = Date.now();
    const euro = `euro.${stamp}@example.test`;
    const plain = `plain.${stamp}@example.test`;
    expect((await signUpWith(euro, 'EUR')).statusCode).toBe(200);
    expect((await signUpWith(plain)).statusCode).toBe(200);
    expect(await currencyOf(euro)).toBe('EUR');
    expect(await currencyOf(plain)).toBe('USD');
    const refused = `yen.${stamp}@example.test`;
    expect((await signUpWith(refused, 'JPY')).statusCode).toBe(400);
    expect(await currencyOf(refused)).toBeUndefined();
  });

  it('resolves the requested organisation only among the user’s memberships', async () => {
    const owner = await createSignedInUser(ctx, { role: 'owner' });
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const db = ctx.database.db;
    expect(await resolveMemberActor(db, owner.userId, undefined)).toEqual(
      await memberActorOf(db, owner.userId),
    );
    expect((await resolveMemberActor(db, owner.userId, owner.orgId ?? undefined)).orgId).toBe(owner.orgId);
    expect((await errorOf(resolveMemberActor(db, owner.userId, other.orgId ?? undefined))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorOf(resolveMemberActor(db, owner.userId, 'nope'))).code).toBe('NOT_FOUND');
    // A second membership: the header switches to it; without a header the first one stays.
    await db.insert(memberships).values({ orgId: other.orgId ?? '', userId: owner.userId, role: 'viewer' });
    const switched = await resolveMemberActor(db, owner.userId, other.orgId ?? undefined);
    expect(switched).toMatchObject({ orgId: other.orgId, orgRole: 'viewer' });
    expect((await resolveMemberActor(db, owner.userId, undefined)).orgId).toBe(owner.orgId);
  });
});
