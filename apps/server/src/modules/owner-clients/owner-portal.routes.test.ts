import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { memberships, ownerClients } from '../../db/schema';

let ctx: TestContext;
let admin: SignedInUser;
let propertyA: string;
let propertyB: string;
let headersA: Record<string, string>;
let headersB: Record<string, string>;

async function portalOwner(propertyShares: [string, number][], firstName: string) {
  const user = await createSignedInUser(ctx, { role: 'owner' });
  const owner = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: admin.headers,
      payload: { firstName, lastName: 'Portal' },
    })
  ).json();
  for (const [propertyId, share] of propertyShares) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${propertyId}/owners`,
      headers: admin.headers,
      payload:
        share === 100
          ? [{ ownerId: owner.id, share }]
          : [{ ownerId: owner.id, share }, ...(await coOwner(100 - share))],
    });
    expect(response.statusCode).toBe(200);
  }
  await ctx.database.db
    .insert(memberships)
    .values({ orgId: admin.orgId!, userId: user.userId, role: 'owner_client', ownerClientId: owner.id });
  await ctx.database.db
    .update(ownerClients)
    .set({ userId: user.userId })
    .where(eq(ownerClients.id, owner.id));
  return { ...user.headers, [ORG_HEADER]: admin.orgId! };
}

/** A co-owner holding the rest of a property. */
async function coOwner(share: number) {
  const created = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: admin.headers,
      payload: { firstName: 'Co', lastName: 'Owner' },
    })
  ).json();
  return [{ ownerId: created.id, share }];
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  propertyA = await createProperty(ctx, admin, { address: '7 Rent Roll Row', units: 2, monthlyRent: 150000 });
  propertyB = await createProperty(ctx, admin, { address: '8 Hidden Lane', units: 1 });
  const tenant = await createTenantWithLogin(ctx, admin, propertyA, {
    firstName: 'Rita',
    lastName: 'Renter',
  });
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: admin.headers,
    payload: {
      propertyId: propertyA,
      tenantId: tenant.tenantId,
      startDate: '2020-01-01',
      existingLease: true,
      endDate: '2099-12-31',
      rentAmount: 160000,
    },
  });
  expect(lease.statusCode).toBe(201);
  headersA = await portalOwner([[propertyA, 62.5]], 'Anna');
  headersB = await portalOwner([[propertyB, 100]], 'Ben');
}, 60_000);
afterAll(() => ctx.close());

describe('owner portal summary', () => {
  it('shows the owner client only their properties, their share, the rent roll and balances', async () => {
    const response = await ctx.app.inject({ url: '/api/owner-portal/summary', headers: headersA });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.owner).toEqual({ id: expect.any(String), firstName: 'Anna', lastName: 'Portal' });
    expect(summary.properties).toEqual([
      expect.objectContaining({ id: propertyA, share: 62.5, unitsCount: 2, occupiedUnits: 1 }),
    ]);
    expect(response.body).not.toContain(propertyB);
    expect(summary.rentRoll).toHaveLength(2);
    const let_ = summary.rentRoll.find(
      (row: { tenantName: string | null }) => row.tenantName === 'Rita Renter',
    );
    // Charges since 2020 are unpaid: the lease owes, the unit is late.
    expect(let_).toMatchObject({ rent: 160000, status: 'late', leaseEndDate: '2099-12-31' });
    expect(let_.balance).toBeGreaterThan(0);
    const ledgerBalance = (
      await ctx.app.inject({ url: '/api/leases?limit=10', headers: admin.headers })
    ).json().items[0].balance;
    expect(let_.balance).toBe(ledgerBalance);
    expect(summary.rentRoll.find((row: { status: string }) => row.status === 'vacant')).toMatchObject({
      tenantName: null,
      balance: null,
      rent: 150000,
    });
    expect(summary.pendingApprovals).toBe(0);

    const other = (await ctx.app.inject({ url: '/api/owner-portal/summary', headers: headersB })).json();
    expect(other.properties.map((p: { id: string }) => p.id)).toEqual([propertyB]);
    expect(JSON.stringify(other)).not.toContain('Rita');
  });

  it('an owner client reads their documents and requests, never another property’s', async () => {
    expect(
      (await ctx.app.inject({ url: `/api/properties/${propertyB}`, headers: headersA })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/properties/${propertyB}/units`, headers: headersA })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/documents', headers: headersA })).statusCode).toBe(200);
    // Read-mostly: no writes.
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/properties/${propertyA}`,
      headers: headersA,
      payload: { propertyType: 'Hijacked' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('a member sees every property without a share; a tenant is refused', async () => {
    const summary = (
      await ctx.app.inject({ url: '/api/owner-portal/summary', headers: admin.headers })
    ).json();
    expect(summary.owner).toBeNull();
    expect(summary.properties.map((p: { id: string; share: null }) => [p.id, p.share])).toEqual(
      expect.arrayContaining([
        [propertyA, null],
        [propertyB, null],
      ]),
    );
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    expect(
      (await ctx.app.inject({ url: '/api/owner-portal/summary', headers: tenant.headers })).statusCode,
    ).toBe(403);
  });
});
