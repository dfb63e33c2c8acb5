import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { tenants } from './tenants';

/**
 * A tenant's invitation to confirm their email address (issue 23 findings 4 and 5, decision 030):
 * one per tenant record, replaced when the owner resends it. The link carries a random token;
 * only its SHA-256 is stored. Opening it (and pressing Confirm) sets `tenants.email_confirmed_at`
 * and, for an address that already had an account when the tenant was added, links the record to
 * that account. `sent_at` paces resends; `expires_at` is 7 days after sending.
 */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tenant_invitations_token_hash_key').on(table.tokenHash),
    index('tenant_invitations_org_idx').on(table.orgId, table.tenantId),
  ],
);

export type TenantInvitationRow = typeof tenantInvitations.$inferSelect;
