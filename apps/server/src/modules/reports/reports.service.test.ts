import { type ExpenseCategory, expenseCategories, isOperatingExpense } from '@rentwise/core/expenses/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createLeasedBuilding } from '../../../test/leases';
import { createOwnerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import {
  expenses,
  organisations,
  ownerClients,
  paymentRefunds,
  payments,
  paymentVoids,
  propertyOwners,
} from '../../db/schema';
import * as statements from '../owner-statements/owner-statements.service';
import * as service from './reports.service';

/**
 * NOI agrees with the owner statement to the cent (issue 19 item 4), on random data: payments of
 * every method (some voided, some refunded in part, at hours that fall in another month in the
 * organisation's time zone), expenses of every category (some voided). Each property is owned
 * 100% by its own owner client, so for every property and month the NOI report's income equals the
 * statement's income, its operating expenses the statement's expenses less capital improvements,
 * and its NOI their difference; the portfolio's month is the sum of its properties'. The income
 * statement and the expenses report give the same figures over the whole range.
 */

let database: Database;
const RUNS = Number(process.env.NOI_RUNS ?? 6);
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04'];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
const hour = fc.integer({ min: 0, max: 23 }).map((h) => String(h).padStart(2, '0'));
const month = fc.constantFrom(...MONTHS, '2025-05');
const amount = fc.integer({ min: 1, max: 5_000_000 });
const paymentArb = fc.record({
  property: fc.integer({ min: 0, max: 1 }),
  month,
  day,
  hour,
  amount,
  method: fc.constantFrom('cash', 'bank', 'check', 'card', 'credit', 'deposit', 'transfer'),
  voided: fc.boolean(),
  refund: fc.option(fc.record({ percent: fc.integer({ min: 1, max: 100 }), month, day, hour }), {
    nil: null,
  }),
});
const expenseArb = fc.record({
  property: fc.integer({ min: 0, max: 1 }),
  month,
  day,
  amount,
  category: fc.constantFrom(...expenseCategories),
  voided: fc.boolean(),
});

async function placeFor(owner: MemberActor, index: number) {
  const place = await createLeasedBuilding(database.db, owner, {
    address: `${index + 1} Report Street`,
    units: 2,
  });
  const [client] = await database.db
    .insert(ownerClients)
    .values({ orgId: owner.orgId, firstName: 'Olivia', lastName: `Owner${index}` })
    .returning();
  await database.db.insert(propertyOwners).values({
    orgId: owner.orgId,
    propertyId: place.propertyId,
    ownerClientId: client.id,
    shareBasisPoints: 10_000,
  });
  return { ...place, ownerId: client.id };
}

describe('NOI on random data', () => {
  it('equals the owner statement income − operating expenses, per property and month, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(paymentArb, { maxLength: 14 }),
        fc.array(expenseArb, { maxLength: 12 }),
        fc.constantFrom('UTC', 'America/New_York', 'Pacific/Auckland'),
        async (paymentSpecs, expenseSpecs, timeZone) => {
          const owner = await createOwnerActor(database.db);
          await database.db.update(organisations).set({ timeZone }).where(eq(organisations.id, owner.orgId));
          const places = [await placeFor(owner, 0), await placeFor(owner, 1)];
          for (const spec of paymentSpecs) {
            const place = places[spec.property];
            const [payment] = await database.db
              .insert(payments)
              .values({
                leaseId: place.leaseId,
                orgId: owner.orgId,
                ownerId: owner.userId,
                tenantId: place.tenantId,
                amount: spec.amount,
                method: spec.method as 'cash',
                receivedAt: new Date(`${spec.month}-${spec.day}T${spec.hour}:30:00Z`),
                recordedBy: owner.userId,
              })
              .returning();
            if (spec.voided) {
              await database.db
                .insert(paymentVoids)
                .values({ paymentId: payment.id, reason: 'Bounced', createdBy: owner.userId });
            } else if (spec.refund) {
              await database.db.insert(paymentRefunds).values({
                paymentId: payment.id,
                amount: Math.max(1, Math.floor((spec.amount * spec.refund.percent) / 100)),
                reason: 'Overpaid',
                createdBy: owner.userId,
                createdAt: new Date(`${spec.refund.month}-${spec.refund.day}T${spec.refund.hour}:00:00Z`),
              });
            }
          }
          for (const spec of expenseSpecs) {
            await database.db.insert(expenses).values({
              orgId: owner.orgId,
              propertyId: places[spec.property].propertyId,
              category: spec.category as ExpenseCategory,
              date: `${spec.month}-${spec.day}`,
              amount: spec.amount,
              description: 'Random bill',
              createdBy: owner.userId,
              voidedAt: spec.voided ? new Date() : null,
              voidReason: spec.voided ? 'Wrong' : null,
            });
          }

          const from = MONTHS[0];
          const to = MONTHS[MONTHS.length - 1];
          const noi = await service.getNoi(database.db, owner, { from, to });
          expect(noi.months.map((m) => m.month)).toEqual(MONTHS);
          let income = 0;
          let operating = 0;
          let capital = 0;
          for (const [index, place] of places.entries()) {
            const row = noi.properties.find((p) => p.propertyId === place.propertyId);
            expect(row).toBeDefined();
            for (const period of MONTHS) {
              const statement = await statements.getStatement(database.db, owner, place.ownerId, period);
              const cell = row?.months.find((m) => m.month === period);
              const operatingInStatement = statement.expenses.categories
                .filter((c) => isOperatingExpense(c.category))
                .reduce((total, c) => total + c.total, 0);
              const context = `${timeZone} property ${index} ${period}`;
              expect(cell?.income, context).toBe(statement.income.total);
              expect(cell?.operatingExpenses, context).toBe(operatingInStatement);
              expect(cell?.capitalExpenses, context).toBe(statement.expenses.total - operatingInStatement);
              expect(cell?.noi, context).toBe(statement.income.total - operatingInStatement);
              income += statement.income.total;
              operating += operatingInStatement;
              capital += statement.expenses.total - operatingInStatement;
            }
          }
          // The portfolio is the sum of its properties, month by month and over the range.
          for (const cell of noi.months) {
            const ofMonth = noi.properties.map((p) => p.months.find((m) => m.month === cell.month));
            expect(cell.noi).toBe(ofMonth.reduce((total, m) => total + (m?.noi ?? 0), 0));
          }
          expect(noi.total).toEqual({
            income,
            operatingExpenses: operating,
            capitalExpenses: capital,
            noi: income - operating,
          });
          // The income statement and the expenses report of the range say the same.
          const incomeStatement = await service.getIncomeStatement(database.db, owner, { from, to });
          expect(incomeStatement.totals).toEqual({
            income,
            operatingExpenses: operating,
            noi: income - operating,
            capitalExpenses: capital,
            netCashFlow: income - operating - capital,
          });
          const byCategory = await service.getExpensesReport(database.db, owner, { from, to });
          expect(byCategory.totals.amount).toBe(operating + capital);
          expect(byCategory.totals.operating).toBe(operating);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
