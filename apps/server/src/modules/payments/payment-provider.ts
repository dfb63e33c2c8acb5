/**
 * How a tenant's card or bank payment is processed. The built-in `test` provider (the default
 * outside production) never moves money; a Stripe provider can implement the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(input: {
    amount: number;
    method: 'card' | 'bank';
    card?: { number: string; expiry: string; cvc: string };
    bank?: { accountNumber: string };
    idempotencyKey: string;
  }): Promise<{ approved: true; reference: string } | { approved: false; reason: string }>;
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
};

export function createTestPaymentProvider(): PaymentProvider {
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
      const declined = TEST_DECLINED_ACCOUNTS[input.bank?.accountNumber ?? ''];
      if (declined) return { approved: false, reason: declined };
      return { approved: true, reference };
    },
  };
}
