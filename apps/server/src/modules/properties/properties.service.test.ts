import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import * as service from './properties.service';

let database: Database;
const owner = ownerActor();
const otherOwner = ownerActor();
const tenantActor: Actor = { userId: randomUUID(), role: 'tenant' };

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner, otherOwner);
});
afterAll(() => database.close());

const body = (address: string, units = 2, monthlyRent = 150000) => ({
  address,
  propertyType: 'Duplex',
  units,
  monthlyRent,
});

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe('properties service', () => {
  it('creates a property with Unit 1…N at its rent, name equal to the address, occupancy 0', async () => {
    const property = await service.createProperty(database.db, owner, body('12 Harbour Street', 3, 120000));
    expect(property).toMatchObject({
      name: '12 Harbour Street',
      address: '12 Harbour Street',
      unitsCount: 3,
      occupiedUnits: 0,
      occupancyRate: 0,
      monthlyRevenue: 0,
      monthlyRent: 120000,
    });
    const units = await service.listUnits(database.db, owner, property.id);
    expect(units.map((unit) => [unit.label, unit.monthlyRent, unit.occupied])).toEqual([
      ['Unit 1', 120000, false],
      ['Unit 2', 120000, false],
      ['Unit 3', 120000, false],
    ]);
  });

  it('shows the tenants living in units; occupancy and revenue wait for a lease', async () => {
    const property = await service.createProperty(
      database.db,
      owner,
      body('40 Elm Road, Springfield', 4, 100000),
    );
    const units = await service.listUnits(database.db, owner, property.id);
    await service.updateUnit(database.db, owner, units[0].id, { monthlyRent: 130000 });
    await database.db.insert(tenants).values([
      {
        orgId: owner.orgId,
        ownerId: owner.userId,
        firstName: 'Ann',
        lastName: 'Lee',
        email: `ann-${randomUUID()}@x.test`,
        phone: '5551234567',
        propertyId: property.id,
        unitId: units[0].id,
        status: 'active',
      },
      {
        orgId: owner.orgId,
        ownerId: owner.userId,
        firstName: 'Bo',
        lastName: 'Kim',
        email: `bo-${randomUUID()}@x.test`,
        phone: '5551234567',
        propertyId: property.id,
        unitId: units[1].id,
        status: 'pending',
      },
      {
        orgId: owner.orgId,
        ownerId: owner.userId,
        firstName: 'Cy',
        lastName: 'Old',
        email: `cy-${randomUUID()}@x.test`,
        phone: '5551234567',
        propertyId: property.id,
        unitId: units[2].id,
        status: 'former',
      },
    ]);
    // Tenants in units without a lease in force occupy nothing in the figures (decision 024:
    // figures.service.test.ts covers leases); the units still show their occupants.
    const reloaded = await service.getProperty(database.db, owner, property.id);
    expect(reloaded).toMatchObject({
      unitsCount: 4,
      occupiedUnits: 0,
      occupancyRate: 0,
      monthlyRevenue: 0,
    });
    const withOccupants = await service.listUnits(database.db, owner, property.id);
    expect(withOccupants[0].tenant).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
    expect(withOccupants[2].tenant).toBeNull();

    await expectAppError(service.deleteProperty(database.db, owner, property.id), 'CONFLICT');
    expect(await service.getProperty(database.db, owner, property.id)).toBeTruthy();
  });

  it('lists only the caller’s properties, newest first, with keyset pages and search', async () => {
    const mine = await service.createProperty(database.db, otherOwner, body('1 Solo Lane'));
    await service.createProperty(database.db, otherOwner, body('2 Solo Lane'));
    await service.createProperty(database.db, otherOwner, body('3 Other Way'));
    const first = await service.listProperties(database.db, otherOwner, { limit: 2 });
    expect(first.items.map((p) => p.address)).toEqual(['3 Other Way', '2 Solo Lane']);
    expect(first.nextCursor).not.toBeNull();
    const second = await service.listProperties(database.db, otherOwner, {
      limit: 2,
      cursor: first.nextCursor!,
    });
    expect(second.items.map((p) => p.id)).toEqual([mine.id]);
    expect(second.nextCursor).toBeNull();
    const searched = await service.listProperties(database.db, otherOwner, { limit: 50, search: 'solo' });
    expect(searched.items).toHaveLength(2);
    const percent = await service.listProperties(database.db, otherOwner, { limit: 50, search: '%' });
    expect(percent.items).toHaveLength(0);
    const ownersList = await service.listProperties(database.db, owner, { limit: 200 });
    expect(ownersList.items.some((p) => p.address.includes('Solo'))).toBe(false);
  });

  it('treats another owner’s property or unit as not found, and leaves it unchanged', async () => {
    const property = await service.createProperty(database.db, owner, body('77 Private Drive'));
    const [unit] = await service.listUnits(database.db, owner, property.id);
    await expectAppError(service.getProperty(database.db, otherOwner, property.id), 'NOT_FOUND');
    await expectAppError(
      service.updateProperty(database.db, otherOwner, property.id, { propertyType: 'Condo' }),
      'NOT_FOUND',
    );
    await expectAppError(service.deleteProperty(database.db, otherOwner, property.id), 'NOT_FOUND');
    await expectAppError(service.listUnits(database.db, otherOwner, property.id), 'NOT_FOUND');
    await expectAppError(
      service.updateUnit(database.db, otherOwner, unit.id, { label: 'Hacked' }),
      'NOT_FOUND',
    );
    const after = await service.getProperty(database.db, owner, property.id);
    expect(after.propertyType).toBe('Duplex');
    expect((await service.listUnits(database.db, owner, property.id))[0].label).toBe('Unit 1');
  });

  it('refuses tenants', async () => {
    await expectAppError(service.listProperties(database.db, tenantActor, { limit: 10 }), 'FORBIDDEN');
    await expectAppError(
      service.createProperty(database.db, tenantActor, body('9 Tenant Street')),
      'FORBIDDEN',
    );
  });

  it('updates, renames units, and deletes a property without tenants', async () => {
    const property = await service.createProperty(database.db, owner, body('5 Change Street', 1));
    const updated = await service.updateProperty(database.db, owner, property.id, {
      address: '5 Changed Street',
    });
    expect(updated).toMatchObject({ address: '5 Changed Street', name: '5 Changed Street' });
    const [unit] = await service.listUnits(database.db, owner, property.id);
    expect(
      await service.updateUnit(database.db, owner, unit.id, { label: 'Apt A', monthlyRent: 99900 }),
    ).toMatchObject({
      label: 'Apt A',
      monthlyRent: 99900,
    });
    await service.deleteProperty(database.db, owner, property.id);
    await expectAppError(service.getProperty(database.db, owner, property.id), 'NOT_FOUND');
  });

  it('rejects a forged cursor', async () => {
    await expectAppError(
      service.listProperties(database.db, owner, { limit: 5, cursor: 'bm90LWEtY3Vyc29y' }),
      'BAD_REQUEST',
    );
  });
});
