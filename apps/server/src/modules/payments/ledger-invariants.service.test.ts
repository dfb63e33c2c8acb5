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
import * as leases from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import * as properties from '../properties/properties.service';
import { refundPayment, voidPayment } from './payment-corrections.service';
import { createPayment } from './payments.service';

/**
 * Issue 18's ledger invariants, on a real database, after every step of random sequences of
 * payments, voids, refunds, rent-charge and late-fee runs: balance = charges − payments +
 * refunds (a voided payment counting for nothing), no allocation total exceeds its charge or its
 * payment, and a void restores the balance exactly (plus any late fee it made due again).
 */

let database: Database;
const owner = ownerActor();

type Step =
  | { op: 'pay'; amount: number }
  | { op: 'void'; pick: number }
  | { op: 'refund'; pick: number; share: number }
  | { op: 'days'; days: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 250000 }) }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }) }),
);

/** The sums straight from the tables, not through the code under test. */
async function stored(leaseId: string) {
  const [row] = rowsOf<{ charges: number; payments: number; refunds: number }>(
    await database.db.execute(sql`
      select (select coalesce(sum(amount), 0) from charges where lease_id = ${leaseId})::int as charges,
             (select coalesce(sum(p.amount), 0) from payments p where p.lease_id = ${leaseId}
                and not exists (select 1 from payment_voids v where v.payment_id = p.id))::int as payments,
             (select coalesce(sum(r.amount), 0) from payment_refunds r join payments p on p.id = r.payment_id
               where p.lease_id = ${leaseId})::int as refunds`),
  );
  const overCharged = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select c.id from charges c
        left join payment_allocations a on a.charge_id = c.id
       where c.lease_id = ${leaseId}
       group by c.id, c.amount, c.paid
      having coalesce(sum(a.amount), 0) > c.amount or coalesce(sum(a.amount), 0) < 0
          or coalesce(sum(a.amount), 0) <> c.paid`),
  );
  const overPaid = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select p.id from payments p
        left join payment_allocations a on a.payment_id = p.id
       where p.lease_id = ${leaseId}
       group by p.id, p.amount
      having coalesce(sum(a.amount), 0) < 0
          or coalesce(sum(a.amount), 0) > p.amount
             - (select coalesce(sum(r.amount), 0) from payment_refunds r where r.payment_id = p.id)
          or (exists (select 1 from payment_voids v where v.payment_id = p.id) and coalesce(sum(a.amount), 0) <> 0)`),
  );
  return { ...row, overCharged: overCharged.length, overPaid: overPaid.length };
}

async function newLease(start: string) {
  const property = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Invariant Avenue`,
    propertyType: 'Apartment',
    units: 1,
    monthlyRent: 100000,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      firstName: 'Ivy',
      lastName: 'Variant',
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
      startDate: start,
      endDate: '2026-06-30',
      rentAmount: 100000,
      depositAmount: 50000,
    },
    start,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner);
});
afterAll(() => database.close());

describe('the ledger under random corrections', () => {
  it('keeps balance = charges − payments + refunds, allocations within bounds, and voids exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const start = '2025-03-10';
        const lease = await newLease(start);
        let today = start;
        const balanceOf = async () => (await leases.getLedger(database.db, owner, lease.id, today)).balance;
        const check = async () => {
          const sums = await stored(lease.id);
          expect(await balanceOf()).toBe(sums.charges - sums.payments + sums.refunds);
          expect(sums.overCharged).toBe(0);
          expect(sums.overPaid).toBe(0);
          return sums;
        };
        await check();
        for (const step of steps) {
          const view = await leases.getLedger(database.db, owner, lease.id, today);
          const live = view.payments.filter((p) => !p.voided);
          if (step.op === 'pay') {
            await createPayment(
              database.db,
              owner,
              randomUUID(),
              { leaseId: lease.id, amount: step.amount, method: 'cash', receivedAt: today },
              null,
            );
          } else if (step.op === 'void') {
            const payment = live.filter((p) => p.refunded === 0)[step.pick % Math.max(live.length, 1)];
            if (!payment) continue;
            const before = await stored(lease.id);
            await voidPayment(database.db, owner, payment.id, { reason: 'random void' }, today);
            const after = await stored(lease.id);
            // Exactly the payment comes back, plus whatever late fee its void made due.
            expect(after.payments).toBe(before.payments - payment.amount);
            expect(after.refunds).toBe(before.refunds);
          } else if (step.op === 'refund') {
            const payment = live[step.pick % Math.max(live.length, 1)];
            if (!payment) continue;
            const left = payment.amount - payment.refunded;
            if (left <= 0) continue;
            const amount = Math.max(1, Math.floor(left * step.share));
            await refundPayment(database.db, owner, payment.id, { amount, reason: 'random refund' }, today);
          } else {
            today = addDays(today, step.days);
            const row = await leases.findVisibleLease(database.db, owner, lease.id);
            if (!row) throw new Error('lease vanished');
            await database.db.transaction(async (tx) => {
              await ledger.generateCharges(tx, row, today);
              await ledger.chargeLateFees(tx, row, today);
            });
          }
          await check();
        }
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 15),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  });
});
