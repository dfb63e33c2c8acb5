import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOwnerActor, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import * as leases from '../leases/leases.service';
import * as ledgerRepo from '../ledger/ledger.repository';
import * as properties from '../properties/properties.service';
import { getOwnerDashboard } from './dashboard.service';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the owner dashboard's Recent Activity", () => {
  it('lists payments received and leases created or drafted, newest first, only the owner’s', async () => {
    const owner = await createOwnerActor(database.db);
    const property = await properties.createProperty(database.db, owner, {
      address: '8 Activity Alley',
      propertyType: 'Duplex',
      units: 2,
      monthlyRent: 100000,
    });
    const [tenant] = await database.db
      .insert(tenants)
      .values({
        orgId: owner.orgId,
        ownerId: owner.userId,
        firstName: 'Ada',
        lastName: 'Active',
        email: 'ada@activity.test',
        phone: '5550001111',
        propertyId: property.id,
      })
      .returning();
    const lease = await leases.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: tenant!.id,
        startDate: '2026-11-01',
        endDate: '2027-10-31',
        rentAmount: 100000,
        existingLease: true,
      },
      '2026-11-02',
    );
    await leases.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: tenant!.id,
        startDate: '2027-11-01',
        endDate: '2028-10-31',
        rentAmount: 105000,
        status: 'draft',
      },
      '2026-11-02',
    );
    await database.db.transaction((tx) =>
      ledgerRepo.insertPayment(tx, {
        leaseId: lease.id,
        tenantId: tenant!.id,
        amount: 123456,
        method: 'cash',
        receivedAt: new Date(Date.now() + 60_000),
        recordedBy: owner.userId,
      }),
    );

    const { recentActivity } = await getOwnerDashboard(database.db, owner, null);
    expect(recentActivity[0]).toMatchObject({
      type: 'payment',
      key: 'activity.paymentReceived',
      values: { name: 'Ada Active', detail: '8 Activity Alley', amountCents: '123456' },
    });
    const keys = recentActivity.map((a) => a.key);
    expect(keys).toContain('activity.leaseCreated');
    expect(keys).toContain('activity.leaseDrafted');
    expect(keys).toContain('activity.tenantAdded');
    expect(keys).toContain('activity.propertyAdded');

    const stranger = await getOwnerDashboard(database.db, ownerActor(), null);
    expect(stranger.recentActivity).toEqual([]);
  });
});
