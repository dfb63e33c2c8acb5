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
  /** Stripe enables the account's charges (what onboarding ends with). */
  activate(accountId: string): Record<string, unknown>;
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
  const now = () => Math.floor(Date.now() / 1000);

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
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
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const input = nested(params);
    const path = url.pathname.split('/').filter(Boolean);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accounts,
    intents,
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
