import { translate } from '@rentwise/core/locales/catalog';
import { renderStoredText } from '@rentwise/core/notifications/text';
import { convenienceFee } from '@rentwise/core/payments/online';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { STRIPE_TEST_KEYS, type StripeFake, signedEvent, startStripeFake } from '../../../test/stripe-fake';
import type { Actor } from '../../auth/actor';
import { notifications } from '../../db/schema';
import { autopayCharges } from '../../db/schema/autopay';
import { runRentCharges } from '../leases/lease-jobs.service';
import * as ledger from '../ledger/ledger.service';
import { createStripeProvider, type StripeProvider } from '../payments/stripe-provider';
import { type AutopayDeps, getAutopay, runAutopay, startSetup, updateAutopay } from './autopay.service';
import * as stripeRepo from './stripe.repository';
import { handleWebhook } from './stripe.service';

/**
 * Autopay on PGlite against the local Stripe fake (issue 25 item 3): the saved method must be the
 * tenant's own customer's; the notice three days before; the off-session charge of the balance due
 * on the due date, once per lease and period, as of the organisation's own date (Auckland's
 * midnight); the webhook records it; two failures in a row turn autopay off and both sides hear.
 */
let ctx: TestContext;
let fake: StripeFake;
let provider: StripeProvider;
let deps: AutopayDeps;
let counter = 0;
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

beforeAll(async () => {
  ctx = await createTestApp();
  fake = await startStripeFake();
  provider = createStripeProvider({ ...STRIPE_TEST_KEYS, apiUrl: fake.url });
  deps = { db: ctx.database.db, mailer: ctx.mailer, publicUrl: 'https://rentwise.test', provider };
});
afterAll(async () => {
  await fake.close();
  await ctx.close();
});

interface Setup {
  owner: SignedInUser;
  tenant: Actor & { email: string };
  leaseId: string;
  account: string;
}

/** An owner with an active connected account, a tenant with a login, a lease from `start` (rent 1,000.00 on the 1st). */
async function leaseSetup(start: string, options: { timeZone?: string } = {}): Promise<Setup> {
  counter++;
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, {
    address: `${counter} Autopay Avenue`,
    monthlyRent: 100000,
  });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Ava', lastName: 'Auto' });
  const orgId = owner.orgId as string;
  if (options.timeZone) {
    await ctx.database.db.execute(
      sql`update organisations set time_zone = ${options.timeZone} where id = ${orgId}`,
    );
  }
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: start,
      endDate: '2027-12-31',
      rentAmount: 100000,
      depositAmount: 0,
      // The scenarios run on fixed 2027 days; once those are past, the lease is an existing one.
      existingLease: true,
    },
  });
  expect(lease.statusCode).toBe(201);
  const { id: account } = await provider.createAccount({ orgId });
  fake.activate(account);
  await stripeRepo.insertAccount(ctx.database.db, { orgId, accountId: account });
  await stripeRepo.updateAccount(ctx.database.db, orgId, { status: 'active' });
  return {
    owner,
    tenant: { userId: tenant.userId, role: 'tenant', email: tenant.email },
    leaseId: lease.json().id,
    account,
  };
}

/** The tenant saves a method through the browser's SetupIntent and turns autopay on. */
async function turnOn(setup: Setup, kind: 'card' | 'card_declined' | 'bank' = 'card') {
  const intent = await startSetup(ctx.database.db, setup.tenant, provider, setup.leaseId);
  fake.confirmSetup(intent.setupIntentId, kind);
  return updateAutopay(ctx.database.db, setup.tenant, provider, {
    leaseId: setup.leaseId,
    enabled: true,
    setupIntentId: intent.setupIntentId,
  });
}

const offSessionCharges = (account: string) =>
  fake.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.stripeAccount === account,
  );

/** Notification titles said in a language (stored as catalogue keys, said in the reader's language). */
const titlesOf = async (userId: string, language: 'en' | 'fr' = 'en') =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) =>
    renderStoredText(n.title, language, (key, options) => translate(language, key as never, options)),
  );

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  handleWebhook(
    ctx.database.db,
    provider,
    Buffer.from(delivery.payload),
    delivery.headers['stripe-signature'],
    log,
    {
      mailer: ctx.mailer,
      publicUrl: 'https://rentwise.test',
    },
  );

describe('autopay', () => {
  it('refuses a payment method of another customer and an unconfirmed SetupIntent; the fake answers like Stripe to a charge with it', async () => {
    const setup = await leaseSetup('2027-02-01');
    const intent = await startSetup(ctx.database.db, setup.tenant, provider, setup.leaseId);
    const incomplete = updateAutopay(ctx.database.db, setup.tenant, provider, {
      leaseId: setup.leaseId,
      enabled: true,
      setupIntentId: intent.setupIntentId,
    });
    await expect(incomplete).rejects.toMatchObject({
      code: 'CONFLICT',
      key: 'errors:autopay.setupIncomplete',
    });
    const foreign = fake.paymentMethodOfAnotherCustomer(setup.account);
    Object.assign(fake.setupIntents.get(intent.setupIntentId) ?? {}, {
      status: 'succeeded',
      payment_method: foreign,
    });
    const refused = updateAutopay(ctx.database.db, setup.tenant, provider, {
      leaseId: setup.leaseId,
      enabled: true,
      setupIntentId: intent.setupIntentId,
    });
    await expect(refused).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      key: 'errors:autopay.otherCustomer',
    });
    expect((await getAutopay(ctx.database.db, setup.tenant, provider, setup.leaseId)).enabled).toBe(false);
    // Stripe itself refuses to charge a method not attached to the customer named.
    const customer = [...fake.customers.values()].find((c) => c.account === setup.account && c.name);
    const charge = await provider.chargeOffSession({
      account: setup.account,
      customer: String(customer?.id),
      paymentMethod: foreign,
      amount: 100,
      currency: 'usd',
      metadata: {},
      idempotencyKey: `foreign-${setup.leaseId}`,
    });
    expect(charge).toMatchObject({ ok: false, code: 'invalid_request_error' });
    expect(charge.ok === false && charge.message).toContain('must be attached to the customer');
    // Another tenant's SetupIntent id is not this lease's.
    const other = await leaseSetup('2027-02-01');
    const theirs = await startSetup(ctx.database.db, other.tenant, provider, other.leaseId);
    fake.confirmSetup(theirs.setupIntentId);
    await expect(
      updateAutopay(ctx.database.db, setup.tenant, provider, {
        leaseId: setup.leaseId,
        enabled: true,
        setupIntentId: theirs.setupIntentId,
      }),
    ).rejects.toMatchObject({ key: 'errors:autopay.otherCustomer' });
  });

  it('notice three days before, the balance due charged once on the due date (never more), recorded by the webhook with its receipt', async () => {
    const setup = await leaseSetup('2027-02-01');
    const state = await turnOn(setup);
    expect(state).toMatchObject({
      enabled: true,
      paymentMethod: 'Visa •••• 4242',
      nextChargeOn: '2027-02-01',
    });

    expect((await runAutopay(deps, '2027-01-29')).notices).toBeGreaterThanOrEqual(1);
    await runAutopay(deps, '2027-01-30');
    const upcoming = (await emailsTo(ctx, setup.tenant.email, 'autopay')).filter((e) =>
      e.subject.startsWith('Autopay will charge'),
    );
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0].subject).toBe('Autopay will charge $1,000 on Feb 1, 2027');
    expect(offSessionCharges(setup.account)).toHaveLength(0);

    await runRentCharges(ctx.database.db, '2027-02-01');
    await runAutopay(deps, '2027-02-01');
    await runAutopay(deps, '2027-02-01');
    await runAutopay(deps, '2027-02-02');
    const charges = offSessionCharges(setup.account);
    expect(charges).toHaveLength(1);
    expect(charges[0].params).toMatchObject({ amount: '100000', off_session: 'true', confirm: 'true' });
    expect(charges[0].params.customer).toMatch(/^cus_/);
    const [row] = await ctx.database.db
      .select()
      .from(autopayCharges)
      .where(and(eq(autopayCharges.leaseId, setup.leaseId), eq(autopayCharges.period, '2027-02')));
    expect(row).toMatchObject({ status: 'succeeded', amount: 100000 });

    // The ledger moves only when Stripe says the money arrived.
    const intent = fake.intents.get(String(row.paymentIntentId));
    expect(intent).toBeDefined();
    expect(
      (await deliver(signedEvent('payment_intent.succeeded', intent ?? {}, { account: setup.account })))
        .outcome,
    ).toBe('recorded');
    const lease = { id: setup.leaseId, graceDays: 5 };
    expect((await ledger.readLedger(ctx.database.db, lease, '2027-02-02')).balance).toBe(0);
    expect(await emailsTo(ctx, setup.tenant.email, 'payment-receipt')).toHaveLength(1);

    // Part of March's rent paid ahead: autopay charges only what is still due.
    const partial = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...setup.owner.headers, 'idempotency-key': `autopay-partial-${setup.leaseId}` },
      payload: {
        leaseId: setup.leaseId,
        amount: 30000,
        method: 'cash',
        receivedAt: new Date().toISOString().slice(0, 10),
      },
    });
    expect(partial.statusCode).toBe(201);
    await runRentCharges(ctx.database.db, '2027-03-01');
    await runAutopay(deps, '2027-03-01');
    const march = offSessionCharges(setup.account);
    expect(march).toHaveLength(2);
    expect(march[1].params.amount).toBe('70000');
  });

  it("charges at the organisation's own midnight: Auckland's lease on Feb 1 at 00:30 local, not a UTC organisation's", async () => {
    const auckland = await leaseSetup('2027-02-01', { timeZone: 'Pacific/Auckland' });
    const utc = await leaseSetup('2027-02-01');
    await turnOn(auckland);
    await turnOn(utc);
    // 2027-01-31 11:30 UTC is 2027-02-01 00:30 in Auckland (NZDT, UTC+13).
    const instant = new Date('2027-01-31T11:30:00Z');
    await runRentCharges(ctx.database.db, instant);
    await runAutopay(deps, instant);
    expect(offSessionCharges(auckland.account)).toHaveLength(1);
    expect(offSessionCharges(utc.account)).toHaveLength(0);
    // The UTC organisation's day comes 13 hours later.
    const later = new Date('2027-02-01T00:30:00Z');
    await runRentCharges(ctx.database.db, later);
    await runAutopay(deps, later);
    expect(offSessionCharges(utc.account)).toHaveLength(1);
    expect(offSessionCharges(auckland.account)).toHaveLength(1);
  });

  it('a declined charge tells the tenant and the owner; the second in a row turns autopay off', async () => {
    const setup = await leaseSetup('2027-02-01');
    await turnOn(setup, 'card_declined');
    await runRentCharges(ctx.database.db, '2027-02-01');
    expect(await runAutopay(deps, '2027-02-01')).toMatchObject({ failed: 1 });
    let state = await getAutopay(ctx.database.db, setup.tenant, provider, setup.leaseId);
    expect(state).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    const failedEmails = (await emailsTo(ctx, setup.tenant.email, 'autopay')).filter((e) =>
      e.subject.startsWith('Autopay could not charge'),
    );
    expect(failedEmails).toHaveLength(1);
    expect(failedEmails[0].textBody).toContain('card_declined');
    expect(await titlesOf(setup.owner.userId)).toContain('Autopay could not charge $1,000');
    // The same stored notification read in French: the amount too is French money.
    expect(await titlesOf(setup.owner.userId, 'fr')).toContainEqual(
      expect.stringMatching(/^Le paiement automatique de 1\s000\s\$US a échoué$/),
    );

    await runRentCharges(ctx.database.db, '2027-03-01');
    expect(await runAutopay(deps, '2027-03-01')).toMatchObject({ failed: 1 });
    state = await getAutopay(ctx.database.db, setup.tenant, provider, setup.leaseId);
    expect(state).toMatchObject({ enabled: false, consecutiveFailures: 2 });
    const last = (await emailsTo(ctx, setup.tenant.email, 'autopay')).filter((e) =>
      e.textBody.includes('now turned off'),
    );
    expect(last).toHaveLength(1);
    // Off: April is not charged.
    await runRentCharges(ctx.database.db, '2027-04-01');
    await runAutopay(deps, '2027-04-01');
    expect(offSessionCharges(setup.account)).toHaveLength(2);
    // Nothing was recorded in the ledger.
    const ledgerNow = await ledger.ledgerRows(ctx.database.db, setup.leaseId);
    expect(ledgerNow.payments).toHaveLength(0);
  });

  it('passes the convenience fee on when the organisation does: the charge is the balance plus the fee, the ledger records the balance', async () => {
    const setup = await leaseSetup('2027-02-01');
    await stripeRepo.updateAccount(ctx.database.db, setup.owner.orgId as string, { feePayer: 'tenant' });
    await turnOn(setup);
    const fee = convenienceFee(100000);
    expect(fee).toBeGreaterThan(0);
    await runAutopay(deps, '2027-01-29');
    const [notice] = (await emailsTo(ctx, setup.tenant.email, 'autopay')).filter((e) =>
      e.subject.startsWith('Autopay will charge'),
    );
    expect(notice.subject).toBe('Autopay will charge $1,029.30 on Feb 1, 2027');

    await runRentCharges(ctx.database.db, '2027-02-01');
    await runAutopay(deps, '2027-02-01');
    const [charge, ...more] = offSessionCharges(setup.account);
    expect(more).toHaveLength(0);
    expect(charge.params).toMatchObject({ amount: String(100000 + fee), 'metadata[fee]': String(fee) });
    const [row] = await ctx.database.db
      .select()
      .from(autopayCharges)
      .where(eq(autopayCharges.leaseId, setup.leaseId));
    const intent = fake.intents.get(String(row.paymentIntentId)) ?? {};
    expect(intent.amount).toBe(100000 + fee);
    expect(
      (await deliver(signedEvent('payment_intent.succeeded', intent, { account: setup.account }))).outcome,
    ).toBe('recorded');
    const { payments } = await ledger.ledgerRows(ctx.database.db, setup.leaseId);
    expect(payments.map((p) => p.amount)).toEqual([100000]);
    const lease = { id: setup.leaseId, graceDays: 5 };
    expect((await ledger.readLedger(ctx.database.db, lease, '2027-02-02')).balance).toBe(0);
  });

  it('a bank debit that fails days later tells the tenant once (email and in-app) and the owner once', async () => {
    const setup = await leaseSetup('2027-02-01');
    await turnOn(setup, 'bank');
    await runRentCharges(ctx.database.db, '2027-02-01');
    await runAutopay(deps, '2027-02-01');
    expect(offSessionCharges(setup.account)).toHaveLength(1);
    const [row] = await ctx.database.db
      .select()
      .from(autopayCharges)
      .where(eq(autopayCharges.leaseId, setup.leaseId));
    expect(row.status).toBe('processing');
    const tenantBefore = (await titlesOf(setup.tenant.userId)).length;
    const ownerBefore = (await titlesOf(setup.owner.userId)).length;
    const intent = fake.intents.get(String(row.paymentIntentId)) ?? {};
    const failure = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { type: 'invalid_request_error', code: 'insufficient_funds' },
    };
    const delivery = signedEvent('payment_intent.payment_failed', failure, { account: setup.account });
    expect((await deliver(delivery)).outcome).toBe('failed');
    // The same event delivered again changes nothing.
    expect((await deliver(delivery)).duplicate).toBe(true);
    const tenantNew = (await titlesOf(setup.tenant.userId)).slice(tenantBefore);
    const ownerNew = (await titlesOf(setup.owner.userId)).slice(ownerBefore);
    expect(tenantNew).toEqual(['Autopay could not charge $1,000']);
    expect(ownerNew).toEqual(['Autopay could not charge $1,000']);
    const failedEmails = (await emailsTo(ctx, setup.tenant.email, 'autopay')).filter((e) =>
      e.subject.startsWith('Autopay could not charge'),
    );
    expect(failedEmails).toHaveLength(1);
    expect(failedEmails[0].textBody).toContain('insufficient_funds');
    const state = await getAutopay(ctx.database.db, setup.tenant, provider, setup.leaseId);
    expect(state).toMatchObject({ enabled: true, consecutiveFailures: 1 });
  });
});
