import { createHash } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import type { Payment } from '@rentwise/core/leases/schemas';
import type { CreatePaymentBody } from '@rentwise/core/payments/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { recordAuditEvent } from '../audit/audit.service';
import { findVisibleLease } from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import { notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import { leaseCurrencyOf } from '../organisations/organisations.service';
import type { PaymentProvider } from './payment-provider';
import * as repo from './payments.repository';
import { queueReceiptEmail, type ReceiptMail } from './receipt-email';

export interface PaymentResult {
  payment: Payment;
  allocations: { chargeId: string; amount: number }[];
  balance: number;
}

const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again.',
  test_mode_live_card: 'Test mode: use a test card number such as 4242 4242 4242 4242.',
  account_closed: 'The bank account is closed.',
};

/** The same refusals as `errors:` catalog keys, for the reader's language. */
const DECLINE_KEYS: Record<string, string> = {
  card_declined: 'errors:payment.cardDeclined',
  insufficient_funds: 'errors:payment.insufficientFunds',
  lost_card: 'errors:payment.cardDeclined',
  stolen_card: 'errors:payment.cardDeclined',
  expired_card: 'errors:payment.expiredCard',
  incorrect_cvc: 'errors:payment.incorrectCvc',
  processing_error: 'errors:payment.processingError',
  test_mode_live_card: 'errors:payment.testModeLiveCard',
  account_closed: 'errors:payment.accountClosed',
};

function requestHash(body: CreatePaymentBody): string {
  const ordered = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/**
 * POST /api/payments. A tenant pays through the provider (card or bank); an owner records money
 * received (cash, check, bank). The whole write — idempotency key, payment, allocations — is one
 * transaction keyed by (user, Idempotency-Key): a replay with the same body answers the stored
 * result, another body is a 422, a concurrent duplicate waits on the key and then replays. A
 * declined payment rolls back, so the same key may be retried. With `mail`, the tenant is emailed
 * the receipt (call `mail.mailer.wake()` after).
 */
export async function createPayment(
  db: Db,
  actor: Actor,
  idempotencyKey: string | undefined,
  body: CreatePaymentBody,
  provider: PaymentProvider | null,
  mail?: ReceiptMail,
): Promise<{ replayed: boolean; result: PaymentResult }> {
  requireAccess(actor, 'payment.record');
  if (!idempotencyKey || !/^[\w.:-]{8,200}$/.test(idempotencyKey)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'An Idempotency-Key header (8–200 characters) is required',
      { key: 'errors:payment.idempotencyKeyRequired' },
    );
  }
  if (actor.role === 'tenant' && provider?.name === 'stripe') {
    // With Stripe the browser confirms a PaymentIntent (POST /api/payments/intents) and the
    // webhook records the payment: our server never takes card or account details.
    throw new AppError('VALIDATION_FAILED', 'Pay online through the payment form', {
      details: { method: 'validation:payment.tenantMethod' },
    });
  }
  checkMethod(actor, body);
  const hash = requestHash(body);
  return db.transaction(async (tx) => {
    const claimed = await repo.claimIdempotencyKey(tx, {
      userId: actor.userId,
      key: idempotencyKey,
      requestHash: hash,
    });
    if (!claimed) return { replayed: true, result: await replay(tx, actor, idempotencyKey, hash) };

    const lease = await findVisibleLease(tx, actor, body.leaseId);
    if (!lease) throw new AppError('NOT_FOUND', 'Lease not found');
    await ledger.lockLease(tx, lease.id);
    if (actor.role === 'tenant') await checkTenantAmount(tx, lease, body.amount);

    let providerName: string | null = null;
    let providerReference: string | null = null;
    if (actor.role === 'tenant') {
      if (provider?.name !== 'test') {
        throw new AppError('SERVICE_UNAVAILABLE', 'Online payments are not available', {
          key: 'errors:payment.onlineUnavailable',
        });
      }
      const outcome = await provider.charge({
        amount: body.amount,
        method: body.method as 'card' | 'bank',
        card: body.card,
        bank: body.bank,
        idempotencyKey,
      });
      if (!outcome.approved) {
        throw new AppError(
          'PAYMENT_DECLINED',
          DECLINE_MESSAGES[outcome.reason] ?? 'The payment was declined.',
          {
            key: DECLINE_KEYS[outcome.reason] ?? 'errors:payment.declined',
            details: {
              [body.method === 'card'
                ? 'cardNumber'
                : body.bank && 'iban' in body.bank
                  ? 'iban'
                  : 'accountNumber']: `validation:payment.declined`,
            },
          },
        );
      }
      providerName = provider.name;
      providerReference = outcome.reference;
    }

    const payment = await ledger.recordPayment(tx, {
      leaseId: lease.id,
      tenantId: lease.tenantId,
      amount: body.amount,
      method: body.method,
      receivedAt: body.receivedAt ? new Date(`${body.receivedAt}T12:00:00Z`) : new Date(),
      reference: body.reference ?? null,
      provider: providerName,
      providerReference,
      recordedBy: actor.userId,
      idempotencyKey,
    });
    // The owner hears about money they did not record themselves.
    if (lease.ownerId !== actor.userId) {
      await notifications.notify(tx, {
        userId: lease.ownerId,
        type: 'payment',
        ...notificationText('payment-received', {
          amount: { cents: body.amount, currency: await leaseCurrencyOf(tx, lease.id) },
          tenant: `${lease.tenantFirstName} ${lease.tenantLastName}`,
          address: lease.unitLabel ? `${lease.propertyAddress}, ${lease.unitLabel}` : lease.propertyAddress,
        }),
        link: '/owner-dashboard/leases',
      });
    }
    await recordAuditEvent(tx, actor, {
      orgId: payment.orgId,
      action: 'create',
      entityType: 'payment',
      entityId: payment.id,
      after: {
        leaseId: payment.leaseId,
        tenantId: payment.tenantId,
        amount: payment.amount,
        method: payment.method,
        receivedAt: payment.receivedAt,
        reference: payment.reference,
        provider: payment.provider,
      },
    });
    // The money is confirmed (the test provider approves at once; an owner records money received):
    // the tenant gets the receipt by email, in this transaction (issue 25 item 2).
    if (mail) await queueReceiptEmail(tx, mail, payment, lease);
    const result = await resultOf(tx, lease.id, payment.id);
    await repo.storeIdempotentResponse(tx, actor.userId, idempotencyKey, result);
    return { replayed: false, result };
  });
}

/**
 * A tenant's online payment is at most the balance due plus one month's rent (issue 18): enough
 * to pay ahead, not enough for a typo of an extra zero to take ten months of rent from a card.
 */
export async function checkTenantAmount(
  tx: DbOrTx,
  lease: { id: string; graceDays: number; rentAmount: number },
  amount: number,
): Promise<void> {
  const { balance } = await ledger.readLedger(tx, lease, ledger.todayIso());
  if (amount > Math.max(balance, 0) + lease.rentAmount) {
    throw new AppError('UNPROCESSABLE', "The amount exceeds the balance due plus one month's rent", {
      key: 'errors:payment.tooMuch',
      details: { amount: 'validation:payment.tooMuch' },
    });
  }
}

function checkMethod(actor: Actor, body: CreatePaymentBody): void {
  if (actor.role === 'owner') {
    if (body.method === 'card' || body.card || body.bank) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Owners record cash, check or bank transfer payments received',
        {
          details: { method: 'validation:payment.ownerMethod' },
        },
      );
    }
    return;
  }
  if (body.method === 'cash' || body.method === 'check' || body.receivedAt || body.reference) {
    throw new AppError('VALIDATION_FAILED', 'Tenants pay by card or bank transfer', {
      details: { method: 'validation:payment.tenantMethod' },
    });
  }
  if (body.method === 'card' && !body.card) {
    throw new AppError('VALIDATION_FAILED', 'Card details are required', {
      details: { card: 'validation:payment.cardInvalid' },
    });
  }
  if (body.method === 'bank' && !body.bank) {
    throw new AppError('VALIDATION_FAILED', 'A bank account number is required', {
      details: { bank: 'validation:payment.accountInvalid' },
    });
  }
}

async function replay(tx: DbOrTx, actor: Actor, key: string, hash: string): Promise<PaymentResult> {
  const stored = await repo.findIdempotencyKey(tx, actor.userId, key);
  if (!stored || stored.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request',
      { key: 'errors:payment.idempotencyKeyReused' },
    );
  }
  if (!stored.response)
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is in progress', {
      key: 'errors:payment.inProgress',
    });
  return stored.response as PaymentResult;
}

async function resultOf(tx: DbOrTx, leaseId: string, paymentId: string): Promise<PaymentResult> {
  const { charges, payments, allocations } = await ledger.ledgerRows(tx, leaseId);
  const payment = payments.find((p) => p.id === paymentId);
  if (!payment) throw new AppError('INTERNAL', 'Payment vanished');
  // As the ledger counts it: a voided payment for nothing, refunds given back.
  const balance =
    charges.reduce((s, c) => s + c.amount, 0) -
    payments.reduce((s, p) => s + (p.voided ? 0 : p.amount - p.refunded), 0);
  return {
    payment: ledger.toPaymentDto(payment),
    allocations: allocations
      .filter((a) => a.paymentId === paymentId)
      .map(({ chargeId, amount }) => ({ chargeId, amount })),
    balance,
  };
}
