import type { BankAccount } from '@rentwise/core/validation/bank-account';
import type { Config } from '../../config';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

/**
 * How a tenant's card or bank payment is processed (issue 25). Two kinds:
 * - `test` (the default outside production, no keys): our server takes the spec's card fields and
 *   compares them with Stripe's published test numbers; no money moves.
 * - `stripe` (when STRIPE_SECRET_KEY is set): the browser confirms a PaymentIntent that our server
 *   created on the organisation's connected account with Stripe's Payment Element; no card or
 *   account number ever reaches our server, and the ledger records the payment when Stripe's
 *   webhook says it succeeded (modules/stripe).
 * In production without keys there is no provider: tenants cannot pay online.
 */
export type PaymentProvider = TestPaymentProvider | StripeProvider;

export interface TestPaymentProvider {
  readonly name: 'test';
  charge(input: {
    amount: number;
    method: 'card' | 'bank';
    card?: { number: string; expiry: string; cvc: string };
    /** A US account and routing number, or an IBAN (issue 24 item 6). */
    bank?: BankAccount;
    idempotencyKey: string;
  }): Promise<{ approved: true; reference: string } | { approved: false; reason: string }>;
}

const providers = new WeakMap<Config, PaymentProvider | null>();

/** The provider of this configuration (one per server: the Stripe client is made once). */
export function paymentProviderFor(config: Config): PaymentProvider | null {
  if (!providers.has(config)) {
    providers.set(
      config,
      config.stripe
        ? createStripeProvider(config.stripe)
        : config.env === 'production'
          ? null
          : createTestPaymentProvider(),
    );
  }
  return providers.get(config) ?? null;
}

/** Stripe's published test numbers: these approve in test mode. */
export const TEST_APPROVED_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
  '3056930009020004',
  '3566002020360505',
  '6200000000000005',
]);

/** Stripe's standard decline numbers and the reason each gives. */
export const TEST_DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Bank accounts that fail in test mode (Stripe's ACH test numbers). */
export const TEST_DECLINED_ACCOUNTS: Record<string, string> = {
  '000111111116': 'account_closed',
  '000222222227': 'insufficient_funds',
  // Stripe's test IBANs that fail (SEPA Direct Debit).
  DE62370400440532013001: 'account_closed',
  DE35500105175418436133: 'insufficient_funds',
};

export function createTestPaymentProvider(): TestPaymentProvider {
  let counter = 0;
  return {
    name: 'test',
    async charge(input) {
      counter += 1;
      const reference = `test_${Date.now().toString(36)}_${counter}`;
      if (input.method === 'card') {
        const number = input.card?.number ?? '';
        const declined = TEST_DECLINED_CARDS[number];
        if (declined) return { approved: false, reason: declined };
        // A real card number in test mode is refused rather than silently "charged".
        if (!TEST_APPROVED_CARDS.has(number)) return { approved: false, reason: 'test_mode_live_card' };
        return { approved: true, reference };
      }
      const account = !input.bank ? '' : 'iban' in input.bank ? input.bank.iban : input.bank.accountNumber;
      const declined = TEST_DECLINED_ACCOUNTS[account];
      if (declined) return { approved: false, reason: declined };
      return { approved: true, reference };
    },
  };
}
