import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { maintenanceRequests, vendors } from './maintenance';
import { organisations } from './organisations';
import { ownerClients } from './owner-clients';
import { properties, units } from './properties';

/**
 * Money for owners (issue 19). Amounts are integer cents. Expenses are never deleted: a wrong one
 * is voided with its reason and stays in history (statements already sent keep their lines).
 */

/** The chart of accounts an expense is booked to (labels in `expenses:categories.<key>`). */
export const expenseCategoryValues = [
  'repairs_maintenance',
  'utilities',
  'insurance',
  'property_tax',
  'management_fees',
  'cleaning_landscaping',
  'legal_professional',
  'capital_improvements',
  'other',
] as const;

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    category: text('category', { enum: expenseCategoryValues }).notNull(),
    date: date('date').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** The receipt or the vendor's invoice (a document of kind 'receipt'). */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    maintenanceRequestId: uuid('maintenance_request_id').references(() => maintenanceRequests.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    voidReason: text('void_reason'),
  },
  (table) => [
    index('expenses_org_date_idx').on(table.orgId, table.date, table.id),
    index('expenses_property_date_idx').on(table.propertyId, table.date),
    index('expenses_maintenance_idx').on(table.maintenanceRequestId),
  ],
);

/**
 * How the organisation is paid by an owner client: a percentage (basis points) of the rent
 * collected, at least `minimum_per_unit` cents a month for each unit of the owner's properties,
 * or a flat monthly amount. One policy per owner client; none = no fee.
 */
export const ownerFeePolicies = pgTable('owner_fee_policies', {
  ownerClientId: uuid('owner_client_id')
    .primaryKey()
    .references(() => ownerClients.id, { onDelete: 'restrict' }),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'restrict' }),
  kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
  percentBasisPoints: integer('percent_basis_points').notNull().default(0),
  minimumPerUnit: integer('minimum_per_unit').notNull().default(0),
  flatMonthly: integer('flat_monthly').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money an owner put in (contribution) or took out (distribution, a draw), dated, with a reference. */
export const ownerTransactions = pgTable(
  'owner_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerClientId: uuid('owner_client_id')
      .notNull()
      .references(() => ownerClients.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['contribution', 'distribution'] }).notNull(),
    date: date('date').notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('owner_transactions_owner_date_idx').on(table.orgId, table.ownerClientId, table.date)],
);

/** The cash kept back for a property (not available to distribute), in cents. */
export const propertyReserves = pgTable(
  'property_reserves',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.propertyId] })],
);

/**
 * A statement period published to an owner client (visible in their portal, emailed). Publishing a
 * period again adds a new version; each keeps the statement as it was published (`snapshot`, the
 * API's JSON), so a published statement never changes when later data arrives.
 */
export const ownerStatementPublications = pgTable(
  'owner_statement_publications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerClientId: uuid('owner_client_id')
      .notNull()
      .references(() => ownerClients.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    /** 1 for the first publication of the period, then 2, 3… */
    version: integer('version').notNull().default(1),
    /** The statement as published (null only for rows from before versions were kept). */
    snapshot: jsonb('snapshot'),
    closingBalance: bigint('closing_balance', { mode: 'number' }).notNull(),
    publishedBy: uuid('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('owner_statement_publications_version_unique').on(
      table.ownerClientId,
      table.period,
      table.version,
    ),
  ],
);

export type ExpenseRow = typeof expenses.$inferSelect;
export type OwnerFeePolicyRow = typeof ownerFeePolicies.$inferSelect;
export type OwnerTransactionRow = typeof ownerTransactions.$inferSelect;
export type OwnerStatementPublicationRow = typeof ownerStatementPublications.$inferSelect;
