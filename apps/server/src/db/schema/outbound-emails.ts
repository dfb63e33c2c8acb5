import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The mail outbox. A service writes the rendered message here inside its own transaction; the
 * `email.deliver` job sends it and records the outcome, so an SMTP outage loses nothing.
 * status: pending → sending → sent, or back to pending with a later next_attempt_at, or failed
 * after the last attempt.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The organisation whose activity caused the email (null for sign-up, recovery, contact):
     * what its daily email quota counts (mail/mailer.ts, issue 23 findings 4 and 16).
     */
    orgId: uuid('org_id'),
  },
  (table) => [
    index('outbound_emails_due_idx').on(table.status, table.nextAttemptAt),
    index('outbound_emails_to_idx').on(table.toAddress, table.createdAt),
    index('outbound_emails_org_idx').on(table.orgId, table.createdAt),
  ],
);

export type OutboundEmailRow = typeof outboundEmails.$inferSelect;
