import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leases } from './leases';
import { organisations } from './organisations';

/**
 * Autopay (issue 25 item 3, modules/stripe/autopay.*). A tenant's saved payment method for a
 * lease — a Customer and a PaymentMethod on the organisation's connected account, saved with a
 * SetupIntent the browser confirmed — and, per lease and rent period, what autopay did: the
 * notice three days before, the off-session charge on the due date (claimed once: the unique
 * (lease, period) is the idempotency of the charge, and Stripe's idempotency key repeats it).
 */
export const autopayMandates = pgTable(
  'autopay_mandates',
  {
    leaseId: uuid('lease_id')
      .primaryKey()
      .references(() => leases.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tenantUserId: uuid('tenant_user_id').notNull(),
    /** The connected account the Customer and its PaymentMethod live on. */
    accountId: text('account_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** The SetupIntent the browser confirms (the latest one). */
    setupIntentId: text('setup_intent_id'),
    paymentMethodId: text('payment_method_id'),
    /** What the tenant sees: "Visa •••• 4242", "Bank account •••• 6789". */
    paymentMethodLabel: text('payment_method_label'),
    enabled: boolean('enabled').notNull().default(false),
    /** Since when it is on: only due dates from that day are charged. */
    enabledOn: text('enabled_on'),
    /** Failed charges in a row; two turn autopay off. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('autopay_mandates_org_idx').on(table.orgId)],
);

export const autopayCharges = pgTable(
  'autopay_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    /** The rent period (YYYY-MM) whose due date this is. */
    period: text('period').notNull(),
    dueDate: text('due_date').notNull(),
    /** The "autopay charges on …" notice, three days before (once). */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
    /** When the charge was claimed (once per lease and period). */
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    status: text('status', {
      enum: ['scheduled', 'charging', 'nothing_due', 'processing', 'succeeded', 'failed'],
    })
      .notNull()
      .default('scheduled'),
    /** What was charged (cents): the balance due on the due date, never more. */
    amount: integer('amount'),
    paymentIntentId: text('payment_intent_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('autopay_charges_lease_period_unique').on(table.leaseId, table.period),
    index('autopay_charges_intent_idx').on(table.paymentIntentId),
    index('autopay_charges_org_idx').on(table.orgId),
  ],
);

export type AutopayMandateRow = typeof autopayMandates.$inferSelect;
export type AutopayChargeRow = typeof autopayCharges.$inferSelect;
