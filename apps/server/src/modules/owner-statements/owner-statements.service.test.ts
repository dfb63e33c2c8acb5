import type { ExpenseCategory } from '@rentwise/core/expenses/schemas';
import { expenseCategories } from '@rentwise/core/expenses/schemas';
import { type FeePolicy, managementFee } from '@rentwise/core/owner-statements/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createLeasedBuilding } from '../../../test/leases';
import { createOwnerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import {
  expenses,
  ownerClients,
  ownerTransactions,
  payments,
  paymentVoids,
  propertyOwners,
} from '../../db/schema';
import * as service from './owner-statements.service';

/**
 * The owner statement ties out (issue 19 item 3), on random data: payments (some not money
 * received, some voided), expenses (some voided), contributions, distributions, a fee policy,
 * shares and reserves. For every month: closing = opening + income − expenses − fee +
 * contributions − distributions; every total is the sum of its lines; a month's closing is the
 * next month's opening; and each figure equals one computed here from the generated records alone.
 */

let database: Database;
const RUNS = Number(process.env.STATEMENT_RUNS ?? 8);
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05'];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
const month = fc.constantFrom(...MONTHS);
const amount = fc.integer({ min: 1, max: 5_000_000 });
const paymentArb = fc.record({
  property: fc.integer({ min: 0, max: 1 }),
  month,
  day,
  amount,
  method: fc.constantFrom('cash', 'bank', 'check', 'card', 'credit', 'deposit'),
  voided: fc.boolean(),
});
const expenseArb = fc.record({
  property: fc.integer({ min: 0, max: 1 }),
  month,
  day,
  amount,
  category: fc.constantFrom(...expenseCategories),
  voided: fc.boolean(),
});
const transactionArb = fc.record({
  kind: fc.constantFrom('contribution' as const, 'distribution' as const),
  month,
  day,
  amount,
});
const policyArb: fc.Arbitrary<FeePolicy | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant('percent' as const),
    percentBasisPoints: fc.integer({ min: 0, max: 2000 }),
    minimumPerUnit: fc.integer({ min: 0, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('flat' as const), flatMonthly: fc.integer({ min: 0, max: 100_000 }) }),
);

interface Place {
  propertyId: string;
  leaseId: string;
  tenantId: string;
}

function placeFor(owner: MemberActor, index: number, units: number): Promise<Place> {
  return createLeasedBuilding(database.db, owner, { address: `${index + 1} Statement Street`, units });
}

const share = (value: number, basisPoints: number) => Math.round((value * basisPoints) / 10_000);

describe('owner statements on random data', () => {
  it('tie out, chain month to month, and match an independent computation to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(paymentArb, { maxLength: 12 }),
        fc.array(expenseArb, { maxLength: 10 }),
        fc.array(transactionArb, { maxLength: 5 }),
        policyArb,
        fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 })),
        fc.tuple(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 })),
        async (paymentSpecs, expenseSpecs, transactionSpecs, policy, shares, reserves) => {
          const owner = await createOwnerActor(database.db);
          const places = [await placeFor(owner, 0, 2), await placeFor(owner, 1, 3)];
          const [client] = await database.db
            .insert(ownerClients)
            .values({ orgId: owner.orgId, firstName: 'Olga', lastName: 'Owner' })
            .returning();
          await database.db.insert(propertyOwners).values(
            places.map((place, index) => ({
              orgId: owner.orgId,
              propertyId: place.propertyId,
              ownerClientId: client.id,
              shareBasisPoints: shares[index],
            })),
          );
          if (policy) await service.setFeePolicy(database.db, owner, client.id, policy);
          for (const [index, place] of places.entries()) {
            await service.setReserve(database.db, owner, place.propertyId, reserves[index]);
          }
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
                receivedAt: new Date(`${spec.month}-${spec.day}T12:00:00Z`),
                recordedBy: owner.userId,
              })
              .returning();
            if (spec.voided) {
              await database.db
                .insert(paymentVoids)
                .values({ paymentId: payment.id, reason: 'Bounced', createdBy: owner.userId });
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
          for (const spec of transactionSpecs) {
            await database.db.insert(ownerTransactions).values({
              orgId: owner.orgId,
              ownerClientId: client.id,
              kind: spec.kind,
              date: `${spec.month}-${spec.day}`,
              amount: spec.amount,
              reference: 'Transfer',
              createdBy: owner.userId,
            });
          }

          // The model: the same rules, from the generated records alone.
          const units = Math.round((2 * shares[0]) / 100) + Math.round((3 * shares[1]) / 100);
          const counted = (p: { voided: boolean; method: string }) =>
            !p.voided && ['cash', 'bank', 'check', 'card'].includes(p.method);
          const firstMonth = [
            ...paymentSpecs.filter(counted),
            ...expenseSpecs.filter((e) => !e.voided),
            ...transactionSpecs,
          ]
            .map((spec) => spec.month)
            .sort()[0];
          let expectedOpening = 0;
          let previousClosing: number | null = null;
          for (const period of MONTHS) {
            const statement = await service.getStatement(database.db, owner, client.id, period);
            const income = paymentSpecs
              .filter(
                (p) =>
                  p.month === period && !p.voided && ['cash', 'bank', 'check', 'card'].includes(p.method),
              )
              .reduce((total, p) => total + share(p.amount, shares[p.property]), 0);
            const spent = expenseSpecs
              .filter((e) => e.month === period && !e.voided)
              .reduce((total, e) => total + share(e.amount, shares[e.property]), 0);
            const sumOf = (kind: string) =>
              transactionSpecs
                .filter((t) => t.month === period && t.kind === kind)
                .reduce((total, t) => total + t.amount, 0);
            const fee =
              firstMonth && period >= firstMonth
                ? managementFee({ policy, income, unitHundredths: units }).amount
                : 0;

            expect(statement.openingBalance).toBe(expectedOpening);
            if (previousClosing !== null) expect(statement.openingBalance).toBe(previousClosing);
            expect(statement.income.total).toBe(income);
            expect(statement.expenses.total).toBe(spent);
            expect(statement.fee.amount).toBe(fee);
            expect(statement.contributions.total).toBe(sumOf('contribution'));
            expect(statement.distributions.total).toBe(sumOf('distribution'));
            // The tie-out.
            expect(statement.closingBalance).toBe(
              statement.openingBalance +
                statement.income.total -
                statement.expenses.total -
                statement.fee.amount +
                statement.contributions.total -
                statement.distributions.total,
            );
            // Every total is the sum of its lines, and every line links to its source.
            const lineSum = (lines: { ownerAmount: number }[]) =>
              lines.reduce((t, l) => t + l.ownerAmount, 0);
            expect(statement.income.units.reduce((t, u) => t + u.total, 0)).toBe(income);
            for (const unit of statement.income.units) expect(lineSum(unit.lines)).toBe(unit.total);
            for (const category of statement.expenses.categories) {
              expect(lineSum(category.lines)).toBe(category.total);
              for (const line of category.lines) expect(line.source.href).toBe(`/api/expenses/${line.id}`);
            }
            for (const unit of statement.income.units) {
              for (const line of unit.lines)
                expect(line.source.href).toBe(`/api/payments/${line.id}/receipt`);
            }
            const reserve = share(reserves[0], shares[0]) + share(reserves[1], shares[1]);
            expect(statement.reserve.total).toBe(reserve);
            expect(statement.availableToDistribute).toBe(Math.max(0, statement.closingBalance - reserve));

            expectedOpening = statement.closingBalance;
            previousClosing = statement.closingBalance;
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
