import { z } from '../zod';
import { leaseDateSchema } from './schemas';

/**
 * Other charges, credits, charge voids and returned payments (issue 18 items 5 and 6). Amounts
 * are integer cents; every correction says why (`reason`), and the server records who.
 */

const amount = z
  .number()
  .int()
  .min(1, 'validation:charge.amountPositive')
  .max(1_000_000_000, 'validation:lease.rentMax')
  .describe('Amount in integer cents');

const description = z
  .string()
  .trim()
  .min(1, 'validation:charge.descriptionRequired')
  .max(200, 'validation:charge.descriptionTooLong');

const reason = z
  .string()
  .trim()
  .min(1, 'validation:payment.reasonRequired')
  .max(500, 'validation:payment.reasonTooLong');

/** POST /api/leases/:id/charges: a one-off charge, or the first of a monthly recurring one. */
export const addChargeBodySchema = z
  .object({
    description,
    amount,
    dueDate: leaseDateSchema,
    recurring: z
      .boolean()
      .optional()
      .describe('Monthly from dueDate until the lease ends (or it is stopped)'),
  })
  .strict();
export type AddChargeBody = z.infer<typeof addChargeBodySchema>;

/** POST /api/leases/:id/credits: a credit or concession; it reduces the balance (never a negative charge). */
export const addCreditBodySchema = z.object({ description, amount, date: leaseDateSchema }).strict();
export type AddCreditBody = z.infer<typeof addCreditBodySchema>;

/** POST /api/charges/:id/void. */
export const voidChargeBodySchema = z.object({ reason }).strict();
export type VoidChargeBody = z.infer<typeof voidChargeBodySchema>;

/** POST /api/payments/:id/return: the bank returned the payment (NSF); an optional fee is charged. */
export const returnPaymentBodySchema = z
  .object({ reason, fee: amount.optional().describe('Returned-payment fee, cents') })
  .strict();
export type ReturnPaymentBody = z.infer<typeof returnPaymentBodySchema>;

/** POST /api/leases/:id/recurring-charges/:chargeId/stop. */
export const recurringChargeParamsSchema = z.object({ id: z.uuid(), chargeId: z.uuid() }).strict();

export const recurringChargeSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  amount: z.number().int(),
  firstDueDate: z.string(),
  /** No charge is made for periods due on or after this day. */
  stoppedOn: z.string().nullable(),
});
export type RecurringCharge = z.infer<typeof recurringChargeSchema>;

const correctionSchema = z.object({ reason: z.string(), at: z.string() });

/**
 * GET /api/leases/:id/ledger-details: what the ledger's rows are, beside GET …/ledger — each
 * charge's description, recurring template and void; each payment's void or return, and which
 * credit payment is the reversing entry of a voided charge.
 */
export const ledgerDetailsSchema = z.object({
  charges: z.array(
    z.object({
      chargeId: z.uuid(),
      description: z.string().nullable(),
      recurringChargeId: z.uuid().nullable(),
      voided: correctionSchema.nullable(),
      /** The returned payment this charge is the fee of. */
      returnFeeOfPaymentId: z.uuid().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      paymentId: z.uuid(),
      voided: correctionSchema.nullable(),
      returned: correctionSchema.nullable(),
      /** This credit is the reversing entry of that voided charge. */
      voidsChargeId: z.uuid().nullable(),
    }),
  ),
  recurringCharges: z.array(recurringChargeSchema),
});
export type LedgerDetails = z.infer<typeof ledgerDetailsSchema>;
