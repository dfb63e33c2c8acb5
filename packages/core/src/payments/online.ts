import { z } from '../zod';

/**
 * Online payments through Stripe (issue 25): the organisation's connected account, the tenant's
 * PaymentIntent and the convenience fee. Card and bank details never appear here: the browser
 * types them into Stripe's Payment Element.
 */

export const stripeConnectionStatusSchema = z.enum(['not_connected', 'pending', 'active']);
export type StripeConnectionStatus = z.infer<typeof stripeConnectionStatusSchema>;

export const feePayerSchema = z.enum(['organisation', 'tenant']);
export type FeePayer = z.infer<typeof feePayerSchema>;

/** GET /api/org/payments: Settings → Payments. `available` false: the server has no Stripe keys. */
export const stripeConnectionSchema = z.object({
  available: z.boolean(),
  status: stripeConnectionStatusSchema,
  accountId: z.string().nullable(),
  feePayer: feePayerSchema,
});
export type StripeConnection = z.infer<typeof stripeConnectionSchema>;

/** PUT /api/org/payments: who pays the processing fee. */
export const updateStripeSettingsBodySchema = z.object({ feePayer: feePayerSchema }).strict();
export type UpdateStripeSettingsBody = z.infer<typeof updateStripeSettingsBodySchema>;

/** POST /api/org/payments/onboarding: Stripe's hosted onboarding page for the connected account. */
export const stripeOnboardingLinkSchema = z.object({ url: z.url(), status: stripeConnectionStatusSchema });

/** POST /api/payments/intents: the tenant's amount (cents); the server checks it against the ledger. */
export const paymentIntentBodySchema = z
  .object({
    leaseId: z.uuid(),
    amount: z.number().int().min(1, 'validation:payment.amountPositive').max(1_000_000_000),
  })
  .strict();
export type PaymentIntentBody = z.infer<typeof paymentIntentBodySchema>;

/** What the browser needs to mount the Payment Element and confirm the payment. */
export const paymentIntentSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  stripeAccount: z.string(),
  currency: z.string(),
  /** What the ledger records. */
  amount: z.int(),
  /** The convenience fee added when the organisation passes the processing fee to tenants. */
  fee: z.int(),
  /** What the card or account is charged: amount + fee. */
  total: z.int(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** GET /api/payments/processing: a bank debit Stripe is still processing (not in the ledger yet). */
export const processingPaymentSchema = z.object({
  paymentIntentId: z.string(),
  leaseId: z.uuid(),
  amount: z.int(),
  startedAt: z.string(),
  tenantName: z.string(),
  propertyAddress: z.string(),
  unitLabel: z.string().nullable(),
});
export type ProcessingPayment = z.infer<typeof processingPaymentSchema>;

/**
 * The convenience fee on an online payment (cents) when the tenant pays it: Stripe's standard card
 * pricing, 2.9 % + 30 ¢, rounded up so the organisation never pays part of it.
 */
export function convenienceFee(amount: number): number {
  return Math.ceil(amount * 0.029) + 30;
}
