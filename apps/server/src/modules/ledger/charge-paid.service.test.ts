import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOwnerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { leases, tenants } from '../../db/schema';
import * as leaseJobs from '../leases/lease-jobs.service';
import * as service from '../leases/leases.service';
import { createPayment } from '../payments/payments.service';
import * as properties from '../properties/properties.service';
import * as repo from './ledger.repository';
import * as ledger from './ledger.service';

/**
 * The guard of decision 013: `charges.paid` is a copy of the sum of the charge's
 * payment_allocations, kept by triggers. After random sequences of ledger operations — payments
 * through the service (which settles oldest first), new periods' charges, late fees, and raw
 * multi-row inserts, updates and deletes of allocations the application never makes — every
 * charge's `paid` equals the sum, and every query that reads `paid` answers what the former
 * formula (sums of allocations) answered.
 */

let database: Database;
const RUNS = Number(process.env.PAID_GUARD_RUNS ?? 15);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Charges whose `paid` differs from the sum of their allocations: a lease's (so that a shrunk
 * counterexample is judged on its own lease), or across the whole database.
 */
async function driftedCharges(leaseId?: string): Promise<{ id: string; paid: number; allocated: number }[]> {
  return rowsOf(
    await database.db.execute(sql`
      select c.id, c.paid, coalesce(s.allocated, 0)::int as allocated
        from charges c
        left join (select charge_id, sum(amount) as allocated from payment_allocations group by charge_id) s
          on s.charge_id = c.id
       where c.paid <> coalesce(s.allocated, 0) ${leaseId ? sql`and c.lease_id = ${leaseId}` : sql``}`),
  );
}

/** `openAmounts` as it was computed before decision 013: from the allocations themselves. */
async function legacyOpenAmounts(orgId: string, asOf: string) {
  const [row] = rowsOf<{ pending: number; overdue: number }>(
    await database.db.execute(sql`
      with open_charges as (
        select c.due_date, l.grace_days, c.amount - coalesce(sum(a.amount), 0) as open
          from charges c join leases l on l.id = c.lease_id
          left join payment_allocations a on a.charge_id = c.id
         where l.org_id = ${orgId} and c.due_date <= ${asOf}::date
         group by c.id, l.grace_days)
      select coalesce(sum(open) filter (where open > 0 and ${asOf}::date - due_date < greatest(grace_days, 1)), 0)::int as pending,
             coalesce(sum(open) filter (where open > 0 and ${asOf}::date - due_date >= greatest(grace_days, 1)), 0)::int as overdue
        from open_charges`),
  );
  return { pending: Number(row.pending), overdue: Number(row.overdue) };
}

/** The charges (id → open) of a lease matching a status, by the former correlated-sum formula. */
async function legacyPaymentsDue(
  leaseId: string,
  asOf: string,
  status?: 'paid' | 'pending' | 'overdue' | 'open',
) {
  const open = sql`(c.amount - coalesce((select sum(a.amount) from payment_allocations a where a.charge_id = c.id), 0))`;
  // The lateness rule of ledger.repository's overdueCondition (late from the day after the grace days).
  const late = sql`${asOf}::date - c.due_date >= greatest(l.grace_days, 1)`;
  const filter =
    status === 'paid'
      ? sql`${open} <= 0`
      : status === 'open'
        ? sql`${open} > 0`
        : status === 'pending'
          ? sql`${open} > 0 and not (${late})`
          : status === 'overdue'
            ? sql`${open} > 0 and ${late}`
            : sql`true`;
  const rows = rowsOf<{ id: string; open: number }>(
    await database.db.execute(sql`
      select c.id, ${open}::int as open from charges c join leases l on l.id = c.lease_id
       where c.lease_id = ${leaseId} and ${filter}`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.open)]));
}

type Command =
  | { kind: 'pay'; amount: number }
  | { kind: 'advance'; days: number }
  | { kind: 'lateFees' }
  | { kind: 'rawInsert'; rows: { charge: number; payment: number; amount: number }[] }
  | { kind: 'rawUpdate'; allocation: number; amount: number; moveTo: number | null }
  | { kind: 'rawDelete'; allocations: number[] };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 70 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lateFees' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rawInsert' as const),
      // Several rows in one statement, sometimes for the same charge: one trigger call sums them.
      rows: fc.array(
        fc.record({ charge: fc.nat(), payment: fc.nat(), amount: fc.integer({ min: 1, max: 90_000 }) }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rawUpdate' as const),
      allocation: fc.nat(),
      amount: fc.integer({ min: 1, max: 200_000 }),
      moveTo: fc.option(fc.nat(), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rawDelete' as const),
      allocations: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    }),
  },
);

/** A fresh owner with one active lease from `startDate`, charged up to `today`. */
async function leaseFor(startDate: string, rentAmount: number, today: string) {
  const owner = await createOwnerActor(database.db);
  const property = await properties.createProperty(database.db, owner, {
    address: '5 Invariant Way',
    propertyType: 'Apartment',
    units: 1,
    monthlyRent: rentAmount,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      firstName: 'Ivy',
      lastName: 'Invariant',
      email: `${randomUUID()}@paid.test`,
      phone: '5550002222',
      propertyId: property.id,
    })
    .returning();
  const lease = await service.createLease(
    database.db,
    owner,
    {
      propertyId: property.id,
      tenantId: tenant.id,
      startDate,
      existingLease: true,
      endDate: addDays(startDate, 700),
      rentAmount,
    },
    today,
  );
  return { owner, leaseId: lease.id };
}

async function idsOf(
  table: 'charges' | 'payments' | 'payment_allocations',
  leaseId: string,
): Promise<string[]> {
  const query =
    table === 'payment_allocations'
      ? sql`select a.id from payment_allocations a join payments p on p.id = a.payment_id where p.lease_id = ${leaseId} order by a.created_at, a.id`
      : table === 'charges'
        ? sql`select id from charges where lease_id = ${leaseId} order by due_date, id`
        : sql`select id from payments where lease_id = ${leaseId} order by received_at, id`;
  return rowsOf<{ id: string }>(await database.db.execute(query)).map((row) => row.id);
}

async function apply(command: Command, state: { owner: MemberActor; leaseId: string; asOf: string }) {
  const pick = <T>(list: T[], index: number): T | undefined =>
    list.length ? list[index % list.length] : undefined;
  switch (command.kind) {
    case 'pay':
      await createPayment(
        database.db,
        state.owner,
        `guard-${randomUUID()}`,
        { leaseId: state.leaseId, amount: command.amount, method: 'cash' },
        null,
      );
      return;
    case 'advance': {
      state.asOf = addDays(state.asOf, command.days);
      const [lease] = await database.db.select().from(leases).where(eq(leases.id, state.leaseId));
      await database.db.transaction((tx) => ledger.generateCharges(tx, lease, state.asOf));
      return;
    }
    case 'lateFees':
      await leaseJobs.runLateFees(database.db, state.asOf);
      return;
    case 'rawInsert': {
      const [chargeIds, paymentIds] = [
        await idsOf('charges', state.leaseId),
        await idsOf('payments', state.leaseId),
      ];
      const values = command.rows.flatMap((row) => {
        const chargeId = pick(chargeIds, row.charge);
        const paymentId = pick(paymentIds, row.payment);
        return chargeId && paymentId ? [sql`(${paymentId}::uuid, ${chargeId}::uuid, ${row.amount})`] : [];
      });
      if (values.length === 0) return;
      await database.db.execute(
        sql`insert into payment_allocations (payment_id, charge_id, amount) values ${sql.join(values, sql`, `)}`,
      );
      return;
    }
    case 'rawUpdate': {
      const id = pick(await idsOf('payment_allocations', state.leaseId), command.allocation);
      if (!id) return;
      const moveTo =
        command.moveTo === null ? undefined : pick(await idsOf('charges', state.leaseId), command.moveTo);
      await database.db.execute(
        moveTo
          ? sql`update payment_allocations set amount = ${command.amount}, charge_id = ${moveTo} where id = ${id}`
          : sql`update payment_allocations set amount = ${command.amount} where id = ${id}`,
      );
      return;
    }
    case 'rawDelete': {
      const all = await idsOf('payment_allocations', state.leaseId);
      const ids = [...new Set(command.allocations.map((i) => pick(all, i)).filter((id) => id !== undefined))];
      if (ids.length === 0) return;
      await database.db.execute(
        sql`delete from payment_allocations where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      return;
    }
  }
}

describe('charges.paid (decision 013)', () => {
  it('equals the sum of allocations after any sequence, and every reader answers as the allocation sums did', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('2026-01-01', '2026-02-14', '2026-03-31'),
        fc.integer({ min: 50_000, max: 250_000 }),
        fc.array(commandArb, { minLength: 1, maxLength: 12 }),
        async (startDate, rent, commands) => {
          const state = { ...(await leaseFor(startDate, rent, '2026-04-20')), asOf: '2026-04-20' };
          for (const command of commands) await apply(command, state);

          expect(await driftedCharges(state.leaseId)).toEqual([]);
          // The ledger's open per charge (listCharges: the ledger page, receipts, settlement).
          const legacyAll = await legacyPaymentsDue(state.leaseId, state.asOf);
          const charged = await repo.listCharges(database.db, state.leaseId);
          expect(new Map(charged.map((c) => [c.id, c.open]))).toEqual(legacyAll);
          // The dashboard's pending and overdue amounts.
          expect(await repo.openAmounts(database.db, state.owner, state.asOf)).toEqual(
            await legacyOpenAmounts(state.owner.orgId, state.asOf),
          );
          // GET /api/payments with each status filter.
          for (const status of [undefined, 'paid', 'pending', 'overdue', 'open'] as const) {
            const due = await repo.listPaymentsDue(
              database.db,
              { orgId: state.owner.orgId, propertyIds: null },
              { asOf: state.asOf, limit: 500, status },
            );
            expect(new Map(due.map((c) => [c.id, c.open]))).toEqual(
              await legacyPaymentsDue(state.leaseId, state.asOf, status),
            );
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 180_000);

  it('goes back to zero when payment_allocations is truncated', async () => {
    const { owner, leaseId } = await leaseFor('2026-01-01', 100_000, '2026-02-20');
    await createPayment(
      database.db,
      owner,
      `guard-${randomUUID()}`,
      { leaseId, amount: 150_000, method: 'cash' },
      null,
    );
    const [before] = rowsOf<{ paid: number }>(
      await database.db.execute(sql`select sum(paid)::int as paid from charges where lease_id = ${leaseId}`),
    );
    expect(Number(before.paid)).toBe(150_000);
    await database.db.execute(sql`truncate payment_allocations`);
    expect(await driftedCharges()).toEqual([]);
  });
});

describe('migration 0007_charge_paid_amount', () => {
  it('backfills charges.paid from the allocations and payments.owner_id from the leases', async () => {
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
    const files = readdirSync(folder)
      .filter((name) => /^\d{4}_.*\.sql$/.test(name))
      .sort();
    const statementsOf = (name: string) =>
      readFileSync(path.join(folder, name), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean);
    const pglite = new PGlite();
    try {
      // The schema as it was before 0007, with a small ledger in it.
      for (const name of files.filter((name) => name < '0007')) {
        for (const statement of statementsOf(name)) await pglite.exec(statement);
      }
      const ownerId = randomUUID();
      await pglite.exec(`
        insert into properties (id, owner_id, name, address, property_type, units, monthly_rent)
          values ('00000000-0000-4000-8000-000000000001', '${ownerId}', 'P', 'P', 'Duplex', 1, 100000);
        insert into tenants (id, owner_id, first_name, last_name, email, phone, property_id)
          values ('00000000-0000-4000-8000-000000000002', '${ownerId}', 'T', 'T', 't@x.test', '555', '00000000-0000-4000-8000-000000000001');
        insert into leases (id, owner_id, property_id, tenant_id, start_date, end_date, rent_amount, recorded_on)
          values ('00000000-0000-4000-8000-000000000003', '${ownerId}', '00000000-0000-4000-8000-000000000001',
                  '00000000-0000-4000-8000-000000000002', '2026-01-01', '2026-12-31', 100000, '2026-01-01');
        insert into charges (id, lease_id, kind, period, due_date, amount) values
          ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000003', 'rent', '2026-01', '2026-01-01', 100000),
          ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-000000000003', 'rent', '2026-02', '2026-02-01', 100000),
          ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-000000000003', 'rent', '2026-03', '2026-03-01', 100000);
        insert into payments (id, lease_id, tenant_id, amount, method, received_at, recorded_by) values
          ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 130000, 'cash', now(), '${ownerId}'),
          ('00000000-0000-4000-8000-0000000000f2', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 20000, 'cash', now(), '${ownerId}');
        insert into payment_allocations (payment_id, charge_id, amount) values
          ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000c1', 100000),
          ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000c2', 30000),
          ('00000000-0000-4000-8000-0000000000f2', '00000000-0000-4000-8000-0000000000c2', 20000);
      `);
      for (const statement of statementsOf(files.find((name) => name.startsWith('0007_'))!)) {
        await pglite.exec(statement);
      }
      const paid = await pglite.query<{ id: string; paid: number }>(
        'select id, paid from charges order by id',
      );
      expect(paid.rows.map((row) => row.paid)).toEqual([100000, 50000, 0]);
      const owners = await pglite.query<{ owner_id: string }>('select distinct owner_id from payments');
      expect(owners.rows).toEqual([{ owner_id: ownerId }]);
      // And from here on the triggers keep it.
      await pglite.exec(`insert into payment_allocations (payment_id, charge_id, amount) values
        ('00000000-0000-4000-8000-0000000000f2', '00000000-0000-4000-8000-0000000000c3', 1)`);
      const third = await pglite.query<{ paid: number }>(
        `select paid from charges where id = '00000000-0000-4000-8000-0000000000c3'`,
      );
      expect(third.rows[0].paid).toBe(1);
    } finally {
      await pglite.close();
    }
  }, 60_000);
});
