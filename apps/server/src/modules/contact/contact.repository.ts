import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ContactMessageRow, contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(
  db: DbOrTx,
  message: NewContactMessage,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row;
}

/** Newest first; used by tests and by whoever later builds a support inbox view. */
export async function listContactMessages(db: DbOrTx, limit = 50): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
