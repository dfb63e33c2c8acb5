import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the few Stripe endpoints our server calls (issue 25), answering with Stripe's
 * documented object shapes: accounts (create, retrieve), account links, PaymentIntents (create,
 * retrieve). The official `stripe` package is pointed at it through STRIPE_API_URL (host, port,
 * protocol). Every request is kept, with its Stripe-Account header, for the tests to assert on.
 */
export interface StripeFake {
  url: string;
  requests: { method: string; path: string; params: Record<string, string>; stripeAccount?: string }[];
  accounts: Map<string, Record<string, unknown>>;
  intents: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  setupIntents: Map<string, Record<string, unknown>>;
  paymentMethods: Map<string, Record<string, unknown>>;
  /** Stripe enables the account's charges (what onboarding ends with). */
  activate(accountId: string): Record<string, unknown>;
  /**
   * What the browser's `stripe.confirmSetup` does with the Payment Element: a PaymentMethod is
   * created and attached to the SetupIntent's customer, and the SetupIntent succeeds. `kind`:
   * a card that works, a card whose off-session charges are declined, or a US bank account
   * (charges stay `processing`). Answers the PaymentMethod's id.
   */
  confirmSetup(setupIntentId: string, kind?: 'card' | 'card_declined' | 'bank'): string;
  /** A PaymentMethod of another customer on the same account (to try it where it does not belong). */
  paymentMethodOfAnotherCustomer(accountId: string): string;
  /**
   * Where Stripe sends its webhooks (our server's POST /api/webhooks/stripe). When set, the fake
   * delivers, signed, what real Stripe would: `payment_intent.succeeded` / `.processing` after a
   * browser's confirm or an off-session charge. Unset (the service tests): nothing is sent.
   */
  webhookUrl: string | null;
  /** Each webhook the fake sent, with our server's answer (0: not delivered). */
  deliveries: { type: string; intentId: string; status: number }[];
  /** A bank debit that was processing clears: the PaymentIntent succeeds and the webhook says so. */
  settle(intentId: string): Promise<number>;
  /** A bank debit fails or comes back returned: `payment_intent.payment_failed`, with its code. */
  fail(intentId: string, code: string): Promise<number>;
  close(): Promise<void>;
}

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_fake_rentwise',
  publishableKey: 'pk_test_fake_rentwise',
  webhookSecret: 'whsec_test_fake_rentwise',
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Stripe's form encoding (`metadata[lease_id]=…`) back into nested objects, numbers kept as text. */
function nested(params: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] = (node[part] as Record<string, unknown>) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: StripeFake['requests'] = [];
  const accounts = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const setupIntents = new Map<string, Record<string, unknown>>();
  const paymentMethods = new Map<string, Record<string, unknown>>();
  /** Idempotency-Key → the first answer (Stripe replays it for 24 hours). */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const now = () => Math.floor(Date.now() / 1000);

  /** The connected account each PaymentIntent was created on (its events name it). */
  const intentAccounts = new Map<string, string>();
  const deliveries: StripeFake['deliveries'] = [];
  const fake = { webhookUrl: null as string | null };
  /** Sends an event as Stripe does (signed with the test secret); answers our server's status. */
  const deliver = async (type: string, intentId: string): Promise<number> => {
    const intent = intents.get(intentId);
    if (!fake.webhookUrl || !intent) return 0;
    const event = signedEvent(type, intent, { account: intentAccounts.get(intentId) });
    const status = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: event.headers,
      body: event.payload,
    }).then(
      (response) => response.status,
      () => 0,
    );
    deliveries.push({ type, intentId, status });
    return status;
  };
  /** After answering, like Stripe: the event follows the API call, it is not part of it. */
  const deliverLater = (type: string, intentId: string) => {
    if (!fake.webhookUrl) return;
    setTimeout(() => void deliver(type, intentId), 50);
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      // Stripe.js calls the API from the page's origin.
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse, what: string) =>
    send(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
    const stripeAccount = request.headers['stripe-account'];
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      stripeAccount: typeof stripeAccount === 'string' ? stripeAccount : undefined,
    });
    const input = nested(params);
    const path = url.pathname.split('/').filter(Boolean);
    if (request.method === 'POST' && path[3] === 'confirm') {
      return confirmFromBrowser(response, path[1], path[2], input);
    }
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: input.type ?? 'express',
        email: input.email ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        country: 'US',
        default_currency: 'usd',
        metadata: input.metadata ?? {},
        created: now(),
      };
      accounts.set(account.id, account);
      return send(response, 200, account);
    }
    if (request.method === 'GET' && path[1] === 'accounts' && path[2]) {
      const account = accounts.get(path[2]);
      return account ? send(response, 200, account) : missing(response, `account: '${path[2]}'`);
    }
    if (request.method === 'POST' && url.pathname === '/v1/account_links') {
      if (!accounts.has(String(input.account))) return missing(response, `account: '${input.account}'`);
      return send(response, 200, {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.com/setup/e/${input.account}/${randomBytes(8).toString('hex')}`,
      });
    }
    const idempotencyKey = request.headers['idempotency-key'];
    const replayKey =
      request.method === 'POST' && typeof idempotencyKey === 'string'
        ? `${stripeAccount ?? ''}:${idempotencyKey}`
        : undefined;
    const stored = replayKey ? idempotent.get(replayKey) : undefined;
    if (stored) return send(response, stored.status, stored.body);
    const answer = (status: number, body: unknown) => {
      if (replayKey) idempotent.set(replayKey, { status, body });
      return send(response, status, body);
    };
    const onAccount = typeof stripeAccount === 'string' && accounts.has(stripeAccount);
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      if (!onAccount) return missing(response, `account: '${stripeAccount}'`);
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: input.email ?? null,
        name: input.name ?? null,
        metadata: input.metadata ?? {},
        livemode: false,
        created: now(),
        account: stripeAccount,
      };
      customers.set(customer.id, customer);
      return answer(200, customer);
    }
    if (request.method === 'POST' && url.pathname === '/v1/setup_intents') {
      if (!onAccount) return missing(response, `account: '${stripeAccount}'`);
      if (!customers.has(String(input.customer))) return missing(response, `customer: '${input.customer}'`);
      const setupId = id('seti');
      const setup = {
        id: setupId,
        object: 'setup_intent',
        client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
        customer: input.customer,
        payment_method: null,
        status: 'requires_payment_method',
        usage: input.usage ?? 'off_session',
        automatic_payment_methods: input.automatic_payment_methods ? { enabled: true } : null,
        metadata: input.metadata ?? {},
        livemode: false,
        created: now(),
        account: stripeAccount,
      };
      setupIntents.set(setupId, setup);
      return answer(200, setup);
    }
    if (request.method === 'GET' && path[1] === 'setup_intents' && path[2]) {
      const setup = setupIntents.get(path[2]);
      return setup && setup.account === stripeAccount
        ? send(response, 200, setup)
        : missing(response, `setup_intent: '${path[2]}'`);
    }
    if (request.method === 'GET' && path[1] === 'payment_methods' && path[2]) {
      const method = paymentMethods.get(path[2]);
      return method && method.account === stripeAccount
        ? send(response, 200, method)
        : missing(response, `payment_method: '${path[2]}'`);
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents' && input.payment_method) {
      // A saved payment method charged off-session (autopay), confirmed at once.
      if (!onAccount) return missing(response, `account: '${stripeAccount}'`);
      const method = paymentMethods.get(String(input.payment_method));
      if (!method || method.account !== stripeAccount) {
        return missing(response, `payment_method: '${input.payment_method}'`);
      }
      if (method.customer !== input.customer) {
        // What Stripe answers for a PaymentMethod that is not attached to the customer named.
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            param: 'payment_method',
            message: `The customer does not have a payment method with the ID ${method.id}. The payment method must be attached to the customer.`,
          },
        });
      }
      const intentId = id('pi');
      const declined = method.decline === true;
      const bank = method.type === 'us_bank_account';
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(input.amount),
        amount_received: declined || bank ? 0 : Number(input.amount),
        currency: input.currency,
        status: declined ? 'requires_payment_method' : bank ? 'processing' : 'succeeded',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        customer: input.customer,
        payment_method: method.id,
        payment_method_types: [method.type],
        metadata: input.metadata ?? {},
        last_payment_error: declined
          ? {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            }
          : null,
        latest_charge: id('ch'),
        livemode: false,
        created: now(),
      };
      intents.set(intentId, intent);
      intentAccounts.set(intentId, stripeAccount as string);
      if (!declined) deliverLater(bank ? 'payment_intent.processing' : 'payment_intent.succeeded', intentId);
      if (declined) {
        return answer(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent,
          },
        });
      }
      return answer(200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (typeof stripeAccount !== 'string' || !accounts.has(stripeAccount)) {
        return missing(response, `account: '${stripeAccount}'`);
      }
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(input.amount),
        amount_received: 0,
        currency: input.currency,
        status: input.confirm === 'true' ? 'processing' : 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        automatic_payment_methods: input.automatic_payment_methods ? { enabled: true } : null,
        payment_method_types: ['card', 'us_bank_account'],
        customer: input.customer ?? null,
        payment_method: input.payment_method ?? null,
        metadata: input.metadata ?? {},
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        created: now(),
      };
      intents.set(intentId, intent);
      intentAccounts.set(intentId, stripeAccount);
      return send(response, 200, intent);
    }
    if (request.method === 'GET' && path[1] === 'payment_intents' && path[2]) {
      const intent = intents.get(path[2]);
      return intent ? send(response, 200, intent) : missing(response, `payment_intent: '${path[2]}'`);
    }
    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  });
  /**
   * What Stripe.js calls when the Payment Element confirms (`stripe.confirmPayment` /
   * `confirmSetup`): POST /v1/{payment_intents|setup_intents}/:id/confirm, authorised by the
   * publishable key and the intent's client secret (in the form body, as Stripe.js sends them),
   * with the connected account as `_stripe_account` and the new method as `payment_method_data`.
   */
  function confirmFromBrowser(
    response: ServerResponse,
    kind: string | undefined,
    intentId: string | undefined,
    input: Record<string, unknown>,
  ) {
    const refuse = (status: number, message: string) =>
      send(response, status, { error: { type: 'invalid_request_error', message } });
    if (input.key !== STRIPE_TEST_KEYS.publishableKey) return refuse(401, 'Invalid API Key provided');
    const data = (input.payment_method_data ?? {}) as Record<string, unknown>;
    const type = data.type === 'us_bank_account' ? 'us_bank_account' : 'card';
    if (kind === 'setup_intents') {
      const setup = setupIntents.get(String(intentId));
      if (!setup || setup.client_secret !== input.client_secret || setup.account !== input._stripe_account) {
        return missing(response, `setup_intent: '${intentId}'`);
      }
      const method = paymentMethodFor(
        String(setup.account),
        String(setup.customer),
        type === 'us_bank_account' ? 'bank' : 'card',
      );
      Object.assign(setup, { status: 'succeeded', payment_method: method.id });
      return send(response, 200, setup);
    }
    const intent = intents.get(String(intentId));
    if (
      kind !== 'payment_intents' ||
      !intent ||
      intent.client_secret !== input.client_secret ||
      intentAccounts.get(String(intentId)) !== input._stripe_account
    ) {
      return missing(response, `payment_intent: '${intentId}'`);
    }
    if (intent.status !== 'requires_payment_method') {
      return refuse(400, `This PaymentIntent's status is ${intent.status}.`);
    }
    const bank = type === 'us_bank_account';
    const method = paymentMethodFor(intentAccounts.get(String(intentId)) ?? '', '', bank ? 'bank' : 'card');
    Object.assign(intent, {
      status: bank ? 'processing' : 'succeeded',
      amount_received: bank ? 0 : intent.amount,
      payment_method: method.id,
      payment_method_types: [method.type],
      latest_charge: id('ch'),
    });
    deliverLater(bank ? 'payment_intent.processing' : 'payment_intent.succeeded', String(intentId));
    return send(response, 200, intent);
  }
  function paymentMethodFor(account: string, customer: string, kind: 'card' | 'card_declined' | 'bank') {
    const method = {
      id: id('pm'),
      object: 'payment_method',
      type: kind === 'bank' ? 'us_bank_account' : 'card',
      customer,
      account,
      ...(kind === 'bank'
        ? { us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789', account_type: 'checking' } }
        : {
            card: { brand: 'visa', last4: kind === 'card' ? '4242' : '9995', exp_month: 12, exp_year: 2030 },
          }),
      decline: kind === 'card_declined',
      livemode: false,
      created: now(),
    };
    paymentMethods.set(method.id, method);
    return method;
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accounts,
    intents,
    customers,
    setupIntents,
    paymentMethods,
    confirmSetup(setupIntentId, kind = 'card') {
      const setup = setupIntents.get(setupIntentId);
      if (!setup) throw new Error(`no setup intent ${setupIntentId}`);
      const method = paymentMethodFor(String(setup.account), String(setup.customer), kind);
      Object.assign(setup, { status: 'succeeded', payment_method: method.id });
      return method.id;
    },
    paymentMethodOfAnotherCustomer(accountId) {
      const other = { id: id('cus'), object: 'customer', account: accountId, metadata: {} };
      customers.set(other.id, other);
      return paymentMethodFor(accountId, other.id, 'card').id;
    },
    deliveries,
    get webhookUrl() {
      return fake.webhookUrl;
    },
    set webhookUrl(value: string | null) {
      fake.webhookUrl = value;
    },
    settle(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no payment intent ${intentId}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      return deliver('payment_intent.succeeded', intentId);
    },
    fail(intentId, code) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no payment intent ${intentId}`);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'invalid_request_error',
          code,
          message: `The bank debit failed: ${code}`,
        },
      });
      return deliver('payment_intent.payment_failed', intentId);
    },
    activate(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
      return account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe(STRIPE_TEST_KEYS.secretKey);

/** A webhook delivery as Stripe sends it: an Event object and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { account?: string; id?: string; secret?: string } = {},
): { payload: string; headers: Record<string, string>; eventId: string } {
  const eventId = options.id ?? id('evt');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...(options.account ? { account: options.account } : {}),
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_KEYS.webhookSecret,
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, eventId };
}
