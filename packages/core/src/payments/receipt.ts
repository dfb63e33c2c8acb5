import { chargeKindSchema, paymentMethodSchema } from '../leases/schemas';
import { z } from '../zod';

/**
 * The receipt number of a payment, derived from its row (no column of its own, no migration):
 * 'RW-' + the UTC year the money was received + '-' + the payment's `receipt_number` sequence
 * value, six digits at least. The sequence (not a slice of the uuid) makes it unique for good;
 * decision 008 says why.
 */
export function receiptNumber(payment: { receivedAt: Date | string; sequence: number }): string {
  const receivedAt =
    typeof payment.receivedAt === 'string' ? new Date(payment.receivedAt) : payment.receivedAt;
  if (Number.isNaN(receivedAt.getTime())) throw new RangeError('receiptNumber: invalid receivedAt');
  if (!Number.isSafeInteger(payment.sequence) || payment.sequence < 1) {
    throw new RangeError('receiptNumber: the sequence is a positive integer');
  }
  return `RW-${receivedAt.getUTCFullYear()}-${String(payment.sequence).padStart(6, '0')}`;
}

/** The characters a receipt number may contain (it also names the PDF file). */
export const receiptNumberPattern = /^RW-\d{4}-\d{6,}$/;

/** GET /api/payments/:id/receipt(.pdf)?lang=en|fr — without `lang`, the caller's profile language. */
export const receiptQuerySchema = z.object({ lang: z.enum(['en', 'fr']).optional() }).strict();

export const receiptAllocationSchema = z.object({
  chargeId: z.uuid(),
  kind: chargeKindSchema,
  period: z.string().describe("'YYYY-MM'"),
  dueDate: z.string(),
  amount: z.number().int().describe('Part of this payment applied to the charge, cents'),
});
export type ReceiptAllocation = z.infer<typeof receiptAllocationSchema>;

/** GET /api/payments/:id/receipt: one payment's receipt, for the lease's owner and its tenant. */
export const receiptSchema = z.object({
  number: z.string(),
  paymentId: z.uuid(),
  leaseId: z.uuid(),
  /** When the money was received (ISO timestamp). */
  date: z.string(),
  /** The language the PDF is written in (the query's, else the caller's profile's). */
  language: z.enum(['en', 'fr']),
  tenant: z.object({ name: z.string() }),
  landlord: z.object({ name: z.string().nullable() }),
  property: z.object({ address: z.string(), unitLabel: z.string().nullable() }),
  amount: z.number().int(),
  /** The lease's organisation's currency (ISO 4217): every amount of the receipt is in it. */
  currency: z.string(),
  method: paymentMethodSchema,
  reference: z.string().nullable(),
  allocations: z.array(receiptAllocationSchema),
  /** What this payment left as credit (not applied to any charge yet), cents. */
  unallocated: z.number().int(),
  /** The lease balance right after this payment (charges − payments; negative = credit), cents. */
  remainingBalance: z.number().int(),
  /**
   * Set once the payment was voided (issue 18): the receipt stays, marked void, with the reason;
   * `returned` when the bank returned it (NSF): marked RETURNED instead.
   */
  voided: z.object({ date: z.string(), reason: z.string(), returned: z.boolean().optional() }).nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
