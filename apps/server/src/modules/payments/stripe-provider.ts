import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/**
 * The Stripe provider (issue 25), through the official `stripe` package. Every call names the
 * organisation's connected account (`stripeAccount`): the money goes to the landlord's own Stripe
 * account, never through ours. `STRIPE_API_URL` points it at another host (the tests' local fake).
 */
export interface StripeProvider {
  readonly name: 'stripe';
  readonly publishableKey: string;
  createAccount(input: { orgId: string; email?: string }): Promise<{ id: string }>;
  retrieveAccount(id: string): Promise<StripeAccountState>;
  createAccountLink(input: {
    account: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  createPaymentIntent(input: {
    account: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
    customer?: string;
    paymentMethod?: string;
    offSession?: boolean;
  }): Promise<{ id: string; clientSecret: string | null; status: string; amount: number }>;
  /** A Customer on the connected account: autopay's saved payment method belongs to it. */
  createCustomer(input: {
    account: string;
    email: string | null;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** A SetupIntent for off-session use, confirmed in the browser with the Payment Element. */
  createSetupIntent(input: {
    account: string;
    customer: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string | null }>;
  retrieveSetupIntent(input: { account: string; id: string }): Promise<StripeSetupIntentState>;
  retrievePaymentMethod(input: { account: string; id: string }): Promise<StripePaymentMethodState>;
  /**
   * An off-session charge of a saved payment method (autopay). A decline is an answer, not an
   * error: Stripe's card error carries the failed PaymentIntent and its code.
   */
  chargeOffSession(input: {
    account: string;
    customer: string;
    paymentMethod: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<
    { ok: true; id: string; status: string } | { ok: false; id: string | null; code: string; message: string }
  >;
  /** The event of a webhook delivery, after checking its signature; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

export interface StripeSetupIntentState {
  id: string;
  status: string;
  customer: string | null;
  paymentMethod: string | null;
}

export interface StripePaymentMethodState {
  id: string;
  customer: string | null;
  type: string;
  /** "Visa •••• 4242", "Bank account •••• 6789". */
  label: string;
}

export interface StripeAccountState {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

export function createStripeProvider(config: StripeConfig): StripeProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createAccount({ orgId, email }) {
      const account = await stripe.accounts.create(
        { type: 'express', ...(email ? { email } : {}), metadata: { org_id: orgId } },
        { idempotencyKey: `account-${orgId}` },
      );
      return { id: account.id };
    },
    async retrieveAccount(id) {
      const account = await stripe.accounts.retrieve(id);
      return {
        id: account.id,
        chargesEnabled: account.charges_enabled === true,
        detailsSubmitted: account.details_submitted === true,
      };
    },
    async createAccountLink({ account, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },
    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          metadata: input.metadata,
          ...(input.paymentMethod
            ? {
                customer: input.customer,
                payment_method: input.paymentMethod,
                off_session: input.offSession ?? false,
                confirm: true,
              }
            : {
                automatic_payment_methods: { enabled: true },
                ...(input.customer ? { customer: input.customer } : {}),
              }),
        },
        { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
      );
      return {
        id: intent.id,
        clientSecret: intent.client_secret,
        status: intent.status,
        amount: intent.amount,
      };
    },
    async createCustomer({ account, email, name, metadata, idempotencyKey }) {
      const customer = await stripe.customers.create(
        { name, metadata, ...(email ? { email } : {}) },
        { stripeAccount: account, idempotencyKey },
      );
      return { id: customer.id };
    },
    async createSetupIntent({ account, customer, metadata }) {
      const intent = await stripe.setupIntents.create(
        { customer, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata },
        { stripeAccount: account },
      );
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveSetupIntent({ account, id }) {
      const intent = await stripe.setupIntents.retrieve(id, {}, { stripeAccount: account });
      return {
        id: intent.id,
        status: intent.status,
        customer: idOf(intent.customer),
        paymentMethod: idOf(intent.payment_method),
      };
    },
    async retrievePaymentMethod({ account, id }) {
      const method = await stripe.paymentMethods.retrieve(id, {}, { stripeAccount: account });
      const last4 = method.card?.last4 ?? method.us_bank_account?.last4 ?? method.sepa_debit?.last4 ?? '';
      const brand = method.card ? method.card.brand.replace(/^./, (c) => c.toUpperCase()) : 'Bank account';
      return {
        id: method.id,
        customer: idOf(method.customer),
        type: method.type,
        label: last4 ? `${brand} •••• ${last4}` : brand,
      };
    },
    async chargeOffSession(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer: input.customer,
            payment_method: input.paymentMethod,
            off_session: true,
            confirm: true,
            metadata: input.metadata,
          },
          { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
        );
        return { ok: true, id: intent.id, status: intent.status };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          return {
            ok: false,
            id: error.payment_intent?.id ?? null,
            code: error.code ?? error.rawType ?? error.type,
            message: error.message,
          };
        }
        throw error;
      }
    },
    constructEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
    },
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
