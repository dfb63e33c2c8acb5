import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations, orgIdFromParent } from './organisations';
import { tenants } from './tenants';

/**
 * One conversation between an owner and one of their tenant records (issue 7, messages). The
 * tenant's side is whoever signs in as that tenant record; a pair has at most one conversation.
 * `last_message_at` (null until the first message) orders the owner's list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    // The member who started it; the tenant's messages notify them.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_org_tenant_key').on(table.orgId, table.tenantId),
    // The owner's list: most recent activity first (keyset on activity, id).
    index('conversations_org_activity_idx').on(
      table.orgId,
      sql`coalesce(${table.lastMessageAt}, ${table.createdAt}) desc`,
      sql`${table.id} desc`,
    ),
    index('conversations_tenant_idx').on(table.tenantId),
  ],
);

/**
 * A message in a conversation. `read_at` is set when the other side opens the conversation;
 * `email_notified_at` when the message-emails job has emailed it (at most once, and only when it
 * was still unread after MESSAGE_EMAIL_DELAY_MINUTES).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    orgId: orgIdFromParent(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['owner', 'tenant'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailNotifiedAt: timestamp('email_notified_at', { withTimezone: true }),
  },
  (table) => [
    // A conversation's pages, newest first.
    index('messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Unread counts (per conversation and side) only ever look at unread rows.
    index('messages_unread_idx')
      .on(table.conversationId, table.senderRole)
      .where(sql`${table.readAt} is null`),
    // The message-emails job: unread messages not emailed yet, oldest first.
    index('messages_email_due_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailNotifiedAt} is null`),
    index('messages_sender_idx').on(table.senderUserId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
