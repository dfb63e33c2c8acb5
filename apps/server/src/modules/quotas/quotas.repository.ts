import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Serialises the quota checks of one organisation until the caller's transaction ends, so two
 * uploads at once cannot both fit under the limit that only one of them fits under.
 */
export async function lockOrganisationQuota(tx: DbOrTx, orgId: string, what: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${what}:${orgId}`}))`);
}

/** Bytes of every document the organisation keeps (maintenance photos included). */
export async function storedBytes(tx: DbOrTx, orgId: string): Promise<number> {
  const rows = (await tx.execute(
    sql`select coalesce(sum(size_bytes), 0)::bigint::text as bytes from documents where org_id = ${orgId}`,
  )) as unknown as { rows: { bytes: string }[] };
  return Number(rows.rows[0]?.bytes ?? 0);
}
