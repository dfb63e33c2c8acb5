import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { properties } from './properties';

/**
 * An owner client (issue 17 item 4): a landlord the organisation manages properties for. May be
 * invited to the owner portal; `user_id` is then their login (their membership has the role
 * `owner_client` and points back here). Archived, never deleted: statements and history keep it.
 */
export const ownerClients = pgTable(
  'owner_clients',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('owner_clients_org_name_idx').on(table.orgId, table.lastName, table.firstName, table.id),
    index('owner_clients_user_idx').on(table.userId),
  ],
);

/**
 * Who owns a property, and how much: shares in basis points (10 000 = 100 %) that sum to 10 000
 * for a property with owners (checked by the service that replaces them all at once).
 */
export const propertyOwners = pgTable(
  'property_owners',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerClientId: uuid('owner_client_id')
      .notNull()
      .references(() => ownerClients.id, { onDelete: 'restrict' }),
    shareBasisPoints: integer('share_basis_points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.ownerClientId] }),
    index('property_owners_org_owner_idx').on(table.orgId, table.ownerClientId),
  ],
);

export type OwnerClientRow = typeof ownerClients.$inferSelect;
export type PropertyOwnerRow = typeof propertyOwners.$inferSelect;
