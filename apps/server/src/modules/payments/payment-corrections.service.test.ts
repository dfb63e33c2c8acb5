import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import * as leases from '../leases/leases.service';
import * as properties from '../properties/properties.service';
import { refundPayment, voidPayment } from './payment-corrections.service';
import { createPayment } from './payments.service';
import { getReceipt } from './receipts.service';

let database: Database;
const owner = ownerActor();
const otherOwner = ownerActor();

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** A lease of $1,000 a month from `startDate`, no deposit, recorded on `recordedOn`. */
async function leaseFrom(startDate: string, recordedOn: string) {
  const property = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Correction Court`,
    propertyType: 'Apartment',
    units: 1,
    monthlyRent: 100000,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      firstName: 'Vera',
      lastName: 'Void',
      email: `${randomUUID()}@x.test`,
      phone: '5550001111',
      propertyId: property.id,
      status: 'pending',
    })
    .returning();
  return leases.createLease(
    database.db,
    owner,
    {
      propertyId: property.id,
      tenantId: tenant.id,
      startDate,
      existingLease: true,
      endDate: '2027-09-30',
      rentAmount: 100000,
      depositAmount: 0,
    },
    recordedOn,
  );
}

async function pay(leaseId: string, amount: number, receivedAt: string) {
  const { result } = await createPayment(
    database.db,
    owner,
    randomUUID(),
    { leaseId, amount, method: 'cash', receivedAt },
    null,
  );
  return result.payment.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner, otherOwner);
});
afterAll(() => database.close());

describe('voiding a payment', () => {
  it('a manager records a wrong payment and voids it: the balance is restored exactly and history stays', async () => {
    const lease = await leaseFrom('2026-10-01', '2026-11-22');
    await pay(lease.id, 100000, '2026-10-01');
    const before = await leases.getLedger(database.db, owner, lease.id, '2026-11-22');
    expect(before.balance).toBe(100000);

    // $1,500 typed instead of $150: November paid and $500 of credit.
    const wrong = await pay(lease.id, 150000, '2026-11-20');
    const mistaken = await leases.getLedger(database.db, owner, lease.id, '2026-11-22');
    expect(mistaken.balance).toBe(-50000);

    const after = await voidPayment(
      database.db,
      owner,
      wrong,
      { reason: 'Typed $1,500 for $150' },
      '2026-11-22',
    );
    expect(after.balance).toBe(before.balance);
    // The leases list says the same as the ledger.
    expect((await leases.getLease(database.db, owner, lease.id, '2026-11-22')).balance).toBe(before.balance);
    expect(after.charges.map((c) => [c.period, c.open, c.status])).toEqual(
      before.charges.map((c) => [c.period, c.open, c.status]),
    );
    // The payment is still listed, marked void, and settles nothing any more.
    const voided = after.payments.find((p) => p.id === wrong);
    expect(voided).toMatchObject({ amount: 150000, voided: true, unallocated: 0 });
    // Undone by a reversing allocation, not by deleting the original one.
    const own = after.allocations.filter((a) => a.paymentId === wrong).map((a) => a.amount);
    expect(own.sort((a, b) => a - b)).toEqual([-100000, 100000]);

    // Its receipt stays, marked void with the reason, applied to nothing.
    const receipt = await getReceipt(database.db, owner, wrong, 'en');
    expect(receipt).toMatchObject({ amount: 150000, allocations: [], unallocated: 0 });
    expect(receipt.voided?.reason).toBe('Typed $1,500 for $150');

    const again = await errorOf(voidPayment(database.db, owner, wrong, { reason: 'twice' }, '2026-11-22'));
    expect(again.code).toBe('CONFLICT');
    const refundOfVoid = await errorOf(
      refundPayment(database.db, owner, wrong, { amount: 100, reason: 'no' }, '2026-11-22'),
    );
    expect(refundOfVoid.code).toBe('CONFLICT');
  });

  it('re-evaluates late fees: rent paid on time by a payment voided after the grace period earns its fee', async () => {
    // Rent due November 1st, late fee $50 after the 5th.
    const lease = await leaseFrom('2026-11-01', '2026-11-01');
    const payment = await pay(lease.id, 100000, '2026-11-02');
    const after = await voidPayment(database.db, owner, payment, { reason: 'Cheque bounced' }, '2026-11-10');
    expect(after.charges.map((c) => [c.kind, c.dueDate, c.amount, c.open])).toEqual([
      ['rent', '2026-11-01', 100000, 100000],
      ['late_fee', '2026-11-06', 5000, 5000],
    ]);
    expect(after.balance).toBe(105000);
  });

  it("is the lease owner's only: another owner gets a 404, an unknown payment too", async () => {
    const lease = await leaseFrom('2026-10-01', '2026-11-22');
    const payment = await pay(lease.id, 100000, '2026-10-01');
    expect((await errorOf(voidPayment(database.db, otherOwner, payment, { reason: 'x' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorOf(voidPayment(database.db, owner, randomUUID(), { reason: 'x' }))).code).toBe(
      'NOT_FOUND',
    );
    const ledger = await leases.getLedger(database.db, owner, lease.id, '2026-11-22');
    expect(ledger.payments[0]?.voided).toBe(false);
  });
});

describe('refunding a payment', () => {
  it('takes the credit first, then the newest allocations; balance = charges − payments + refunds', async () => {
    const lease = await leaseFrom('2026-10-01', '2026-11-22');
    // Pays October and November and leaves $500 of credit.
    const payment = await pay(lease.id, 250000, '2026-10-01');
    const after = await refundPayment(
      database.db,
      owner,
      payment,
      { amount: 70000, reason: 'Overpaid' },
      '2026-11-22',
    );
    expect(after.charges.map((c) => [c.period, c.open])).toEqual([
      ['2026-10', 0],
      ['2026-11', 20000],
    ]);
    expect(after.balance).toBe(200000 - 250000 + 70000);
    expect(after.payments[0]).toMatchObject({ refunded: 70000, unallocated: 0, voided: false });

    // No more than what is left of the payment: $2,500 − $700.
    const tooMuch = await errorOf(
      refundPayment(database.db, owner, payment, { amount: 180001, reason: 'Too much' }, '2026-11-22'),
    );
    expect(tooMuch.code).toBe('UNPROCESSABLE');
    const rest = await refundPayment(
      database.db,
      owner,
      payment,
      { amount: 180000, reason: 'All' },
      '2026-11-22',
    );
    expect(rest.balance).toBe(200000);
    expect(rest.charges.every((c) => c.open === c.amount)).toBe(true);
    // A refunded payment cannot also be voided (its money would count twice).
    expect((await errorOf(voidPayment(database.db, owner, payment, { reason: 'x' }))).code).toBe('CONFLICT');
  });
});
