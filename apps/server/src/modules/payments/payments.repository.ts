import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/**
 * The payments module's own SQL: the Idempotency-Key rows of POST /api/payments. The payment,
 * charge and allocation rows are the ledger's (modules/ledger).
 */

/** Claims (user, key) in the caller's transaction: false when it exists (a concurrent one waits). */
export async function claimIdempotencyKey(
  db: DbOrTx,
  values: { userId: string; key: string; requestHash: string },
): Promise<boolean> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed !== undefined;
}

export async function findIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Stores the answer a replay of (user, key) gives. */
export async function storeIdempotentResponse(
  db: DbOrTx,
  userId: string,
  key: string,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: 201, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
