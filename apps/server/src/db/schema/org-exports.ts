import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/**
 * A whole-organisation export (issue 20, GET /api/exports/org): a background job writes one ZIP of
 * CSVs (one per entity, the import templates' columns) and the documents' files to the document
 * storage under `file_key`; the requester downloads it while signed in, until `expires_at`.
 * `status`: queued → running → ready (or failed). `claimed_at` is the running job's heartbeat.
 */
export const orgExports = pgTable(
  'org_exports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').notNull(),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    fileKey: text('file_key'),
    size: integer('size'),
    failure: text('failure'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('org_exports_org_created_idx').on(table.orgId, table.createdAt),
    index('org_exports_pending_idx').on(table.status).where(sql`${table.status} in ('queued', 'running')`),
  ],
);

export type OrgExportRow = typeof orgExports.$inferSelect;
