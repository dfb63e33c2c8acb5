import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leases } from './leases';
import { organisations, orgIdFromParent } from './organisations';

/**
 * An organisation's automatic rent reminder settings (Settings › Rent reminders). No row means the
 * defaults (packages/core RENT_REMINDER_DEFAULTS: on, 3 days before, 1 day after).
 */
export const rentReminderSettings = pgTable('rent_reminder_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  daysBefore: integer('days_before').notNull().default(3),
  daysAfter: integer('days_after').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The automatic notices a lease has been sent: rent reminders ('rent-before-due',
 * 'rent-overdue', per period) and the owner's 'lease-expiring' notice (period = the end date).
 * The unique key is what makes each go out once, however often (or wherever) the jobs run: a
 * notice is sent in the transaction that inserts its row.
 */
export const leaseNotices = pgTable(
  'lease_notices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    orgId: orgIdFromParent(),
    kind: text('kind', { enum: ['rent-before-due', 'rent-overdue', 'lease-expiring'] }).notNull(),
    period: text('period').notNull(),
    /** What the notice announced, cents (rent reminders); null otherwise. */
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index also serves the foreign key (lease_id leads it).
  (table) => [
    uniqueIndex('lease_notices_lease_kind_period_unique').on(table.leaseId, table.kind, table.period),
  ],
);

export type RentReminderSettingsRow = typeof rentReminderSettings.$inferSelect;
export type LeaseNoticeKind = (typeof leaseNotices.$inferSelect)['kind'];
