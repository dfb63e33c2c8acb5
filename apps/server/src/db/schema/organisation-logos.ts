import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/**
 * An organisation's logo (issue 19: "the organisation's name and logo if set" on its PDFs): the
 * bytes in the document storage under `storage_key` (a PNG or a JPEG of at most 1 MB, the type
 * read from the bytes), one per organisation; removing it deletes the row and then the bytes.
 */
export const organisationLogos = pgTable('organisation_logos', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  size: integer('size').notNull(),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrganisationLogoRow = typeof organisationLogos.$inferSelect;
