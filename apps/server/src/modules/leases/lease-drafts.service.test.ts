import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { actorOfOwner } from '../../../test/organisations';
import type { Actor } from '../../auth/actor';
import { charges, notifications, tenants } from '../../db/schema';
import { sayNotificationText } from '../notifications/notifications.service';
import * as leaseJobs from './lease-jobs.service';
import * as service from './leases.service';

let ctx: TestContext;
let counter = 0;
const TODAY = '2026-11-20';

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const actorOf = (user: SignedInUser): Actor => actorOfOwner(user);

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

async function setup() {
  counter++;
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: `${counter} Draft Drive`, units: 1 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
    firstName: 'Dora',
    lastName: 'Draft',
  });
  return { owner, propertyId, tenant };
}

const chargesOf = (leaseId: string) =>
  ctx.database.db.select().from(charges).where(eq(charges.leaseId, leaseId));
const tenantRow = async (id: string) =>
  (await ctx.database.db.select().from(tenants).where(eq(tenants.id, id)))[0];
/** A user's notifications, said in English (they are stored as catalogue keys). */
const notificationsOf = async (userId: string) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
    ...n,
    title: sayNotificationText(n.title, 'en'),
    body: sayNotificationText(n.body, 'en'),
  }));

describe('draft leases', () => {
  it('store no charges and move nobody in; activating generates the charges and moves the tenant in', async () => {
    const { owner, propertyId, tenant } = await setup();
    const statusBefore = (await tenantRow(tenant.tenantId))?.status;
    const draft = await service.createLease(
      ctx.database.db,
      actorOf(owner),
      {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: '2026-11-01',
        existingLease: true,
        endDate: '2027-10-31',
        rentAmount: 120000,
        status: 'draft',
      },
      TODAY,
    );
    expect(draft).toMatchObject({ status: 'draft', displayStatus: 'draft', balance: 0 });
    expect(await chargesOf(draft.id)).toHaveLength(0);
    expect((await tenantRow(tenant.tenantId))?.status).toBe(statusBefore);
    expect(await notificationsOf(tenant.userId)).toHaveLength(0);
    // The tenant does not see the owner's draft.
    const tenantView = await ctx.app.inject({ url: '/api/leases', headers: tenant.headers });
    expect(tenantView.json().items).toEqual([]);

    const active = await service.activateLease(ctx.database.db, actorOf(owner), draft.id, TODAY);
    expect(active).toMatchObject({ status: 'active', displayStatus: 'active' });
    const generated = await chargesOf(draft.id);
    expect(generated.map((c) => `${c.kind}:${c.period}`).sort()).toEqual(['deposit:2026-11', 'rent:2026-11']);
    expect(active.balance).toBe(240000);
    expect((await tenantRow(tenant.tenantId))?.status).toBe('active');
    expect((await notificationsOf(tenant.userId)).map((n) => n.type)).toEqual(['lease']);

    // Only once: an active lease is no draft any more (409), and it cannot be deleted.
    expect(
      (await errorOf(service.activateLease(ctx.database.db, actorOf(owner), draft.id, TODAY))).code,
    ).toBe('CONFLICT');
    expect((await errorOf(service.deleteDraftLease(ctx.database.db, actorOf(owner), draft.id))).code).toBe(
      'CONFLICT',
    );
    expect(await chargesOf(draft.id)).toHaveLength(2);
  });

  it('activation checks overlaps like creation', async () => {
    const { owner, propertyId, tenant } = await setup();
    const body = {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      rentAmount: 100000,
    };
    const draft = await service.createLease(
      ctx.database.db,
      actorOf(owner),
      { ...body, status: 'draft' },
      TODAY,
    );
    await service.createLease(ctx.database.db, actorOf(owner), body, TODAY);
    const error = await errorOf(service.activateLease(ctx.database.db, actorOf(owner), draft.id, TODAY));
    expect(error.code).toBe('LEASE_OVERLAP');
    expect(await chargesOf(draft.id)).toHaveLength(0);
  });

  it("are deleted by their owner only; another owner's is a 404", async () => {
    const { owner, propertyId, tenant } = await setup();
    const stranger = await createSignedInUser(ctx, { role: 'owner' });
    const draft = await service.createLease(
      ctx.database.db,
      actorOf(owner),
      {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        rentAmount: 100000,
        status: 'draft',
      },
      TODAY,
    );
    expect((await errorOf(service.deleteDraftLease(ctx.database.db, actorOf(stranger), draft.id))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await errorOf(service.activateLease(ctx.database.db, actorOf(stranger), draft.id, TODAY))).code,
    ).toBe('NOT_FOUND');
    await service.deleteDraftLease(ctx.database.db, actorOf(owner), draft.id);
    expect((await errorOf(service.getLease(ctx.database.db, actorOf(owner), draft.id))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the lease-expiry job', () => {
  it('notifies the owner once when a lease enters the 60-day window', async () => {
    const { owner, propertyId, tenant } = await setup();
    await service.createLease(
      ctx.database.db,
      actorOf(owner),
      {
        propertyId,
        tenantId: tenant.tenantId,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        rentAmount: 100000,
      },
      '2026-01-01',
    );
    const leaseNotices = async () => (await notificationsOf(owner.userId)).filter((n) => n.type === 'lease');
    await leaseJobs.runLeaseExpiry(ctx.database.db, '2026-10-31');
    expect(await leaseNotices(), '61 days before: not yet').toHaveLength(0);
    const first = await leaseJobs.runLeaseExpiry(ctx.database.db, '2026-11-01');
    expect(first.notified).toBeGreaterThanOrEqual(1);
    await leaseJobs.runLeaseExpiry(ctx.database.db, '2026-11-01');
    await leaseJobs.runLeaseExpiry(ctx.database.db, '2026-12-15');
    const notices = await leaseNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Lease expiring soon', link: '/owner-dashboard/leases' });
    expect(notices[0]?.body).toContain('Dora Draft');
    expect(notices[0]?.body).toContain('Dec 31, 2026');
  });
});
