import { AppError } from '@rentwise/core/errors';
import type {
  AddChargeBody,
  AddCreditBody,
  LedgerDetails,
  RecurringCharge,
  ReturnPaymentBody,
  VoidChargeBody,
} from '@rentwise/core/leases/charges-schemas';
import type { Ledger } from '@rentwise/core/leases/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { recordAuditEvent } from '../audit/audit.service';
import * as ledger from '../ledger/ledger.service';
import * as charges from '../ledger/ledger-charges.service';
import { findVisibleLease } from './leases.service';

/**
 * Other charges, credits, charge voids and returned payments (issue 18 items 5 and 6; the ledger
 * rules are in ledger/ledger-charges.service, decision 026). Each finds the lease through the
 * actor's scope (another organisation's, or an unseen property's, is a 404), checks the action
 * on the lease's property, and writes its audit event in the same transaction. Each answers the
 * lease's ledger as it now is.
 */

const leaseNotFound = () => new AppError('NOT_FOUND', 'Lease not found');

async function scopedLease(
  tx: DbOrTx,
  actor: Actor,
  leaseId: string,
  action: 'lease.write' | 'payment.correct' | 'ledger.read',
) {
  requireAccess(actor, action);
  const lease = await findVisibleLease(tx, actor, leaseId);
  if (!lease) throw leaseNotFound();
  requireAccess(actor, action, { propertyId: lease.propertyId });
  return lease;
}

/** POST /api/leases/:id/charges: a one-off charge, or a monthly one from `dueDate`. */
export async function addCharge(
  db: Db,
  actor: Actor,
  leaseId: string,
  body: AddChargeBody,
  today = ledger.todayIso(),
): Promise<Ledger> {
  return db.transaction(async (tx) => {
    await ledger.lockLease(tx, leaseId);
    const lease = await scopedLease(tx, actor, leaseId, 'lease.write');
    const { description, amount, dueDate } = body;
    if (body.recurring) {
      const row = await charges.addRecurringCharge(
        tx,
        lease,
        { description, amount, firstDueDate: dueDate, by: actor.userId },
        today,
      );
      await recordAuditEvent(tx, actor, {
        orgId: lease.orgId,
        action: 'create',
        entityType: 'charge',
        entityId: row.id,
        after: { leaseId: lease.id, description, amount, firstDueDate: dueDate, recurring: 'monthly' },
      });
    } else {
      const row = await charges.addOtherCharge(tx, lease, { description, amount, dueDate });
      await recordAuditEvent(tx, actor, {
        orgId: lease.orgId,
        action: 'create',
        entityType: 'charge',
        entityId: row.id,
        after: { leaseId: lease.id, description, amount, dueDate },
      });
    }
    return ledger.readLedger(tx, lease, today);
  });
}

/** POST /api/leases/:id/recurring-charges/:chargeId/stop: no period due from today on is charged. */
export async function stopRecurringCharge(
  db: Db,
  actor: Actor,
  leaseId: string,
  recurringChargeId: string,
  today = ledger.todayIso(),
): Promise<RecurringCharge> {
  return db.transaction(async (tx) => {
    await ledger.lockLease(tx, leaseId);
    const lease = await scopedLease(tx, actor, leaseId, 'lease.write');
    const row = await charges.stopRecurringCharge(tx, lease, recurringChargeId, { by: actor.userId }, today);
    await recordAuditEvent(tx, actor, {
      orgId: lease.orgId,
      action: 'stop',
      entityType: 'charge',
      entityId: row.id,
      before: { stoppedOn: null },
      after: { leaseId: lease.id, description: row.description, stoppedOn: row.stoppedOn },
    });
    return charges.toRecurringDto(row);
  });
}

/** POST /api/leases/:id/credits: a credit or concession (a non-cash 'credit' payment). */
export async function addCredit(
  db: Db,
  actor: Actor,
  leaseId: string,
  body: AddCreditBody,
  today = ledger.todayIso(),
): Promise<Ledger> {
  return db.transaction(async (tx) => {
    await ledger.lockLease(tx, leaseId);
    const lease = await scopedLease(tx, actor, leaseId, 'lease.write');
    const payment = await charges.addCredit(tx, lease, { ...body, by: actor.userId }, today);
    await recordAuditEvent(tx, actor, {
      orgId: lease.orgId,
      action: 'create',
      entityType: 'payment',
      entityId: payment.id,
      after: {
        leaseId: lease.id,
        method: 'credit',
        description: body.description,
        amount: body.amount,
        date: body.date,
      },
    });
    return ledger.readLedger(tx, lease, today);
  });
}

/** POST /api/charges/:id/void: a reversing entry that says why and who; 409 when already void. */
export async function voidCharge(
  db: Db,
  actor: Actor,
  chargeId: string,
  body: VoidChargeBody,
  today = ledger.todayIso(),
): Promise<Ledger> {
  return db.transaction(async (tx) => {
    requireAccess(actor, 'payment.correct');
    const charge = await charges.findCharge(tx, chargeId);
    if (!charge) throw new AppError('NOT_FOUND', 'Charge not found');
    await ledger.lockLease(tx, charge.leaseId);
    const lease = await findVisibleLease(tx, actor, charge.leaseId);
    if (!lease) throw new AppError('NOT_FOUND', 'Charge not found');
    requireAccess(actor, 'payment.correct', { propertyId: lease.propertyId });
    const voided = await charges.voidCharge(tx, lease, charge, { reason: body.reason, by: actor.userId });
    // One event for the one correction; a rent charge's late fee voided with it is named in it.
    await recordAuditEvent(tx, actor, {
      orgId: lease.orgId,
      action: 'void',
      entityType: 'charge',
      entityId: charge.id,
      before: { voided: false },
      after: {
        leaseId: lease.id,
        kind: charge.kind,
        amount: charge.amount,
        voided: true,
        reason: body.reason,
        ...(voided.length > 1 ? { lateFeeVoided: voided[1] } : {}),
      },
    });
    return ledger.readLedger(tx, lease, today);
  });
}

/** POST /api/payments/:id/return: the bank returned the payment (NSF), optionally with a fee. */
export async function returnPayment(
  db: Db,
  actor: Actor,
  paymentId: string,
  body: ReturnPaymentBody,
  today = ledger.todayIso(),
): Promise<Ledger> {
  return db.transaction(async (tx) => {
    requireAccess(actor, 'payment.correct');
    const payment = await ledger.findPayment(tx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    await ledger.lockLease(tx, payment.leaseId);
    const lease = await findVisibleLease(tx, actor, payment.leaseId);
    if (!lease) throw new AppError('NOT_FOUND', 'Payment not found');
    requireAccess(actor, 'payment.correct', { propertyId: lease.propertyId });
    const fee = await charges.returnPayment(
      tx,
      lease,
      payment,
      { reason: body.reason, fee: body.fee, by: actor.userId },
      today,
    );
    await recordAuditEvent(tx, actor, {
      orgId: lease.orgId,
      action: 'return',
      entityType: 'payment',
      entityId: payment.id,
      before: { amount: payment.amount, returned: false },
      after: {
        amount: payment.amount,
        returned: true,
        reason: body.reason,
        fee: body.fee ?? null,
        feeChargeId: fee?.id ?? null,
      },
    });
    return ledger.readLedger(tx, lease, today);
  });
}

/** GET /api/leases/:id/ledger-details: descriptions, voids, returns and monthly charges. */
export async function getLedgerDetails(db: Db, actor: Actor, leaseId: string): Promise<LedgerDetails> {
  const lease = await scopedLease(db, actor, leaseId, 'ledger.read');
  return charges.ledgerDetails(db, lease.id);
}
