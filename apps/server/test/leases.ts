import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../src/auth/actor';
import type { Db } from '../src/db/client';
import { leases, tenants } from '../src/db/schema';
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
