import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { properties, units } from './properties';

/**
 * A tenant record kept by an owner, linked to its login account (`auth_user_id`). A tenant
 * assigned to a unit (status pending or active) makes that unit occupied.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    authUserId: uuid('auth_user_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    moveInDate: date('move_in_date'),
    status: text('status', { enum: ['pending', 'active', 'former'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The current lease period — the active lease, else the latest ended one; drafts are not a
    // period yet — kept true by a database trigger on `leases` (migration 0010, decision 017):
    // the tenants list would otherwise look up and sort each tenant's leases on every page.
    // Never written by the application.
    leaseStartDate: date('lease_start_date'),
    leaseEndDate: date('lease_end_date'),
    // Set when the owner archives a tenant with history (issue 18): hidden from lists, no new
    // leases, the ledger and documents kept. Null = in use.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // The tenant confirmed this address through their invitation (issue 23 finding 4, decision
    // 030). Until then no email carrying the organisation's own words (a reminder, an unread
    // message) goes to it; in-app notifications still do.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // The address already had an account when the record was added (decision 030): the record is
    // linked to that account only when the tenant confirms the invitation — never by its email
    // alone, so another organisation cannot put its records in front of an existing tenant.
    linkByInvitation: boolean('link_by_invitation').notNull().default(false),
  },
  (table) => [
    // One tenant record per email in an organisation (decision 030): an address may be a tenant
    // of several organisations, always one login account.
    uniqueIndex('tenants_org_email_unique').on(table.orgId, sql`lower(${table.email})`),
    // A login's records are found by its address until linked (activation, the fallbacks).
    index('tenants_email_idx').on(sql`lower(${table.email})`),
    index('tenants_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('tenants_property_idx').on(table.propertyId),
    index('tenants_unit_idx').on(table.unitId),
    index('tenants_auth_user_idx').on(table.authUserId),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
