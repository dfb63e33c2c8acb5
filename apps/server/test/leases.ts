import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../src/auth/actor';
import type { Db } from '../src/db/client';
import { leases, tenants } from '../src/db/schema';
import * as leasesService from '../src/modules/leases/leases.service';
import * as properties from '../src/modules/properties/properties.service';

/**
 * A one-unit house of `actor`'s organisation, an active tenant in it and their active lease,
 * inserted as they are (no charges yet: the tests run the jobs that make them).
 */
export async function insertLeaseInNewProperty(
  db: Db,
  actor: MemberActor,
  terms: { startDate: string; endDate: string; rentAmount: number },
) {
  const property = await properties.createProperty(db, actor, {
    address: `${Math.floor(Math.random() * 900) + 100} Dateline Road`,
    propertyType: 'House',
    units: 1,
    monthlyRent: terms.rentAmount,
  });
  const [tenant] = await db
    .insert(tenants)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      firstName: 'Kiri',
      lastName: 'Early',
      email: `${randomUUID()}@tenants.test`,
      phone: '5550001111',
      propertyId: property.id,
      status: 'active',
    })
    .returning();
  const [lease] = await db
    .insert(leases)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      propertyId: property.id,
      tenantId: tenant.id,
      ...terms,
      depositAmount: 0,
      recordedOn: terms.startDate,
    })
    .returning();
  return { property, tenant, lease };
}

/**
 * An apartment building of `actor`'s organisation with `units` units at 1,000.00, a tenant in it
 * and their lease made by the lease service (rent 1,000.00 from 2025-01-01 to 2026-12-31, created
 * as of its start): the place the owner-money tests put payments and expenses on.
 */
export async function createLeasedBuilding(
  db: Db,
  actor: MemberActor,
  building: { address: string; units: number },
): Promise<{ propertyId: string; leaseId: string; tenantId: string }> {
  const property = await properties.createProperty(db, actor, {
    address: building.address,
    propertyType: 'Apartment',
    units: building.units,
    monthlyRent: 100_000,
  });
  const [tenant] = await db
    .insert(tenants)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      firstName: 'Tess',
      lastName: 'Tenant',
      email: `${randomUUID()}@tenants.test`,
      phone: '5550003333',
      propertyId: property.id,
    })
    .returning();
  const lease = await leasesService.createLease(
    db,
    actor,
    {
      propertyId: property.id,
      tenantId: tenant.id,
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      rentAmount: 100_000,
    },
    '2025-01-01',
  );
  return { propertyId: property.id, leaseId: lease.id, tenantId: tenant.id };
}
