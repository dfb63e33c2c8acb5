import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { payments, tenants } from '../../db/schema';
import { getOwnerDashboard } from '../dashboard/dashboard.service';
import * as ledger from '../ledger/ledger.service';
import { createTestPaymentProvider } from '../payments/payment-provider';
import { createPayment } from '../payments/payments.service';
import * as properties from '../properties/properties.service';
import * as leaseJobs from './lease-jobs.service';
import * as service from './leases.service';

let database: Database;
const owner = ownerActor();
const otherOwner = ownerActor();
const provider = createTestPaymentProvider();
const TODAY = '2026-11-22';

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** A property with `units` units and one tenant per call, optionally with a login. */
async function setup(units = 2) {
  const property = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Ledger Street`,
    propertyType: 'Duplex',
    units,
    monthlyRent: 150000,
  });
  return property;
}

async function addTenant(propertyId: string, authUserId: string | null = null) {
  const [row] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      authUserId,
      firstName: 'Lena',
      lastName: 'Lessee',
      email: `${randomUUID()}@x.test`,
      phone: '5550001111',
      propertyId,
      status: 'pending',
    })
    .returning();
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner, otherOwner);
});
afterAll(() => database.close());

describe('creating a lease', () => {
  it('generates the deposit, a prorated first month and each period up to today, and moves the tenant in', async () => {
    const property = await setup();
    const tenant = await addTenant(property.id);
    const lease = await service.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: tenant.id,
        startDate: '2026-09-16',
        existingLease: true,
        endDate: '2027-09-15',
        rentAmount: 150000,
      },
      TODAY,
    );
    expect(lease).toMatchObject({
      status: 'active',
      displayStatus: 'active',
      depositAmount: 150000,
      dueDay: 1,
      graceDays: 5,
      lateFee: 5000,
    });
    const ledger = await service.getLedger(database.db, owner, lease.id, TODAY);
    expect(ledger.charges.map((c) => [c.kind, c.period, c.dueDate, c.amount])).toEqual([
      ['deposit', '2026-09', '2026-09-16', 150000],
      ['rent', '2026-09', '2026-09-16', 75000],
      ['rent', '2026-10', '2026-10-01', 150000],
      ['rent', '2026-11', '2026-11-01', 150000],
    ]);
    expect(ledger.balance).toBe(525000);
    expect(lease.balance).toBe(525000);
    const [moved] = await database.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(moved.status).toBe('active');
    expect(moved.unitId).toBe(lease.unitId);
    const dashboard = await getOwnerDashboard(database.db, owner, null, TODAY);
    // Everything due is past its grace period (the last due date was Nov 1).
    expect(dashboard.overdueAmount).toBe(525000);
    expect(dashboard.pendingAmount).toBe(0);
    // No late fee for periods whose grace ended before the lease was recorded.
    expect(await leaseJobs.runLateFees(database.db, TODAY)).toMatchObject({ charges: 0 });
  });

  it('refuses an overlapping active lease on the same unit, and another owner sees nothing', async () => {
    const property = await setup(1);
    const first = await addTenant(property.id);
    const second = await addTenant(property.id);
    const lease = await service.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: first.id,
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        rentAmount: 100000,
      },
      TODAY,
    );
    const overlap = await errorOf(
      service.createLease(
        database.db,
        owner,
        {
          propertyId: property.id,
          unitId: lease.unitId ?? undefined,
          tenantId: second.id,
          startDate: '2027-06-01',
          endDate: '2028-05-31',
          rentAmount: 100000,
        },
        TODAY,
      ),
    );
    expect(overlap.code).toBe('LEASE_OVERLAP');
    // Said in the reader's language by the web, with the dates formatted for it.
    expect(overlap).toMatchObject({
      key: 'errors:lease.overlap',
      params: { startDate: '2026-12-01', endDate: '2027-11-30' },
    });
    expect((await errorOf(service.getLease(database.db, otherOwner, lease.id))).code).toBe('NOT_FOUND');
    expect((await errorOf(service.getLedger(database.db, otherOwner, lease.id))).code).toBe('NOT_FOUND');
    expect((await service.listLeases(database.db, otherOwner, { limit: 50 })).items).toEqual([]);
    // A future lease has no charges yet.
    expect((await service.getLedger(database.db, owner, lease.id, TODAY)).charges).toEqual([]);
    // The property cannot be deleted while it has leases.
    expect((await errorOf(properties.deleteProperty(database.db, owner, property.id))).code).toBe('CONFLICT');
  });

  it('refuses another owner’s tenant or property', async () => {
    const property = await setup(1);
    const tenant = await addTenant(property.id);
    const body = {
      propertyId: property.id,
      tenantId: tenant.id,
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      rentAmount: 100000,
    };
    expect((await errorOf(service.createLease(database.db, otherOwner, body, TODAY))).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('jobs', () => {
  it('are idempotent: running them twice produces the same ledger; a late fee is applied once per period', async () => {
    const property = await setup(1);
    const tenant = await addTenant(property.id);
    const lease = await service.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: tenant.id,
        startDate: '2026-11-01',
        endDate: '2027-10-31',
        rentAmount: 120000,
        depositAmount: 0,
      },
      '2026-11-01',
    );
    for (let run = 0; run < 2; run++) {
      await leaseJobs.runRentCharges(database.db, '2026-12-01');
      // "Late fee $50 after the 5th; rent due on the 1st": on December 5th only November's fee
      // is charged; December's rent paid that day would still be on time.
      expect(await leaseJobs.runLateFees(database.db, '2026-12-05')).toMatchObject({ charges: run ? 0 : 1 });
      await leaseJobs.runLateFees(database.db, '2026-12-06');
    }
    // The fee is charged on the 6th, the day the rent turns overdue.
    const ledger = await service.getLedger(database.db, owner, lease.id, '2026-12-06');
    expect(ledger.charges.map((c) => [c.kind, c.period, c.dueDate, c.amount, c.status])).toEqual([
      ['rent', '2026-11', '2026-11-01', 120000, 'overdue'],
      ['late_fee', '2026-11', '2026-11-06', 5000, 'overdue'],
      ['rent', '2026-12', '2026-12-01', 120000, 'overdue'],
      ['late_fee', '2026-12', '2026-12-06', 5000, 'pending'],
    ]);
    // Nothing new on later runs in the same period.
    expect(await leaseJobs.runLateFees(database.db, '2026-12-20')).toMatchObject({ charges: 0 });
  });

  it('lease-expiry ends leases whose end date passed and counts those expiring within 60 days', async () => {
    const property = await setup(1);
    const tenant = await addTenant(property.id);
    const lease = await service.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: tenant.id,
        startDate: '2026-01-01',
        existingLease: true,
        endDate: '2026-12-31',
        rentAmount: 100000,
      },
      TODAY,
    );
    expect(lease.displayStatus).toBe('expiring-soon');
    const result = await leaseJobs.runLeaseExpiry(database.db, '2027-01-01');
    expect(result.ended).toBeGreaterThanOrEqual(1);
    expect((await service.getLease(database.db, owner, lease.id, '2027-01-01')).status).toBe('ended');
    expect((await leaseJobs.runLeaseExpiry(database.db, '2027-01-01')).ended).toBe(0);
  });
});

describe('payments', () => {
  async function leaseWithCharges(tenantUserId: string | null = null) {
    const property = await setup(1);
    const tenant = await addTenant(property.id, tenantUserId);
    const lease = await service.createLease(
      database.db,
      owner,
      {
        propertyId: property.id,
        tenantId: tenant.id,
        startDate: '2026-10-01',
        existingLease: true,
        endDate: '2027-09-30',
        rentAmount: 100000,
        depositAmount: 50000,
      },
      TODAY,
    );
    return { lease, tenant };
  }

  it('settle the oldest charges first; partial payments and overpayments (credit) work', async () => {
    const { lease } = await leaseWithCharges();
    // Charges: deposit 500 (Oct 1), rent Oct 1000, rent Nov 1000.
    const first = await createPayment(
      database.db,
      owner,
      'key-partial-1',
      { leaseId: lease.id, amount: 70000, method: 'cash' },
      null,
    );
    expect(first.result.allocations.map((a) => a.amount).sort((a, b) => a - b)).toEqual([20000, 50000]);
    const ledger = await service.getLedger(database.db, owner, lease.id, TODAY);
    expect(ledger.charges.map((c) => c.open)).toEqual([0, 80000, 100000]);
    expect(ledger.charges.map((c) => c.status)).toEqual(['paid', 'overdue', 'overdue']);
    const second = await createPayment(
      database.db,
      owner,
      'key-over-2',
      {
        leaseId: lease.id,
        amount: 230000,
        method: 'check',
        reference: 'Check #42',
        receivedAt: '2026-11-20',
      },
      null,
    );
    expect(second.result.balance).toBe(-50000);
    expect(second.result.payment).toMatchObject({
      method: 'check',
      reference: 'Check #42',
      unallocated: 50000,
    });
    expect(second.result.payment.receiptNumber).toMatch(/^RW-2026-\d{6}$/);
    // The credit settles December's rent when it is charged.
    await leaseJobs.runRentCharges(database.db, '2026-12-01');
    const after = await service.getLedger(database.db, owner, lease.id, '2026-12-01');
    expect(after.charges.at(-1)).toMatchObject({ period: '2026-12', open: 50000, status: 'pending' });
    expect(after.balance).toBe(50000);
    expect(after.payments.every((p) => p.unallocated === 0)).toBe(true);
  });

  it('are idempotent: a replay returns the stored answer, another body is a 422, concurrent duplicates execute once', async () => {
    const { lease } = await leaseWithCharges();
    const body = { leaseId: lease.id, amount: 10000, method: 'cash' as const };
    const first = await createPayment(database.db, owner, 'key-idem-0001', body, null);
    const replay = await createPayment(database.db, owner, 'key-idem-0001', body, null);
    expect(replay.replayed).toBe(true);
    expect(replay.result).toEqual(first.result);
    const mismatch = await errorOf(
      createPayment(database.db, owner, 'key-idem-0001', { ...body, amount: 20000 }, null),
    );
    expect(mismatch.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await errorOf(createPayment(database.db, owner, undefined, body, null))).code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        createPayment(database.db, owner, 'key-concurrent-1', { ...body, amount: 30000 }, null),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled.length).toBeGreaterThan(0);
    const ids = new Set(
      fulfilled.map(
        (r) => (r as PromiseFulfilledResult<{ result: { payment: { id: string } } }>).value.result.payment.id,
      ),
    );
    expect(ids.size).toBe(1);
    const stored = await database.db.select().from(payments).where(eq(payments.leaseId, lease.id));
    expect(stored).toHaveLength(2);
  });

  it('a tenant pays their own lease through the test provider; declines record nothing; others get 404', async () => {
    const tenantUser: Actor = { userId: randomUUID(), role: 'tenant' };
    const { lease } = await leaseWithCharges(tenantUser.userId);
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const declined = await errorOf(
      createPayment(
        database.db,
        tenantUser,
        'key-tenant-declined',
        { leaseId: lease.id, amount: 50000, method: 'card', card: { ...card, number: '4000000000000002' } },
        provider,
      ),
    );
    expect(declined.code).toBe('PAYMENT_DECLINED');
    expect((await service.getLedger(database.db, tenantUser, lease.id, TODAY)).payments).toEqual([]);
    const paid = await createPayment(
      database.db,
      tenantUser,
      'key-tenant-paid',
      { leaseId: lease.id, amount: 50000, method: 'card', card: { ...card, number: '4242424242424242' } },
      provider,
    );
    expect(paid.result.payment).toMatchObject({ method: 'card', provider: 'test', amount: 50000 });
    const bank = await createPayment(
      database.db,
      tenantUser,
      'key-tenant-bank',
      {
        leaseId: lease.id,
        amount: 1000,
        method: 'bank',
        bank: { accountNumber: '000123456789', routingNumber: '021000021' },
      },
      provider,
    );
    expect(bank.result.payment.method).toBe('bank');
    // Tenants see their own leases and payments only.
    expect((await service.listLeases(database.db, tenantUser, { limit: 50 })).items.map((l) => l.id)).toEqual(
      [lease.id],
    );
    const stranger: Actor = { userId: randomUUID(), role: 'tenant' };
    const body = {
      leaseId: lease.id,
      amount: 1000,
      method: 'card' as const,
      card: { ...card, number: '4242424242424242' },
    };
    expect((await errorOf(createPayment(database.db, stranger, 'key-stranger-1', body, provider))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await errorOf(
          createPayment(
            database.db,
            otherOwner,
            'key-other-own',
            { leaseId: lease.id, amount: 1000, method: 'cash' },
            null,
          ),
        )
      ).code,
    ).toBe('NOT_FOUND');
    // Owners cannot charge cards; tenants cannot record cash.
    expect((await errorOf(createPayment(database.db, owner, 'key-owner-card', body, null))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (
        await errorOf(
          createPayment(
            database.db,
            tenantUser,
            'key-tenant-cash',
            { leaseId: lease.id, amount: 1000, method: 'cash' },
            provider,
          ),
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
  });

  it('GET /api/payments statuses: paid, pending and overdue per charge', async () => {
    const { lease } = await leaseWithCharges();
    await createPayment(
      database.db,
      owner,
      'key-status-01',
      { leaseId: lease.id, amount: 50000, method: 'bank' },
      null,
    );
    const all = await ledger.listPaymentsDue(database.db, owner, { limit: 50, leaseId: lease.id }, TODAY);
    expect(all.items.map((i) => `${i.kind}:${i.status}`).sort()).toEqual([
      'deposit:paid',
      'rent:overdue',
      'rent:overdue',
    ]);
    expect(
      (
        await ledger.listPaymentsDue(
          database.db,
          owner,
          { limit: 50, leaseId: lease.id, status: 'paid' },
          TODAY,
        )
      ).items,
    ).toHaveLength(1);
    expect(
      (
        await ledger.listPaymentsDue(
          database.db,
          owner,
          { limit: 50, leaseId: lease.id, status: 'open' },
          TODAY,
        )
      ).items,
    ).toHaveLength(2);
    expect(
      (
        await ledger.listPaymentsDue(
          database.db,
          owner,
          { limit: 50, leaseId: lease.id, status: 'pending' },
          '2026-11-03',
        )
      ).items,
    ).toHaveLength(1);
    const page = await ledger.listPaymentsDue(database.db, owner, { limit: 1, leaseId: lease.id }, TODAY);
    const next = await ledger.listPaymentsDue(
      database.db,
      owner,
      { limit: 50, leaseId: lease.id, cursor: page.nextCursor ?? undefined },
      TODAY,
    );
    expect(next.items).toHaveLength(2);
  });
});
