import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { STRIPE_TEST_KEYS, type StripeFake, startStripeFake } from '../../apps/server/test/stripe-fake';
import { apiToken } from '../support/api-accounts';
import { DEMO_OWNER, DEMO_TENANT } from '../support/demo-accounts';
import { signIn } from '../support/session';
import { useStripeJsDouble } from '../support/stripe-js-double';

/**
 * Online rent through Stripe, end to end with the local Stripe fake (issue 25, "Done means"). The
 * suite's servers use the test provider, so this spec starts its own: the built server with the
 * Stripe provider (STRIPE_SECRET_KEY, STRIPE_API_URL → the fake, its own port and DATA_DIR, the
 * demo data), and the fake sends its signed webhooks to it as Stripe would. The page loads a
 * double of Stripe.js (support/stripe-js-double.ts) whose Payment Element confirms through the
 * fake's API, never through our server.
 */
interface StripeWorld {
  url: string;
  fake: StripeFake;
  /** The demo organisation's connected account (active). */
  account: string;
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the Stripe server exited with ${server.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the Stripe server did not become ready in 90 s');
}

const test = base.extend<object, { stripeWorld: StripeWorld }>({
  stripeWorld: [
    async ({ playwright }, use) => {
      const fake = await startStripeFake();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      fake.webhookUrl = `${url}/api/webhooks/stripe`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rentwise-e2e-stripe-'));
      const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: url,
          AUTH_LOGIN_FAILURE_LIMIT: '1000',
          AUTH_EMAIL_REQUEST_LIMIT: '1000',
          AUTH_VERIFY_LIMIT: '1000',
          STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
          STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
          STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
          STRIPE_API_URL: fake.url,
        },
      });
      try {
        await waitUntilReady(url, server);
        // The demo owner connects Stripe (Settings → Payments' API); Stripe finishes onboarding.
        const api = await playwright.request.newContext({ baseURL: url });
        const owner = await apiAs(api, DEMO_OWNER);
        const onboarding = async () =>
          (await api.post('/api/org/payments/onboarding', { headers: owner, data: {} })).json();
        expect((await onboarding()).status).toBe('pending');
        const [account] = [...fake.accounts.keys()];
        fake.activate(account);
        expect((await onboarding()).status).toBe('active');
        await api.dispose();
        await use({ url, fake, account });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) =>
          server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
        );
        await fake.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stripeWorld }, use) => use(stripeWorld.url),
});

/** Requests the page made to our own server (to check that no card number was among them). */
function ourRequests(page: Page, url: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(url)) seen.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

/** Authorization headers for API calls made as `account`. */
async function apiAs(request: APIRequestContext, account: { email: string; password: string }) {
  return { authorization: `Bearer ${await apiToken(request, account.email, account.password)}` };
}

async function openPayments(page: Page, world: StripeWorld) {
  await useStripeJsDouble(page, world.fake.url);
  await signIn(page, DEMO_TENANT);
  await expect(page).toHaveURL(/\/tenant-dashboard/);
  await page.goto('/tenant-dashboard/payments');
}

test('a tenant pays through the Payment Element: the webhook records the payment and the receipt arrives', async ({
  page,
  request,
  stripeWorld,
}) => {
  const sent = ourRequests(page, stripeWorld.url);
  await openPayments(page, stripeWorld);
  await page.getByRole('button', { name: 'Make a Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a Payment' });
  await dialog.getByLabel('Amount').fill('250');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  // Stripe's field (the double's), mounted by react-stripe-js's <PaymentElement>.
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await shoot(page, 'stripe-pay-dialog');
  await dialog.getByRole('button', { name: 'Pay $250.00' }).click();
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible();

  // The webhook (payment_intent.succeeded, signed by the fake) records it: it is in the history.
  await expect
    .poll(() => stripeWorld.fake.deliveries.map((d) => `${d.type} ${d.status}`))
    .toEqual(['payment_intent.succeeded 200']);
  const tenant = await apiAs(request, DEMO_TENANT);
  const leases = await (await request.get('/api/leases', { headers: tenant })).json();
  const leaseId = leases.items.find((lease: { status: string }) => lease.status === 'active').id;
  const ledger = await (await request.get(`/api/leases/${leaseId}/ledger`, { headers: tenant })).json();
  expect(
    ledger.payments.filter(
      (p: { provider: string; amount: number }) => p.provider === 'stripe' && p.amount === 25000,
    ),
  ).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('cell', { name: '$250.00' })).toBeVisible();

  // The receipt arrives when the money is confirmed.
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(DEMO_TENANT.email)}`);
      const emails = (await response.json()) as { subject: string }[];
      return emails.filter((email) => /^Receipt \S+: payment of \$250(\.00)? received$/.test(email.subject))
        .length;
    })
    .toBe(1);

  // The card number went to "Stripe" (the fake), never to our server.
  const confirm = stripeWorld.fake.requests.find((r) => r.path.endsWith('/confirm'));
  expect(confirm?.params['payment_method_data[card][number]']).toBe('4242424242424242');
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.join('\n')).not.toMatch(/4242\s?4242/);
});

test('autopay charges the bank account on the due date as of a chosen day; the returned debit reverses the payment in the ledger', async ({
  page,
  request,
  stripeWorld,
}) => {
  await openPayments(page, stripeWorld);
  await page.getByRole('button', { name: 'Save a payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a payment method for autopay' });
  await dialog.getByLabel('US bank account').check();
  await dialog.getByRole('button', { name: 'Save and turn on autopay' }).click();
  await expect(page.getByText('On — Bank account •••• 6789')).toBeVisible();
  await expect(page.getByText(/^Next charge: /)).toBeVisible();

  const tenant = await apiAs(request, DEMO_TENANT);
  const state = await (await request.get('/api/autopay', { headers: tenant })).json();
  const dueOn = state.nextChargeOn as string;
  expect(dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const leaseId = state.leaseId as string;
  const ledgerNow = async () =>
    (await request.get(`/api/leases/${leaseId}/ledger`, { headers: tenant })).json() as Promise<{
      balance: number;
      payments: { amount: number; voided: boolean; provider: string | null; method: string }[];
    }>;

  // The jobs, as of the due date: the day's rent is charged, then autopay charges the balance due.
  const owner = await apiAs(request, DEMO_OWNER);
  const run = async (job: string) => {
    const response = await request.post(`/api/dev/jobs/${job}/run`, {
      headers: owner,
      data: { asOf: dueOn },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).result as Record<string, number>;
  };
  await run('rent-charges');
  const due = (await ledgerNow()).balance;
  expect(due).toBeGreaterThan(0);
  expect(await run('autopay')).toMatchObject({ charged: 1, failed: 0 });
  const charge = [...stripeWorld.fake.intents.values()].find(
    (intent) => (intent.metadata as Record<string, string>).autopay === 'true',
  );
  expect(charge).toMatchObject({ amount: due, status: 'processing' });

  // A bank debit processes for days: shown as such, not yet in the ledger.
  await expect
    .poll(() => stripeWorld.fake.deliveries.filter((d) => d.intentId === charge?.id).map((d) => d.status))
    .toEqual([200]);
  await page.reload();
  await expect(page.getByText('Bank payments processing')).toBeVisible();
  expect((await ledgerNow()).balance).toBe(due);

  // The bank confirms: the webhook records it.
  expect(await stripeWorld.fake.settle(String(charge?.id))).toBe(200);
  const paid = await ledgerNow();
  expect(paid.balance).toBe(0);
  expect(paid.payments.filter((p) => p.provider === 'stripe' && p.amount === due && !p.voided)).toHaveLength(
    1,
  );

  // The debit comes back returned: the payment is reversed in the ledger and the balance is due again.
  expect(await stripeWorld.fake.fail(String(charge?.id), 'debit_not_authorized')).toBe(200);
  const returned = await ledgerNow();
  expect(returned.balance).toBe(due);
  expect(
    returned.payments.filter((p) => p.provider === 'stripe' && p.amount === due && p.voided),
  ).toHaveLength(1);
  // The tenant's history keeps the payment, marked void: it no longer counts.
  await page.reload();
  const amount = `$${(due / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const row = page.getByRole('row').filter({ hasText: amount }).filter({ hasText: 'Bank' });
  await expect(row.getByText('Void', { exact: true })).toBeVisible();
  await shoot(page, 'stripe-autopay-returned');
});

/** With STRIPE_SHOTS=<dir>: the page as it is, on a desktop and a phone (to look at, not compared). */
async function shoot(page: Page, what: string) {
  const dir = process.env.STRIPE_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${what}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${what}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}
