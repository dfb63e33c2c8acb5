import type { OrgRole } from '@rentwise/core/organisations/roles';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The unit of data (shared ARCHITECTURE "Organisations"): a property-management firm or a
 * self-managing owner. Every product row carries its `org_id`. The default lease terms prefill a
 * new lease (cents and days, like `leases`).
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  currency: text('currency').notNull().default('USD'),
  defaultDueDay: integer('default_due_day').notNull().default(1),
  defaultGraceDays: integer('default_grace_days').notNull().default(5),
  defaultLateFee: integer('default_late_fee').notNull().default(5000),
  /** A repair estimated above this (cents) waits for the owner client's approval; null = never. */
  approvalThreshold: integer('approval_threshold').default(50000),
  /**
   * The lease review flags a late fee above this share of the monthly rent (issue 22). Five
   * percent is the cap several US states set for residential leases (New York among them).
   */
  lateFeeLimitPercent: numeric('late_fee_limit_percent', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(5),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's place in an organisation. `property_ids` null = every property; a list limits the
 * member to those properties (and their units, tenants, leases, payments, requests, documents).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrgRole>().notNull(),
    propertyIds: uuid('property_ids').array(),
    /** For the role `owner_client`: which owner client this login is (their properties' scope). */
    ownerClientId: uuid('owner_client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_org_user_key').on(table.orgId, table.userId),
    // A user's organisations, oldest first: the default one is the first.
    index('memberships_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/**
 * `org_id` of a row that belongs to a parent row (a unit's property, a charge's lease, a message's
 * conversation…): NOT NULL in the database, where a BEFORE INSERT trigger copies it from the
 * parent (migration 0014), so inserts — the ledger jobs' set-based SQL too — need not name it.
 */
export function orgIdFromParent() {
  return uuid('org_id')
    .notNull()
    .$defaultFn(() => sql`null`);
}
