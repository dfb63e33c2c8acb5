import { moneyInput } from '../money/amount-input';
import { isoDateSchema } from '../tenants/schemas';
import { bankAccountIssues, bankAccountKinds, bankAccountSchema } from '../validation/bank-account';
import { z } from '../zod';

/** Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' still valid on `today` (a card is valid through the last day of its month). */
export function expiryInFuture(expiry: string, today: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}

export const cardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().refine(luhnValid, 'validation:payment.cardInvalid'));

export const cardSchema = z
  .object({
    number: cardNumberSchema,
    expiry: z
      .string()
      .trim()
      .refine((value) => expiryInFuture(value), 'validation:payment.expiryInvalid'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'validation:payment.cvcInvalid'),
  })
  .strict();

/**
 * A bank transfer's account (issue 24 item 6): an IBAN (mod 97 checksum) or a US account number
 * with its ABA routing number (checksum). Test provider only: with Stripe no account number ever
 * reaches our server (issue 25).
 */
export const bankSchema = bankAccountSchema;

/** The earliest day a payment may say it was received. */
export const RECEIVED_AT_MIN = '1900-01-01';

/**
 * The latest day a payment may say it was received: today. Dates are the person's local dates and
 * the server has no time zone for them yet, so "today" is the latest today on Earth (UTC + 14 h):
 * an owner in Sydney recording this morning's cheque is never told their today is in the future.
 */
export function latestReceivedAt(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** When money was received: a real date, not in the future, not before 1900 (issue 18). */
export const receivedAtSchema = isoDateSchema
  .refine((value) => value >= RECEIVED_AT_MIN, 'validation:payment.receivedAtTooOld')
  .refine((value) => value <= latestReceivedAt(), 'validation:payment.receivedAtFuture');

/**
 * POST /api/payments (with an `Idempotency-Key` header). A tenant pays by `card` or `bank`
 * through the payment provider; an owner records money received (`cash`, `check`, `bank`).
 */
export const createPaymentBodySchema = z
  .object({
    leaseId: z.uuid(),
    amount: z.number().int().min(1, 'validation:payment.amountPositive').max(1_000_000_000),
    method: z.enum(['card', 'bank', 'cash', 'check']),
    card: cardSchema.optional(),
    bank: bankSchema.optional(),
    receivedAt: receivedAtSchema.optional(),
    reference: z.string().trim().max(200).optional(),
  })
  .strict();
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/**
 * POST /api/payments when a real processor is in use (Stripe, or production with none): no card
 * or account number field at all — card and bank details are typed into Stripe's own fields in the
 * browser and never reach our server (issue 25). Owners record money received with it as before.
 */
export const recordPaymentBodySchema = createPaymentBodySchema.omit({ card: true, bank: true }).strict();

/** The body POST /api/payments accepts with this payment provider ('test' keeps the spec's card fields). */
export function paymentRequestBodySchema(provider: 'test' | 'stripe' | null) {
  return provider === 'test' ? createPaymentBodySchema : recordPaymentBodySchema;
}

/** Why a correction is made: every correction to the ledger says why (and the server records who). */
const correctionReasonSchema = z
  .string()
  .trim()
  .min(1, 'validation:payment.reasonRequired')
  .max(500, 'validation:payment.reasonTooLong');

/** POST /api/payments/:id/void: the payment stops counting, its allocations are undone. */
export const voidPaymentBodySchema = z.object({ reason: correctionReasonSchema }).strict();
export type VoidPaymentBody = z.infer<typeof voidPaymentBodySchema>;

/** POST /api/payments/:id/refund: money given back, at most what the payment has left. */
export const refundPaymentBodySchema = z
  .object({
    amount: z.number().int().min(1, 'validation:payment.amountPositive').max(1_000_000_000),
    reason: correctionReasonSchema,
  })
  .strict();
export type RefundPaymentBody = z.infer<typeof refundPaymentBodySchema>;

/** The tenant's payment dialog (amount typed in currency units). */
export const payFormSchema = z
  .object({
    amount: moneyInput({ message: 'validation:payment.amountPositive' }),
    method: z.enum(['card', 'bank']),
    cardNumber: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    /** A bank transfer: a US account and routing number, or an IBAN (issue 24 item 6). */
    bankKind: z.enum(bankAccountKinds),
    accountNumber: z.string(),
    routingNumber: z.string(),
    iban: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'card') {
      if (!luhnValid(value.cardNumber.replace(/[\s-]/g, ''))) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'validation:payment.cardInvalid' });
      }
      if (!expiryInFuture(value.expiry)) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'validation:payment.expiryInvalid' });
      }
      if (!/^\d{3,4}$/.test(value.cvc.trim())) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'validation:payment.cvcInvalid' });
      }
    } else {
      for (const issue of bankAccountIssues(value)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    }
  });
export type PayFormValues = z.input<typeof payFormSchema>;

/** The owner's Record Payment dialog. */
export const recordPaymentFormSchema = z.object({
  amount: moneyInput({ message: 'validation:payment.amountPositive' }),
  method: z.enum(['cash', 'check', 'bank']),
  receivedAt: z.string().min(1, 'validation:payment.dateRequired').pipe(receivedAtSchema),
  reference: z.string().trim().max(200),
});
export type RecordPaymentFormValues = z.input<typeof recordPaymentFormSchema>;
