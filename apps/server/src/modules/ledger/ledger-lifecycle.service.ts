import { AppError } from '@rentwise/core/errors';
import { moveOutCredit, type SettlementFigures, settlementFigures } from '@rentwise/core/leases/lifecycle';
import type { DbOrTx } from '../../db/client';
import type { LeaseRow } from '../../db/schema';
import * as ledgerRepo from './ledger.repository';
import { chargesOf, creditOf, recordPayment, settleLease, termsOf } from './ledger.service';
import * as jobsRepo from './ledger-jobs.repository';
import * as repo from './ledger-lifecycle.repository';

/**
 * The ledger side of the lease lifecycle (issue 18, decision 022): a move-out, rent changes, a
 * renewal's deposit and the deposit settlement. Every change is a new row; what reduces what a
 * tenant owes is a non-cash payment ('credit', 'deposit', 'transfer') that the usual oldest-first
 * allocation applies. The caller has checked access and locked nothing: these lock the lease.
 */

export function rentChangesOf(db: DbOrTx, leaseId: string) {
  return repo.listRentChanges(db, leaseId);
}

/**
 * Schedules a rent change: within the lease, and after the last rent already charged (the
 * ledger never rewrites a charge). 400 with the field's message otherwise; 409 for a second
 * change on the same date.
 */
export async function scheduleRentChange(
  tx: DbOrTx,
  lease: LeaseRow,
  change: { effectiveDate: string; rentAmount: number; by: string },
): Promise<void> {
  await ledgerRepo.lockLease(tx, lease.id);
  const end = lease.moveOutDate ?? lease.endDate;
  if (change.effectiveDate < lease.startDate || change.effectiveDate > end) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The effective date must fall within the lease (${lease.startDate} to ${end})`,
      {
        details: { effectiveDate: 'validation:lease.rentChangeOutsideLease' },
      },
    );
  }
  const lastDue = await repo.lastRentDueDate(tx, lease.id);
  if (lastDue && change.effectiveDate <= lastDue) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A rent change takes effect after the last rent already charged (due ${lastDue})`,
      { details: { effectiveDate: 'validation:lease.rentChangeTooEarly' } },
    );
  }
  const inserted = await repo.insertRentChange(tx, {
    leaseId: lease.id,
    effectiveDate: change.effectiveDate,
    rentAmount: change.rentAmount,
    createdBy: change.by,
  });
  if (!inserted)
    throw new AppError('CONFLICT', `A rent change already takes effect on ${change.effectiveDate}`, {
      key: 'errors:ledger.rentChangeExists',
      params: { date: change.effectiveDate },
    });
}

/**
 * The ledger of a lease ended on its move-out date (the row already carries it): the charges due
 * through that date are generated, and what earlier charges billed beyond it (the last period
 * prorated by day, any later period in full) comes back as one 'credit' payment, allocated like
 * money. Returns the credit, cents.
 */
export async function closeLedgerAtMoveOut(
  tx: DbOrTx,
  lease: LeaseRow,
  input: { by: string; at: Date },
): Promise<number> {
  const moveOutDate = lease.moveOutDate;
  if (!moveOutDate) throw new Error('closeLedgerAtMoveOut: the lease has no move-out date');
  await ledgerRepo.lockLease(tx, lease.id);
  const rentChanges = await repo.listRentChanges(tx, lease.id);
  const terms = termsOf(lease, rentChanges);
  // The rent-charges job's statement, as of the move-out date (decision 027).
  await jobsRepo.insertRentCharges(tx, [lease.id], { asOf: moveOutDate });
  const stored = (await chargesOf(tx, lease.id)).filter((c) => c.kind === 'rent');
  const credit = moveOutCredit(terms, moveOutDate, stored);
  if (credit > 0) {
    await recordPayment(tx, {
      leaseId: lease.id,
      tenantId: lease.tenantId,
      amount: credit,
      method: 'credit',
      receivedAt: input.at,
      reference: `Move-out ${moveOutDate}`,
      recordedBy: input.by,
    });
  } else {
    await settleLease(tx, lease.id);
  }
  return credit;
}

/** The deposit a lease holds: paid on its deposit charge, nothing once it moved to a renewal or was settled. */
export async function depositHeld(
  db: DbOrTx,
  leaseId: string,
  state: { renewed: boolean; settled: boolean },
): Promise<number> {
  if (state.renewed || state.settled) return 0;
  return repo.depositPaid(db, leaseId);
}

/**
 * A renewal takes the deposit held with it: a 'transfer' payment of that amount on the new lease
 * pays its deposit charge when that falls due. Returns the amount moved.
 */
export async function carryDepositOver(
  tx: DbOrTx,
  from: LeaseRow,
  to: LeaseRow,
  input: { by: string; at: Date },
): Promise<number> {
  const held = await repo.depositPaid(tx, from.id);
  if (held <= 0) return 0;
  await ledgerRepo.lockLease(tx, to.id);
  await recordPayment(tx, {
    leaseId: to.id,
    tenantId: to.tenantId,
    amount: held,
    method: 'transfer',
    receivedAt: input.at,
    reference: `Deposit from lease ${from.id.slice(0, 8)}`,
    recordedBy: input.by,
  });
  return held;
}

/** What a settlement would give, as of now: the same figures the settlement then stores. */
export async function settlementPreview(
  db: DbOrTx,
  lease: LeaseRow,
  held: number,
  deductions: { amount: number }[],
): Promise<SettlementFigures> {
  // A deposit not (fully) paid is not owed any more once the lease is over: it is released below.
  const open = (await chargesOf(db, lease.id))
    .filter((c) => c.kind !== 'deposit')
    .reduce((sum, c) => sum + Math.max(0, c.open), 0);
  const credit = await creditOf(db, lease.id);
  return settlementFigures({ depositHeld: held, credit, openCharges: open, deductions });
}

export interface SettlementInput {
  deductions: { description: string; amount: number; documentId?: string }[];
  held: number;
  by: string;
  at: Date;
  today: string;
  documentId: string | null;
  figures: SettlementFigures;
}

/**
 * Settles the deposit of an ended lease, once (409 the second time): each deduction becomes a
 * charge, the deposit held a 'deposit' payment that the oldest-first allocation applies to the
 * open charges and then to the deductions; what it leaves is the lease's credit (the refund
 * due), what it cannot cover stays open (the balance owed). Call with the lease locked.
 */
export async function recordSettlement(tx: DbOrTx, lease: LeaseRow, input: SettlementInput) {
  if (await repo.findSettlement(tx, lease.id)) {
    throw new AppError('CONFLICT', 'The deposit of this lease is already settled', {
      key: 'errors:ledger.depositSettled',
    });
  }
  // What was never paid of the deposit is released: a 'credit' payment allocated to it alone,
  // so the oldest-first allocation below cannot spend the deposit on itself.
  for (const deposit of (await chargesOf(tx, lease.id)).filter((c) => c.kind === 'deposit' && c.open > 0)) {
    const release = await ledgerRepo.insertPayment(tx, {
      leaseId: lease.id,
      tenantId: lease.tenantId,
      amount: deposit.open,
      method: 'credit',
      receivedAt: input.at,
      reference: 'Unpaid deposit released',
      recordedBy: input.by,
    });
    await ledgerRepo.insertAllocations(tx, release.id, [{ chargeId: deposit.id, amount: deposit.open }]);
  }
  const chargeIds = await repo.insertOtherCharges(
    tx,
    lease.id,
    input.deductions.map((d) => ({
      period: input.today.slice(0, 7),
      dueDate: input.today,
      amount: d.amount,
    })),
  );
  let paymentId: string | null = null;
  if (input.held > 0) {
    const payment = await recordPayment(tx, {
      leaseId: lease.id,
      tenantId: lease.tenantId,
      amount: input.held,
      method: 'deposit',
      receivedAt: input.at,
      reference: 'Deposit settlement',
      recordedBy: input.by,
    });
    paymentId = payment.id;
  } else {
    await settleLease(tx, lease.id);
  }
  const settlement = await repo.insertSettlement(tx, {
    leaseId: lease.id,
    depositHeld: input.held,
    openCharges: input.figures.openCharges,
    deductionsTotal: input.figures.deductionsTotal,
    refundDue: input.figures.refundDue,
    balanceOwed: input.figures.balanceOwed,
    paymentId,
    documentId: input.documentId,
    settledOn: input.today,
    createdBy: input.by,
  });
  if (!settlement)
    throw new AppError('CONFLICT', 'The deposit of this lease is already settled', {
      key: 'errors:ledger.depositSettled',
    });
  await repo.insertDeductions(
    tx,
    input.deductions.map((d, position) => ({
      settlementId: settlement.id,
      position,
      description: d.description,
      amount: d.amount,
      documentId: d.documentId ?? null,
      chargeId: chargeIds[position],
    })),
  );
  return settlement;
}

/** A lease's settlement with its deductions, or null. The caller checks access. */
export async function settlementOf(db: DbOrTx, leaseId: string) {
  const row = await repo.findSettlement(db, leaseId);
  if (!row) return null;
  return { ...row, deductions: await repo.listDeductions(db, row.id) };
}
