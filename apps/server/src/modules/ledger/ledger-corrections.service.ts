import { AppError } from '@rentwise/core/errors';
import type { DbOrTx } from '../../db/client';
import type { LeaseRow, PaymentRow } from '../../db/schema';
import * as ledgerRepo from './ledger.repository';
import { chargeLateFees, settleLease } from './ledger.service';
import * as chargesRepo from './ledger-charges.repository';
import * as repo from './ledger-corrections.repository';

/**
 * Corrections that keep history (issue 18): a payment is never updated or deleted. A void or a
 * refund is a row that says why and who; what the payment had settled is undone by reversing
 * allocations, and the reopened charges are then settled from any credit and re-checked for
 * late fees as of `today`. The caller has checked that the actor may correct this lease.
 */

export interface Correction {
  reason: string;
  /** The user making the correction. */
  by: string;
}

/** Voids a payment: it stays in the ledger, marked void, and counts for nothing. */
export async function voidPayment(
  tx: DbOrTx,
  lease: LeaseRow,
  payment: PaymentRow,
  correction: Correction,
  today: string,
): Promise<void> {
  await ledgerRepo.lockLease(tx, lease.id);
  await notChargeVoidCredit(tx, payment);
  if (await repo.findPaymentVoid(tx, payment.id)) {
    throw new AppError('CONFLICT', 'This payment is already void', {
      key: 'errors:ledger.paymentAlreadyVoid',
    });
  }
  // A refunded payment's money partly went back already: voiding it too would count that twice.
  if ((await repo.refundedAmount(tx, payment.id)) > 0) {
    throw new AppError('CONFLICT', 'A refunded payment cannot be voided', {
      key: 'errors:ledger.refundedNotVoidable',
    });
  }
  await repo.insertPaymentVoid(tx, {
    paymentId: payment.id,
    reason: correction.reason,
    createdBy: correction.by,
  });
  const held = await repo.netAllocationsOfPayment(tx, payment.id);
  await ledgerRepo.insertAllocations(
    tx,
    payment.id,
    held.map((a) => ({ chargeId: a.chargeId, amount: -a.amount })),
  );
  await reopen(tx, lease, today);
}

/**
 * Refunds part or all of a payment: first from what it has not allocated (credit), then by
 * taking back its allocations, newest charge first.
 */
export async function refundPayment(
  tx: DbOrTx,
  lease: LeaseRow,
  payment: PaymentRow,
  refund: Correction & { amount: number },
  today: string,
): Promise<void> {
  await ledgerRepo.lockLease(tx, lease.id);
  await notChargeVoidCredit(tx, payment);
  if (await repo.findPaymentVoid(tx, payment.id)) {
    throw new AppError('CONFLICT', 'A void payment cannot be refunded', {
      key: 'errors:ledger.voidNotRefundable',
    });
  }
  const refunded = await repo.refundedAmount(tx, payment.id);
  if (refund.amount > payment.amount - refunded) {
    throw new AppError('UNPROCESSABLE', 'The refund exceeds what is left of the payment', {
      key: 'errors:ledger.refundTooLarge',
      details: { amount: 'validation:payment.refundTooLarge' },
    });
  }
  const held = await repo.netAllocationsOfPayment(tx, payment.id);
  const allocated = held.reduce((sum, a) => sum + a.amount, 0);
  let toTakeBack = refund.amount - (payment.amount - refunded - allocated);
  const reversals: { chargeId: string; amount: number }[] = [];
  for (const allocation of held) {
    if (toTakeBack <= 0) break;
    const share = Math.min(allocation.amount, toTakeBack);
    reversals.push({ chargeId: allocation.chargeId, amount: -share });
    toTakeBack -= share;
  }
  await repo.insertPaymentRefund(tx, {
    paymentId: payment.id,
    amount: refund.amount,
    reason: refund.reason,
    createdBy: refund.by,
  });
  await ledgerRepo.insertAllocations(tx, payment.id, reversals);
  await reopen(tx, lease, today);
}

/** The credit that reverses a voided charge stays: correcting it would bring the charge back. */
async function notChargeVoidCredit(tx: DbOrTx, payment: PaymentRow): Promise<void> {
  if (await chargesRepo.isChargeVoidCredit(tx, payment.id)) {
    throw new AppError('CONFLICT', 'This credit reverses a voided charge; it cannot be corrected', {
      key: 'errors:ledger.reversalNotCorrectable',
    });
  }
}

/** Charges a correction reopened: other credit settles them, and late fees are re-evaluated. */
async function reopen(tx: DbOrTx, lease: LeaseRow, today: string): Promise<void> {
  await settleLease(tx, lease.id);
  await chargeLateFees(tx, lease, today);
}

/** When and why a payment was voided, if it was (its receipt says so). The caller checks access. */
export async function paymentVoidOf(
  db: DbOrTx,
  paymentId: string,
): Promise<{ date: string; reason: string } | null> {
  const row = await repo.findPaymentVoid(db, paymentId);
  return row ? { date: row.createdAt.toISOString(), reason: row.reason } : null;
}
