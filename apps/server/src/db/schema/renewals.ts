import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leases } from './leases';
import { organisations } from './organisations';

/**
 * Lease documents from templates and renewal offers (issue 21 items 1 and 2).
 */

/** One clause of an organisation's lease template, in both languages. */
export interface LeaseTemplateClauseRow {
  title: { en: string; fr: string };
  body: { en: string; fr: string };
}

/**
 * An organisation's lease template: the clauses printed after the lease's own terms (parties,
 * unit, dates, rent, due day, grace, late fee, deposit — always taken from the lease, so the PDF
 * never disagrees with the ledger). No row = the default clauses of packages/core.
 */
export const leaseTemplates = pgTable('lease_templates', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  clauses: jsonb('clauses').$type<LeaseTemplateClauseRow[]>().notNull(),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A renewal offer to a lease's tenant: the new terms, the addendum PDF (`document_id`), the
 * tenant's answer and, once signed, the renewal lease. `status`: sent → accepted | declined |
 * expired; accepted → signed (completeRenewalSigning). `reminded_on`: the day the reminder before
 * expiry went out (once).
 */
export const renewalOffers = pgTable(
  'renewal_offers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['sent', 'accepted', 'declined', 'expired', 'signed'] })
      .notNull()
      .default('sent'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    rentAmount: integer('rent_amount').notNull(),
    /** The increase asked for, in basis points (300 = 3 %), when the rent was given as a percentage. */
    rentIncreaseBasisPoints: integer('rent_increase_basis_points'),
    previousRentAmount: integer('previous_rent_amount').notNull(),
    expiresOn: date('expires_on').notNull(),
    message: text('message'),
    /** An optional co-signer of the addendum (signs after the tenant, from the emailed link). */
    coSignerName: text('co_signer_name'),
    coSignerEmail: text('co_signer_email'),
    documentId: uuid('document_id'),
    declineReason: text('decline_reason'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    remindedOn: date('reminded_on'),
    signatureRequestId: uuid('signature_request_id'),
    signedDocumentId: uuid('signed_document_id'),
    renewalLeaseId: uuid('renewal_lease_id').references(() => leases.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('renewal_offers_org_lease_idx').on(table.orgId, table.leaseId, table.createdAt),
    index('renewal_offers_lease_idx').on(table.leaseId),
    index('renewal_offers_org_status_idx').on(table.orgId, table.status, table.expiresOn),
  ],
);

export type RenewalOfferRow = typeof renewalOffers.$inferSelect;
export type LeaseTemplateRow = typeof leaseTemplates.$inferSelect;
