import { randomUUID } from 'node:crypto';
import { chargesDue, lateFeeApplies, lateFeeDate } from '@rentwise/core/leases/ledger';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { insertLeaseInNewProperty } from '../../../test/leases';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database, DbOrTx } from '../../db/client';
import {
  type LeaseRow,
  leaseRentChanges,
  leases,
  organisations,
  recurringCharges,
  tenants,
} from '../../db/schema';
import * as properties from '../properties/properties.service';
import * as repo from './ledger.repository';
import { lockLease, recordPayment, settleLease, termsOf } from './ledger.service';
import * as jobs from './ledger-jobs.service';
import * as lifecycleRepo from './ledger-lifecycle.repository';

/**
 * Decision 027: the daily jobs became set-based SQL. The per-lease code they replace is kept here,
 * verbatim, as the reference: random leases (proration at both ends, move-out, rent changes, due
 * days 29–31, grace days, recorded late, no late fee, no deposit) and random sequences of days
 * passing and payments run through both — the old path on one copy of each lease, the batched
 * jobs (batches of 2, so leases meet across batches) on another — and every charge (kind,
 * period, due date, amount, paid) must agree after each step.
 */

let database: Database;
const owner = ownerActor();
const RUNS = Number(process.env.JOB_EQUIVALENCE_RUNS ?? 12);

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner);
});
afterAll(() => database.close());

/** The rent-charges job's per-lease code before decision 027. */
async function legacyGenerateCharges(tx: DbOrTx, lease: LeaseRow, asOf: string): Promise<number> {
  await repo.lockLease(tx, lease.id);
  const rentChanges = await lifecycleRepo.listRentChanges(tx, lease.id);
  const due = chargesDue(termsOf(lease, rentChanges), asOf);
  const inserted = await repo.insertMissingCharges(tx, lease.id, due);
  if (inserted > 0) await settleLease(tx, lease.id);
  return inserted;
}

/** The late-fees job's per-lease code before decision 027. */
async function legacyChargeLateFees(tx: DbOrTx, lease: LeaseRow, asOf: string): Promise<number> {
  await repo.lockLease(tx, lease.id);
  const rows = await repo.listCharges(tx, lease.id);
  const feePeriods = new Set(rows.filter((c) => c.kind === 'late_fee').map((c) => c.period));
  const fees = rows
    .filter((c) => c.kind === 'rent')
    .filter((c) =>
      lateFeeApplies({
        dueDate: c.dueDate,
        graceDays: lease.graceDays,
        openAmount: c.open,
        asOf,
        recordedOn: lease.recordedOn,
        feeAlreadyCharged: feePeriods.has(c.period),
      }),
    )
    .map((c) => ({
      kind: 'late_fee' as const,
      period: c.period,
      dueDate: lateFeeDate(c.dueDate, lease.graceDays),
      amount: lease.lateFee,
    }))
    .filter((fee) => fee.amount > 0);
  const inserted = await repo.insertMissingCharges(tx, lease.id, fees);
  if (inserted > 0) await settleLease(tx, lease.id);
  return inserted;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const BASE = '2025-01-01';

const termsArb = fc
  .record({
    startOffset: fc.integer({ min: 0, max: 400 }),
    days: fc.integer({ min: 0, max: 700 }),
    moveOut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    rentAmount: fc.integer({ min: 1, max: 400_000 }),
    depositAmount: fc.constantFrom(0, 100_000, 123_457),
    dueDay: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 31 })),
    graceDays: fc.integer({ min: 0, max: 10 }),
    lateFee: fc.constantFrom(0, 5000, 7777),
    // Sometimes recorded on the very day the first period's grace ends (no fee for that period).
    recordedOffset: fc.oneof(fc.integer({ min: -20, max: 300 }), fc.constant('first fee day' as const)),
    rentChanges: fc.uniqueArray(
      fc.record({
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        rent: fc.integer({ min: 1, max: 500_000 }),
      }),
      { maxLength: 3, selector: (change) => change.at },
    ),
  })
  .map((t) => {
    const startDate = addDays(BASE, t.startOffset);
    const endDate = addDays(startDate, t.days);
    const within = (share: number) => addDays(startDate, Math.floor(share * t.days));
    return {
      startDate,
      endDate,
      moveOutDate: t.moveOut === null ? null : within(t.moveOut),
      rentAmount: t.rentAmount,
      depositAmount: t.depositAmount,
      dueDay: t.dueDay,
      graceDays: t.graceDays,
      lateFee: t.lateFee,
      recordedOn: addDays(
        startDate,
        t.recordedOffset === 'first fee day' ? Math.max(t.graceDays, 1) : t.recordedOffset,
      ),
      rentChanges: [...new Map(t.rentChanges.map((c) => [within(c.at), c.rent])).entries()].map(
        ([effectiveDate, rentAmount]) => ({ effectiveDate, rentAmount }),
      ),
    };
  });

type Terms = typeof termsArb extends fc.Arbitrary<infer T> ? T : never;

const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 75 }) }),
  fc.record({
    kind: fc.constant('pay' as const),
    lease: fc.nat(),
    amount: fc.integer({ min: 1, max: 600_000 }),
  }),
);

async function insertLease(
  terms: Terms,
  ids: { propertyId: string; tenantId: string },
  status: 'active' | 'draft',
): Promise<LeaseRow> {
  const [row] = await database.db
    .insert(leases)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      propertyId: ids.propertyId,
      tenantId: ids.tenantId,
      startDate: terms.startDate,
      endDate: terms.endDate,
      moveOutDate: terms.moveOutDate,
      rentAmount: terms.rentAmount,
      depositAmount: terms.depositAmount,
      dueDay: terms.dueDay,
      graceDays: terms.graceDays,
      lateFee: terms.lateFee,
      recordedOn: terms.recordedOn,
      status,
    })
    .returning();
  if (terms.rentChanges.length > 0) {
    await database.db
      .insert(leaseRentChanges)
      .values(terms.rentChanges.map((change) => ({ ...change, leaseId: row.id, createdBy: owner.userId })));
  }
  return row;
}

async function chargesOfLease(leaseId: string) {
  const rows = (await database.db.execute(sql`
    select kind, period, due_date::text as "dueDate", amount, paid
      from charges where lease_id = ${leaseId}
     order by kind, period`)) as unknown as { rows: Record<string, unknown>[] };
  return rows.rows;
}

describe('the set-based ledger jobs', () => {
  it('charge what the per-lease code charged, on random leases, payments and days', async () => {
    const property = await properties.createProperty(database.db, owner, {
      address: '25 Batch Street',
      propertyType: 'Apartment',
      units: 1,
      monthlyRent: 100000,
    });
    const [tenant] = await database.db
      .insert(tenants)
      .values({
        orgId: owner.orgId,
        ownerId: owner.userId,
        firstName: 'Set',
        lastName: 'Based',
        email: `${randomUUID()}@x.test`,
        phone: '5550001111',
        propertyId: property.id,
        status: 'active',
      })
      .returning();
    const ids = { propertyId: property.id, tenantId: tenant.id };
    await fc.assert(
      fc.asyncProperty(
        fc.array(termsArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -20, max: 200 }),
        fc.array(stepArb, { minLength: 1, maxLength: 8 }),
        async (allTerms, firstDay, steps) => {
          // The old path's copies are drafts, so the jobs (which take active leases) leave them alone.
          const pairs: { legacy: LeaseRow; current: LeaseRow }[] = [];
          for (const terms of allTerms) {
            pairs.push({
              legacy: await insertLease(terms, ids, 'draft'),
              current: await insertLease(terms, ids, 'active'),
            });
          }
          let asOf = addDays(BASE, firstDay);
          let clock = Date.parse('2030-01-01T00:00:00Z');
          try {
            for (const step of [{ kind: 'advance' as const, days: 0 }, ...steps]) {
              if (step.kind === 'pay') {
                const pair = pairs[step.lease % pairs.length];
                clock += 1000;
                const receivedAt = new Date(clock);
                for (const lease of [pair.legacy, pair.current]) {
                  await database.db.transaction(async (tx) => {
                    await lockLease(tx, lease.id);
                    await recordPayment(tx, {
                      leaseId: lease.id,
                      tenantId: lease.tenantId,
                      amount: step.amount,
                      method: 'cash',
                      receivedAt,
                      recordedBy: owner.userId,
                    });
                  });
                }
                continue;
              }
              asOf = addDays(asOf, step.days);
              for (const { legacy } of pairs) {
                await database.db.transaction((tx) => legacyGenerateCharges(tx, legacy, asOf));
              }
              await jobs.chargeRentDue(database.db, { asOf }, 2);
              for (const { legacy } of pairs) {
                await database.db.transaction((tx) => legacyChargeLateFees(tx, legacy, asOf));
              }
              await jobs.chargeLateFeesDue(database.db, { asOf }, 2);
              for (const { legacy, current } of pairs) {
                expect(await chargesOfLease(current.id)).toEqual(await chargesOfLease(legacy.id));
              }
            }
          } finally {
            // Out of the later runs' jobs.
            await database.db
              .update(leases)
              .set({ status: 'ended' })
              .where(
                inArray(
                  leases.id,
                  pairs.map((pair) => pair.current.id),
                ),
              );
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 240_000);

  it('run as of each organisation’s own date: Auckland is charged rent and its monthly charges when its day starts', async () => {
    const auckland = ownerActor();
    const utc = ownerActor();
    await createOrganisations(database.db, auckland, utc);
    await database.db
      .update(organisations)
      .set({ timeZone: 'Pacific/Auckland' })
      .where(eq(organisations.id, auckland.orgId));
    const leaseOf = async (actor: MemberActor) =>
      (
        await insertLeaseInNewProperty(database.db, actor, {
          startDate: '2026-11-01',
          endDate: '2027-10-31',
          rentAmount: 200000,
        })
      ).lease.id;
    const [inAuckland, inUtc] = [await leaseOf(auckland), await leaseOf(utc)];
    // A monthly parking charge from 1 December: the same job charges it, by the same clock.
    await database.db.insert(recurringCharges).values({
      leaseId: inAuckland,
      description: 'Parking',
      amount: 8000,
      firstDueDate: '2026-12-01',
      createdBy: auckland.userId,
    });
    const periods = async (leaseId: string, kind = 'rent') =>
      (await chargesOfLease(leaseId)).filter((c) => c.kind === kind).map((c) => c.period);

    // 10:59 UTC on 30 November is 23:59 in Auckland (NZDT, UTC+13): still November there.
    await jobs.chargeRentDue(database.db, { now: new Date('2026-11-30T10:59:00Z') });
    expect(await periods(inAuckland)).toEqual(['2026-11']);
    expect(await periods(inAuckland, 'other')).toEqual([]);
    // 11:00 UTC is midnight on 1 December in Auckland: its December rent is due; not yet in UTC.
    await jobs.chargeRentDue(database.db, { now: new Date('2026-11-30T11:00:00Z') });
    expect(await periods(inAuckland)).toEqual(['2026-11', '2026-12']);
    expect(await periods(inAuckland, 'other')).toEqual(['2026-12']);
    expect(await periods(inUtc)).toEqual(['2026-11']);
    await jobs.chargeRentDue(database.db, { now: new Date('2026-12-01T00:00:00Z') });
    expect(await periods(inUtc)).toEqual(['2026-11', '2026-12']);
  });
});
