import type { OrgRole } from '@rentwise/core/organisations/roles';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { ownerClients } from './owner-clients';

/**
 * An email invitation to join an organisation (issue 17): a member role, optionally limited to
 * some properties, or `owner_client` for an owner client's portal (then `owner_client_id`). The
 * link carries a random token; only its SHA-256 is stored. Single use (`accepted_at`), valid until
 * `expires_at` (7 days), revocable (`revoked_at`).
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<OrgRole>().notNull(),
    propertyIds: uuid('property_ids').array(),
    ownerClientId: uuid('owner_client_id').references(() => ownerClients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('org_invitations_token_hash_key').on(table.tokenHash),
    index('org_invitations_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('org_invitations_org_email_idx').on(table.orgId, sql`lower(${table.email})`),
  ],
);

/**
 * The append-only audit log (issue 17 item 5): who did what, when, in which organisation, with
 * the record before and after a change. Written in the same transaction as the change; a trigger
 * (migration 0015) refuses UPDATE and DELETE, and no route changes or deletes an event.
 * `actor_user_id` null = the system (a scheduled job); no foreign key, so history outlives users.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('audit_events_org_entity_idx').on(table.orgId, table.entityType, table.entityId, table.createdAt),
    index('audit_events_org_actor_idx').on(table.orgId, table.actorUserId, table.createdAt),
  ],
);

export type OrgInvitationRow = typeof orgInvitations.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
