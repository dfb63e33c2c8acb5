import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import * as properties from '../properties/properties.service';
import { getOwnerDashboard } from './dashboard.service';

let database: Database;
const owner = ownerActor();

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner);
});
afterAll(() => database.close());

describe('owner dashboard', () => {
  it('is all zeros for a new owner', async () => {
    const empty = await getOwnerDashboard(database.db, ownerActor(), null);
    expect(empty).toMatchObject({
      totalProperties: 0,
      totalUnits: 0,
      occupiedUnits: 0,
      vacantUnits: 0,
      occupancyRate: 0,
      monthlyRevenue: 0,
    });
    expect(empty.properties).toEqual([]);
    expect(empty.recentActivity).toEqual([]);
  });

  it('reflects properties, units and tenants from the database (a tenant without a lease occupies nothing)', async () => {
    const a = await properties.createProperty(database.db, owner, {
      address: '1 First Avenue',
      propertyType: 'Duplex',
      units: 2,
      monthlyRent: 150000,
    });
    await properties.createProperty(database.db, owner, {
      address: '2 Second Avenue',
      propertyType: 'Single Family',
      units: 1,
      monthlyRent: 200000,
    });
    const [unit] = await properties.listUnits(database.db, owner, a.id);
    await database.db.insert(tenants).values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      firstName: 'Tom',
      lastName: 'Ng',
      email: 'tom@x.test',
      phone: '5550001111',
      propertyId: a.id,
      unitId: unit.id,
    });
    const dashboard = await getOwnerDashboard(database.db, owner, 'Olivia');
    expect(dashboard).toMatchObject({
      firstName: 'Olivia',
      totalProperties: 2,
      totalUnits: 3,
      // Decision 024: occupancy and the rent roll come from leases in force, not assignments.
      occupiedUnits: 0,
      vacantUnits: 3,
      occupancyRate: 0,
      monthlyRevenue: 0,
      pendingAmount: 0,
      overdueAmount: 0,
      collectedThisMonth: 0,
    });
    expect(dashboard.properties.map((p) => p.address)).toEqual(['2 Second Avenue', '1 First Avenue']);
    expect(dashboard.recentActivity[0]).toMatchObject({
      type: 'tenant',
      key: 'activity.tenantAdded',
      values: { name: 'Tom Ng', detail: '1 First Avenue' },
    });
    expect(dashboard.recentActivity).toHaveLength(3);
  });
});
