import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, orgIdFromParent } from './organisations';

/**
 * An owner's building. `name` equals the address (spec section 3); `monthly_rent` is the default
 * rent of each unit in cents. `units` is the count asked for at creation; the `units` table holds
 * the units themselves.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    propertyType: text('property_type').notNull(),
    units: integer('units').notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    // Derived figures, kept true by database triggers on `units` and `tenants` (migration
    // 0008_property_stats, docs/decisions/014): every list page would otherwise count each
    // property's units and probe each unit for an occupant on every request. Never written by
    // the application.
    unitsCount: integer('units_count').notNull().default(0),
    occupiedUnits: integer('occupied_units').notNull().default(0),
    monthlyRevenue: integer('monthly_revenue').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the owner archives a property with history (issue 18): hidden from lists, no new
    // leases or tenants, its history kept. Null = in use.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('properties_org_created_idx').on(table.orgId, table.createdAt, table.id)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    orgId: orgIdFromParent(),
    label: text('label').notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What rent suggestions compare (issue 22); null = not entered. 0 bedrooms = a studio; the
    // area is in square metres (the web shows ft² beside it in English); floor 0 = ground floor.
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }),
    areaM2: integer('area_m2'),
    floor: integer('floor'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index('units_property_idx').on(table.propertyId, table.position)],
);

/**
 * A rent index the organisation enters (issue 22): the US CPI by month or France's IRL (indice de
 * référence des loyers) by reference quarter. Rent suggestions bring a comparable lease's rent from
 * its start to today by the ratio of the index values. One series per organisation at a time; the
 * PUT replaces it whole. `period_start` is the first day of the month or quarter.
 */
export const rentIndices = pgTable(
  'rent_indices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    indexName: text('index_name', { enum: ['cpi', 'irl'] }).notNull(),
    periodStart: date('period_start').notNull(),
    value: numeric('value', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('rent_indices_org_period_key').on(table.orgId, table.indexName, table.periodStart)],
);

export type PropertyRow = typeof properties.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type RentIndexRow = typeof rentIndices.$inferSelect;
