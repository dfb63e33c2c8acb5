import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import {
  convenienceFee,
  type PaymentIntent,
  type PaymentIntentBody,
  type ProcessingPayment,
  type StripeConnection,
  type UpdateStripeSettingsBody,
} from '@rentwise/core/payments/online';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor, TenantActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { recordAuditEvent } from '../audit/audit.service';
import { findVisibleLease } from '../leases/leases.service';
import { scopeOf } from '../ledger/lease-scope';
import * as ledger from '../ledger/ledger.service';
import * as charges from '../ledger/ledger-charges.service';
import { type NotificationTextKey, notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import { leaseCurrencyOf } from '../organisations/organisations.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { checkTenantAmount } from '../payments/payments.service';
import { queueReceiptEmail, type ReceiptMail } from '../payments/receipt-email';
import type { StripeProvider } from '../payments/stripe-provider';
import { settleAutopayIntent } from './autopay.service';
import * as repo from './stripe.repository';

/**
 * Stripe (issue 25): Connect onboarding, the tenant's PaymentIntent, and the webhook that moves the
 * ledger. The ledger records a payment only on `payment_intent.succeeded`, for the amount our
 * server asked for; a dispute or a returned bank debit reverses it through the ledger's
 * payment-return path (the same as POST /api/payments/:id/return).
 */

function stripeOf(provider: PaymentProvider | null): StripeProvider {
  if (provider?.name !== 'stripe')
    throw new AppError('NOT_FOUND', 'Online payments through Stripe are not set up');
  return provider;
}

function connectionOf(row: repo.StripeAccountRow | undefined, available: boolean): StripeConnection {
  return {
    available,
    status: row ? row.status : 'not_connected',
    accountId: row?.accountId ?? null,
    feePayer: row?.feePayer ?? 'organisation',
  };
}

/**
 * GET /api/payments/processing: bank debits Stripe is still processing — shown as such on the
 * tenant's and the owner's pages until the webhook records (or fails) them.
 */
export async function listProcessingPayments(db: Db, actor: Actor): Promise<ProcessingPayment[]> {
  requireAccess(actor, 'ledger.read');
  return repo.listProcessing(db, scopeOf(actor));
}

/** GET /api/org/payments. */
export async function getConnection(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
): Promise<StripeConnection> {
  requireAccess(actor, 'org.read');
  const member = actor as MemberActor;
  return connectionOf(await repo.findAccountOfOrg(db, member.orgId), provider?.name === 'stripe');
}

/**
 * POST /api/org/payments/onboarding: creates the organisation's connected account the first time,
 * reads its state from Stripe (active once Stripe enables its charges) and answers the account link
 * to Stripe's hosted onboarding, which returns to Settings → Payments.
 */
export async function startOnboarding(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
  publicUrl: string,
): Promise<{ url: string; status: 'pending' | 'active' }> {
  requireAccess(actor, 'org.update');
  const stripe = stripeOf(provider);
  const member = actor as MemberActor;
  let account = await repo.findAccountOfOrg(db, member.orgId);
  if (!account) {
    const created = await stripe.createAccount({ orgId: member.orgId });
    account = await db.transaction(async (tx) => {
      const row = await repo.insertAccount(tx, { orgId: member.orgId, accountId: created.id });
      await recordAuditEvent(tx, actor, {
        orgId: member.orgId,
        action: 'update',
        entityType: 'organisation',
        entityId: member.orgId,
        before: { stripeAccount: null },
        after: { stripeAccount: row.accountId, stripeStatus: row.status },
      });
      return row;
    });
  }
  const state = await stripe.retrieveAccount(account.accountId);
  const status = state.chargesEnabled ? 'active' : 'pending';
  const current = account;
  await db.transaction((tx) => setStatus(tx, actor, current, status));
  const settings = `${publicUrl}/owner-dashboard/settings`;
  const link = await stripe.createAccountLink({
    account: account.accountId,
    refreshUrl: settings,
    returnUrl: settings,
  });
  return { url: link.url, status };
}

/** PUT /api/org/payments: who pays the processing fee (the organisation, or the tenant as a fee). */
export async function updateSettings(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
  body: UpdateStripeSettingsBody,
): Promise<StripeConnection> {
  requireAccess(actor, 'org.update');
  stripeOf(provider);
  const member = actor as MemberActor;
  return db.transaction(async (tx) => {
    const before = await repo.findAccountOfOrg(tx, member.orgId);
    if (!before)
      throw new AppError('CONFLICT', 'Connect a Stripe account first', {
        key: 'errors:stripe.notConnected',
      });
    const after = await repo.updateAccount(tx, member.orgId, { feePayer: body.feePayer });
    await recordAuditEvent(tx, actor, {
      orgId: member.orgId,
      action: 'update',
      entityType: 'organisation',
      entityId: member.orgId,
      before: { paymentFeePayer: before.feePayer },
      after: { paymentFeePayer: body.feePayer },
    });
    return connectionOf(after, true);
  });
}

/**
 * POST /api/payments/intents (a tenant): a PaymentIntent on the landlord's connected account for
 * the amount the tenant chose — at most the balance due plus one month's rent (issue 18) — plus the
 * convenience fee when the organisation passes it on. The browser confirms it with the Payment
 * Element; the browser cannot change its amount, and the webhook records our amount in any case.
 */
export async function createPaymentIntent(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
  body: PaymentIntentBody,
  idempotencyKey: string | undefined,
): Promise<PaymentIntent> {
  requireAccess(actor, 'payment.record');
  if (actor.role !== 'tenant')
    throw new AppError('FORBIDDEN', 'Only tenants pay online', { key: 'errors:stripe.tenantsOnly' });
  const stripe = stripeOf(provider);
  const lease = await findVisibleLease(db, actor, body.leaseId);
  const orgId = lease ? await repo.orgOfLease(db, lease.id) : undefined;
  if (!lease || !orgId) throw new AppError('NOT_FOUND', 'Lease not found');
  const account = await repo.findAccountOfOrg(db, orgId);
  if (account?.status !== 'active') {
    throw new AppError('CONFLICT', 'Your landlord does not take online payments yet', {
      key: 'errors:stripe.ownerNotConnected',
    });
  }
  await checkTenantAmount(db, lease, body.amount);
  const fee = account.feePayer === 'tenant' ? convenienceFee(body.amount) : 0;
  const currency = await repo.currencyOf(db, orgId);
  const intent = await stripe.createPaymentIntent({
    account: account.accountId,
    amount: body.amount + fee,
    currency,
    metadata: { lease_id: lease.id, org_id: orgId, amount: String(body.amount), fee: String(fee) },
    idempotencyKey: `intent-${actor.userId}-${idempotencyKey ?? randomUUID()}`,
  });
  if (!intent.clientSecret) throw new AppError('INTERNAL', 'Stripe answered no client secret');
  await repo.insertIntent(db, {
    id: intent.id,
    orgId,
    accountId: account.accountId,
    leaseId: lease.id,
    tenantUserId: actor.userId,
    amount: body.amount,
    fee,
  });
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    publishableKey: stripe.publishableKey,
    stripeAccount: account.accountId,
    currency,
    amount: body.amount,
    fee,
    total: body.amount + fee,
  };
}

export interface WebhookOutcome {
  duplicate: boolean;
  outcome: string;
}

/**
 * POST /api/webhooks/stripe. The signature is checked against the raw body first (a bad one: 400,
 * nothing stored). Each event id is handled once, in one transaction with what it changes.
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider | null,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
  mail?: ReceiptMail,
): Promise<WebhookOutcome> {
  const stripe = stripeOf(provider);
  let event: Stripe.Event;
  try {
    event = stripe.constructEvent(rawBody, signature);
  } catch {
    throw new AppError('BAD_REQUEST', 'The Stripe-Signature header does not match this payload', {
      key: 'errors:stripe.badSignature',
    });
  }
  const result = await db.transaction(async (tx) => {
    const claimed = await repo.claimEvent(tx, {
      id: event.id,
      type: event.type,
      accountId: event.account ?? null,
      livemode: event.livemode,
    });
    if (!claimed) return { duplicate: true, outcome: 'duplicate' };
    const { outcome, orgId } = await applyEvent(tx, event, log, mail);
    await repo.setEventOutcome(tx, event.id, { outcome, orgId });
    log.info({ stripeEvent: event.id, type: event.type, account: event.account, outcome }, 'stripe webhook');
    return { duplicate: false, outcome };
  });
  if (result.outcome === 'recorded') mail?.mailer.wake();
  return result;
}

type Applied = { outcome: string; orgId: string | null };

async function applyEvent(
  tx: DbOrTx,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  mail: ReceiptMail | undefined,
): Promise<Applied> {
  switch (event.type) {
    case 'account.updated':
      return accountUpdated(tx, event.account ?? event.data.object.id, event.data.object);
    case 'payment_intent.processing':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const row = await ourIntent(tx, intent.id, event.account, log);
      if ('outcome' in row) return row;
      if (event.type === 'payment_intent.processing') return intentProcessing(tx, row);
      if (event.type === 'payment_intent.succeeded') return intentSucceeded(tx, row, intent, log, mail);
      const reason = intent.last_payment_error?.code ?? intent.last_payment_error?.type ?? 'failed';
      // An autopay charge that failed (or a bank debit returned) counts toward turning autopay off;
      // autopay's own message then tells the tenant and the owner, once — not this one as well.
      const told = await settleAutopayIntent(tx, mail, row.id, { succeeded: false, reason });
      return intentFailed(tx, row, reason, { tell: !told });
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const intentId =
        typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
      if (!intentId) return { outcome: 'ignored: no payment intent', orgId: null };
      const row = await ourIntent(tx, intentId, event.account, log);
      if ('outcome' in row) return row;
      return intentReturned(tx, row, `dispute: ${dispute.reason}`);
    }
    default:
      return { outcome: `ignored: ${event.type} not handled`, orgId: null };
  }
}

async function accountUpdated(tx: DbOrTx, accountId: string, account: Stripe.Account): Promise<Applied> {
  const row = await repo.findAccountById(tx, accountId);
  if (!row) return { outcome: 'ignored: unknown account', orgId: null };
  const status = account.charges_enabled ? 'active' : 'pending';
  await setStatus(tx, null, row, status);
  return { outcome: `account ${status}`, orgId: row.orgId };
}

/** The connected account's state as Stripe reports it (one audit event when it changes). */
async function setStatus(
  tx: DbOrTx,
  actor: Actor | null,
  row: repo.StripeAccountRow,
  status: 'pending' | 'active',
): Promise<void> {
  if (status === row.status) return;
  await repo.updateAccount(tx, row.orgId, { status });
  await recordAuditEvent(tx, actor, {
    orgId: row.orgId,
    action: 'update',
    entityType: 'organisation',
    entityId: row.orgId,
    before: { stripeStatus: row.status },
    after: { stripeStatus: status },
  });
}

/**
 * Our PaymentIntent row, locked, when the event is about one we created on the account of the
 * organisation it belongs to; otherwise what to log. An event of another organisation's account
 * (or of none) is ignored and logged.
 */
async function ourIntent(
  tx: DbOrTx,
  intentId: string,
  account: string | undefined,
  log: FastifyBaseLogger,
): Promise<repo.StripeIntentRow | Applied> {
  const row = await repo.lockIntent(tx, intentId);
  if (!row) return { outcome: 'ignored: unknown payment intent', orgId: null };
  const owner = account ? await repo.findAccountById(tx, account) : undefined;
  if (!account || row.accountId !== account || owner?.orgId !== row.orgId) {
    log.warn(
      { paymentIntent: intentId, eventAccount: account ?? null, expectedAccount: row.accountId },
      'stripe webhook: event for another account ignored',
    );
    return { outcome: 'ignored: account mismatch', orgId: null };
  }
  return row;
}

async function leaseOf(tx: DbOrTx, row: repo.StripeIntentRow) {
  const tenant: TenantActor = { userId: row.tenantUserId, role: 'tenant' };
  const lease = await findVisibleLease(tx, tenant, row.leaseId);
  if (!lease) throw new AppError('INTERNAL', `Lease ${row.leaseId} of ${row.id} not visible to its tenant`);
  return lease;
}

type LeaseWithPlace = Awaited<ReturnType<typeof leaseOf>>;

async function tell(
  tx: DbOrTx,
  userId: string,
  key: NotificationTextKey &
    ('payment-confirmed' | 'payment-processing' | 'payment-failed' | 'payment-returned'),
  lease: LeaseWithPlace,
  amount: number,
  reason: string,
  link: string,
): Promise<void> {
  const address = lease.unitLabel ? `${lease.propertyAddress}, ${lease.unitLabel}` : lease.propertyAddress;
  const currency = await leaseCurrencyOf(tx, lease.id);
  await notifications.notify(tx, {
    userId,
    type: 'payment',
    ...notificationText(key, { amount: { cents: amount, currency }, address, reason }),
    link,
  });
}

const TENANT_LINK = '/tenant-dashboard/payments';
const OWNER_LINK = '/owner-dashboard/leases';

async function intentProcessing(tx: DbOrTx, row: repo.StripeIntentRow): Promise<Applied> {
  if (row.status !== 'requires_payment_method')
    return { outcome: `ignored: already ${row.status}`, orgId: row.orgId };
  await repo.updateIntent(tx, row.id, { status: 'processing' });
  const lease = await leaseOf(tx, row);
  await tell(tx, row.tenantUserId, 'payment-processing', lease, row.amount, '', TENANT_LINK);
  return { outcome: 'processing', orgId: row.orgId };
}

async function intentSucceeded(
  tx: DbOrTx,
  row: repo.StripeIntentRow,
  intent: Stripe.PaymentIntent,
  log: FastifyBaseLogger,
  mail: ReceiptMail | undefined,
): Promise<Applied> {
  if (row.paymentId) return { outcome: 'ignored: already recorded', orgId: row.orgId };
  const charged = intent.amount_received || intent.amount;
  if (charged !== row.amount + row.fee) {
    // The server's amount wins: the ledger records what we asked for, never what the event says.
    log.warn(
      { paymentIntent: row.id, eventAmount: charged, expected: row.amount + row.fee },
      'stripe webhook: amount differs from the PaymentIntent we created; our amount is recorded',
    );
  }
  await ledger.lockLease(tx, row.leaseId);
  const lease = await leaseOf(tx, row);
  const payment = await ledger.recordPayment(tx, {
    leaseId: lease.id,
    tenantId: lease.tenantId,
    amount: row.amount,
    // Only bank debits go through 'processing' before they succeed.
    method: row.status === 'processing' ? 'bank' : 'card',
    receivedAt: new Date(),
    reference: null,
    provider: 'stripe',
    providerReference: row.id,
    recordedBy: row.tenantUserId,
    idempotencyKey: `stripe:${row.id}`,
  });
  await repo.updateIntent(tx, row.id, { status: 'succeeded', paymentId: payment.id });
  await recordAuditEvent(tx, null, {
    orgId: row.orgId,
    action: 'create',
    entityType: 'payment',
    entityId: payment.id,
    after: {
      leaseId: payment.leaseId,
      tenantId: payment.tenantId,
      amount: payment.amount,
      method: payment.method,
      receivedAt: payment.receivedAt,
      provider: 'stripe',
      providerReference: row.id,
    },
  });
  await notifications.notify(tx, {
    userId: lease.ownerId,
    type: 'payment',
    ...notificationText('payment-received', {
      amount: { cents: row.amount, currency: await leaseCurrencyOf(tx, lease.id) },
      tenant: `${lease.tenantFirstName} ${lease.tenantLastName}`,
      address: lease.unitLabel ? `${lease.propertyAddress}, ${lease.unitLabel}` : lease.propertyAddress,
    }),
    link: OWNER_LINK,
  });
  await tell(tx, row.tenantUserId, 'payment-confirmed', lease, row.amount, '', TENANT_LINK);
  // The money is confirmed: the receipt goes out now, not when the tenant pressed Pay.
  if (mail) await queueReceiptEmail(tx, mail, payment, lease);
  await settleAutopayIntent(tx, mail, row.id, { succeeded: true });
  return { outcome: 'recorded', orgId: row.orgId };
}

/** `tell: false` when the tenant and the owner already heard of it (autopay's own message). */
type Telling = { tell: boolean };

async function intentFailed(
  tx: DbOrTx,
  row: repo.StripeIntentRow,
  reason: string,
  telling: Telling = { tell: true },
): Promise<Applied> {
  // A failure after the money was recorded (a bank debit returned) reverses it like a return.
  if (row.paymentId) return intentReturned(tx, row, reason, telling);
  if (row.status === 'failed') return { outcome: 'ignored: already failed', orgId: row.orgId };
  await repo.updateIntent(tx, row.id, { status: 'failed', failureReason: reason });
  if (telling.tell) {
    const lease = await leaseOf(tx, row);
    await tell(tx, row.tenantUserId, 'payment-failed', lease, row.amount, reason, TENANT_LINK);
    await tell(tx, lease.ownerId, 'payment-failed', lease, row.amount, reason, OWNER_LINK);
  }
  return { outcome: 'failed', orgId: row.orgId };
}

/** A recorded payment disputed or returned by the bank: the ledger's payment-return path. */
async function intentReturned(
  tx: DbOrTx,
  row: repo.StripeIntentRow,
  reason: string,
  telling: Telling = { tell: true },
): Promise<Applied> {
  if (!row.paymentId) return intentFailed(tx, row, reason, telling);
  if (row.status === 'returned') return { outcome: 'ignored: already returned', orgId: row.orgId };
  await ledger.lockLease(tx, row.leaseId);
  const lease = await leaseOf(tx, row);
  const payment = await ledger.findPayment(tx, row.paymentId);
  if (!payment) throw new AppError('INTERNAL', `Payment ${row.paymentId} of ${row.id} missing`);
  const why = `Stripe: ${reason}`.slice(0, 500);
  // The correction is the organisation's (its owner of record): no person of ours made it.
  await charges.returnPayment(tx, lease, payment, { reason: why, by: lease.ownerId }, ledger.todayIso());
  await repo.updateIntent(tx, row.id, { status: 'returned', failureReason: reason });
  await recordAuditEvent(tx, null, {
    orgId: row.orgId,
    action: 'return',
    entityType: 'payment',
    entityId: payment.id,
    before: { amount: payment.amount, returned: false },
    after: { returned: true, reason: why, provider: 'stripe' },
  });
  if (telling.tell) {
    await tell(tx, row.tenantUserId, 'payment-returned', lease, row.amount, reason, TENANT_LINK);
    await tell(tx, lease.ownerId, 'payment-returned', lease, row.amount, reason, OWNER_LINK);
  }
  return { outcome: 'returned', orgId: row.orgId };
}
