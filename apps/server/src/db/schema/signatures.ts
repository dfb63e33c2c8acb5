import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { organisations } from './organisations';

/**
 * E-signature (issue 21 item 3, modules/signatures). A request asks its signers to sign one PDF
 * document of the organisation; `document_sha256` is the hash of the bytes that were sent — if the
 * document's bytes differ when someone opens or signs, the request is cancelled. When everyone has
 * signed, the sealed PDF (certificate page + PAdES signature) is kept as `signed_document_id`.
 * `purpose` says what completion does: 'lease' activates the draft lease, 'renewal' completes the
 * renewal offer `renewal_offer_id` (modules/renewals), 'document' nothing more.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    documentName: text('document_name').notNull(),
    documentSha256: text('document_sha256').notNull(),
    leaseId: uuid('lease_id'),
    tenantId: uuid('tenant_id'),
    propertyId: uuid('property_id'),
    purpose: text('purpose', { enum: ['document', 'lease', 'renewal'] }).notNull(),
    renewalOfferId: uuid('renewal_offer_id'),
    signingOrder: text('signing_order', { enum: ['sequential', 'parallel'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    signedDocumentId: uuid('signed_document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('signature_requests_org_created_idx').on(table.orgId, table.createdAt, table.id),
    index('signature_requests_org_lease_idx').on(table.orgId, table.leaseId),
  ],
);

/**
 * One signer of a request, in signing order (`position`, from 0). The emailed link carries a
 * random token; only its SHA-256 is stored, it expires, and it is cleared once used (single use).
 * A drawn signature is kept as its PNG (base64) for the certificate page.
 */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['tenant', 'co_signer', 'guarantor', 'landlord', 'witness'] }).notNull(),
    locale: text('locale', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'signed', 'declined'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    signatureType: text('signature_type', { enum: ['typed', 'drawn'] }),
    signatureText: text('signature_text'),
    signaturePng: text('signature_png'),
    declineReason: text('decline_reason'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('signature_signers_token_hash_key').on(table.tokenHash),
    uniqueIndex('signature_signers_request_position_key').on(table.requestId, table.position),
    index('signature_signers_org_email_idx').on(table.orgId, sql`lower(${table.email})`),
  ],
);

/**
 * The audit trail of a request (issue 21 item 3): sent, opened, signed, declined, completed,
 * cancelled — each with when, from which address and user agent, and the document's SHA-256 at
 * that moment. Only ever inserted; printed on the certificate page.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id').references(() => signatureSigners.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['sent', 'opened', 'signed', 'declined', 'completed', 'cancelled'],
    }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    detail: text('detail'),
  },
  (table) => [index('signature_events_request_idx').on(table.requestId, table.at)],
);

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type SignatureSignerRow = typeof signatureSigners.$inferSelect;
export type SignatureEventRow = typeof signatureEvents.$inferSelect;
