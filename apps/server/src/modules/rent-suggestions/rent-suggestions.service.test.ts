import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { leases, properties, tenants, units } from '../../db/schema';
import { computeSuggestion, getRentIndex, getRentSuggestion, putRentIndex } from './rent-suggestions.service';

/**
 * Rent suggestions on a real database (issue 22 item 3): which comparables the SQL chooses, the
 * adjustments and confidence the core arithmetic derives from them, and a clear answer without any.
 */
let database: Database;
const actor = ownerActor();
const other = ownerActor();
const AS_OF = '2026-06-15';

interface UnitSpec {
  bedrooms?: number | null;
  areaM2?: number | null;
  bathrooms?: number | null;
  features?: string[];
  lease?: { rent: number; start: string; end?: string; status?: 'active' | 'ended' | 'draft' };
  occupied?: boolean;
}

async function property(orgId: string, city: string | null, type: string) {
  const [row] = await database.db
    .insert(properties)
    .values({
      orgId,
      ownerId: orgId,
      name: `${randomUUID().slice(0, 4)} ${city} St`,
      address: 'x',
      city,
      propertyType: type,
      units: 0,
      monthlyRent: 0,
    })
    .returning();
  return row.id;
}

async function unit(orgId: string, propertyId: string, spec: UnitSpec = {}): Promise<string> {
  const [row] = await database.db
    .insert(units)
    .values({
      propertyId,
      label: `Unit ${randomUUID().slice(0, 4)}`,
      monthlyRent: 100000,
      position: 1,
      bedrooms: spec.bedrooms ?? null,
      areaM2: spec.areaM2 ?? null,
      bathrooms: spec.bathrooms ?? null,
      features: spec.features ?? [],
    })
    .returning();
  if (spec.lease || spec.occupied) {
    const [tenant] = await database.db
      .insert(tenants)
      .values({
        orgId,
        ownerId: orgId,
        firstName: 'T',
        lastName: 'T',
        email: `${randomUUID()}@example.test`,
        phone: '5550000000',
        propertyId,
        unitId: spec.occupied ? row.id : null,
        status: spec.occupied ? 'active' : 'former',
      })
      .returning();
    if (spec.lease) {
      await database.db.insert(leases).values({
        orgId,
        ownerId: orgId,
        propertyId,
        unitId: row.id,
        tenantId: tenant.id,
        startDate: spec.lease.start,
        endDate: spec.lease.end ?? '2027-12-31',
        rentAmount: spec.lease.rent,
        status: spec.lease.status ?? 'active',
        recordedOn: spec.lease.start,
      });
    }
  }
  return row.id;
}

let paris: string;
let parisOther: string;
let subject: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, actor, other);
  paris = await property(actor.orgId, 'Paris', 'Apartment');
  parisOther = await property(actor.orgId, ' paris ', 'apartment'); // same city and type, spelled otherwise
  const lyon = await property(actor.orgId, 'Lyon', 'Apartment');
  const parisHouse = await property(actor.orgId, 'Paris', 'House');
  subject = await unit(actor.orgId, paris, { bedrooms: 2, areaM2: 60, bathrooms: 1, features: ['balcony'] });
  ids.twin = await unit(actor.orgId, paris, {
    bedrooms: 2,
    areaM2: 60,
    bathrooms: 1,
    features: ['balcony'],
    lease: { rent: 150000, start: '2026-03-01' },
    occupied: true,
  });
  ids.bigger = await unit(actor.orgId, parisOther, {
    bedrooms: 2,
    areaM2: 75,
    bathrooms: 1,
    lease: { rent: 180000, start: '2025-09-01' },
    occupied: true,
  });
  ids.threeBed = await unit(actor.orgId, parisOther, {
    bedrooms: 3,
    areaM2: 70,
    lease: { rent: 175000, start: '2024-06-01' },
    occupied: true,
  });
  ids.older = await unit(actor.orgId, paris, {
    bedrooms: 2,
    areaM2: 58,
    lease: { rent: 130000, start: '2023-09-01', end: '2025-08-31', status: 'ended' },
  });
  // Left out: another city, another type, in another building 4 bedrooms (two apart) or 120 m²
  // (twice the area), a draft,
  // a lease older than three years, a lease that starts after the day asked about, another organisation.
  ids.lyon = await unit(actor.orgId, lyon, {
    bedrooms: 2,
    areaM2: 60,
    lease: { rent: 90000, start: '2026-01-01' },
  });
  ids.house = await unit(actor.orgId, parisHouse, {
    bedrooms: 2,
    areaM2: 60,
    lease: { rent: 300000, start: '2026-01-01' },
  });
  ids.fourBed = await unit(actor.orgId, parisOther, {
    bedrooms: 4,
    areaM2: 62,
    lease: { rent: 260000, start: '2026-01-01' },
  });
  ids.huge = await unit(actor.orgId, parisOther, {
    bedrooms: 2,
    areaM2: 120,
    lease: { rent: 280000, start: '2026-01-01' },
  });
  ids.draft = await unit(actor.orgId, paris, {
    bedrooms: 2,
    areaM2: 60,
    lease: { rent: 999900, start: '2026-01-01', status: 'draft' },
  });
  ids.ancient = await unit(actor.orgId, paris, {
    bedrooms: 2,
    areaM2: 60,
    lease: { rent: 90000, start: '2022-01-01', end: '2022-12-31', status: 'ended' },
  });
  ids.future = await unit(actor.orgId, paris, {
    bedrooms: 2,
    areaM2: 60,
    lease: { rent: 999900, start: '2026-09-01' },
  });
  const foreign = await property(other.orgId, 'Paris', 'Apartment');
  await unit(other.orgId, foreign, { bedrooms: 2, areaM2: 60, lease: { rent: 999900, start: '2026-01-01' } });
}, 60_000);
afterAll(() => database.close());

describe('rent suggestion', () => {
  it('chooses the comparables by city, type, bedrooms, area and date, most similar first', async () => {
    const suggestion = await computeSuggestion(database.db, actor, subject, AS_OF);
    // Two in its building are too few: the search widens to the city (the other Paris building).
    expect(suggestion?.comparables.map((c) => c.unitId)).toEqual([
      ids.twin,
      ids.older,
      ids.bigger,
      ids.threeBed,
    ]);
    const [twin, older, bigger, threeBed] = suggestion?.comparables ?? [];
    expect(twin).toMatchObject({ rent: 150000, startDate: '2026-03-01', bedrooms: 2, areaM2: 60 });
    // Same everything, same building, 3.5 months old: only age lowers it.
    expect(twin.similarity).toBeGreaterThan(0.9);
    expect(bigger.similarity).toBeLessThan(twin.similarity);
    expect(threeBed.similarity).toBeLessThan(bigger.similarity);
    expect(older.similarity).toBeGreaterThan(bigger.similarity); // same building, nearly the same size
    for (const c of suggestion?.comparables ?? []) expect(c.similarity).toBeLessThanOrEqual(1);
  });

  it('in a building with three comparables or more, compares within it, whatever their size', async () => {
    const tower = await property(actor.orgId, 'Paris', 'Apartment');
    const own = await unit(actor.orgId, tower, { bedrooms: 2, areaM2: 60 });
    const studio = await unit(actor.orgId, tower, {
      bedrooms: 0,
      areaM2: 28,
      lease: { rent: 90000, start: '2026-02-01' },
    });
    const big = await unit(actor.orgId, tower, {
      bedrooms: 4,
      areaM2: 110,
      lease: { rent: 240000, start: '2026-01-01' },
    });
    const same = await unit(actor.orgId, tower, {
      bedrooms: 2,
      areaM2: 61,
      lease: { rent: 160000, start: '2025-12-01' },
    });
    const suggestion = await computeSuggestion(database.db, actor, own, AS_OF);
    expect(suggestion?.comparables.map((c) => c.unitId).sort()).toEqual([studio, big, same].sort());
    expect(suggestion?.comparables[0].unitId).toBe(same);
    // The studio's rent is scaled up to 60 m² and the 110 m² one's down.
    expect(suggestion?.adjustments.find((a) => a.reason === 'area')).toBeDefined();
    expect(suggestion?.amount).toBeGreaterThan(140000);
    expect(suggestion?.amount).toBeLessThan(175000);
  });

  it('adjusts for area and explains the amount as base + adjustments, within low..high', async () => {
    const suggestion = await computeSuggestion(database.db, actor, subject, AS_OF);
    if (!suggestion?.amount || suggestion.baseAmount === null) throw new Error('expected a suggestion');
    const area = suggestion.adjustments.find((a) => a.reason === 'area');
    // The 75 m² and 70 m² comparables are scaled down to 60 m², the 58 m² one up: a net cut.
    expect(area?.amount).toBeLessThan(0);
    expect(suggestion.adjustments.some((a) => a.reason === 'index')).toBe(false); // no index entered
    const total = suggestion.adjustments.reduce((sum, a) => sum + a.amount, suggestion.baseAmount);
    expect(suggestion.amount).toBe(total);
    expect(suggestion.low).toBeLessThanOrEqual(suggestion.amount);
    expect(suggestion.high).toBeGreaterThanOrEqual(suggestion.amount);
    expect(suggestion.amount % 100).toBe(0);
    expect(suggestion.amount).toBeGreaterThan(140000);
    expect(suggestion.amount).toBeLessThan(165000);
    expect(suggestion.confidence).not.toBe('none');
    expect(suggestion.criteria).toEqual({ city: 'Paris', propertyType: 'Apartment', missingAttributes: [] });
  });

  it('takes off for days vacant: the subject never let, added long ago', async () => {
    const { units: unitsTable } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await database.db
      .update(unitsTable)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(unitsTable.id, subject));
    const suggestion = await computeSuggestion(database.db, actor, subject, AS_OF);
    expect(suggestion?.daysVacant).toBe(165);
    // 165 days: 135 beyond the first 30 → four full 30-day steps → −4 %.
    const vacancy = suggestion?.adjustments.find((a) => a.reason === 'daysVacant');
    const before = (suggestion?.amount ?? 0) - (vacancy?.amount ?? 0);
    expect(vacancy?.amount).toBe(-Math.round((before * 0.04) / 100) * 100);
    // An occupied unit has no vacancy.
    const occupied = await computeSuggestion(database.db, actor, ids.twin, AS_OF);
    expect(occupied?.daysVacant).toBe(0);
    expect(occupied?.adjustments.some((a) => a.reason === 'daysVacant')).toBe(false);
  });

  it('brings each rent to today by the organisation’s index (IRL by reference quarter)', async () => {
    await putRentIndex(database.db, actor, {
      index: 'irl',
      values: [
        { period: '2022-Q4', value: 100 },
        { period: '2024-Q2', value: 105 },
        { period: '2025-Q3', value: 108 },
        { period: '2026-Q1', value: 110 },
      ],
    });
    try {
      expect((await getRentIndex(database.db, actor)).values[0]).toEqual({ period: '2022-Q4', value: 100 });
      const suggestion = await computeSuggestion(database.db, actor, subject, AS_OF);
      expect(suggestion?.indexUsed).toEqual({ index: 'irl', period: '2026-Q1' });
      const index = suggestion?.adjustments.find((a) => a.reason === 'index');
      // Every comparable started before 2026-Q1's value, so the index adds to each (the twin: 0).
      expect(index?.amount).toBeGreaterThan(0);
    } finally {
      await putRentIndex(database.db, actor, { index: 'irl', values: [] });
    }
  });

  it('answers clearly when nothing compares: no amount, confidence none, what was looked for', async () => {
    const lonely = await property(actor.orgId, 'Brest', 'Loft');
    const unitId = await unit(actor.orgId, lonely, { bedrooms: null, areaM2: null });
    const suggestion = await computeSuggestion(database.db, actor, unitId, AS_OF);
    expect(suggestion).toMatchObject({
      amount: null,
      low: null,
      high: null,
      baseAmount: null,
      confidence: 'none',
      comparables: [],
      adjustments: [],
      criteria: {
        city: 'Brest',
        propertyType: 'Loft',
        missingAttributes: ['bedrooms', 'bathrooms', 'areaM2'],
      },
    });
  });

  it('sees only the properties in scope; another organisation’s unit is a 404', async () => {
    const limited = { ...actor, orgRole: 'manager' as const, propertyIds: [paris] };
    const suggestion = await computeSuggestion(database.db, limited, subject, AS_OF);
    expect(suggestion?.comparables.map((c) => c.unitId)).toEqual([ids.twin, ids.older]);
    await expect(getRentSuggestion(database.db, limited, ids.bigger)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(getRentSuggestion(database.db, other, subject)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
