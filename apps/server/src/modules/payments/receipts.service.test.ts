import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { ownerActor } from '../../../test/organisations';
import type { Actor, MemberActor } from '../../auth/actor';
import { insertUser } from '../../auth/auth.repository';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import * as leases from '../leases/leases.service';
import { createOrganisationForOwner, memberActorOf } from '../organisations/organisations.service';
import { insertProfile } from '../profiles/profiles.repository';
import * as properties from '../properties/properties.service';
import { createPayment } from './payments.service';
import { getReceipt } from './receipts.service';

let database: Database;
let owner: MemberActor;

/** An account with its profile (the receipt reads the landlord's name and the caller's language). */
async function account(
  role: 'owner' | 'tenant',
  firstName: string,
  locale: 'en' | 'fr' = 'en',
): Promise<Actor> {
  const email = `${randomUUID()}@x.test`;
  const user = await insertUser(database.db, {
    email,
    passwordHash: 'unused',
    role,
    emailConfirmedAt: new Date(),
    mustChangePassword: false,
    userMetadata: {},
  });
  if (!user) throw new Error('user not inserted');
  await insertProfile(database.db, {
    id: user.id,
    email,
    role,
    firstName,
    lastName: `${firstName}son`,
    locale,
  });
  if (role === 'tenant') return { userId: user.id, role };
  await createOrganisationForOwner(database.db, { userId: user.id, firstName, locale });
  return memberActorOf(database.db, user.id);
}
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

/** A one-unit property, a tenant whose login is `tenantUser`, and a lease from Oct 1 (deposit 500). */
async function leaseFor(tenantUser: Actor) {
  const property = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Receipt Road`,
    propertyType: 'Apartment',
    units: 1,
    monthlyRent: 100000,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      authUserId: tenantUser.userId,
      firstName: 'Rita',
      lastName: 'Renter',
      email: `${randomUUID()}@x.test`,
      phone: '5550001111',
      propertyId: property.id,
      status: 'pending',
    })
    .returning();
  const lease = await leases.createLease(
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
  return { lease, property };
}

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await account('owner', 'Olga')) as MemberActor;
});
afterAll(() => database.close());

describe('payment receipts', () => {
  it('show the number, date, parties, amount, the charges settled and the balance after the payment', async () => {
    const tenantUser = await account('tenant', 'Rita', 'fr');
    const { lease, property } = await leaseFor(tenantUser);
    // Charges: deposit 500 (Oct 1), rent Oct 1,000, rent Nov 1,000 = 2,500.
    const first = await createPayment(
      database.db,
      owner,
      'receipt-key-0001',
      { leaseId: lease.id, amount: 70000, method: 'cash', receivedAt: '2026-11-02' },
      null,
    );
    const receipt = await getReceipt(database.db, owner, first.result.payment.id);
    expect(receipt).toMatchObject({
      number: first.result.payment.receiptNumber,
      paymentId: first.result.payment.id,
      leaseId: lease.id,
      date: '2026-11-02T12:00:00.000Z',
      language: 'en',
      tenant: { name: 'Rita Renter' },
      landlord: { name: 'Olga Olgason' },
      property: { address: property.address, unitLabel: lease.unitLabel },
      amount: 70000,
      method: 'cash',
      reference: null,
      unallocated: 0,
      remainingBalance: 180000,
    });
    expect(receipt.number).toMatch(/^RW-2026-\d{6}$/);
    expect(receipt.allocations.map(({ kind, period, amount }) => ({ kind, period, amount }))).toEqual([
      { kind: 'deposit', period: '2026-10', amount: 50000 },
      { kind: 'rent', period: '2026-10', amount: 20000 },
    ]);

    // An overpayment: its receipt shows the credit; the first receipt does not change.
    const second = await createPayment(
      database.db,
      owner,
      'receipt-key-0002',
      { leaseId: lease.id, amount: 230000, method: 'check', reference: 'Check #7', receivedAt: '2026-11-20' },
      null,
    );
    const overpaid = await getReceipt(database.db, owner, second.result.payment.id, 'fr');
    expect(overpaid).toMatchObject({
      language: 'fr',
      reference: 'Check #7',
      unallocated: 50000,
      remainingBalance: -50000,
    });
    expect(overpaid.allocations.map((a) => a.amount)).toEqual([80000, 100000]);
    expect((await getReceipt(database.db, owner, first.result.payment.id)).remainingBalance).toBe(180000);

    // The lease's tenant reads the same receipt, in their profile's language (French).
    const asTenant = await getReceipt(database.db, tenantUser, first.result.payment.id);
    expect({ ...asTenant, language: 'en' }).toEqual(receipt);
    expect(asTenant.language).toBe('fr');
    expect((await getReceipt(database.db, tenantUser, first.result.payment.id, 'en')).language).toBe('en');

    // A payment recorded later but received earlier: the ledger as of its own day (Oct 15).
    const backdated = await createPayment(
      database.db,
      owner,
      'receipt-key-0004',
      { leaseId: lease.id, amount: 1000, method: 'cash', receivedAt: '2026-10-15' },
      null,
    );
    expect((await getReceipt(database.db, owner, backdated.result.payment.id)).remainingBalance).toBe(149000);
    // …and the receipts of the later days count it.
    expect((await getReceipt(database.db, owner, first.result.payment.id)).remainingBalance).toBe(179000);
  });

  it('are a 404 for anyone but the lease’s owner and tenant', async () => {
    const tenantUser: Actor = { userId: randomUUID(), role: 'tenant' };
    const { lease } = await leaseFor(tenantUser);
    const paid = await createPayment(
      database.db,
      owner,
      'receipt-key-0003',
      { leaseId: lease.id, amount: 1000, method: 'cash' },
      null,
    );
    const id = paid.result.payment.id;
    expect((await getReceipt(database.db, tenantUser, id)).amount).toBe(1000);

    // The tenant of another lease of the same owner.
    const neighbour: Actor = { userId: randomUUID(), role: 'tenant' };
    await leaseFor(neighbour);
    const otherOwner: Actor = ownerActor();
    const stranger: Actor = { userId: randomUUID(), role: 'tenant' };
    for (const actor of [neighbour, otherOwner, stranger]) {
      expect((await errorOf(getReceipt(database.db, actor, id))).code).toBe('NOT_FOUND');
    }
    expect((await errorOf(getReceipt(database.db, owner, randomUUID()))).code).toBe('NOT_FOUND');
  });
});
