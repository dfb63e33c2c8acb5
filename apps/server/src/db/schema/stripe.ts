import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leases, payments } from './leases';
import { organisations } from './organisations';

/**
 * Stripe (issue 25, modules/stripe). An organisation's connected account, the PaymentIntents our
 * server created for tenants, and the webhook events already handled (idempotency on Stripe's
 * event id). The ledger records a payment only when Stripe says the money arrived.
 */

/** The organisation's connected Stripe account: `pending` until Stripe enables its charges. */
export const stripeAccounts = pgTable(
  'stripe_accounts',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    /** Who pays the processing fee: absorbed by the organisation, or the tenant's convenience fee. */
    feePayer: text('fee_payer', { enum: ['organisation', 'tenant'] })
      .notNull()
      .default('organisation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('stripe_accounts_account_unique').on(table.accountId)],
);

/**
 * A PaymentIntent our server created: the amount is ours (what the webhook records, whatever the
 * event says), `payment_id` the ledger's payment once it succeeded.
 */
export const stripePaymentIntents = pgTable(
  'stripe_payment_intents',
  {
    id: text('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    accountId: text('account_id').notNull(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    tenantUserId: uuid('tenant_user_id').notNull(),
    /** What the ledger records (cents). */
    amount: integer('amount').notNull(),
    /** The convenience fee charged on top, when the organisation passes the fee to tenants. */
    fee: integer('fee').notNull().default(0),
    status: text('status', {
      enum: ['requires_payment_method', 'processing', 'succeeded', 'failed', 'returned'],
    })
      .notNull()
      .default('requires_payment_method'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stripe_payment_intents_org_lease_idx').on(table.orgId, table.leaseId),
    index('stripe_payment_intents_payment_idx').on(table.paymentId),
  ],
);

/** A webhook event handled once: a replay of the same event id is answered and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The connected account the event came from (null: the platform's own). */
  accountId: text('account_id'),
  /** Whose it was, when it named one of our organisations' accounts. */
  orgId: uuid('org_id'),
  /** What was done: recorded, failed, returned, ignored (and why). */
  outcome: text('outcome').notNull(),
  livemode: boolean('livemode').notNull().default(false),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
});
