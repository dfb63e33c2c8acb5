import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { charges, payments } from './leases';
import { orgIdFromParent } from './organisations';

/**
 * Corrections to the ledger (issue 18). The ledger is append-only: a wrong payment is never
 * updated or deleted; a correction is a new row that says why (`reason`) and who (`created_by`).
 * Rows are tied to a payment, whose lease says whose they are; `org_id` is the payment's (trigger).
 */

/**
 * A payment voided (entered by mistake, bounced): at most one per payment. Its allocations are
 * undone by reversing allocation rows (negative amounts, the same triggers keep `charges.paid`),
 * and the payment no longer counts in the balance.
 */
export const paymentVoids = pgTable(
  'payment_voids',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_voids_payment_unique').on(table.paymentId)],
);

/** Money given back from a payment; the refunds of one payment never exceed its amount. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_refunds_payment_idx').on(table.paymentId)],
);

/**
 * A charge voided (issue 18 item 5), at most once: the charge row stays as it was. What payments
 * had allocated to it is taken back by reversing allocations (that money is credit again, settled
 * on other open charges), and `credit_payment_id` is a non-cash payment of method 'credit' of the
 * charge's amount, allocated to it alone: the reversing entry, so the charge is settled and the
 * balance no longer counts it (balance = charges − payments + refunds stays true).
 */
export const chargeVoids = pgTable(
  'charge_voids',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    reason: text('reason').notNull(),
    creditPaymentId: uuid('credit_payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('charge_voids_charge_unique').on(table.chargeId),
    uniqueIndex('charge_voids_credit_payment_unique').on(table.creditPaymentId),
  ],
);

/**
 * A payment returned unpaid by the bank (NSF), at most once. It is voided too (its payment_voids
 * row, same reason): it no longer counts and its allocations are undone. `fee_charge_id` is the
 * optional returned-payment fee, a charge of kind 'other'.
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    reason: text('reason').notNull(),
    feeChargeId: uuid('fee_charge_id').references(() => charges.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_returns_payment_unique').on(table.paymentId)],
);
