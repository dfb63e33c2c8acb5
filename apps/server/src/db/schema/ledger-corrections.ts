import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './leases';
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
