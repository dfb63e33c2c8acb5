import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, confirmedOwner, uniqueEmail } from './api-accounts';

/**
 * "An owner with a leased unit", made through the API (not the pages a spec is about): a fresh
 * organisation of its own with one property of one unit, a tenant in it and an active lease, so the
 * demo portfolio that other specs count stays as it is.
 */

/** A day as the API takes it. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first of the month `months` from this one (UTC), e.g. -2: the first of two months ago. */
export function firstOfMonth(months: number): string {
  const now = new Date();
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)));
}

/** The last day of the month `months` from this one (UTC). */
export function lastOfMonth(months: number): string {
  const now = new Date();
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0)));
}

export interface LeasedUnitOptions {
  owner: { prefix: string; password: string; firstName: string; lastName: string };
  address: string;
  tenant: {
    firstName: string;
    lastName: string;
    phone: string;
    /** Set: the tenant's login gets this password (their invitation's temporary one changed). */
    password?: string;
  };
  lease: { startDate: string; endDate: string; rentAmount: number; depositAmount?: number };
  /** A payment (cents, by check) recorded on the lease once it exists. */
  paid?: number;
}

export interface LeasedUnit {
  ownerEmail: string;
  /** The owner's bearer token, for API calls. */
  headers: { authorization: string };
  propertyId: string;
  tenantId: string;
  tenantEmail: string;
  leaseId: string;
}

/** An owner (signed up and confirmed) with one unit let to one tenant; the lease is active. */
export async function leasedUnit(
  request: APIRequestContext,
  options: LeasedUnitOptions,
): Promise<LeasedUnit> {
  const ownerEmail = await confirmedOwner(request, options.owner);
  const headers = { authorization: `Bearer ${await apiToken(request, ownerEmail, options.owner.password)}` };
  const property = await request.post('/api/properties', {
    headers,
    data: {
      address: options.address,
      propertyType: 'Apartment',
      units: 1,
      monthlyRent: options.lease.rentAmount,
    },
  });
  expect(property.ok(), await property.text()).toBe(true);
  const propertyId = (await property.json()).id as string;
  const tenantEmail = uniqueEmail(options.tenant.firstName.toLowerCase());
  const tenant = await request.post('/api/tenants', {
    headers,
    data: {
      firstName: options.tenant.firstName,
      lastName: options.tenant.lastName,
      email: tenantEmail,
      phone: options.tenant.phone,
      propertyId,
    },
  });
  expect(tenant.ok(), await tenant.text()).toBe(true);
  const { tenant: tenantRow, credentials } = await tenant.json();
  if (options.tenant.password) {
    const changed = await request.put('/auth/v1/user', {
      headers: {
        authorization: `Bearer ${await apiToken(request, tenantEmail, credentials.temporaryPassword)}`,
      },
      data: { password: options.tenant.password },
    });
    expect(changed.ok()).toBe(true);
  }
  const lease = await request.post('/api/leases', {
    headers,
    data: {
      propertyId,
      tenantId: tenantRow.id,
      ...options.lease,
      // A lease that has already started is said to be one (the Create Lease dialog's tick box).
      existingLease: options.lease.startDate < isoDay(new Date()),
    },
  });
  expect(lease.status(), await lease.text()).toBe(201);
  const leaseId = (await lease.json()).id as string;
  if (options.paid !== undefined) {
    const paid = await request.post('/api/payments', {
      headers: { ...headers, 'idempotency-key': randomBytes(8).toString('hex') },
      data: { leaseId, amount: options.paid, method: 'check' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  return { ownerEmail, headers, propertyId, tenantId: tenantRow.id, tenantEmail, leaseId };
}
