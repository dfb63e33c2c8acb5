import { randomUUID } from 'node:crypto';
import { addDays } from '@rentwise/core/leases/dates';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { tenants } from '../../db/schema';
import * as ledger from '../ledger/ledger.service';
import { createPayment } from '../payments/payments.service';
import * as properties from '../properties/properties.service';
import * as service from './lease-charges.service';
import { runRentCharges } from './lease-jobs.service';
import * as leases from './leases.service';

/**
 * Other charges, credits, charge voids and returned payments on a real database (issue 18 items
 * 5-6): each rule, then random sequences of charges, credits, payments, charge voids, returns and
 * job runs with the ledger's invariants checked after every step: balance = charges − credits −
 * payments + refunds; no allocation exceeds its charge or its payment; a charge void lowers the
 * balance by exactly what it voided.
 */

let database: Database;
const owner = ownerActor();

/** The sums straight from the tables: credits (method 'credit') apart from money received. */
async function stored(leaseId: string) {
  const [row] = rowsOf<{ charges: number; credits: number; payments: number; refunds: number }>(
    await database.db.execute(sql`
      select (select coalesce(sum(amount), 0) from charges where lease_id = ${leaseId})::int as charges,
             (select coalesce(sum(p.amount), 0) from payments p where p.lease_id = ${leaseId} and p.method = 'credit'
                and not exists (select 1 from payment_voids v where v.payment_id = p.id))::int as credits,
             (select coalesce(sum(p.amount), 0) from payments p where p.lease_id = ${leaseId} and p.method <> 'credit'
                and not exists (select 1 from payment_voids v where v.payment_id = p.id))::int as payments,
             (select coalesce(sum(r.amount), 0) from payment_refunds r join payments p on p.id = r.payment_id
               where p.lease_id = ${leaseId})::int as refunds`),
  );
  const overCharged = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select c.id from charges c left join payment_allocations a on a.charge_id = c.id
       where c.lease_id = ${leaseId}
       group by c.id, c.amount, c.paid
      having coalesce(sum(a.amount), 0) > c.amount or coalesce(sum(a.amount), 0) < 0
          or coalesce(sum(a.amount), 0) <> c.paid`),
  );
  const overPaid = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select p.id from payments p left join payment_allocations a on a.payment_id = p.id
       where p.lease_id = ${leaseId}
       group by p.id, p.amount
      having coalesce(sum(a.amount), 0) < 0
          or coalesce(sum(a.amount), 0) > p.amount
             - (select coalesce(sum(r.amount), 0) from payment_refunds r where r.payment_id = p.id)
          or (exists (select 1 from payment_voids v where v.payment_id = p.id) and coalesce(sum(a.amount), 0) <> 0)`),
  );
  // A voided charge is settled by its reversing credit alone, and nothing else stays on it.
  const voidedOpen = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select c.id from charges c join charge_voids v on v.charge_id = c.id and v.org_id = c.org_id
       where c.lease_id = ${leaseId} and (c.amount - c.paid <> 0 or exists (
         select 1 from payment_allocations a where a.charge_id = c.id and a.payment_id <> v.credit_payment_id
          group by a.charge_id having sum(a.amount) <> 0))`),
  );
  return {
    ...row,
    overCharged: overCharged.length,
    overPaid: overPaid.length,
    voidedOpen: voidedOpen.length,
  };
}

async function newLease(start: string, end = '2026-06-30') {
  const property = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Charges Avenue`,
    propertyType: 'Apartment',
    units: 1,
    monthlyRent: 100000,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      firstName: 'Cora',
      lastName: 'Credit',
      email: `${randomUUID()}@x.test`,
      phone: '5550002222',
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
      startDate: start,
      endDate: end,
      rentAmount: 100000,
      depositAmount: 0,
      lateFee: 5000,
      graceDays: 5,
    },
    start,
  );
}

const pay = (leaseId: string, amount: number, today: string) =>
  createPayment(
    database.db,
    owner,
    randomUUID(),
    { leaseId, amount, method: 'check', receivedAt: today },
    null,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner);
});
afterAll(() => database.close());

describe('other charges and credits', () => {
  it('a monthly charge is made each period by the daily job, once, until stopped', async () => {
    const lease = await newLease('2025-01-01');
    await service.addCharge(
      database.db,
      owner,
      lease.id,
      { description: 'Parking', amount: 7500, dueDate: '2025-01-15', recurring: true },
      '2025-01-20',
    );
    const parking = async (today: string) =>
      (await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, today)).charges.filter(
        (c) => c.kind === 'other',
      );
    expect((await parking('2025-01-20')).map((c) => c.dueDate)).toEqual(['2025-01-15']);
    await runRentCharges(database.db, '2025-03-15');
    await runRentCharges(database.db, '2025-03-15');
    expect((await parking('2025-03-15')).map((c) => c.dueDate)).toEqual([
      '2025-01-15',
      '2025-02-15',
      '2025-03-15',
    ]);
    const details = await service.getLedgerDetails(database.db, owner, lease.id);
    const template = details.recurringCharges[0];
    await service.stopRecurringCharge(database.db, owner, lease.id, template.id, '2025-03-20');
    await runRentCharges(database.db, '2025-06-30');
    expect(await parking('2025-06-30')).toHaveLength(3);
  });

  it('a monthly charge is never made after the lease ends', async () => {
    const lease = await newLease('2025-01-01', '2025-03-31');
    await service.addCharge(
      database.db,
      owner,
      lease.id,
      { description: 'Water', amount: 2000, dueDate: '2025-01-31', recurring: true },
      '2025-01-31',
    );
    await runRentCharges(database.db, '2025-12-31');
    const ledgerNow = await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, '2025-12-31');
    // Jan 31, Feb 28 (the month's end), Mar 31; nothing after the end date.
    expect(ledgerNow.charges.filter((c) => c.kind === 'other').map((c) => c.dueDate)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ]);
  });

  it('a credit is its own entry, pays the oldest open charge, and lowers the balance by its amount', async () => {
    const lease = await newLease('2025-01-01');
    const before = await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, '2025-01-02');
    const after = await service.addCredit(
      database.db,
      owner,
      lease.id,
      { description: 'Heating concession', amount: 25000, date: '2025-01-02' },
      '2025-01-02',
    );
    expect(after.balance).toBe(before.balance - 25000);
    expect(after.charges.every((c) => c.amount > 0)).toBe(true);
    expect(after.charges[0].open).toBe(before.charges[0].open - 25000);
  });
});

describe('voiding a charge', () => {
  it('takes back what a payment paid on it, which then pays the next open charge', async () => {
    const lease = await newLease('2025-01-01');
    const added = await service.addCharge(
      database.db,
      owner,
      lease.id,
      { description: 'Pet fee', amount: 30000, dueDate: '2025-01-01' },
      '2025-01-02',
    );
    await pay(lease.id, 130000, '2025-01-02');
    await runRentCharges(database.db, '2025-02-02');
    const pet = added.charges.find((c) => c.kind === 'other');
    if (!pet) throw new Error('no pet fee');
    const after = await service.voidCharge(
      database.db,
      owner,
      pet.id,
      { reason: 'No pet after all' },
      '2025-02-02',
    );
    // The pet fee's 300 went back to credit and paid February's rent.
    expect(after.charges.find((c) => c.id === pet.id)).toMatchObject({ open: 0, amount: 30000 });
    const february = after.charges.find((c) => c.kind === 'rent' && c.period === '2025-02');
    expect(february?.open ?? 100000).toBeLessThanOrEqual(70000);
    await expect(
      service.voidCharge(database.db, owner, pet.id, { reason: 'again' }, '2025-02-02'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await stored(lease.id)).voidedOpen).toBe(0);
  });

  it('voiding a rent charge voids the late fee it caused', async () => {
    const lease = await newLease('2025-01-01');
    const row = await leases.findVisibleLease(database.db, owner, lease.id);
    if (!row) throw new Error('no lease');
    await database.db.transaction(async (tx) => {
      await ledger.generateCharges(tx, row, '2025-02-10');
      await ledger.chargeLateFees(tx, row, '2025-02-10');
    });
    const before = await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, '2025-02-10');
    const rent = before.charges.find((c) => c.kind === 'rent' && c.period === '2025-02');
    const fee = before.charges.find((c) => c.kind === 'late_fee' && c.period === '2025-02');
    expect(fee?.amount).toBe(5000);
    if (!rent) throw new Error('no rent');
    const after = await service.voidCharge(
      database.db,
      owner,
      rent.id,
      { reason: 'Free month' },
      '2025-02-10',
    );
    expect(after.balance).toBe(before.balance - rent.amount - 5000);
    const details = await service.getLedgerDetails(database.db, owner, lease.id);
    expect(details.charges.find((c) => c.chargeId === fee?.id)?.voided?.reason).toBe('Free month');
    // The late-fee job does not charge that period again.
    await database.db.transaction((tx) => ledger.chargeLateFees(tx, row, '2025-02-20'));
    const again = await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, '2025-02-20');
    expect(again.charges.filter((c) => c.kind === 'late_fee' && c.period === '2025-02')).toHaveLength(1);
  });
});

describe('a returned (NSF) payment', () => {
  it('no longer counts: the rent it paid is owed again, late once grace passed, plus the fee', async () => {
    const lease = await newLease('2025-01-01');
    const paid = await pay(lease.id, 100000, '2025-01-02');
    const payment = { id: (paid.result as { payment: { id: string } }).payment.id };
    const after = await service.returnPayment(
      database.db,
      owner,
      payment.id,
      { reason: 'Insufficient funds', fee: 3500 },
      '2025-01-10',
    );
    const january = after.charges.find((c) => c.kind === 'rent' && c.period === '2025-01');
    expect(january?.open).toBe(january?.amount);
    // Re-evaluated as of the return: January's grace is over, so its late fee is due.
    expect(after.charges.some((c) => c.kind === 'late_fee' && c.period === '2025-01')).toBe(true);
    expect(after.charges.some((c) => c.kind === 'other' && c.amount === 3500)).toBe(true);
    await expect(
      service.returnPayment(database.db, owner, payment.id, { reason: 'again' }, '2025-01-10'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

type Step =
  | { op: 'pay'; amount: number }
  | { op: 'charge'; amount: number; recurring: boolean }
  | { op: 'credit'; amount: number }
  | { op: 'voidCharge'; pick: number }
  | { op: 'return'; pick: number; fee: number }
  | { op: 'days'; days: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 250000 }) }),
  fc.record({
    op: fc.constant('charge' as const),
    amount: fc.integer({ min: 1, max: 50000 }),
    recurring: fc.boolean(),
  }),
  fc.record({ op: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 80000 }) }),
  fc.record({ op: fc.constant('voidCharge' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('return' as const), pick: fc.nat(), fee: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }) }),
);

describe('the ledger under random charges, credits, voids and returns', () => {
  it('keeps balance = charges − credits − payments + refunds and every allocation within bounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const start = '2025-03-10';
        const lease = await newLease(start);
        let today = start;
        const check = async () => {
          const sums = await stored(lease.id);
          const view = await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, today);
          expect(view.balance).toBe(sums.charges - sums.credits - sums.payments + sums.refunds);
          expect(sums.overCharged).toBe(0);
          expect(sums.overPaid).toBe(0);
          expect(sums.voidedOpen).toBe(0);
          return view;
        };
        await check();
        for (const step of steps) {
          const view = await ledger.readLedger(database.db, { id: lease.id, graceDays: 5 }, today);
          const details = await service.getLedgerDetails(database.db, owner, lease.id);
          const voided = new Set(details.charges.filter((c) => c.voided).map((c) => c.chargeId));
          if (step.op === 'pay') {
            await pay(lease.id, step.amount, today);
          } else if (step.op === 'charge') {
            await service.addCharge(
              database.db,
              owner,
              lease.id,
              { description: 'Random', amount: step.amount, dueDate: today, recurring: step.recurring },
              today,
            );
          } else if (step.op === 'credit') {
            await service.addCredit(
              database.db,
              owner,
              lease.id,
              { description: 'Random credit', amount: step.amount, date: today },
              today,
            );
          } else if (step.op === 'voidCharge') {
            const open = view.charges.filter((c) => !voided.has(c.id));
            const charge = open[step.pick % Math.max(open.length, 1)];
            if (!charge) continue;
            const fee =
              charge.kind === 'rent'
                ? view.charges.find(
                    (c) => c.kind === 'late_fee' && c.period === charge.period && !voided.has(c.id),
                  )
                : undefined;
            const after = await service.voidCharge(
              database.db,
              owner,
              charge.id,
              { reason: 'random' },
              today,
            );
            // Exactly the charge (and its late fee) stops being owed.
            expect(after.balance).toBe(view.balance - charge.amount - (fee?.amount ?? 0));
          } else if (step.op === 'return') {
            const live = view.payments.filter((p) => !p.voided && p.refunded === 0 && p.method === 'check');
            const payment = live[step.pick % Math.max(live.length, 1)];
            if (!payment) continue;
            await service.returnPayment(
              database.db,
              owner,
              payment.id,
              { reason: 'NSF', ...(step.fee > 0 ? { fee: step.fee } : {}) },
              today,
            );
          } else {
            today = addDays(today, step.days);
            const row = await leases.findVisibleLease(database.db, owner, lease.id);
            if (!row) throw new Error('lease vanished');
            await database.db.transaction(async (tx) => {
              await ledger.generateCharges(tx, row, today);
              await ledger.chargeLateFees(tx, row, today);
            });
            await runRentCharges(database.db, today);
          }
          await check();
        }
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 10),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  }, 240_000);
});
