import { paymentRequestBodySchema } from '@rentwise/core/payments/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
} from '../../../test/auth';
import { captureLogger, createTestApp, type TestContext } from '../../../test/helpers';
import { STRIPE_TEST_KEYS, type StripeFake, signedEvent, startStripeFake } from '../../../test/stripe-fake';

/**
 * Issue 25 through the routes: the Stripe provider against the local fake of Stripe's API, and
 * webhook deliveries signed exactly as Stripe signs them (stripe.webhooks.generateTestHeaderString).
 */
let fake: StripeFake;
let ctx: TestContext;
let logLines: string[];
let owner: SignedInUser;
let tenantHeaders: { authorization: string };
let leaseId: string;
let accountId: string;

const hook = (delivery: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: delivery.payload,
    headers: delivery.headers,
  });

const ledgerOf = async () =>
  (await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger`, headers: owner.headers })).json() as {
    balance: number;
    payments: { id: string; amount: number; provider: string | null; voided: boolean; method: string }[];
  };

const countEvents = async () => {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from stripe_events`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
};

const notificationsOf = async (headers: { authorization: string }) =>
  JSON.stringify((await ctx.app.inject({ url: '/api/notifications', headers })).json());

async function newIntent(amount: number): Promise<{ paymentIntentId: string; total: number }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/intents',
    headers: tenantHeaders,
    payload: { leaseId, amount },
  });
  expect(created.statusCode).toBe(201);
  return created.json();
}

beforeAll(async () => {
  fake = await startStripeFake();
  const captured = captureLogger();
  logLines = captured.lines;
  ctx = await createTestApp({
    logger: captured.logger,
    config: { stripe: { ...STRIPE_TEST_KEYS, apiUrl: fake.url } },
  });
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '25 Stripe Street', monthlyRent: 120000 });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, {
    firstName: 'Sam',
    lastName: 'Stripe',
  });
  tenantHeaders = tenant.headers;
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-01-01',
      existingLease: true,
      endDate: '2027-12-31',
      rentAmount: 120000,
      depositAmount: 0,
    },
  });
  expect(lease.statusCode).toBe(201);
  leaseId = lease.json().id;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('no card or account number on our server', () => {
  it('the payment request schema has no card or bank field unless the test provider is in use', async () => {
    for (const provider of ['stripe', null] as const) {
      const schema = z.toJSONSchema(paymentRequestBodySchema(provider)) as { properties: object };
      expect(Object.keys(schema.properties).sort()).toEqual([
        'amount',
        'leaseId',
        'method',
        'receivedAt',
        'reference',
      ]);
      expect(JSON.stringify(schema)).not.toMatch(/accountNumber|cvc|expiry/i);
    }
    // The test provider keeps the spec's dialog (its card fields), so the check can fail.
    expect(JSON.stringify(z.toJSONSchema(paymentRequestBodySchema('test')))).toContain('cvc');
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const body = JSON.stringify(doc.paths['/api/payments'].post.requestBody);
    expect(body).not.toMatch(/cvc|accountNumber|"card"\s*:/);
  });

  it("the pages' CSP lets Stripe.js and its frames in (only with Stripe)", async () => {
    const csp = String(
      (await ctx.app.inject({ url: '/api/org/payments' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('a tenant sending card details is refused and nothing is charged', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...tenantHeaders, 'idempotency-key': 'stripe-card-0001' },
      payload: {
        leaseId,
        amount: 1000,
        method: 'card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect((await ledgerOf()).payments).toHaveLength(0);
  });
});

describe('Connect onboarding', () => {
  it('not connected, then pending with an onboarding link, then active when Stripe says so', async () => {
    const before = await ctx.app.inject({ url: '/api/org/payments', headers: owner.headers });
    expect(before.json()).toMatchObject({ available: true, status: 'not_connected', accountId: null });
    // A tenant cannot pay before the landlord is connected.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/intents',
      headers: tenantHeaders,
      payload: { leaseId, amount: 1000 },
    });
    expect(early.statusCode).toBe(409);

    const onboarding = await ctx.app.inject({
      method: 'POST',
      url: '/api/org/payments/onboarding',
      headers: owner.headers,
      payload: {},
    });
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json().status).toBe('pending');
    expect(onboarding.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const pending = (await ctx.app.inject({ url: '/api/org/payments', headers: owner.headers })).json();
    expect(pending.status).toBe('pending');
    accountId = pending.accountId;
    expect(fake.accounts.has(accountId)).toBe(true);
    const link = fake.requests.find((r) => r.path === '/v1/account_links');
    expect(link?.params).toMatchObject({ account: accountId, type: 'account_onboarding' });

    const account = fake.activate(accountId);
    const updated = await hook(signedEvent('account.updated', account, { account: accountId }));
    expect(updated.statusCode).toBe(200);
    const active = (await ctx.app.inject({ url: '/api/org/payments', headers: owner.headers })).json();
    expect(active.status).toBe('active');
  });
});

describe('a tenant pays; the webhook moves the ledger', () => {
  it('a PaymentIntent on the connected account for the amount asked, never more than the cap', async () => {
    const tooMuch = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/intents',
      headers: tenantHeaders,
      payload: { leaseId, amount: 999_999_00 },
    });
    expect(tooMuch.json()).toMatchObject({ error: { code: 'UNPROCESSABLE' } });
    expect(tooMuch.statusCode).toBe(422);
    const intent = await newIntent(50000);
    expect(intent).toMatchObject({ amount: 50000, fee: 0, total: 50000, stripeAccount: accountId });
    const request = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(request?.stripeAccount).toBe(accountId);
    expect(request?.params.amount).toBe('50000');
    // Nothing in the ledger until Stripe says the money arrived.
    expect((await ledgerOf()).payments).toHaveLength(0);
  });

  it('a bad signature is a 400 and nothing is recorded', async () => {
    const { paymentIntentId } = await newIntent(1000);
    const before = await countEvents();
    const forged = signedEvent(
      'payment_intent.succeeded',
      { ...fake.intents.get(paymentIntentId), status: 'succeeded' },
      { account: accountId, secret: 'whsec_not_ours' },
    );
    expect((await hook(forged)).statusCode).toBe(400);
    const tampered = signedEvent('payment_intent.succeeded', fake.intents.get(paymentIntentId) ?? {}, {
      account: accountId,
    });
    const altered = await hook({
      ...tampered,
      payload: tampered.payload.replace('"amount":1000', '"amount":1'),
    });
    expect(altered.statusCode).toBe(400);
    const unsigned = await hook({
      payload: tampered.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await countEvents()).toBe(before);
    expect((await ledgerOf()).payments).toHaveLength(0);
  });

  it('payment_intent.succeeded records our amount once, notifies both sides; a replay records nothing', async () => {
    const { balance } = await ledgerOf();
    const { paymentIntentId } = await newIntent(40000);
    // The event says 1 cent was received: the server's amount wins.
    const object = {
      ...fake.intents.get(paymentIntentId),
      status: 'succeeded',
      amount: 1,
      amount_received: 1,
    };
    const delivery = signedEvent('payment_intent.succeeded', object, { account: accountId });
    const first = await hook(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await hook(delivery);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const after = await ledgerOf();
    const stripePayments = after.payments.filter((p) => p.provider === 'stripe');
    expect(stripePayments).toHaveLength(1);
    expect(stripePayments[0]).toMatchObject({ amount: 40000, method: 'card', voided: false });
    expect(after.balance).toBe(balance - 40000);
    expect(logLines.some((line) => line.includes('our amount is recorded'))).toBe(true);
    expect(await notificationsOf(tenantHeaders)).toContain('Payment confirmed');
    expect(await notificationsOf(owner.headers)).toContain('Sam Stripe');
  });

  it("an event naming another organisation's account is ignored and logged", async () => {
    const { paymentIntentId } = await newIntent(30000);
    const other = await createSignedInUser(ctx, { role: 'owner' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/org/payments/onboarding',
      headers: other.headers,
      payload: {},
    });
    const otherAccount = (await ctx.app.inject({ url: '/api/org/payments', headers: other.headers })).json()
      .accountId;
    const before = (await ledgerOf()).payments.length;
    const object = { ...fake.intents.get(paymentIntentId), status: 'succeeded', amount_received: 30000 };
    const response = await hook(signedEvent('payment_intent.succeeded', object, { account: otherAccount }));
    expect(response.statusCode).toBe(200);
    expect((await ledgerOf()).payments.length).toBe(before);
    expect(logLines.some((line) => line.includes('event for another account ignored'))).toBe(true);
  });

  it('a bank debit shows as processing, then a failure records nothing and notifies both sides', async () => {
    const { paymentIntentId } = await newIntent(20000);
    const before = (await ledgerOf()).payments.length;
    const object = fake.intents.get(paymentIntentId) ?? {};
    await hook(
      signedEvent('payment_intent.processing', { ...object, status: 'processing' }, { account: accountId }),
    );
    expect(await notificationsOf(tenantHeaders)).toContain('Payment processing');
    const failed = {
      ...object,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'insufficient_funds', message: 'Insufficient funds' },
    };
    expect(
      (await hook(signedEvent('payment_intent.payment_failed', failed, { account: accountId }))).statusCode,
    ).toBe(200);
    expect((await ledgerOf()).payments.length).toBe(before);
    expect(await notificationsOf(tenantHeaders)).toContain('insufficient_funds');
    expect(await notificationsOf(owner.headers)).toContain('Online payment failed');
  });

  it('a returned bank debit (a dispute) reverses the payment through the return path', async () => {
    const { paymentIntentId } = await newIntent(25000);
    const object = fake.intents.get(paymentIntentId) ?? {};
    await hook(
      signedEvent('payment_intent.processing', { ...object, status: 'processing' }, { account: accountId }),
    );
    await hook(
      signedEvent(
        'payment_intent.succeeded',
        { ...object, status: 'succeeded', amount_received: 25000 },
        { account: accountId },
      ),
    );
    const recorded = (await ledgerOf()).payments.find((p) => p.amount === 25000 && p.provider === 'stripe');
    expect(recorded).toMatchObject({ method: 'bank', voided: false });
    const balance = (await ledgerOf()).balance;
    const dispute = {
      id: 'du_test_returned',
      object: 'dispute',
      amount: 25000,
      currency: 'usd',
      payment_intent: paymentIntentId,
      reason: 'insufficient_funds',
      status: 'lost',
    };
    const response = await hook(signedEvent('charge.dispute.created', dispute, { account: accountId }));
    expect(response.statusCode).toBe(200);
    const after = await ledgerOf();
    expect(after.payments.find((p) => p.id === recorded?.id)?.voided).toBe(true);
    expect(after.balance).toBe(balance + 25000);
    const details = (
      await ctx.app.inject({ url: `/api/leases/${leaseId}/ledger-details`, headers: owner.headers })
    ).json();
    expect(JSON.stringify(details)).toContain('dispute: insufficient_funds');
    expect(await notificationsOf(owner.headers)).toContain('Payment reversed');
  });
});
