import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/**
 * A CSV import (issue 20): the uploaded file's header, the mapping of its columns to the kind's
 * fields, the counts of its checked rows, and the commit's progress. `status`: preview (mapping
 * and checking) → queued → running → committed (or failed) → undone. `claimed_at` is the running
 * commit's heartbeat: a commit whose worker died is claimed again once it is stale.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').notNull(),
    kind: text('kind', { enum: ['properties', 'tenants', 'owner_clients', 'leases', 'vendors'] }).notNull(),
    status: text('status', { enum: ['preview', 'queued', 'running', 'committed', 'failed', 'undone'] })
      .notNull()
      .default('preview'),
    fileName: text('file_name').notNull(),
    delimiter: text('delimiter', { enum: [',', ';'] }).notNull(),
    columns: text('columns').array().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    dateFormat: text('date_format', { enum: ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] }),
    dateFormats: text('date_formats').array().notNull(),
    readyRows: integer('ready_rows').notNull().default(0),
    warningRows: integer('warning_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    failure: text('failure'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    index('imports_org_created_idx').on(table.orgId, table.createdAt),
    index('imports_pending_idx').on(table.status).where(sql`${table.status} in ('queued', 'running')`),
  ],
);

/** One data row of an import file: its cells as read, and what the checks said of it. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The row's line in the file, the header being line 1. */
    rowNumber: integer('row_number').notNull(),
    cells: text('cells').array().notNull(),
    status: text('status', { enum: ['ready', 'warning', 'error'] }).notNull(),
    duplicate: boolean('duplicate').notNull().default(false),
    messages: jsonb('messages').$type<{ field: string; message: string }[]>().notNull(),
    values: jsonb('values').$type<Record<string, string | number | null>>().notNull(),
    /** Set once the commit has created the row's records: a resumed commit skips it. */
    committed: boolean('committed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    index('import_rows_status_idx').on(table.importId, table.status, table.rowNumber),
  ],
);

/** What an import's commit created, so that undo removes exactly that (and only while unused). */
export const importRecords = pgTable(
  'import_records',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /**
     * 'payment': the 'transfer' payment that holds an imported lease's deposit (its charges go with
     * the lease). 'tenant_state': a tenant the commit moved into an imported lease's unit — not
     * created, so undo puts it back as `before` says rather than deleting it.
     */
    entityType: text('entity_type', {
      enum: ['property', 'tenant', 'owner_client', 'lease', 'payment', 'vendor', 'tenant_state'],
    }).notNull(),
    entityId: uuid('entity_id').notNull(),
    /** For 'tenant_state': the tenant as it was before the commit moved it. */
    before: jsonb('before').$type<TenantStateBefore>(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.entityType, table.entityId] }),
    index('import_records_entity_idx').on(table.entityType, table.entityId),
  ],
);

/** A tenant's placement before a leases import moved it (import_records.before). */
export interface TenantStateBefore {
  status: 'pending' | 'active' | 'former';
  propertyId: string;
  unitId: string | null;
}

export type ImportDbRow = typeof imports.$inferSelect;
export type ImportRowDbRow = typeof importRows.$inferSelect;
