import { AppError } from '@rentwise/core/errors';
import type { LedgerDetails, RecurringCharge } from '@rentwise/core/leases/charges-schemas';
import type { DbOrTx } from '../../db/client';
import type { ChargeRow, LeaseRow, PaymentRow, RecurringChargeRow } from '../../db/schema';
import * as ledgerRepo from './ledger.repository';
import { chargeLateFees, recordPayment, settleLease } from './ledger.service';
import * as repo from './ledger-charges.repository';
import * as corrections from './ledger-corrections.service';

/**
 * Other charges, credits, charge voids and returned payments (issue 18 items 5 and 6), on the
 * append-only ledger (decision 013, decision 026):
 * - an other charge is a charge of kind 'other' with a description; a monthly one is a
 *   recurring_charges template whose periods the daily rent-charge job inserts;
 * - a credit (concession, goodwill) is a non-cash payment of method 'credit' whose reference is
 *   its description, allocated oldest-first like money (decision 022's move-out credit);
 * - a charge void takes back what payments had allocated to the charge (that money is credit
 *   again and settles other open charges), then a 'credit' payment of the charge's amount,
 *   allocated to it alone, is the reversing entry; voiding a rent charge voids its period's late
 *   fee too (it was caused by that rent only);
 * - a returned (NSF) payment is voided (its allocations undone, late fees re-evaluated as of
 *   today) and marked returned, with an optional fee charge.
 * The caller has checked access; these lock the lease.
 */

const NON_CASH = new Set(['credit', 'deposit', 'transfer']);

export interface Who {
  by: string;
}

function writableLedger(lease: LeaseRow): void {
  if (lease.status === 'draft') {
    throw new AppError('CONFLICT', 'A draft lease has no ledger yet; activate it first', {
      key: 'errors:ledger.draftNoLedger',
    });
  }
}

function outsideLease(field: string, lease: LeaseRow): AppError {
  const end = lease.moveOutDate ?? lease.endDate;
  return new AppError(
    'VALIDATION_FAILED',
    `The date must fall within the lease (${lease.startDate} to ${end})`,
    {
      details: { [field]: 'validation:charge.dateOutsideLease' },
    },
  );
}

/** A one-off charge of kind 'other', due `dueDate` (on or after the lease's start); existing credit settles it. */
export async function addOtherCharge(
  tx: DbOrTx,
  lease: LeaseRow,
  charge: { description: string; amount: number; dueDate: string },
): Promise<ChargeRow> {
  await ledgerRepo.lockLease(tx, lease.id);
  writableLedger(lease);
  if (charge.dueDate < lease.startDate) throw outsideLease('dueDate', lease);
  const row = await repo.insertOtherCharge(tx, { leaseId: lease.id, ...charge });
  await settleLease(tx, lease.id);
  return row;
}

/**
 * A monthly charge from `firstDueDate` until the lease ends: the template, and the periods
 * already due as of `today` (the daily job makes the later ones). Only on an active lease.
 */
export async function addRecurringCharge(
  tx: DbOrTx,
  lease: LeaseRow,
  charge: { description: string; amount: number; firstDueDate: string } & Who,
  today: string,
): Promise<RecurringChargeRow> {
  await ledgerRepo.lockLease(tx, lease.id);
  if (lease.status !== 'active') {
    throw new AppError('CONFLICT', 'A monthly charge can only be added to an active lease', {
      key: 'errors:ledger.monthlyChargeActiveOnly',
    });
  }
  const end = lease.moveOutDate ?? lease.endDate;
  if (charge.firstDueDate < lease.startDate || charge.firstDueDate > end) {
    throw outsideLease('dueDate', lease);
  }
  const row = await repo.insertRecurringCharge(tx, {
    leaseId: lease.id,
    description: charge.description,
    amount: charge.amount,
    firstDueDate: charge.firstDueDate,
    createdBy: charge.by,
  });
  const inserted = await repo.insertRecurringChargesDue(tx, today, [lease.id]);
  if (inserted.length > 0) await settleLease(tx, lease.id);
  return row;
}

/** Stops a monthly charge: no period due on or after `today` is charged (409 when already stopped). */
export async function stopRecurringCharge(
  tx: DbOrTx,
  lease: LeaseRow,
  recurringChargeId: string,
  who: Who,
  today: string,
): Promise<RecurringChargeRow> {
  await ledgerRepo.lockLease(tx, lease.id);
  const row = await repo.findRecurringCharge(tx, lease.id, recurringChargeId);
  if (!row) throw new AppError('NOT_FOUND', 'Recurring charge not found');
  // Today's period, if already charged, stays (a charge is voided, never deleted).
  const stoppedOn = today < row.firstDueDate ? row.firstDueDate : today;
  if (!(await repo.stopRecurringCharge(tx, row.id, stoppedOn, who.by))) {
    throw new AppError('CONFLICT', 'This monthly charge is already stopped', {
      key: 'errors:ledger.chargeAlreadyStopped',
    });
  }
  return { ...row, stoppedOn, stoppedBy: who.by };
}

/**
 * A credit or concession: a non-cash payment of method 'credit' dated `date` (within the lease,
 * not in the future), allocated oldest-first; it reduces the balance.
 */
export async function addCredit(
  tx: DbOrTx,
  lease: LeaseRow,
  credit: { description: string; amount: number; date: string } & Who,
  today: string,
): Promise<PaymentRow> {
  await ledgerRepo.lockLease(tx, lease.id);
  writableLedger(lease);
  if (credit.date > today) {
    throw new AppError('VALIDATION_FAILED', 'The date cannot be in the future', {
      details: { date: 'validation:charge.dateInFuture' },
    });
  }
  if (credit.date < lease.startDate) throw outsideLease('date', lease);
  return recordPayment(tx, {
    leaseId: lease.id,
    tenantId: lease.tenantId,
    amount: credit.amount,
    method: 'credit',
    receivedAt: new Date(`${credit.date}T12:00:00Z`),
    reference: credit.description,
    recordedBy: credit.by,
  });
}

export function findCharge(db: DbOrTx, id: string): Promise<ChargeRow | undefined> {
  return repo.findCharge(db, id);
}

/**
 * Voids a charge (409 when already void): its row stays; payments' allocations to it are taken
 * back and settle other open charges; a 'credit' payment of its amount, allocated to it, is the
 * reversing entry. A rent charge's late fee (same period) is voided with it. Returns the ids of
 * the charges voided (the charge, then its late fee if any).
 */
export async function voidCharge(
  tx: DbOrTx,
  lease: LeaseRow,
  charge: ChargeRow,
  correction: { reason: string } & Who,
): Promise<string[]> {
  await ledgerRepo.lockLease(tx, lease.id);
  if (await repo.findChargeVoid(tx, charge.id)) {
    throw new AppError('CONFLICT', 'This charge is already void', { key: 'errors:ledger.chargeAlreadyVoid' });
  }
  const voided = [charge.id];
  await reverse(tx, lease, charge, correction);
  if (charge.kind === 'rent') {
    const lateFee = (await ledgerRepo.listCharges(tx, lease.id)).find(
      (c) => c.kind === 'late_fee' && c.period === charge.period,
    );
    if (lateFee && !(await repo.findChargeVoid(tx, lateFee.id))) {
      const row = await repo.findCharge(tx, lateFee.id);
      if (row) {
        await reverse(tx, lease, row, correction);
        voided.push(row.id);
      }
    }
  }
  await settleLease(tx, lease.id);
  return voided;
}

async function reverse(
  tx: DbOrTx,
  lease: LeaseRow,
  charge: ChargeRow,
  correction: { reason: string } & Who,
): Promise<void> {
  for (const held of await repo.netAllocationsToCharge(tx, charge.id)) {
    await ledgerRepo.insertAllocations(tx, held.paymentId, [{ chargeId: charge.id, amount: -held.amount }]);
  }
  const credit = await ledgerRepo.insertPayment(tx, {
    leaseId: lease.id,
    tenantId: lease.tenantId,
    amount: charge.amount,
    method: 'credit',
    receivedAt: new Date(),
    reference: correction.reason,
    recordedBy: correction.by,
  });
  await ledgerRepo.insertAllocations(tx, credit.id, [{ chargeId: charge.id, amount: charge.amount }]);
  await repo.insertChargeVoid(tx, {
    chargeId: charge.id,
    reason: correction.reason,
    creditPaymentId: credit.id,
    createdBy: correction.by,
  });
}

/**
 * A payment returned unpaid (NSF): voided like a void (409 when already void or returned; a
 * non-cash entry or a refunded payment cannot be returned), marked returned, and the optional
 * fee charged as an 'other' charge due today. Returns the fee charge, if any.
 */
export async function returnPayment(
  tx: DbOrTx,
  lease: LeaseRow,
  payment: PaymentRow,
  ret: { reason: string; fee?: number } & Who,
  today: string,
): Promise<ChargeRow | null> {
  await ledgerRepo.lockLease(tx, lease.id);
  if (await repo.findPaymentReturn(tx, payment.id)) {
    throw new AppError('CONFLICT', 'This payment is already marked returned', {
      key: 'errors:ledger.paymentAlreadyReturned',
    });
  }
  if (NON_CASH.has(payment.method)) {
    throw new AppError('CONFLICT', 'Only money received can be returned by the bank', {
      key: 'errors:ledger.onlyReceivedReturned',
    });
  }
  await corrections.voidPayment(tx, lease, payment, { reason: ret.reason, by: ret.by }, today);
  const fee = ret.fee
    ? await repo.insertOtherCharge(tx, {
        leaseId: lease.id,
        description: 'Returned payment fee',
        amount: ret.fee,
        dueDate: today,
      })
    : null;
  await repo.insertPaymentReturn(tx, {
    paymentId: payment.id,
    reason: ret.reason,
    feeChargeId: fee?.id ?? null,
    createdBy: ret.by,
  });
  if (fee) {
    await settleLease(tx, lease.id);
    await chargeLateFees(tx, lease, today);
  }
  return fee;
}

/** Whether a payment is the reversing entry of a voided charge (it cannot itself be corrected). */
export function isChargeVoidCredit(db: DbOrTx, paymentId: string): Promise<boolean> {
  return repo.isChargeVoidCredit(db, paymentId);
}

/** When and why a payment was returned, if it was (its receipt says RETURNED). */
export async function paymentReturnOf(
  db: DbOrTx,
  paymentId: string,
): Promise<{ date: string; reason: string } | null> {
  const row = await repo.findPaymentReturn(db, paymentId);
  return row ? { date: row.createdAt.toISOString(), reason: row.reason } : null;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toRecurringDto(row: RecurringChargeRow): RecurringCharge {
  return {
    id: row.id,
    description: row.description,
    amount: row.amount,
    firstDueDate: row.firstDueDate,
    stoppedOn: row.stoppedOn,
  };
}

export { toRecurringDto };

/** GET /api/leases/:id/ledger-details. The caller checks access. */
export async function ledgerDetails(db: DbOrTx, leaseId: string): Promise<LedgerDetails> {
  const [chargeRows, paymentRows, recurring] = [
    await repo.chargeDetails(db, leaseId),
    await repo.paymentDetails(db, leaseId),
    await repo.listRecurringCharges(db, leaseId),
  ];
  return {
    charges: chargeRows.map((row) => ({
      chargeId: row.chargeId,
      description: row.description,
      recurringChargeId: row.recurringChargeId,
      voided: row.voidReason === null ? null : { reason: row.voidReason, at: iso(row.voidedAt) ?? '' },
      returnFeeOfPaymentId: row.returnFeeOfPaymentId,
    })),
    payments: paymentRows.map((row) => ({
      paymentId: row.paymentId,
      // A returned payment's void row says the same: show it as returned only.
      voided:
        row.voidReason === null || row.returnReason !== null
          ? null
          : { reason: row.voidReason, at: iso(row.voidedAt) ?? '' },
      returned:
        row.returnReason === null ? null : { reason: row.returnReason, at: iso(row.returnedAt) ?? '' },
      voidsChargeId: row.voidsChargeId,
    })),
    recurringCharges: recurring.map(toRecurringDto),
  };
}
