import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leases } from './leases';
import { organisations } from './organisations';
import { properties } from './properties';
import { tenants } from './tenants';

/**
 * A file an owner keeps (lease, notice, receipt, photo…), optionally shared with one tenant, one
 * lease or one property. The bytes live in the document storage (modules/documents/storage.ts)
 * under `storage_key`, a generated name: the user's file name is only ever shown, never used as a
 * path. `content_type` is what the server sniffed from the bytes, not what the client claimed.
 * Deleting a property, lease or tenant keeps the owner's document and drops the link.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['lease', 'notice', 'receipt', 'photo', 'other'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('documents_org_kind_idx').on(table.orgId, table.kind),
    index('documents_property_idx').on(table.propertyId),
    index('documents_lease_idx').on(table.leaseId),
    index('documents_tenant_idx').on(table.tenantId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
