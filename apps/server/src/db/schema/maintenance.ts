import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { documents } from './documents';
import { organisations, orgIdFromParent } from './organisations';
import { properties, units } from './properties';
import { tenants } from './tenants';

/** A tradesperson an owner routes jobs to. Vendors have no account: they act through job links. */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    trade: text('trade').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vendors_org_name_idx').on(table.orgId, table.name, table.id)],
);

/**
 * A maintenance request: opened by a tenant for the unit of their active lease, or logged by the
 * owner (spec dialog 5). A property with requests cannot be deleted (archived instead); a unit, tenant or vendor
 * that goes away leaves the request with that column cleared.
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    // restrict (issue 18): deleting a property used to delete its maintenance history with it; a
    // property with requests is archived instead.
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedByKind: text('reported_by_kind', { enum: ['owner', 'tenant'] }).notNull(),
    title: text('title').notNull(),
    category: text('category', {
      enum: ['plumbing', 'electrical', 'appliance', 'structural', 'hvac', 'other'],
    }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    description: text('description').notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    /** A planned visit (the owner's Calendar shows it). */
    scheduledFor: date('scheduled_for'),
    /** The estimated cost (cents); above the organisation's threshold it needs an owner's approval. */
    estimatedCost: integer('estimated_cost'),
    /** null = no approval needed; pending → approved | declined by an owner client. */
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'declined'] }),
    approvalDecidedBy: uuid('approval_decided_by').references(() => users.id, { onDelete: 'set null' }),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The owner's list (newest first) and its filters.
    index('maintenance_requests_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('maintenance_requests_org_status_idx').on(table.orgId, table.status, table.createdAt),
    index('maintenance_requests_org_priority_idx').on(table.orgId, table.priority, table.createdAt),
    index('maintenance_requests_property_idx').on(table.propertyId, table.createdAt),
    index('maintenance_requests_unit_idx').on(table.unitId),
    index('maintenance_requests_tenant_idx').on(table.tenantId, table.createdAt),
    index('maintenance_requests_vendor_idx').on(table.vendorId),
    index('maintenance_requests_reported_by_idx').on(table.reportedBy),
    index('maintenance_requests_scheduled_idx')
      .on(table.orgId, table.scheduledFor)
      .where(sql`${table.scheduledFor} is not null`),
  ],
);

/** The dated updates of a request (owner, tenant or vendor), optionally moving its status. */
export const maintenanceUpdates = pgTable(
  'maintenance_updates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    orgId: orgIdFromParent(),
    authorKind: text('author_kind', { enum: ['owner', 'tenant', 'vendor'] }).notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    statusChange: text('status_change', { enum: ['pending', 'in_progress', 'completed', 'cancelled'] }),
    /** An owner client's decision on the estimate (issue 17): the history names it in each language. */
    approvalDecision: text('approval_decision', { enum: ['approved', 'declined'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('maintenance_updates_request_idx').on(table.requestId, table.createdAt)],
);

/**
 * A vendor's private link to one job. Only the SHA-256 of the random token is stored (as for
 * reset links, auth/tokens.ts). A link works while it is not revoked: closing the job or assigning
 * another vendor revokes it, and a reopened job needs a new assignment (a new link).
 */
export const vendorJobLinks = pgTable(
  'vendor_job_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    orgId: orgIdFromParent(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_job_links_token_hash_unique').on(table.tokenHash),
    index('vendor_job_links_request_idx').on(table.requestId),
    index('vendor_job_links_vendor_idx').on(table.vendorId),
  ],
);

/**
 * Photos of a request: documents of kind 'photo' (modules/documents storage) attached to it. A
 * join table rather than a column on `documents`, which belongs to the documents feature.
 */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    orgId: orgIdFromParent(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('maintenance_photos_pk').on(table.requestId, table.documentId),
    index('maintenance_photos_document_idx').on(table.documentId),
  ],
);

export type VendorRow = typeof vendors.$inferSelect;
export type MaintenanceRequestRow = typeof maintenanceRequests.$inferSelect;
export type MaintenanceUpdateRow = typeof maintenanceUpdates.$inferSelect;
export type VendorJobLinkRow = typeof vendorJobLinks.$inferSelect;
