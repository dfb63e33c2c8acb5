import { chargesDue } from '@rentwise/core/leases/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { insertLeaseInNewProperty } from '../../../test/leases';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { charges, leases } from '../../db/schema';
import * as leaseJobs from '../leases/lease-jobs.service';

/**
 * Issue 20: a backdated lease brought in with an opening balance has a `charges_from` date; the
 * rent-charges and late-fees jobs charge nothing due before it — no past rent, no deposit, no
 * late fee for the past — and charge normally from it on.
 */

let database: Database;
const owner = ownerActor();

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner);
});
afterAll(() => database.close());

async function chargesOf(leaseId: string) {
  const rows = await database.db
    .select({ kind: charges.kind, period: charges.period, dueDate: charges.dueDate, amount: charges.amount })
    .from(charges)
    .where(eq(charges.leaseId, leaseId));
  return rows.sort((a, b) => `${a.dueDate}${a.kind}`.localeCompare(`${b.dueDate}${b.kind}`));
}

describe('charges from (imported backdated leases)', () => {
  it('the jobs charge no rent, deposit or late fee due before charges_from, and charge after it', async () => {
    const { lease } = await insertLeaseInNewProperty(database.db, owner, {
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      rentAmount: 100_000,
    });
    await database.db
      .update(leases)
      .set({ chargesFrom: '2026-03-10', recordedOn: '2026-03-10', depositAmount: 100_000, lateFee: 5000 })
      .where(eq(leases.id, lease.id));

    await leaseJobs.runRentCharges(database.db, '2026-03-20');
    await leaseJobs.runLateFees(database.db, '2026-03-20');
    expect(await chargesOf(lease.id)).toEqual([]);

    await leaseJobs.runRentCharges(database.db, '2026-04-20');
    await leaseJobs.runLateFees(database.db, '2026-04-20');
    expect(await chargesOf(lease.id)).toEqual([
      { kind: 'rent', period: '2026-04', dueDate: '2026-04-01', amount: 100_000 },
      { kind: 'late_fee', period: '2026-04', dueDate: '2026-04-06', amount: 5000 },
    ]);
  });

  it('without charges_from the same lease is charged from its start (the control)', async () => {
    const { lease } = await insertLeaseInNewProperty(database.db, owner, {
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      rentAmount: 100_000,
    });
    await leaseJobs.runRentCharges(database.db, '2026-03-20');
    expect((await chargesOf(lease.id)).map((c) => c.period)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('the pure rule agrees: chargesDue skips what falls due before chargesFrom', () => {
    const terms = {
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      rentAmount: 100_000,
      depositAmount: 100_000,
      dueDay: 1,
      graceDays: 5,
      lateFee: 5000,
    };
    expect(chargesDue({ ...terms, chargesFrom: '2026-03-10' }, '2026-04-20')).toEqual([
      { kind: 'rent', period: '2026-04', dueDate: '2026-04-01', amount: 100_000 },
    ]);
    expect(chargesDue(terms, '2025-02-01').map((c) => c.kind)).toEqual(['deposit', 'rent', 'rent']);
  });
});
