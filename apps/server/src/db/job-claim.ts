import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rowsOf } from './rows';

/** The tables whose rows are background jobs claimed by `claimQueuedJob`. */
export type JobTable = 'imports' | 'org_exports';

/**
 * Claims the oldest row of a job table waiting to run — `status = 'queued'`, or `'running'` with
 * no heartbeat (`claimed_at`) for `staleMinutes` (its worker stopped) — marks it running and
 * returns its id. SKIP LOCKED: two workers, on one instance or several, never claim the same row.
 * Used by the import commits and the organisation exports.
 */
export async function claimQueuedJob(
  db: DbOrTx,
  table: JobTable,
  staleMinutes: number,
): Promise<string | undefined> {
  const name = sql.identifier(table);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${name} set status = 'running', claimed_at = now()
       where id = (select id from ${name}
                    where status = 'queued'
                       or (status = 'running' and claimed_at < now() - make_interval(mins => ${staleMinutes}::int))
                    order by created_at
                    limit 1
                      for update skip locked)
      returning id`),
  );
  return rows[0]?.id;
}
