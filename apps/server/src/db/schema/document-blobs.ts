import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, read as a Buffer on either engine (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
});

/**
 * Document bytes when `STORAGE=database` (storage/database-storage.ts): every instance on one
 * PostgreSQL reads what any other wrote, with nothing else to share. `key` is the document's
 * generated `storage_key` (documents, maintenance photos, deposit statements all go through the one
 * DocumentStorage). No foreign key: the bytes are written before the document row, in their own
 * statement, and removed again when that row's transaction does not commit.
 */
export const documentBlobs = pgTable('document_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
