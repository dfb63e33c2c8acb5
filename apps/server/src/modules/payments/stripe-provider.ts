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
  /** The event of a webhook delivery, after checking its signature; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
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
    constructEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
    },
  };
}
