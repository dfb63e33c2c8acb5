import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, orgIdFromParent } from './organisations';
import { properties, units } from './properties';
import { tenants } from './tenants';

/**
 * A lease between an owner and a tenant for one unit. Amounts are integer cents. `recorded_on`
 * is the day the lease was entered: late fees are never applied to periods whose grace ended
 * before it (an owner onboarding an existing lease). The display status (Active, Expiring Soon,
 * Expired, Draft) is derived in packages/core from `status` and `end_date`.
 */
export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    rentAmount: integer('rent_amount').notNull(),
    depositAmount: integer('deposit_amount').notNull().default(0),
    dueDay: integer('due_day').notNull().default(1),
    graceDays: integer('grace_days').notNull().default(5),
    lateFee: integer('late_fee').notNull().default(5000),
    status: text('status', { enum: ['draft', 'active', 'ended'] })
      .notNull()
      .default('active'),
    recordedOn: date('recorded_on').notNull(),
    /**
     * The first day the ledger jobs charge from (issue 20): a backdated lease brought in by an
     * import carries what it owed then as one opening-balance charge, so no rent or deposit due
     * before this day is generated and no late fee is charged on such a period. Null: the start.
     */
    chargesFrom: date('charges_from'),
    /** The lease this one renews (POST /api/leases/:id/renew, decision 022). */
    renewedFromLeaseId: uuid('renewed_from_lease_id').references((): AnyPgColumn => leases.id, {
      onDelete: 'restrict',
    }),
    /** Set when the lease is ended early (POST /api/leases/:id/end): the ledger's end from then on. */
    moveOutDate: date('move_out_date'),
    endReason: text('end_reason'),
    endedBy: uuid('ended_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leases_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('leases_property_idx').on(table.propertyId),
    index('leases_unit_idx').on(table.unitId),
    index('leases_tenant_idx').on(table.tenantId),
    index('leases_status_idx').on(table.status),
    index('leases_renewed_from_idx').on(table.renewedFromLeaseId),
  ],
);

/**
 * A monthly recurring charge of a lease (issue 18 item 5: parking, utilities, a pet fee): the
 * daily rent-charge job inserts one charge of kind 'other' per period from `first_due_date`
 * (same day of the month, clamped to the month's end) until the lease's end, or until
 * `stopped_on` (not included). A template, not a ledger row: stopping it sets `stopped_on`.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    firstDueDate: date('first_due_date').notNull(),
    stoppedOn: date('stopped_on'),
    stoppedBy: uuid('stopped_by'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recurring_charges_lease_idx').on(table.leaseId)],
);

/**
 * What a lease owes: rent per period, the deposit, late fees. Rows are only ever inserted; one
 * rent, deposit and late fee per lease and period (the unique index makes jobs safe to run twice).
 * `paid` is derived, never written by the application: the sum of the charge's payment_allocations,
 * kept true by statement triggers on payment_allocations in the same statement (migration
 * 0007_charge_paid_amount, decision 013). What is still open is `amount - paid`; the partial index
 * holds only charges with something open, so "open as of a date" never reads settled history.
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    kind: text('kind', { enum: ['rent', 'late_fee', 'deposit', 'other'] }).notNull(),
    period: text('period').notNull(),
    dueDate: date('due_date').notNull(),
    amount: integer('amount').notNull(),
    paid: integer('paid').notNull().default(0),
    /** What an 'other' charge is for (issue 18 item 5: "Parking", "Water bill"). */
    description: text('description'),
    /** The recurring charge this period's charge comes from: one per template and period. */
    recurringChargeId: uuid('recurring_charge_id').references(() => recurringCharges.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('charges_recurring_period_unique')
      .on(table.recurringChargeId, table.period)
      .where(sql`${table.recurringChargeId} is not null`),
    uniqueIndex('charges_lease_kind_period_unique')
      .on(table.leaseId, table.kind, table.period)
      .where(sql`${table.kind} <> 'other'`),
    index('charges_lease_due_idx').on(table.leaseId, table.dueDate),
    // Queries must say `amount - paid > 0` literally for the planner to use it; the statistics
    // object on (amount - paid) in migration 0007 lets it estimate how few rows that is. amount
    // and paid are key columns so that sums of what is open are index-only scans.
    index('charges_open_lease_due_idx')
      .on(table.leaseId, table.dueDate, table.amount, table.paid)
      .where(sql`${table.amount} - ${table.paid} > 0`),
  ],
);

/**
 * Money received for a lease; `receipt_number` numbers its receipt. `owner_id` is the lease's owner
 * (a lease never changes owner), copied so the owner's newest payments are one index range.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /**
     * 'credit', 'deposit' and 'transfer' are not money received (decision 022): a move-out
     * proration credit, the deposit applied at its settlement, a deposit carried to a renewal.
     */
    method: text('method', {
      enum: ['card', 'bank', 'cash', 'check', 'credit', 'deposit', 'transfer'],
    }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    reference: text('reference'),
    provider: text('provider'),
    providerReference: text('provider_reference'),
    recordedBy: uuid('recorded_by').notNull(),
    idempotencyKey: text('idempotency_key'),
    receiptNumber: serial('receipt_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_lease_received_idx').on(table.leaseId, table.receivedAt),
    index('payments_org_received_idx').on(table.orgId, table.receivedAt),
    index('payments_tenant_idx').on(table.tenantId),
  ],
);

/**
 * Which charge a payment settled, and how much of it: the ledger's record. A balance is a sum of
 * these rows; `charges.paid` is only that sum kept ready by triggers (decision 013).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orgId: orgIdFromParent(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_allocations_payment_idx').on(table.paymentId),
    index('payment_allocations_charge_idx').on(table.chargeId),
  ],
);

/**
 * Stored answers of POST /api/payments by (user, Idempotency-Key): a replay with the same body
 * gets the same answer, another body a 422, and a concurrent duplicate waits on the primary key
 * and then reads the stored answer (QUALITY.md, payment idempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_key_unique').on(table.userId, table.key)],
);

export type LeaseRow = typeof leases.$inferSelect;
export type ChargeRow = typeof charges.$inferSelect;
export type RecurringChargeRow = typeof recurringCharges.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
