import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema';

/**
 * Payment SQL not already in leases.repository (which owns the ledger's lists). Unscoped: the
 * caller checks that the actor may see the payment's lease.
 */
export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
