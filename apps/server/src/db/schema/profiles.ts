import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Profiles (spec section 3): id equals the auth user id. Created at sign-up from the metadata (or
 * with a tenant's account); role and email mirror the account and are never edited here.
 */
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: ['owner', 'tenant'] }).notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  phone: text('phone'),
  locale: text('locale', { enum: ['en', 'fr'] })
    .notNull()
    .default('en'),
  /**
   * When the person first saw their dashboard (issue 24 item 4): null until then, so the first
   * sign-in says "Welcome" and every later one "Welcome back".
   */
  welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
