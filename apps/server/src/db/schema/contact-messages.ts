import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages sent through the public contact form (POST /api/contact). Kept so that nothing a
 * visitor sends is lost even when the support inbox is unreachable; the two emails about it
 * (to the support inbox and to the sender) are written to the outbox in the same transaction.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone'),
    reason: text('reason', { enum: ['sales', 'support', 'demo', 'partnership', 'general'] }).notNull(),
    message: text('message').notNull(),
    /** The language the visitor used, so a reply can be written in it. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
