import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { tenants } from './tenants';

/**
 * A message an owner schedules for one tenant or, with `tenant_id` null, all their current
 * tenants (spec dialog 3). The `reminders` job sends each scheduled one whose `send_on` has come,
 * once: the status turns `sent` in the transaction that queues its emails and notifications.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    sendOn: date('send_on').notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientCount: integer('recipient_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminders_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('reminders_due_idx').on(table.sendOn).where(sql`${table.status} = 'scheduled'`),
    index('reminders_tenant_idx').on(table.tenantId),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;
