import type { Db, DbOrTx } from '../../db/client';
import { settleLease } from './ledger.service';
import * as chargesRepo from './ledger-charges.repository';
import type { JobClock } from './ledger-jobs.repository';
import * as repo from './ledger-jobs.repository';

export type { JobClock } from './ledger-jobs.repository';

/**
 * The daily ledger jobs, set-based (decision 027): the active leases are taken in batches by id,
 * each batch in one transaction — lock the batch's lease rows, one INSERT … SELECT for every
 * charge due, then settle any credit of the few leases that got a charge. Idempotent (the unique
 * index), and two instances running at once create each charge once (the second waits for the
 * batch's locks, then inserts nothing).
 */

/** Leases per transaction: big enough to amortise a statement, small enough to hold locks briefly. */
export const JOB_BATCH_SIZE = 1000;

type BatchInsert = (tx: DbOrTx, ids: string[], clock: JobClock) => Promise<string[]>;

/** Allocates credit to the new charges of the leases that have any (rare: most pay after). */
async function settleNewCharges(tx: DbOrTx, leaseIds: string[]): Promise<void> {
  const credited = await repo.leasesWithCredit(tx, [...new Set(leaseIds)]);
  for (const leaseId of credited.sort()) await settleLease(tx, leaseId);
}

async function runInBatches(
  db: Db,
  clock: JobClock,
  insert: BatchInsert,
  batchSize: number,
): Promise<{ leases: number; charges: number }> {
  let after: string | null = null;
  let leases = 0;
  let charges = 0;
  for (;;) {
    const batch: { ids: string[]; inserted: number } = await db.transaction(async (tx) => {
      const ids = await repo.lockActiveLeaseBatch(tx, clock, after, batchSize);
      const inserted = await insert(tx, ids, clock);
      if (inserted.length > 0) await settleNewCharges(tx, inserted);
      return { ids, inserted: inserted.length };
    });
    leases += batch.ids.length;
    charges += batch.inserted;
    if (batch.ids.length < batchSize) return { leases, charges };
    after = batch.ids[batch.ids.length - 1];
  }
}

/**
 * The rent-charges job's statements for a batch: the deposit and rent due, then each monthly
 * recurring charge's periods due (issue 18 item 5, ledger-charges.repository).
 */
async function insertRentAndRecurring(tx: DbOrTx, ids: string[], clock: JobClock): Promise<string[]> {
  if (ids.length === 0) return [];
  const rent = await repo.insertRentCharges(tx, ids, clock);
  const recurring = await chargesRepo.insertRecurringChargesDue(tx, clock, ids);
  return [...rent, ...recurring.map((row) => row.leaseId)];
}

/**
 * rent-charges: every active lease's deposit, rent and recurring charges due by its
 * organisation's date.
 */
export function chargeRentDue(db: Db, clock: JobClock, batchSize = JOB_BATCH_SIZE) {
  return runInBatches(db, clock, insertRentAndRecurring, batchSize);
}

/** late-fees: once per period, when a rent charge is still open after its grace period. */
export function chargeLateFeesDue(db: Db, clock: JobClock, batchSize = JOB_BATCH_SIZE) {
  return runInBatches(db, clock, repo.insertLateFees, batchSize);
}
