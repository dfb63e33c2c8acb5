import { randomUUID } from 'node:crypto';
import {
  collectedInMonth,
  compareOpenCharges,
  type FigureLease,
  type FigurePayment,
  occupancy,
  openAmounts,
  rentRoll,
} from '@rentwise/core/figures/figures';
import { addDays, type IsoDate } from '@rentwise/core/leases/dates';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { ownerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import {
  charges,
  leaseRentChanges,
  leases,
  organisations,
  paymentAllocations,
  paymentRefunds,
  payments,
  paymentVoids,
  properties,
  tenants,
  units,
} from '../../db/schema';
import { getOwnerDashboard, listOpenCharges } from './dashboard.service';

/**
 * One definition per figure (decision 024): the dashboard's SQL and core's figures.ts must give
 * the same occupancy, rent roll, pending, overdue and collected on any portfolio, and the Pending
 * Payments tile must be the sum of the list beside it.
 */
let database: Database;
const TODAY = '2026-11-25';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newOrganisation(timeZone = 'UTC'): Promise<MemberActor> {
  const actor = ownerActor();
  await database.db.insert(organisations).values({ id: actor.orgId, name: 'Figures', timeZone });
  return actor;
}

async function addProperty(actor: MemberActor, address: string, unitRents: number[]) {
  const db = database.db;
  const [property] = await db
    .insert(properties)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      name: address,
      address,
      propertyType: 'Apartment',
      units: unitRents.length,
      monthlyRent: unitRents[0] ?? 0,
    })
    .returning();
  const unitRows = unitRents.length
    ? await db
        .insert(units)
        .values(
          unitRents.map((rent, position) => ({
            propertyId: property.id,
            label: `Unit ${position + 1}`,
            monthlyRent: rent,
            position,
          })),
        )
        .returning()
    : [];
  return { property, units: unitRows };
}

async function addTenant(actor: MemberActor, propertyId: string, unitId: string | null, name: string) {
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      firstName: name,
      lastName: 'Figure',
      email: `${name.toLowerCase()}-${randomUUID()}@figures.test`,
      phone: '5550001111',
      propertyId,
      unitId,
      status: 'active',
    })
    .returning();
  return tenant;
}

interface LeaseInput {
  status: 'draft' | 'active' | 'ended';
  startDate: IsoDate;
  endDate: IsoDate;
  moveOutDate: IsoDate | null;
  rentAmount: number;
  graceDays: number;
  rentChanges: { effectiveDate: IsoDate; rentAmount: number }[];
}

async function addLease(
  actor: MemberActor,
  propertyId: string,
  unitId: string | null,
  tenantId: string,
  input: LeaseInput,
) {
  const [lease] = await database.db
    .insert(leases)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      propertyId,
      unitId,
      tenantId,
      startDate: input.startDate,
      endDate: input.endDate,
      moveOutDate: input.moveOutDate,
      rentAmount: input.rentAmount,
      graceDays: input.graceDays,
      status: input.status,
      recordedOn: input.startDate,
    })
    .returning();
  if (input.rentChanges.length) {
    await database.db
      .insert(leaseRentChanges)
      .values(input.rentChanges.map((change) => ({ ...change, leaseId: lease.id, createdBy: actor.userId })));
  }
  return lease;
}

async function addCharge(leaseId: string, dueDate: IsoDate, amount: number, paid: number, tenantId: string) {
  const [charge] = await database.db
    .insert(charges)
    .values({ leaseId, kind: 'other', period: dueDate.slice(0, 7), dueDate, amount })
    .returning();
  if (paid > 0) {
    const [payment] = await database.db
      .insert(payments)
      .values({
        leaseId,
        orgId: charge.orgId,
        ownerId: randomUUID(),
        tenantId,
        amount: paid,
        // Not money received this month: only the charge's `paid` matters here.
        method: 'credit',
        receivedAt: new Date(`${dueDate}T12:00:00Z`),
        recordedBy: randomUUID(),
      })
      .returning();
    await database.db
      .insert(paymentAllocations)
      .values({ paymentId: payment.id, chargeId: charge.id, amount: paid });
  }
  return charge;
}

/** Every page of the open-charges list. */
async function wholeOpenList(actor: MemberActor, limit: number) {
  const items = [];
  let cursor: string | undefined;
  do {
    const page = await listOpenCharges(database.db, actor, { limit, cursor }, TODAY);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

describe('the dashboard figures (spec examples that were wrong)', () => {
  it('occupancy counts units with a lease in force today — not a lease starting next month, not a unit merely assigned', async () => {
    const owner = await newOrganisation();
    const {
      property,
      units: [a, b, c],
    } = await addProperty(owner, '1 Occupancy Way', [100000, 100000, 100000]);
    const lease = (over: Partial<LeaseInput>) => ({
      status: 'active' as const,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      moveOutDate: null,
      rentAmount: 100000,
      graceDays: 5,
      rentChanges: [],
      ...over,
    });
    // Unit 1: a lease in force. Unit 2: a lease that starts next month. Unit 3: a tenant assigned, no lease.
    await addLease(
      owner,
      property.id,
      a.id,
      (await addTenant(owner, property.id, a.id, 'Ann')).id,
      lease({}),
    );
    await addLease(
      owner,
      property.id,
      b.id,
      (await addTenant(owner, property.id, b.id, 'Ben')).id,
      lease({ startDate: '2026-12-01' }),
    );
    await addTenant(owner, property.id, c.id, 'Cat');
    const dashboard = await getOwnerDashboard(database.db, owner, null, TODAY);
    expect(dashboard).toMatchObject({ totalUnits: 3, occupiedUnits: 1, vacantUnits: 2, occupancyRate: 33 });
    expect(dashboard.properties[0]).toMatchObject({
      occupiedUnits: 1,
      occupancyRate: 33,
      monthlyRevenue: 100000,
    });
  });

  it('the monthly rent roll sums the rents in force of the leases in force, not the units’ list rents', async () => {
    const owner = await newOrganisation();
    const {
      property,
      units: [a, b, c],
    } = await addProperty(owner, '2 Rent Roll Road', [150000, 150000, 150000]);
    const base = { status: 'active' as const, endDate: '2027-12-31', moveOutDate: null, graceDays: 5 };
    // A lease at a negotiated 1,200 (the unit lists 1,500), one raised to 1,300 on Nov 1, one ended
    // early on Nov 10 (out of the roll) and one drafted (never counted).
    await addLease(owner, property.id, a.id, (await addTenant(owner, property.id, a.id, 'Dee')).id, {
      ...base,
      startDate: '2026-01-01',
      rentAmount: 120000,
      rentChanges: [],
    });
    await addLease(owner, property.id, b.id, (await addTenant(owner, property.id, b.id, 'Eve')).id, {
      ...base,
      startDate: '2026-01-01',
      rentAmount: 125000,
      rentChanges: [
        { effectiveDate: '2026-11-01', rentAmount: 130000 },
        { effectiveDate: '2027-05-01', rentAmount: 140000 },
      ],
    });
    await addLease(owner, property.id, c.id, (await addTenant(owner, property.id, c.id, 'Fay')).id, {
      ...base,
      startDate: '2026-01-01',
      moveOutDate: '2026-11-10',
      rentAmount: 150000,
      rentChanges: [],
    });
    await addLease(owner, property.id, c.id, (await addTenant(owner, property.id, c.id, 'Gus')).id, {
      ...base,
      status: 'draft',
      startDate: '2026-12-01',
      rentAmount: 160000,
      rentChanges: [],
    });
    const dashboard = await getOwnerDashboard(database.db, owner, null, TODAY);
    expect(dashboard.monthlyRevenue).toBe(120000 + 130000);
    expect(dashboard.occupiedUnits).toBe(2);
  });

  it('the Pending Payments tile is the sum of the list beside it, overdue listed first, nothing dropped', async () => {
    const owner = await newOrganisation();
    const {
      property,
      units: [a],
    } = await addProperty(owner, '3 Pending Place', [100000]);
    const tenant = await addTenant(owner, property.id, a.id, 'Hal');
    const lease = await addLease(owner, property.id, a.id, tenant.id, {
      status: 'active',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      moveOutDate: null,
      rentAmount: 100000,
      graceDays: 5,
      rentChanges: [],
    });
    // Seven overdue charges (more than the six a dashboard panel showed), one due today, one dated
    // ahead (pending until its grace ends) and one partly paid; one settled charge counts nowhere.
    for (let month = 4; month <= 10; month++) {
      await addCharge(lease.id, `2026-${String(month).padStart(2, '0')}-01`, 100000, 0, tenant.id);
    }
    await addCharge(lease.id, TODAY, 95000, 0, tenant.id);
    await addCharge(lease.id, '2026-12-05', 8000, 0, tenant.id);
    await addCharge(lease.id, '2026-11-21', 5000, 2000, tenant.id);
    await addCharge(lease.id, '2026-03-01', 100000, 100000, tenant.id);
    const dashboard = await getOwnerDashboard(database.db, owner, null, TODAY);
    expect(dashboard).toMatchObject({
      // "after the 5th" from the 21st: late from the 26th, so still pending today.
      pendingAmount: 95000 + 8000 + 3000,
      overdueAmount: 700000,
      pendingCount: 3,
      overdueCount: 7,
    });
    const list = await wholeOpenList(owner, 6);
    expect(list.map((i) => i.status)).toEqual([...Array(7).fill('overdue'), ...Array(3).fill('pending')]);
    const sum = (status: string) => list.filter((i) => i.status === status).reduce((s, i) => s + i.open, 0);
    expect(sum('pending')).toBe(dashboard.pendingAmount);
    expect(sum('overdue')).toBe(dashboard.overdueAmount);
  });

  it('collected this month is money received this month, net of voids and refunds, in the organisation’s time zone', async () => {
    const owner = await newOrganisation('America/New_York');
    const {
      property,
      units: [a],
    } = await addProperty(owner, '4 Collected Court', [100000]);
    const tenant = await addTenant(owner, property.id, a.id, 'Ivy');
    const lease = await addLease(owner, property.id, a.id, tenant.id, {
      status: 'active',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      moveOutDate: null,
      rentAmount: 100000,
      graceDays: 5,
      rentChanges: [],
    });
    const pay = async (amount: number, at: string, method: 'cash' | 'card' | 'credit' = 'cash') => {
      const [row] = await database.db
        .insert(payments)
        .values({
          leaseId: lease.id,
          orgId: owner.orgId,
          ownerId: owner.userId,
          tenantId: tenant.id,
          amount,
          method,
          receivedAt: new Date(at),
          recordedBy: owner.userId,
        })
        .returning();
      return row;
    };
    await pay(100000, '2026-11-03T15:00:00Z');
    const voided = await pay(50000, '2026-11-04T15:00:00Z');
    await database.db
      .insert(paymentVoids)
      .values({ paymentId: voided.id, reason: 'Wrong lease', createdBy: owner.userId });
    const refunded = await pay(30000, '2026-11-05T15:00:00Z', 'card');
    await database.db
      .insert(paymentRefunds)
      .values({ paymentId: refunded.id, amount: 10000, reason: 'Overpaid', createdBy: owner.userId });
    await pay(20000, '2026-11-06T15:00:00Z', 'credit'); // a move-out credit is not money received
    await pay(7000, '2026-11-01T03:00:00Z'); // Oct 31 in New York
    await pay(9000, '2026-12-01T03:00:00Z'); // Nov 30 in New York
    const dashboard = await getOwnerDashboard(database.db, owner, null, TODAY);
    expect(dashboard.collectedThisMonth).toBe(100000 + 20000 + 9000);
  });

  it('a limited member sees only their properties’ figures, and the open list refuses a forged cursor', async () => {
    const owner = await newOrganisation();
    const mine = await addProperty(owner, '5 Mine Mews', [100000]);
    const theirs = await addProperty(owner, '6 Other Oval', [100000]);
    for (const {
      property,
      units: [unit],
    } of [mine, theirs]) {
      const tenant = await addTenant(owner, property.id, unit.id, 'Jo');
      const lease = await addLease(owner, property.id, unit.id, tenant.id, {
        status: 'active',
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        moveOutDate: null,
        rentAmount: 100000,
        graceDays: 5,
        rentChanges: [],
      });
      await addCharge(lease.id, '2026-10-01', 100000, 0, tenant.id);
    }
    const limited = { ...owner, orgRole: 'manager' as const, propertyIds: [mine.property.id] };
    const dashboard = await getOwnerDashboard(database.db, limited, null, TODAY);
    expect(dashboard).toMatchObject({
      totalUnits: 1,
      occupiedUnits: 1,
      monthlyRevenue: 100000,
      overdueAmount: 100000,
    });
    expect((await wholeOpenList(limited, 10)).map((i) => i.propertyAddress)).toEqual(['5 Mine Mews']);
    await expect(listOpenCharges(database.db, owner, { limit: 5, cursor: 'bm9wZQ' }, TODAY)).rejects.toThrow(
      'Invalid cursor',
    );
  });
});

const day = (offset: number) => addDays(TODAY, offset);

describe('the figures on random portfolios', () => {
  it('SQL and core figures.ts agree, and every tile is the sum of its list', async () => {
    const leaseArb = fc.record({
      unit: fc.nat({ max: 5 }),
      status: fc.constantFrom('draft' as const, 'active' as const, 'active' as const, 'ended' as const),
      start: fc.integer({ min: -400, max: 60 }),
      length: fc.integer({ min: 0, max: 500 }),
      moveOut: fc.option(fc.integer({ min: -60, max: 30 }), { nil: null }),
      rent: fc.integer({ min: 1, max: 400_000 }),
      graceDays: fc.integer({ min: 0, max: 10 }),
      changes: fc.uniqueArray(
        fc.record({
          offset: fc.integer({ min: -200, max: 200 }),
          rent: fc.integer({ min: 1, max: 400_000 }),
        }),
        { maxLength: 3, selector: (c) => c.offset },
      ),
      charges: fc.array(
        fc.record({
          due: fc.integer({ min: -120, max: 20 }),
          amount: fc.integer({ min: 1, max: 300_000 }),
          paidShare: fc.constantFrom(0, 0, 0.5, 1),
        }),
        { maxLength: 4 },
      ),
      payments: fc.array(
        fc.record({
          at: fc.integer({ min: -70 * 24, max: 10 * 24 }),
          amount: fc.integer({ min: 1, max: 300_000 }),
          method: fc.constantFrom('card', 'bank', 'cash', 'check', 'credit', 'deposit', 'transfer'),
          voided: fc.boolean(),
          refund: fc.constantFrom(0, 0, 0.25, 1),
        }),
        { maxLength: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('UTC', 'America/New_York', 'Pacific/Auckland'),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.array(leaseArb, { maxLength: 6 }),
        async (timeZone, unitCounts, leaseInputs) => {
          const owner = await newOrganisation(timeZone);
          const allUnits: { id: string; propertyId: string }[] = [];
          for (const [index, count] of unitCounts.entries()) {
            const added = await addProperty(owner, `${index} Random Row`, Array(count).fill(100000));
            allUnits.push(...added.units.map((u) => ({ id: u.id, propertyId: added.property.id })));
            if (count === 0) allUnits.push({ id: '', propertyId: added.property.id });
          }
          const coreLeases: FigureLease[] = [];
          const coreCharges: { id: string; dueDate: string; open: number; graceDays: number }[] = [];
          const corePayments: FigurePayment[] = [];
          for (const input of leaseInputs) {
            const slot = allUnits[input.unit % allUnits.length];
            const unitId = slot.id || null;
            const tenant = await addTenant(owner, slot.propertyId, unitId, 'Rand');
            const startDate = day(input.start);
            const endDate = addDays(startDate, input.length);
            const moveOutDate = input.moveOut === null ? null : day(input.moveOut);
            const lease = await addLease(owner, slot.propertyId, unitId, tenant.id, {
              status: input.status,
              startDate,
              endDate,
              moveOutDate,
              rentAmount: input.rent,
              graceDays: input.graceDays,
              rentChanges: input.changes.map((c) => ({ effectiveDate: day(c.offset), rentAmount: c.rent })),
            });
            coreLeases.push({
              status: input.status,
              unitId,
              startDate,
              endDate,
              moveOutDate,
              rentAmount: input.rent,
              rentChanges: input.changes.map((c) => ({ effectiveDate: day(c.offset), rentAmount: c.rent })),
            });
            for (const charge of input.charges) {
              const paid = Math.floor(charge.amount * charge.paidShare);
              const row = await addCharge(lease.id, day(charge.due), charge.amount, paid, tenant.id);
              coreCharges.push({
                id: row.id,
                dueDate: row.dueDate,
                open: charge.amount - paid,
                graceDays: input.graceDays,
              });
            }
            for (const payment of input.payments) {
              const receivedAt = new Date(Date.parse(`${TODAY}T12:00:00Z`) + payment.at * 3_600_000);
              const [row] = await database.db
                .insert(payments)
                .values({
                  leaseId: lease.id,
                  orgId: owner.orgId,
                  ownerId: owner.userId,
                  tenantId: tenant.id,
                  amount: payment.amount,
                  method: payment.method,
                  receivedAt,
                  recordedBy: owner.userId,
                })
                .returning();
              if (payment.voided) {
                await database.db
                  .insert(paymentVoids)
                  .values({ paymentId: row.id, reason: 'Random', createdBy: owner.userId });
              }
              const refunded = Math.floor(payment.amount * payment.refund);
              if (refunded > 0) {
                await database.db
                  .insert(paymentRefunds)
                  .values({ paymentId: row.id, amount: refunded, reason: 'Random', createdBy: owner.userId });
              }
              corePayments.push({
                method: payment.method,
                receivedOn: receivedAt.toLocaleDateString('en-CA', { timeZone }),
                amount: payment.amount,
                voided: payment.voided,
                refunded,
              });
            }
          }

          const dashboard = await getOwnerDashboard(database.db, owner, null, TODAY);
          const units = allUnits.filter((u) => u.id).map((u) => u.id);
          const expectedOccupancy = occupancy(units, coreLeases, TODAY);
          const expectedOpen = openAmounts(coreCharges, TODAY);
          expect(dashboard.totalUnits).toBe(expectedOccupancy.total);
          expect(dashboard.occupiedUnits).toBe(expectedOccupancy.occupied);
          expect(dashboard.occupancyRate).toBe(expectedOccupancy.rate);
          expect(dashboard.monthlyRevenue).toBe(rentRoll(coreLeases, TODAY));
          expect(dashboard.pendingAmount).toBe(expectedOpen.pending);
          expect(dashboard.overdueAmount).toBe(expectedOpen.overdue);
          expect(dashboard.collectedThisMonth).toBe(collectedInMonth(corePayments, TODAY.slice(0, 7)));

          // The tile is the sum of its list, in core's order, across pages.
          const list = await wholeOpenList(owner, 3);
          const sum = (status: string) =>
            list.filter((i) => i.status === status).reduce((s, i) => s + i.open, 0);
          expect(sum('pending')).toBe(dashboard.pendingAmount);
          expect(sum('overdue')).toBe(dashboard.overdueAmount);
          expect(list.length).toBe(dashboard.pendingCount + dashboard.overdueCount);
          const expectedOrder = coreCharges
            .filter((c) => c.open > 0)
            .sort((a, b) => compareOpenCharges(a, b, TODAY))
            .map((c) => c.id);
          expect(list.map((i) => i.id)).toEqual(expectedOrder);
          // Per property, the cards agree with the same rule.
          for (const card of dashboard.properties) {
            const own = allUnits.filter((u) => u.propertyId === card.id && u.id).map((u) => u.id);
            const expected = occupancy(
              own,
              coreLeases.filter((l) => l.unitId && own.includes(l.unitId)),
              TODAY,
            );
            expect(card.occupiedUnits).toBe(expected.occupied);
          }
        },
      ),
      { numRuns: Number(process.env.FIGURES_RUNS ?? 15) },
    );
  }, 120_000);
});
