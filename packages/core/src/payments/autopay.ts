import { z } from '../zod';

/**
 * Autopay (issue 25 item 3): a tenant saves a payment method with a SetupIntent confirmed in the
 * browser (Stripe's Payment Element) and turns autopay on; on each due date the balance due is
 * charged off-session. No card or account number appears here.
 */

/** GET /api/autopay?leaseId=… (without it: the tenant's active lease). */
export const autopayQuerySchema = z.object({ leaseId: z.uuid().optional() }).strict();

export const autopayStateSchema = z.object({
  /** The lease it is about (null: the tenant has no active lease). */
  leaseId: z.uuid().nullable(),
  /** False: the landlord takes no online payments through Stripe (or the server has no keys). */
  available: z.boolean(),
  enabled: z.boolean(),
  /** "Visa •••• 4242"; null until a method is saved. */
  paymentMethod: z.string().nullable(),
  /** Failed charges in a row (two turn autopay off). */
  consecutiveFailures: z.int(),
  /** The next due date autopay will charge, when it is on. */
  nextChargeOn: z.string().nullable(),
});
export type AutopayState = z.infer<typeof autopayStateSchema>;

/** POST /api/autopay/setup: a SetupIntent for the browser to confirm. */
export const autopaySetupBodySchema = z.object({ leaseId: z.uuid() }).strict();
export const autopaySetupSchema = z.object({
  setupIntentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  stripeAccount: z.string(),
});
export type AutopaySetup = z.infer<typeof autopaySetupSchema>;

/**
 * PUT /api/autopay: on or off; `setupIntentId` names the SetupIntent the browser just confirmed,
 * whose payment method becomes the saved one (it must be the tenant's own customer's).
 */
export const updateAutopayBodySchema = z
  .object({
    leaseId: z.uuid(),
    enabled: z.boolean(),
    setupIntentId: z
      .string()
      .regex(/^seti_[A-Za-z0-9]+$/)
      .max(255)
      .optional(),
  })
  .strict();
export type UpdateAutopayBody = z.infer<typeof updateAutopayBodySchema>;
