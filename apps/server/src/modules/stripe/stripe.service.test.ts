import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { STRIPE_TEST_KEYS, signedEvent } from '../../../test/stripe-fake';
import type { Actor, MemberActor } from '../../auth/actor';
import { insertUser } from '../../auth/auth.repository';
import type { Database } from '../../db/client';
import { notifications, outboundEmails, tenants } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createOutboxTransport } from '../../mail/transport';
import * as leases from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import { sayNotificationText } from '../notifications/notifications.service';
import { createOrganisationForOwner, memberActorOf } from '../organisations/organisations.service';
import { createStripeProvider } from '../payments/stripe-provider';
import * as properties from '../properties/properties.service';
import * as repo from './stripe.repository';
import { handleWebhook, listProcessingPayments } from './stripe.service';

/**
 * The webhook's ledger rules on PGlite (issue 25): whatever order and however often Stripe
 * delivers, a PaymentIntent is recorded once, for our amount, and reversed once.
 */
let database: Database;
let owner: MemberActor;
const provider = createStripeProvider(STRIPE_TEST_KEYS);
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const ACCOUNT = `acct_${randomUUID().slice(0, 8)}`;

async function account(role: 'owner' | 'tenant'): Promise<Actor> {
  const user = await insertUser(database.db, {
    email: `${randomUUID()}@x.test`,
    passwordHash: 'unused',
    role,
    emailConfirmedAt: new Date(),
    mustChangePassword: false,
    userMetadata: {},
  });
  if (!user) throw new Error('user not inserted');
  if (role === 'tenant') return { userId: user.id, role };
  await createOrganisationForOwner(database.db, { userId: user.id, firstName: 'Olga', locale: 'en' });
  return memberActorOf(database.db, user.id);
}

/** A lease of a tenant who pays online, and a PaymentIntent of `amount` our server created for it. */
async function intentFor(amount: number) {
  const tenantUser = await account('tenant');
  const place = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Webhook Way`,
    propertyType: 'Apartment',
    units: 1,
    monthlyRent: 100000,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      authUserId: tenantUser.userId,
      firstName: 'Pat',
      lastName: 'Payer',
      email: `${randomUUID()}@x.test`,
      phone: '5550001111',
      propertyId: place.id,
      status: 'pending',
    })
    .returning();
  const lease = await leases.createLease(database.db, owner, {
    propertyId: place.id,
    tenantId: tenant.id,
    startDate: '2026-10-01',
    existingLease: true,
    endDate: '2027-09-30',
    rentAmount: 100000,
    depositAmount: 0,
  });
  const id = `pi_${randomUUID().replaceAll('-', '')}`;
  await repo.insertIntent(database.db, {
    id,
    orgId: owner.orgId,
    accountId: ACCOUNT,
    leaseId: lease.id,
    tenantUserId: tenantUser.userId,
    amount,
  });
  return { leaseId: lease.id, id, tenantEmail: tenant.email, tenantUserId: tenantUser.userId };
}

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  handleWebhook(
    database.db,
    provider,
    Buffer.from(delivery.payload),
    delivery.headers['stripe-signature'],
    log,
    {
      mailer: createMailer({
        db: database.db,
        transport: createOutboxTransport(),
        from: 'x@x.test',
        logger: log,
      }),
      publicUrl: 'https://rentwise.test',
    },
  );

const receiptsTo = (email: string) =>
  database.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, email), eq(outboundEmails.template, 'payment-receipt')));

const notified = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) =>
    sayNotificationText(n.title, 'en'),
  );

const stripePayments = async (leaseId: string) =>
  (await ledger.ledgerRows(database.db, leaseId)).payments.filter((p) => p.provider === 'stripe');

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await account('owner')) as MemberActor;
  await repo.insertAccount(database.db, { orgId: owner.orgId, accountId: ACCOUNT });
  await repo.updateAccount(database.db, owner.orgId, { status: 'active' });
});
afterAll(() => database.close());

describe('the Stripe webhook and the ledger', () => {
  it('the same event delivered twice at once, and a second event for the same PaymentIntent, record one payment', async () => {
    const { leaseId, id } = await intentFor(60000);
    const object = {
      id,
      object: 'payment_intent',
      amount: 60000,
      amount_received: 60000,
      status: 'succeeded',
    };
    const event = signedEvent('payment_intent.succeeded', object, { account: ACCOUNT });
    const outcomes = await Promise.all([deliver(event), deliver(event)]);
    expect(outcomes.map((o) => o.duplicate).sort()).toEqual([false, true]);
    const again = await deliver(signedEvent('payment_intent.succeeded', object, { account: ACCOUNT }));
    expect(again).toEqual({ duplicate: false, outcome: 'ignored: already recorded' });
    const payments = await stripePayments(leaseId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 60000, provider: 'stripe', method: 'card' });
  });

  it('the server amount wins over the event; a dispute reverses once; an event of an unknown account changes nothing', async () => {
    const { leaseId, id } = await intentFor(45000);
    const stranger = signedEvent(
      'payment_intent.succeeded',
      { id, object: 'payment_intent', amount: 45000, amount_received: 45000, status: 'succeeded' },
      { account: 'acct_not_ours' },
    );
    expect((await deliver(stranger)).outcome).toBe('ignored: account mismatch');
    expect(await stripePayments(leaseId)).toHaveLength(0);
    const tampered = { id, object: 'payment_intent', amount: 100, amount_received: 100, status: 'succeeded' };
    await deliver(signedEvent('payment_intent.succeeded', tampered, { account: ACCOUNT }));
    const [payment] = await stripePayments(leaseId);
    expect(payment.amount).toBe(45000);
    const dispute = { id: 'du_1', object: 'dispute', payment_intent: id, reason: 'fraudulent' };
    expect(
      (await deliver(signedEvent('charge.dispute.created', dispute, { account: ACCOUNT }))).outcome,
    ).toBe('returned');
    expect(
      (await deliver(signedEvent('charge.dispute.created', dispute, { account: ACCOUNT }))).outcome,
    ).toBe('ignored: already returned');
    const [returned] = await stripePayments(leaseId);
    expect(returned.voided).toBe(true);
  });

  it('a bank debit: processing sends no receipt, success records it and emails the receipt once, a later return reverses it and tells both sides', async () => {
    const { leaseId, id, tenantEmail, tenantUserId } = await intentFor(70000);
    const object = { id, object: 'payment_intent', amount: 70000, amount_received: 0, status: 'processing' };
    expect(
      (await deliver(signedEvent('payment_intent.processing', object, { account: ACCOUNT }))).outcome,
    ).toBe('processing');
    expect(await stripePayments(leaseId)).toHaveLength(0);
    expect(await receiptsTo(tenantEmail)).toHaveLength(0);
    // Shown as processing to both sides until Stripe settles it; not to another tenant.
    const tenantActor: Actor = { userId: tenantUserId, role: 'tenant' };
    expect(await listProcessingPayments(database.db, tenantActor)).toEqual([
      expect.objectContaining({ paymentIntentId: id, leaseId, amount: 70000, tenantName: 'Pat Payer' }),
    ]);
    expect((await listProcessingPayments(database.db, owner)).map((p) => p.paymentIntentId)).toContain(id);
    const stranger = await account('tenant');
    expect(await listProcessingPayments(database.db, stranger)).toEqual([]);
    const succeeded = { ...object, amount_received: 70000, status: 'succeeded' };
    expect(
      (await deliver(signedEvent('payment_intent.succeeded', succeeded, { account: ACCOUNT }))).outcome,
    ).toBe('recorded');
    await deliver(signedEvent('payment_intent.succeeded', succeeded, { account: ACCOUNT }));
    const [payment] = await stripePayments(leaseId);
    expect(payment).toMatchObject({ amount: 70000, method: 'bank', voided: false });
    expect(await listProcessingPayments(database.db, tenantActor)).toEqual([]);
    const receipts = await receiptsTo(tenantEmail);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].textBody).toContain('$700');
    expect(receipts[0].textBody).toContain('bank debit');

    const returnedDebit = {
      ...succeeded,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'insufficient_funds' },
    };
    expect(
      (await deliver(signedEvent('payment_intent.payment_failed', returnedDebit, { account: ACCOUNT })))
        .outcome,
    ).toBe('returned');
    const [reversed] = await stripePayments(leaseId);
    expect(reversed.voided).toBe(true);
    const ledgerNow = await ledger.ledgerRows(database.db, leaseId);
    expect(ledgerNow.payments.filter((p) => !p.voided && p.provider === 'stripe')).toHaveLength(0);
    expect((await notified(tenantUserId)).includes('Payment reversed')).toBe(true);
    expect((await notified(owner.userId)).includes('Payment reversed')).toBe(true);
  });
});
