import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { charges, leases, payments } from './leases';
import { orgIdFromParent } from './organisations';

/**
 * The lease lifecycle (issue 18 items 4 and 7, decision 022). Rows are only ever inserted; each
 * is tied to its lease, whose organisation it copies (BEFORE INSERT trigger, migration 0016).
 */

/**
 * A scheduled rent change: every period whose rent falls due on or after `effective_date` is
 * charged `rent_amount` (the latest change in force on the due date wins).
 */
export const leaseRentChanges = pgTable(
  'lease_rent_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    effectiveDate: date('effective_date').notNull(),
    rentAmount: integer('rent_amount').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lease_rent_changes_lease_effective_unique').on(table.leaseId, table.effectiveDate),
  ],
);

/**
 * The settlement of an ended lease's deposit, once per lease (unique): what was held, what it
 * paid (open charges, then the deductions), and what is left either way. `payment_id` is the
 * non-cash 'deposit' payment that applied the deposit in the ledger; `document_id` the statement.
 */
export const depositSettlements = pgTable(
  'deposit_settlements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    depositHeld: integer('deposit_held').notNull(),
    openCharges: integer('open_charges').notNull(),
    deductionsTotal: integer('deductions_total').notNull(),
    refundDue: integer('refund_due').notNull(),
    balanceOwed: integer('balance_owed').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    documentId: uuid('document_id'),
    settledOn: date('settled_on').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('deposit_settlements_lease_unique').on(table.leaseId)],
);

/** One deduction of a settlement; it is charged to the lease as its own charge (`charge_id`). */
export const depositDeductions = pgTable(
  'deposit_deductions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => depositSettlements.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    documentId: uuid('document_id'),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deposit_deductions_settlement_idx').on(table.settlementId, table.position)],
);

export type LeaseRentChangeRow = typeof leaseRentChanges.$inferSelect;
export type DepositSettlementRow = typeof depositSettlements.$inferSelect;
export type DepositDeductionRow = typeof depositDeductions.$inferSelect;
