import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { endLease } from '../leases/lease-lifecycle.service';
import * as leases from '../leases/leases.service';
import * as tenants from '../tenants/tenants.service';
import * as service from './properties.service';

/**
 * Issue 18 item 1: archiving keeps a record's history and only hides it from the lists. Run on the
 * database: the lease, its ledger and the tenant record are all still there after archiving.
 */

let database: Database;
const owner = ownerActor();
const accounts: tenants.TenantAccounts = {
  emailExists: async () => false,
  createTenantAccount: async () => ({ userId: randomUUID(), temporaryPassword: 'Abcdefgh1234' }),
  unusedTemporaryPassword: async () => 'Abcdefgh1234',
};

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner);
});
afterAll(() => database.close());

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function conflictOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('CONFLICT');
  return (error as AppError).message;
}

describe('archiving a property and its tenant', () => {
  it('keeps the lease, its ledger and the tenant record, and hides both from the lists until unarchived', async () => {
    const { db } = database;
    const property = await service.createProperty(db, owner, {
      address: '40 History Lane',
      propertyType: 'House',
      units: 1,
      monthlyRent: 120000,
    });
    const { tenant } = await tenants.createTenant(
      db,
      owner,
      accounts,
      {
        firstName: 'Hilda',
        lastName: 'Story',
        email: 'hilda@history.test',
        phone: '5551230000',
        propertyId: property.id,
      },
      'en',
    );
    const lease = await leases.createLease(db, owner, {
      propertyId: property.id,
      tenantId: tenant.id,
      startDate: isoDay(-40),
      existingLease: true,
      endDate: isoDay(325),
      rentAmount: 120000,
    });
    const ledgerBefore = await leases.getLedger(db, owner, lease.id);
    expect(ledgerBefore.charges.length).toBeGreaterThan(0);

    expect(await conflictOf(service.archiveProperty(db, owner, property.id))).toContain('End the lease');
    expect(await conflictOf(tenants.archiveTenant(db, owner, tenant.id))).toContain('End the lease');

    await endLease(db, owner, lease.id, { moveOutDate: isoDay(0), reason: 'Moved out' });
    const archivedTenant = await tenants.archiveTenant(db, owner, tenant.id);
    const archivedProperty = await service.archiveProperty(db, owner, property.id);
    expect(archivedTenant.archivedAt).not.toBeNull();
    expect(archivedProperty.archivedAt).not.toBeNull();

    // Hidden from the lists by default, shown when asked for.
    const list = await service.listProperties(db, owner, { limit: 50 });
    expect(list.items.map((item) => item.id)).not.toContain(property.id);
    const withArchived = await service.listProperties(db, owner, { limit: 50, archived: true });
    expect(withArchived.items.map((item) => item.id)).toContain(property.id);
    const tenantList = await tenants.listTenants(db, owner, { limit: 50 });
    expect(tenantList.items.map((item) => item.id)).not.toContain(tenant.id);
    expect(
      (await tenants.listTenants(db, owner, { limit: 50, archived: true })).items.map((t) => t.id),
    ).toContain(tenant.id);

    // History kept: the records, the lease and every ledger row.
    expect((await service.getProperty(db, owner, property.id)).address).toBe('40 History Lane');
    expect((await tenants.getTenant(db, owner, tenant.id)).lastName).toBe('Story');
    const ledgerAfter = await leases.getLedger(db, owner, lease.id);
    const idsAfter = ledgerAfter.charges.map((charge) => charge.id);
    for (const charge of ledgerBefore.charges) expect(idsAfter).toContain(charge.id);

    // Neither can be deleted: the database refuses to drop a property's history too.
    expect(await conflictOf(service.deleteProperty(db, owner, property.id))).toContain('Archive it');
    await expect(db.execute(sql`delete from properties where id = ${property.id}`)).rejects.toThrow();

    // No new lease on archived records.
    expect(
      await conflictOf(
        leases.createLease(db, owner, {
          propertyId: property.id,
          tenantId: tenant.id,
          startDate: isoDay(30),
          endDate: isoDay(395),
          rentAmount: 120000,
        }),
      ),
    ).toContain('archived');

    await service.unarchiveProperty(db, owner, property.id);
    await tenants.unarchiveTenant(db, owner, tenant.id);
    expect((await service.listProperties(db, owner, { limit: 50 })).items.map((item) => item.id)).toContain(
      property.id,
    );
    expect((await tenants.listTenants(db, owner, { limit: 50 })).items.map((item) => item.id)).toContain(
      tenant.id,
    );
  });
});
