import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisation } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { leases, properties, tenants } from '../../db/schema';

/**
 * tenants.lease_start_date / lease_end_date are kept by a database trigger on leases (migration
 * 0010, decision 017), whichever code writes leases. This guard applies random lease writes, the
 * way any future code path might, and checks after each sequence that the stored period equals
 * the one looked up from scratch: the active lease, else the latest ended one, never a draft.
 */
let database: Database;
const ownerId = randomUUID();
let propertyId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // The rows below name the owner's id as their organisation's too.
  await createOrganisation(database.db, ownerId);
  const [row] = await database.db
    .insert(properties)
    .values({
      orgId: ownerId,
      ownerId,
      name: '4 Lease Row',
      address: '4 Lease Row',
      propertyType: 'Duplex',
      units: 0,
      monthlyRent: 0,
    })
    .returning({ id: properties.id });
  propertyId = row.id;
});
afterAll(() => database.close());

const STATUSES = ['draft', 'active', 'ended'] as const;
type Status = (typeof STATUSES)[number];

type Step =
  | { kind: 'add'; tenant: number; status: Status; start: number; months: number }
  | { kind: 'setStatus'; lease: number; status: Status }
  | { kind: 'setDates'; lease: number; start: number; months: number }
  | { kind: 'move'; lease: number; tenant: number }
  | { kind: 'remove'; lease: number };

const pick = fc.nat({ max: 50 });
const status = fc.constantFrom(...STATUSES);
const start = fc.integer({ min: 0, max: 48 });
const months = fc.integer({ min: 1, max: 24 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), tenant: pick, status, start, months }),
  fc.record({ kind: fc.constant('setStatus' as const), lease: pick, status }),
  fc.record({ kind: fc.constant('setDates' as const), lease: pick, start, months }),
  fc.record({ kind: fc.constant('move' as const), lease: pick, tenant: pick }),
  fc.record({ kind: fc.constant('remove' as const), lease: pick }),
);

const at = <T>(list: T[], index: number): T => list[index % list.length];
/** The first of a month, `offset` months after January 2024, and the day before `length` months later. */
function period(offset: number, length: number): { startDate: string; endDate: string } {
  const first = new Date(Date.UTC(2024, offset, 1));
  const last = new Date(Date.UTC(2024, offset + length, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

async function storedAndExpected(tenantIds: string[]) {
  const result = await database.db.execute(sql`
    select t.id, t.lease_start_date::text as "storedStart", t.lease_end_date::text as "storedEnd",
           c.start_date::text as "start", c.end_date::text as "end"
      from tenants t
      left join lateral (select l.start_date, l.end_date from leases l
                          where l.tenant_id = t.id and l.status <> 'draft'
                          order by (l.status = 'active') desc, l.start_date desc limit 1) c on true
     where t.id in (${sql.join(
       tenantIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
  return (result as unknown as { rows: Record<string, string | null>[] }).rows;
}

describe('tenant lease period kept by a trigger', () => {
  it('equals a lookup from scratch after any sequence of lease writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const db = database.db;
        const tenantIds: string[] = [];
        for (let i = 0; i < 3; i++) {
          const [row] = await db
            .insert(tenants)
            .values({
              orgId: ownerId,
              ownerId,
              firstName: 'Lena',
              lastName: 'Lease',
              email: `${randomUUID()}@trigger.test`,
              phone: '5550000000',
              propertyId,
            })
            .returning({ id: tenants.id });
          tenantIds.push(row.id);
        }
        const leaseIds: string[] = [];
        for (const s of steps) {
          if (s.kind === 'add') {
            const [row] = await db
              .insert(leases)
              .values({
                orgId: ownerId,
                ownerId,
                propertyId,
                tenantId: at(tenantIds, s.tenant),
                ...period(s.start, s.months),
                rentAmount: 100000,
                status: s.status,
                recordedOn: '2024-01-01',
              })
              .returning({ id: leases.id });
            leaseIds.push(row.id);
            continue;
          }
          if (leaseIds.length === 0) continue;
          const leaseId = at(leaseIds, s.lease);
          if (s.kind === 'setStatus') {
            await db.update(leases).set({ status: s.status }).where(eq(leases.id, leaseId));
          } else if (s.kind === 'setDates') {
            await db.update(leases).set(period(s.start, s.months)).where(eq(leases.id, leaseId));
          } else if (s.kind === 'move') {
            await db
              .update(leases)
              .set({ tenantId: at(tenantIds, s.tenant) })
              .where(eq(leases.id, leaseId));
          } else {
            await db.delete(leases).where(eq(leases.id, leaseId));
            leaseIds.splice(leaseIds.indexOf(leaseId), 1);
          }
        }
        const rows = await storedAndExpected(tenantIds);
        expect(rows).toHaveLength(3);
        for (const row of rows) {
          expect([row.storedStart, row.storedEnd]).toEqual([row.start, row.end]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('stays true when concurrent transactions add leases for the same tenant', async () => {
    const db = database.db;
    const [tenant] = await db
      .insert(tenants)
      .values({
        orgId: ownerId,
        ownerId,
        firstName: 'Cora',
        lastName: 'Current',
        email: `${randomUUID()}@trigger.test`,
        phone: '5550000000',
        propertyId,
      })
      .returning({ id: tenants.id });
    // On PostgreSQL these run on separate pooled connections at once (on PGlite, one after another).
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.insert(leases).values({
            orgId: ownerId,
            ownerId,
            propertyId,
            tenantId: tenant.id,
            ...period(i * 12, 12),
            rentAmount: 100000,
            status: 'ended',
            recordedOn: '2024-01-01',
          });
        }),
      ),
    );
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
    // The latest of the eight ended leases is the period, whichever transaction committed last.
    const latest = period(7 * 12, 12);
    expect(latest).toEqual({ startDate: '2031-01-01', endDate: '2031-12-31' });
    expect(row).toMatchObject({ leaseStartDate: latest.startDate, leaseEndDate: latest.endDate });
  });
});
