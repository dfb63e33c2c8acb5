import { AppError } from '@rentwise/core/errors';
import type { RefundPaymentBody, VoidPaymentBody } from '@rentwise/core/payments/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { recordAuditEvent } from '../audit/audit.service';
import { findVisibleLease } from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import * as corrections from '../ledger/ledger-corrections.service';

/**
 * POST /api/payments/:id/void and …/refund: the lease's owner corrects a payment. The payment is
 * found through the lease the actor may see (lease-scope), so another owner's payment is a 404;
 * the correction then works on that lease's ledger only.
 */

const notFound = () => new AppError('NOT_FOUND', 'Payment not found');

async function correctablePayment(tx: DbOrTx, actor: Actor, paymentId: string) {
  requireAccess(actor, 'payment.correct');
  const payment = await ledger.findPayment(tx, paymentId);
  if (!payment) throw notFound();
  const lease = await findVisibleLease(tx, actor, payment.leaseId);
  if (!lease) throw notFound();
  return { payment, lease };
}

export async function voidPayment(
  db: Db,
  actor: Actor,
  paymentId: string,
  body: VoidPaymentBody,
  today = ledger.todayIso(),
) {
  return db.transaction(async (tx) => {
    const { payment, lease } = await correctablePayment(tx, actor, paymentId);
    await corrections.voidPayment(tx, lease, payment, { reason: body.reason, by: actor.userId }, today);
    await recordAuditEvent(tx, actor, {
      orgId: payment.orgId,
      action: 'void',
      entityType: 'payment',
      entityId: payment.id,
      before: { amount: payment.amount, voided: false },
      after: { amount: payment.amount, voided: true, reason: body.reason },
    });
    return ledger.readLedger(tx, lease, today);
  });
}

export async function refundPayment(
  db: Db,
  actor: Actor,
  paymentId: string,
  body: RefundPaymentBody,
  today = ledger.todayIso(),
) {
  return db.transaction(async (tx) => {
    const { payment, lease } = await correctablePayment(tx, actor, paymentId);
    await corrections.refundPayment(
      tx,
      lease,
      payment,
      { amount: body.amount, reason: body.reason, by: actor.userId },
      today,
    );
    await recordAuditEvent(tx, actor, {
      orgId: payment.orgId,
      action: 'refund',
      entityType: 'payment',
      entityId: payment.id,
      after: { paymentAmount: payment.amount, refundAmount: body.amount, reason: body.reason },
    });
    return ledger.readLedger(tx, lease, today);
  });
}
