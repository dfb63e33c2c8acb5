import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisation } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { properties, tenants, units } from '../../db/schema';

/**
 * properties.units_count / occupied_units / monthly_revenue are kept by database triggers
 * (migration 0008, decision 014), whichever code writes units and tenants. This guard applies
 * random writes to both tables, the way any future code path might, and checks after each
 * sequence that the stored figures equal a recount from scratch.
 */
let database: Database;
const ownerId = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  // The rows below name the owner's id as their organisation's too.
  await createOrganisation(database.db, ownerId);
});
afterAll(() => database.close());

const STATUSES = ['pending', 'active', 'former'] as const;

type Step =
  | { kind: 'addUnit'; property: number; rent: number }
  | { kind: 'removeUnit'; unit: number }
  | { kind: 'setRent'; unit: number; rent: number }
  | { kind: 'moveUnit'; unit: number; property: number }
  | { kind: 'addTenant'; unit: number; status: (typeof STATUSES)[number] }
  | { kind: 'setStatus'; tenant: number; status: (typeof STATUSES)[number] }
  | { kind: 'moveTenant'; tenant: number; unit: number | null }
  | { kind: 'removeTenant'; tenant: number };

const rent = fc.integer({ min: 0, max: 500_000 });
const pick = fc.nat({ max: 50 });
const status = fc.constantFrom(...STATUSES);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('addUnit' as const), property: pick, rent }),
  fc.record({ kind: fc.constant('removeUnit' as const), unit: pick }),
  fc.record({ kind: fc.constant('setRent' as const), unit: pick, rent }),
  fc.record({ kind: fc.constant('moveUnit' as const), unit: pick, property: pick }),
  fc.record({ kind: fc.constant('addTenant' as const), unit: pick, status }),
  fc.record({ kind: fc.constant('setStatus' as const), tenant: pick, status }),
  fc.record({ kind: fc.constant('moveTenant' as const), tenant: pick, unit: fc.option(pick, { nil: null }) }),
  fc.record({ kind: fc.constant('removeTenant' as const), tenant: pick }),
);

const at = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined;

async function recount(propertyIds: string[]) {
  const result = await database.db.execute(sql`
    select p.id, p.units_count as "stored", count(u.id)::int as "unitsCount",
           p.occupied_units as "storedOccupied",
           count(u.id) filter (where exists (select 1 from tenants t where t.unit_id = u.id and t.status in ('pending', 'active')))::int as "occupiedUnits",
           p.monthly_revenue as "storedRevenue",
           coalesce(sum(u.monthly_rent) filter (where exists (select 1 from tenants t where t.unit_id = u.id and t.status in ('pending', 'active'))), 0)::int as "monthlyRevenue"
      from properties p left join units u on u.property_id = p.id
     where p.id in (${sql.join(
       propertyIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
     group by p.id`);
  return (result as unknown as { rows: Record<string, number>[] }).rows;
}

describe('property figures kept by triggers', () => {
  it('equal a recount after any sequence of unit and tenant writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const db = database.db;
        const propertyIds: string[] = [];
        for (const address of ['1 Trigger Row', '2 Trigger Row']) {
          const [row] = await db
            .insert(properties)
            .values({
              orgId: ownerId,
              ownerId,
              name: address,
              address,
              propertyType: 'Duplex',
              units: 0,
              monthlyRent: 0,
            })
            .returning({ id: properties.id });
          propertyIds.push(row.id);
        }
        const unitIds: { id: string; propertyId: string }[] = [];
        const tenantIds: string[] = [];
        for (const s of steps) {
          if (s.kind === 'addUnit') {
            const propertyId = at(propertyIds, s.property)!;
            const [row] = await db
              .insert(units)
              .values({
                propertyId,
                label: `Unit ${unitIds.length + 1}`,
                monthlyRent: s.rent,
                position: unitIds.length + 1,
              })
              .returning({ id: units.id });
            unitIds.push({ id: row.id, propertyId });
          } else if (s.kind === 'removeUnit' || s.kind === 'setRent' || s.kind === 'moveUnit') {
            const unit = at(unitIds, s.unit);
            if (!unit) continue;
            if (s.kind === 'removeUnit') {
              // A tenant's unit is set to null on delete (the foreign key's rule).
              await db.delete(units).where(eq(units.id, unit.id));
              unitIds.splice(unitIds.indexOf(unit), 1);
            } else if (s.kind === 'setRent') {
              await db.update(units).set({ monthlyRent: s.rent }).where(eq(units.id, unit.id));
            } else {
              unit.propertyId = at(propertyIds, s.property)!;
              await db.update(units).set({ propertyId: unit.propertyId }).where(eq(units.id, unit.id));
            }
          } else if (s.kind === 'addTenant') {
            const unit = at(unitIds, s.unit);
            if (!unit) continue;
            const [row] = await db
              .insert(tenants)
              .values({
                orgId: ownerId,
                ownerId,
                firstName: 'Tessa',
                lastName: 'Trigger',
                email: `${randomUUID()}@trigger.test`,
                phone: '5550000000',
                propertyId: unit.propertyId,
                unitId: unit.id,
                status: s.status,
              })
              .returning({ id: tenants.id });
            tenantIds.push(row.id);
          } else {
            const tenantId = at(tenantIds, s.tenant);
            if (!tenantId) continue;
            if (s.kind === 'setStatus') {
              await db.update(tenants).set({ status: s.status }).where(eq(tenants.id, tenantId));
            } else if (s.kind === 'moveTenant') {
              const unit = s.unit === null ? undefined : at(unitIds, s.unit);
              await db
                .update(tenants)
                .set(unit ? { unitId: unit.id, propertyId: unit.propertyId } : { unitId: null })
                .where(eq(tenants.id, tenantId));
            } else {
              await db.delete(tenants).where(eq(tenants.id, tenantId));
              tenantIds.splice(tenantIds.indexOf(tenantId), 1);
            }
          }
        }
        const rows = await recount(propertyIds);
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          expect(row.stored).toBe(row.unitsCount);
          expect(row.storedOccupied).toBe(row.occupiedUnits);
          expect(row.storedRevenue).toBe(row.monthlyRevenue);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('stay true when concurrent transactions fill units of the same property', async () => {
    const db = database.db;
    const [property] = await db
      .insert(properties)
      .values({
        orgId: ownerId,
        ownerId,
        name: '3 Trigger Row',
        address: '3 Trigger Row',
        propertyType: 'Apartment',
        units: 0,
        monthlyRent: 0,
      })
      .returning({ id: properties.id });
    const unitRows = await db
      .insert(units)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          propertyId: property.id,
          label: `Unit ${i + 1}`,
          monthlyRent: 1000,
          position: i + 1,
        })),
      )
      .returning({ id: units.id });
    // On PostgreSQL these run on separate pooled connections at once (on PGlite, one after another).
    await Promise.all(
      unitRows.map((unit) =>
        db.transaction(async (tx) => {
          await tx.insert(tenants).values({
            orgId: ownerId,
            ownerId,
            firstName: 'Cora',
            lastName: 'Current',
            email: `${randomUUID()}@trigger.test`,
            phone: '5550000000',
            propertyId: property.id,
            unitId: unit.id,
            status: 'active',
          });
        }),
      ),
    );
    const [row] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(row).toMatchObject({ unitsCount: 8, occupiedUnits: 8, monthlyRevenue: 8000 });
  });
});
