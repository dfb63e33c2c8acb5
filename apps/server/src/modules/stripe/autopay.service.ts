import { AppError } from '@rentwise/core/errors';
import { addDays } from '@rentwise/core/leases/dates';
import { rentDueDatesBetween } from '@rentwise/core/leases/rent-schedule';
import { formatMoney } from '@rentwise/core/money/money';
import type { AutopaySetup, AutopayState, UpdateAutopayBody } from '@rentwise/core/payments/autopay';
import { convenienceFee } from '@rentwise/core/payments/online';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { jobClock } from '../../db/job-clock';
import type { Mailer } from '../../mail/mailer';
import type { AutopayEmailData } from '../../mail/templates';
import { recordAuditEvent } from '../audit/audit.service';
import { findVisibleLease, listLeases } from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import { autopayNotification } from '../notifications/notification-texts';
import { formatDay, notify } from '../notifications/notifications.service';
import * as organisations from '../organisations/organisations.service';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StripeProvider } from '../payments/stripe-provider';
import { listRecipients } from '../reminders/reminders.service';
import * as repo from './autopay.repository';
import * as stripeRepo from './stripe.repository';

/**
 * Autopay (issue 25 item 3). The tenant saves a payment method — a SetupIntent for off-session use
 * on the landlord's connected account, confirmed in the browser — and turns autopay on. The
 * `autopay` job (hourly, as of each organisation's own date) emails three days before each due
 * date, and on the due date charges the balance due off-session: never more than the ledger says
 * is due, once per lease and period. The ledger records the money at `payment_intent.succeeded`
 * (the webhook), like any online payment, and the receipt goes out then. A failure tells the
 * tenant and the owner; two in a row turn autopay off.
 */

const NOT_AVAILABLE = () =>
  new AppError('CONFLICT', 'Your landlord does not take online payments', {
    key: 'errors:autopay.notAvailable',
  });
const OTHER_CUSTOMER = () =>
  new AppError('UNPROCESSABLE', 'This payment method was not saved for this tenant', {
    key: 'errors:autopay.otherCustomer',
  });

/** How many days after a due date a missed run still charges it (the job runs every hour). */
export const AUTOPAY_CATCH_UP_DAYS = 3;
/** The notice goes out this many days before the due date. */
export const AUTOPAY_NOTICE_DAYS = 3;
/** Failed charges in a row that turn autopay off. */
export const AUTOPAY_MAX_FAILURES = 2;

function stripeOf(provider: PaymentProvider | null): StripeProvider | null {
  return provider?.name === 'stripe' ? provider : null;
}

async function tenantLease(db: DbOrTx, actor: Actor, leaseId: string) {
  requireAccess(actor, 'payment.record');
  if (actor.role !== 'tenant')
    throw new AppError('FORBIDDEN', 'Only tenants set up autopay', { key: 'errors:autopay.tenantsOnly' });
  const lease = await findVisibleLease(db, actor, leaseId);
  const orgId = lease ? await stripeRepo.orgOfLease(db, lease.id) : undefined;
  if (!lease || !orgId) throw new AppError('NOT_FOUND', 'Lease not found');
  return { lease, orgId };
}

/** The tenant's active lease (the newest), if any. */
async function activeLeaseOf(db: Db, actor: Actor): Promise<string | undefined> {
  const { items } = await listLeases(db, actor, { limit: 20 });
  return items.find((lease) => lease.status === 'active')?.id;
}

function nextChargeOn(
  lease: { startDate: string; endDate: string; dueDay: number },
  from: string,
): string | null {
  const [next] = rentDueDatesBetween(lease, from, addDays(from, 400));
  return next?.dueDate ?? null;
}

function stateOf(
  mandate: repo.AutopayMandateRow | undefined,
  available: boolean,
  lease: { id: string; startDate: string; endDate: string; dueDay: number },
  today: string,
): AutopayState {
  const enabled = mandate?.enabled === true && mandate.paymentMethodId !== null;
  return {
    leaseId: lease.id,
    available,
    enabled,
    paymentMethod: mandate?.paymentMethodId ? mandate.paymentMethodLabel : null,
    consecutiveFailures: mandate?.consecutiveFailures ?? 0,
    nextChargeOn: enabled ? nextChargeOn(lease, today) : null,
  };
}

/** GET /api/autopay?leaseId=… (the lease's tenant; without a lease id, their active lease). */
export async function getAutopay(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
  leaseId: string | undefined,
): Promise<AutopayState> {
  requireAccess(actor, 'payment.record');
  const chosen = leaseId ?? (await activeLeaseOf(db, actor));
  if (!chosen) {
    return {
      leaseId: null,
      available: false,
      enabled: false,
      paymentMethod: null,
      consecutiveFailures: 0,
      nextChargeOn: null,
    };
  }
  const { lease, orgId } = await tenantLease(db, actor, chosen);
  const account = await stripeRepo.findAccountOfOrg(db, orgId);
  const available = stripeOf(provider) !== null && account?.status === 'active';
  return stateOf(
    await repo.findMandate(db, lease.id),
    available,
    lease,
    await organisations.todayOf(db, orgId),
  );
}

/**
 * POST /api/autopay/setup: the tenant's Customer on the connected account (made once per lease)
 * and a SetupIntent for off-session use, which the browser confirms with the Payment Element.
 */
export async function startSetup(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
  leaseId: string,
): Promise<AutopaySetup> {
  const { lease, orgId } = await tenantLease(db, actor, leaseId);
  const stripe = stripeOf(provider);
  const account = await stripeRepo.findAccountOfOrg(db, orgId);
  if (!stripe || account?.status !== 'active') throw NOT_AVAILABLE();
  let mandate = await repo.findMandate(db, lease.id);
  if (!mandate || mandate.accountId !== account.accountId) {
    const customer = await stripe.createCustomer({
      account: account.accountId,
      email: null,
      name: `${lease.tenantFirstName} ${lease.tenantLastName}`,
      metadata: { lease_id: lease.id, org_id: orgId, tenant_user_id: actor.userId },
      idempotencyKey: `customer-${account.accountId}-${lease.id}-${actor.userId}`,
    });
    mandate = await repo.insertMandate(db, {
      leaseId: lease.id,
      orgId,
      tenantUserId: actor.userId,
      accountId: account.accountId,
      customerId: customer.id,
    });
  }
  const setup = await stripe.createSetupIntent({
    account: account.accountId,
    customer: mandate.customerId,
    metadata: { lease_id: lease.id, org_id: orgId },
  });
  if (!setup.clientSecret) throw new AppError('INTERNAL', 'Stripe answered no client secret');
  await db.transaction(async (tx) => {
    await repo.updateMandate(tx, lease.id, { setupIntentId: setup.id });
    await recordAuditEvent(tx, actor, {
      orgId,
      action: 'update',
      entityType: 'lease',
      entityId: lease.id,
      after: { autopaySetupIntent: setup.id },
    });
  });
  return {
    setupIntentId: setup.id,
    clientSecret: setup.clientSecret,
    publishableKey: stripe.publishableKey,
    stripeAccount: account.accountId,
  };
}

/**
 * PUT /api/autopay: saves the payment method of the SetupIntent the browser confirmed (it must be
 * our SetupIntent, succeeded, and its method attached to this tenant's Customer — a method of
 * another customer is refused), then turns autopay on or off.
 */
export async function updateAutopay(
  db: Db,
  actor: Actor,
  provider: PaymentProvider | null,
  body: UpdateAutopayBody,
): Promise<AutopayState> {
  const { lease, orgId } = await tenantLease(db, actor, body.leaseId);
  const stripe = stripeOf(provider);
  const account = await stripeRepo.findAccountOfOrg(db, orgId);
  const available = stripe !== null && account?.status === 'active';
  const current = await repo.findMandate(db, lease.id);
  if (body.enabled && (!stripe || !available)) throw NOT_AVAILABLE();
  let method: { id: string; label: string } | undefined;
  if (body.setupIntentId) {
    if (!stripe || !current || current.setupIntentId !== body.setupIntentId) throw OTHER_CUSTOMER();
    const setup = await stripe.retrieveSetupIntent({ account: current.accountId, id: body.setupIntentId });
    if (setup.status !== 'succeeded' || !setup.paymentMethod) {
      throw new AppError('CONFLICT', 'The SetupIntent has not succeeded', {
        key: 'errors:autopay.setupIncomplete',
      });
    }
    const found = await stripe.retrievePaymentMethod({ account: current.accountId, id: setup.paymentMethod });
    if (setup.customer !== current.customerId || found.customer !== current.customerId)
      throw OTHER_CUSTOMER();
    method = { id: found.id, label: found.label };
  }
  if (body.enabled && !method && !current?.paymentMethodId) {
    throw new AppError('CONFLICT', 'Save a payment method first', { key: 'errors:autopay.noPaymentMethod' });
  }
  const today = await organisations.todayOf(db, orgId);
  if (!current) return stateOf(undefined, available, lease, today);
  const after = await db.transaction(async (tx) => {
    const locked = await repo.lockMandate(tx, lease.id);
    if (!locked) throw new AppError('NOT_FOUND', 'Autopay not found');
    const turningOn = body.enabled && !locked.enabled;
    const row = await repo.updateMandate(tx, lease.id, {
      ...(method ? { paymentMethodId: method.id, paymentMethodLabel: method.label } : {}),
      enabled: body.enabled,
      // Charged from the day it is turned on: a due date already past is not charged by surprise.
      ...(turningOn ? { enabledOn: today, consecutiveFailures: 0 } : {}),
      ...(method ? { consecutiveFailures: 0 } : {}),
    });
    await recordAuditEvent(tx, actor, {
      orgId,
      action: 'update',
      entityType: 'lease',
      entityId: lease.id,
      before: { autopay: locked.enabled, autopayMethod: locked.paymentMethodLabel },
      after: { autopay: row.enabled, autopayMethod: row.paymentMethodLabel },
    });
    return row;
  });
  return stateOf(after, available, lease, today);
}

export interface AutopayDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  provider: PaymentProvider | null;
}

export interface AutopayResult {
  notices: number;
  charged: number;
  failed: number;
  nothingDue: number;
}

/**
 * The `autopay` job (hourly, as of each organisation's own date; `POST /api/dev/jobs/autopay/run`
 * with a date). Runs after the hour's rent charges, so the balance due includes the day's rent.
 */
export async function runAutopay(deps: AutopayDeps, when: string | Date): Promise<AutopayResult> {
  const result: AutopayResult = { notices: 0, charged: 0, failed: 0, nothingDue: 0 };
  const stripe = stripeOf(deps.provider);
  if (!stripe) return result;
  let emails = 0;
  for (const candidate of await repo.listCandidates(deps.db, jobClock(when))) {
    const { mandate, lease, asOf } = candidate;
    const from = mandate.enabledOn ?? asOf;
    // Three days before: the notice (once per period).
    for (const due of rentDueDatesBetween(lease, addDays(asOf, 1), addDays(asOf, AUTOPAY_NOTICE_DAYS))) {
      if (due.dueDate < from) continue;
      const sent = await deps.db.transaction(async (tx) => {
        if (!(await repo.claimNotice(tx, { orgId: lease.orgId, leaseId: lease.id, ...due }))) return false;
        const amount = await expectedAmount(tx, lease, due.period, asOf);
        if (amount <= 0) return false;
        // The notice says what will be charged: the convenience fee included when the tenant pays it.
        const total = amount + (await feeOf(tx, lease.orgId, amount));
        await tellTenant(tx, deps, candidate, { kind: 'upcoming', amount: total, date: due.dueDate });
        return true;
      });
      if (sent) {
        result.notices++;
        emails++;
      }
    }
    // On the due date (or a missed run's next days): the charge, once per period.
    const catchUp = addDays(asOf, -AUTOPAY_CATCH_UP_DAYS);
    for (const due of rentDueDatesBetween(lease, catchUp > from ? catchUp : from, asOf)) {
      const outcome = await chargeDue(deps, stripe, candidate, due);
      if (outcome === 'charged') result.charged++;
      if (outcome === 'failed') result.failed++;
      if (outcome === 'nothing_due') result.nothingDue++;
      if (outcome === 'charged' || outcome === 'failed') emails++;
    }
  }
  if (emails > 0) deps.mailer.wake();
  return result;
}

/**
 * The convenience fee on an autopay charge of `amount`: the same as on a payment the tenant makes
 * (issue 25 item 4) when the organisation passes the processing fee on, otherwise none.
 */
async function feeOf(tx: DbOrTx, orgId: string, amount: number): Promise<number> {
  const account = await stripeRepo.findAccountOfOrg(tx, orgId);
  return account?.feePayer === 'tenant' ? convenienceFee(amount) : 0;
}

/** What the notice announces: the balance due once this period's rent is charged. */
async function expectedAmount(
  tx: DbOrTx,
  lease: repo.AutopayCandidate['lease'],
  period: string,
  asOf: string,
): Promise<number> {
  const { balance, charges } = await ledger.readLedger(tx, lease, asOf);
  const rentCharged = charges.some((c) => c.kind === 'rent' && c.period === period);
  return Math.max(0, balance + (rentCharged ? 0 : lease.rentAmount));
}

async function chargeDue(
  deps: AutopayDeps,
  stripe: StripeProvider,
  candidate: repo.AutopayCandidate,
  due: { period: string; dueDate: string },
): Promise<'charged' | 'failed' | 'nothing_due' | 'skipped'> {
  const { mandate, lease, asOf } = candidate;
  const claimed = await deps.db.transaction(async (tx) => {
    const charge = await repo.claimCharge(tx, { orgId: lease.orgId, leaseId: lease.id, ...due });
    if (!charge) return null;
    // The balance due now: what is charged and not paid. Never more.
    const { balance } = await ledger.readLedger(tx, lease, asOf);
    if (balance <= 0) {
      await repo.updateCharge(tx, charge.id, { status: 'nothing_due', amount: 0 });
      return { charge, amount: 0, fee: 0 };
    }
    return { charge, amount: balance, fee: await feeOf(tx, lease.orgId, balance) };
  });
  if (!claimed) return 'skipped';
  if (claimed.amount === 0) return 'nothing_due';
  const paymentMethod = mandate.paymentMethodId;
  if (!paymentMethod) return 'skipped';
  const answer = await stripe.chargeOffSession({
    account: mandate.accountId,
    customer: mandate.customerId,
    paymentMethod,
    // The ledger records the balance; the fee (when the tenant pays it) goes to the processor.
    amount: claimed.amount + claimed.fee,
    currency: candidate.currency,
    metadata: {
      lease_id: lease.id,
      org_id: lease.orgId,
      period: due.period,
      autopay: 'true',
      amount: String(claimed.amount),
      fee: String(claimed.fee),
    },
    // The same lease and period is the same charge, even when a run is retried.
    idempotencyKey: `autopay-${lease.id}-${due.period}`,
  });
  return deps.db.transaction(async (tx) => {
    if (answer.id) {
      await stripeRepo.insertIntent(tx, {
        id: answer.id,
        orgId: lease.orgId,
        accountId: mandate.accountId,
        leaseId: lease.id,
        tenantUserId: mandate.tenantUserId,
        amount: claimed.amount,
        fee: claimed.fee,
        status: answer.ok
          ? answer.status === 'processing'
            ? 'processing'
            : 'requires_payment_method'
          : 'failed',
        ...(answer.ok ? {} : { failureReason: answer.code }),
      });
    }
    if (answer.ok) {
      await repo.updateCharge(tx, claimed.charge.id, {
        status: answer.status === 'processing' ? 'processing' : 'succeeded',
        amount: claimed.amount,
        paymentIntentId: answer.id,
      });
      if (answer.status === 'succeeded') await repo.resetFailures(tx, lease.id);
      const total = claimed.amount + claimed.fee;
      await tellTenant(tx, deps, candidate, { kind: 'charged', amount: total, date: due.dueDate });
      return 'charged';
    }
    await repo.updateCharge(tx, claimed.charge.id, {
      status: 'failed',
      amount: claimed.amount,
      paymentIntentId: answer.id,
      failureReason: answer.code,
    });
    const total = claimed.amount + claimed.fee;
    await failed(tx, deps, candidate, { amount: total, date: due.dueDate, reason: answer.code });
    return 'failed';
  });
}

/** A failed charge: counted, told to the tenant (email and in-app) and the owner; two in a row turn it off. */
async function failed(
  tx: DbOrTx,
  deps: Pick<AutopayDeps, 'mailer' | 'publicUrl'>,
  candidate: Omit<repo.AutopayCandidate, 'asOf'>,
  what: { amount: number; date: string; reason: string },
): Promise<void> {
  const { lease } = candidate;
  const mandate = await repo.lockMandate(tx, lease.id);
  if (!mandate) return;
  const failures = mandate.consecutiveFailures + 1;
  const turnedOff = failures >= AUTOPAY_MAX_FAILURES && mandate.enabled;
  await repo.updateMandate(tx, lease.id, {
    consecutiveFailures: failures,
    ...(turnedOff ? { enabled: false } : {}),
  });
  if (turnedOff) {
    await recordAuditEvent(tx, null, {
      orgId: lease.orgId,
      action: 'update',
      entityType: 'lease',
      entityId: lease.id,
      before: { autopay: true },
      after: { autopay: false, reason: `${failures} failed charges in a row` },
    });
  }
  await tellTenant(tx, deps, { ...candidate, mandate }, { kind: 'failed', ...what, turnedOff });
  // The owner hears of it in the app, in the language they read it in.
  const inApp = autopayNotification('failed', {
    ...what,
    ...placeOf(candidate),
    method: mandate.paymentMethodLabel ?? '',
    turnedOff,
  });
  await notify(tx, { userId: lease.ownerId, type: 'payment', ...inApp, link: '/owner-dashboard/leases' });
}

/** Where and in which currency an autopay charge is. */
function placeOf(candidate: Pick<repo.AutopayCandidate, 'propertyAddress' | 'unitLabel' | 'currency'>) {
  return {
    currency: candidate.currency,
    address: candidate.unitLabel
      ? `${candidate.propertyAddress}, ${candidate.unitLabel}`
      : candidate.propertyAddress,
  };
}

/** The tenant's email (outbox, their language) and in-app notification. */
async function tellTenant(
  tx: DbOrTx,
  deps: Pick<AutopayDeps, 'mailer' | 'publicUrl'>,
  candidate: Omit<repo.AutopayCandidate, 'asOf'>,
  what: {
    kind: AutopayEmailData['kind'];
    amount: number;
    date: string;
    reason?: string;
    turnedOff?: boolean;
  },
): Promise<void> {
  const { lease, mandate } = candidate;
  const [recipient] = await listRecipients(tx, lease.orgId, lease.tenantId);
  if (!recipient) return;
  const lang = recipient.locale;
  const method = mandate.paymentMethodLabel ?? '';
  const { address } = placeOf(candidate);
  if (recipient.email) {
    await deps.mailer.queue(tx, {
      orgId: lease.orgId,
      to: recipient.email,
      template: 'autopay',
      locale: lang,
      data: {
        kind: what.kind,
        firstName: recipient.firstName,
        amount: formatMoney(what.amount, lang, { currency: candidate.currency }),
        date: formatDay(what.date, lang),
        method,
        address,
        reason: what.reason,
        turnedOff: what.turnedOff,
        url: `${deps.publicUrl}/tenant-dashboard/payments`,
      },
    });
  }
  // In-app: a key and its parameters, said in the language the tenant reads it in.
  const inApp = autopayNotification(what.kind, { ...what, ...placeOf(candidate), method });
  await notify(tx, {
    userId: mandate.tenantUserId,
    type: 'payment',
    ...inApp,
    link: '/tenant-dashboard/payments',
  });
}

/**
 * The webhook's word on an autopay charge (a bank debit settles days later): success resets the
 * failures in a row; a failure counts like one at charge time and autopay's own message (the
 * tenant's email and in-app notice, the owner's notice) tells both sides why. Answers whether the
 * intent is an autopay charge whose failure was told here, so the webhook does not tell it again.
 */
export async function settleAutopayIntent(
  tx: DbOrTx,
  deps: Pick<AutopayDeps, 'mailer' | 'publicUrl'> | undefined,
  intentId: string,
  outcome: { succeeded: true } | { succeeded: false; reason: string },
): Promise<boolean> {
  const charge = await repo.lockChargeOfIntent(tx, intentId);
  if (!charge) return false;
  if (outcome.succeeded) {
    if (charge.status !== 'succeeded') await repo.updateCharge(tx, charge.id, { status: 'succeeded' });
    await repo.resetFailures(tx, charge.leaseId);
    return false;
  }
  // Counted (and told) when Stripe refused the charge at once; a later failure (a bank debit) counts now.
  if (charge.status === 'failed') return true;
  await repo.updateCharge(tx, charge.id, { status: 'failed', failureReason: outcome.reason });
  const candidate = await repo.candidateOfLease(tx, charge.leaseId);
  if (!candidate || !deps) return false;
  const intent = await stripeRepo.lockIntent(tx, intentId);
  await failed(tx, deps, candidate, {
    amount: (charge.amount ?? 0) + (intent?.fee ?? 0),
    date: charge.dueDate,
    reason: outcome.reason,
  });
  return true;
}
