import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import * as properties from '../properties/properties.service';
import { activateTenantForAccount } from './tenants.repository';
import * as service from './tenants.service';

let database: Database;
const owner = ownerActor();
const otherOwner = ownerActor();
const accountEmails = new Set<string>(['existing-account@x.test']);

/** A stand-in for the auth service that records accounts in memory. */
const accounts: service.TenantAccounts = {
  emailExists: async (_db, email) => accountEmails.has(email.toLowerCase()),
  createTenantAccount: async (_db, input) => {
    accountEmails.add(input.email);
    return { userId: randomUUID(), temporaryPassword: 'Abcdefgh1234' };
  },
  unusedTemporaryPassword: async () => 'Zyxwvuts9876',
};

let propertyId: string;
let otherPropertyId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner, otherOwner);
  propertyId = (
    await properties.createProperty(database.db, owner, {
      address: '10 Tenant Way',
      propertyType: 'Duplex',
      units: 2,
      monthlyRent: 100000,
    })
  ).id;
  otherPropertyId = (
    await properties.createProperty(database.db, otherOwner, {
      address: '99 Elsewhere',
      propertyType: 'Condo',
      units: 1,
      monthlyRent: 90000,
    })
  ).id;
});
afterAll(() => database.close());

const input = (email: string, extra: Partial<Parameters<typeof service.createTenant>[3]> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email,
  phone: '5551234567',
  propertyId,
  ...extra,
});

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('tenants service', () => {
  it('creates a pending tenant in the first vacant unit and returns the credentials once', async () => {
    const result = await service.createTenant(database.db, owner, accounts, input('Jane.Doe@X.test'), 'en');
    expect(result.credentials).toEqual({ email: 'jane.doe@x.test', temporaryPassword: 'Abcdefgh1234' });
    expect(result.tenant).toMatchObject({
      status: 'pending',
      unitLabel: 'Unit 1',
      propertyAddress: '10 Tenant Way',
      hasAccount: false,
    });
    // The unit is assigned, but occupancy counts units with a lease in force (decision 024): none yet.
    const property = await properties.getProperty(database.db, owner, propertyId);
    expect(property.occupiedUnits).toBe(0);
    const second = await service.createTenant(database.db, owner, accounts, input('second@x.test'), 'en');
    expect(second.tenant.unitLabel).toBe('Unit 2');
    const third = await service.createTenant(database.db, owner, accounts, input('third@x.test'), 'en');
    expect(third.tenant.unitId).toBeNull();
  });

  it('refuses an email another tenant of the organisation uses, with a clear message', async () => {
    const error = await errorOf(
      service.createTenant(database.db, owner, accounts, input('JANE.doe@x.test'), 'en'),
    );
    expect(error.code).toBe('EMAIL_TAKEN');
    expect(error.message).toBe('A tenant with this email address already exists in your organisation');
    expect(await service.isEmailAvailable(database.db, owner, 'jane.doe@x.test')).toBe(false);
    expect(await service.isEmailAvailable(database.db, owner, 'free@x.test')).toBe(true);
  });

  it('adds an address that has an account elsewhere without touching that account (decision 030)', async () => {
    const result = await service.createTenant(
      database.db,
      owner,
      accounts,
      input('existing-account@x.test'),
      'en',
    );
    // The same answer as for a new address; the password opens nothing.
    expect(result.credentials.email).toBe('existing-account@x.test');
    expect(result.tenant).toMatchObject({ status: 'pending', hasAccount: false, emailConfirmed: false });
    const [row] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.email, 'existing-account@x.test'));
    expect(row).toMatchObject({ linkByInvitation: true, authUserId: null });
    // Another organisation may add the same address too: one record per organisation.
    const elsewhere = await service.createTenant(
      database.db,
      otherOwner,
      accounts,
      input('jane.doe@x.test', { propertyId: otherPropertyId }),
      'en',
    );
    expect(elsewhere.tenant.email).toBe('jane.doe@x.test');
  });

  it('refuses another owner’s property with the spec message', async () => {
    const error = await errorOf(
      service.createTenant(
        database.db,
        owner,
        accounts,
        input('p@x.test', { propertyId: otherPropertyId }),
        'en',
      ),
    );
    expect(error.message).toBe('Please select a valid property');
    const rows = await database.db.select().from(tenants).where(eq(tenants.email, 'p@x.test'));
    expect(rows).toHaveLength(0);
  });

  it('leaves no tenant row when creating the account fails', async () => {
    const failing: service.TenantAccounts = {
      ...accounts,
      createTenantAccount: async () => {
        throw new Error('account store unavailable');
      },
    };
    await expect(
      service.createTenant(database.db, owner, failing, input('rollback@x.test'), 'en'),
    ).rejects.toThrow('account store unavailable');
    const rows = await database.db.select().from(tenants).where(eq(tenants.email, 'rollback@x.test'));
    expect(rows).toHaveLength(0);
  });

  it('lets only one of 20 concurrent creates with the same email succeed', async () => {
    const slowAccounts: service.TenantAccounts = {
      ...accounts,
      emailExists: async () => false,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        service.createTenant(database.db, owner, slowAccounts, input('race@x.test'), 'en'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('EMAIL_TAKEN');
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenants)
      .where(eq(tenants.email, 'race@x.test'));
    expect(n).toBe(1);
  });

  it('lists and searches only the owner’s tenants; another owner gets 404', async () => {
    const list = await service.listTenants(database.db, owner, { limit: 50 });
    expect(list.items.map((t) => t.email)).toContain('jane.doe@x.test');
    const byProperty = await service.listTenants(database.db, owner, { limit: 50, search: 'tenant way' });
    expect(byProperty.items.length).toBeGreaterThan(0);
    const byName = await service.listTenants(database.db, owner, { limit: 50, search: 'jane doe' });
    expect(byName.items.every((t) => `${t.firstName} ${t.lastName}` === 'Jane Doe')).toBe(true);
    const others = (await service.listTenants(database.db, otherOwner, { limit: 50 })).items;
    expect(others.every((t) => t.propertyId === otherPropertyId)).toBe(true);
    const id = list.items[0].id;
    expect((await errorOf(service.getTenant(database.db, otherOwner, id))).code).toBe('NOT_FOUND');
    expect(
      (await errorOf(service.updateTenant(database.db, otherOwner, id, { phone: '0000000000' }))).code,
    ).toBe('NOT_FOUND');
    expect((await service.getTenant(database.db, owner, id)).phone).toBe('5551234567');
  });

  it('activates and links the tenant when its account sets a password', async () => {
    const userId = randomUUID();
    await activateTenantForAccount(database.db, userId, 'JANE.DOE@x.test');
    const rows = await database.db.select().from(tenants).where(eq(tenants.email, 'jane.doe@x.test'));
    const mine = rows.find((row) => row.orgId === owner.orgId);
    const elsewhere = rows.find((row) => row.orgId === otherOwner.orgId);
    expect(mine).toMatchObject({ status: 'active', authUserId: userId });
    // The other organisation added the address once it had an account: it waits for its invitation.
    expect(elsewhere).toMatchObject({ status: 'pending', authUserId: null, linkByInvitation: true });
  });

  it('never links by address a record that waits for its invitation', async () => {
    const userId = randomUUID();
    await activateTenantForAccount(database.db, userId, 'existing-account@x.test');
    const [row] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.email, 'existing-account@x.test'));
    expect(row).toMatchObject({ status: 'pending', authUserId: null });
  });
});
