import { z } from '../zod';
import { leaseDateSchema } from './schemas';

const cents = z.number().int().min(0).max(1_000_000_000).describe('Amount in integer cents');

/**
 * PATCH /api/leases/:id: a draft's dates and terms (an active or ended lease → 409). A start moved
 * before today needs `existingLease: true`, as on creation (issue 24 item 5).
 */
export const updateDraftLeaseBodySchema = z
  .object({
    startDate: leaseDateSchema.optional(),
    existingLease: z.boolean().optional(),
    endDate: leaseDateSchema.optional(),
    rentAmount: cents.min(1, 'validation:lease.rentPositive').optional(),
    depositAmount: cents.optional(),
    dueDay: z.number().int().min(1).max(31).optional(),
    graceDays: z.number().int().min(0).max(28).optional(),
    lateFee: cents.optional(),
  })
  .strict();
export type UpdateDraftLeaseBody = z.infer<typeof updateDraftLeaseBodySchema>;

/** POST /api/leases/:id/end. */
export const endLeaseBodySchema = z
  .object({
    moveOutDate: leaseDateSchema,
    reason: z.string().trim().min(1, 'validation:lease.endReasonRequired').max(500),
  })
  .strict();
export type EndLeaseBody = z.infer<typeof endLeaseBodySchema>;

/** POST /api/leases/:id/renew. */
export const renewLeaseBodySchema = z
  .object({
    startDate: leaseDateSchema,
    endDate: leaseDateSchema,
    rentAmount: cents.min(1, 'validation:lease.rentPositive'),
  })
  .strict()
  .refine((value) => value.endDate > value.startDate, {
    message: 'validation:lease.endAfterStart',
    path: ['endDate'],
  });
export type RenewLeaseBody = z.infer<typeof renewLeaseBodySchema>;

/** POST /api/leases/:id/rent-changes. */
export const rentChangeBodySchema = z
  .object({
    effectiveDate: leaseDateSchema,
    rentAmount: cents.min(1, 'validation:lease.rentPositive'),
  })
  .strict();
export type RentChangeBody = z.infer<typeof rentChangeBodySchema>;

export const rentChangeSchema = z.object({
  id: z.uuid(),
  effectiveDate: z.string(),
  rentAmount: z.number().int(),
  createdAt: z.string(),
});
export type RentChangeDto = z.infer<typeof rentChangeSchema>;

export const deductionInputSchema = z
  .object({
    description: z.string().trim().min(1, 'validation:lease.deductionDescriptionRequired').max(200),
    amount: cents.min(1, 'validation:lease.deductionAmountPositive'),
    documentId: z.uuid().optional(),
  })
  .strict();

/** POST /api/leases/:id/deposit-settlement. */
export const depositSettlementBodySchema = z
  .object({ deductions: z.array(deductionInputSchema).max(50) })
  .strict();
export type DepositSettlementBody = z.infer<typeof depositSettlementBodySchema>;

export const depositSettlementSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  settledOn: z.string(),
  depositHeld: z.number().int(),
  openCharges: z.number().int(),
  deductionsTotal: z.number().int(),
  refundDue: z.number().int(),
  balanceOwed: z.number().int(),
  documentId: z.uuid().nullable(),
  deductions: z.array(
    z.object({ description: z.string(), amount: z.number().int(), documentId: z.uuid().nullable() }),
  ),
});
export type DepositSettlement = z.infer<typeof depositSettlementSchema>;

/** GET /api/leases/:id/lifecycle: what the lease view shows beyond the lease itself. */
export const leaseLifecycleSchema = z.object({
  moveOutDate: z.string().nullable(),
  endReason: z.string().nullable(),
  renewedFromLeaseId: z.uuid().nullable(),
  renewedByLeaseId: z.uuid().nullable(),
  rentInForce: z.number().int(),
  rentChanges: z.array(rentChangeSchema),
  depositHeld: z.number().int(),
  settlement: depositSettlementSchema.nullable(),
});
export type LeaseLifecycle = z.infer<typeof leaseLifecycleSchema>;

/** GET /api/leases/defaults: the organisation's default lease terms. */
export const leaseTermDefaultsSchema = z.object({
  dueDay: z.number().int(),
  graceDays: z.number().int(),
  lateFee: z.number().int(),
});
export type LeaseTermDefaults = z.infer<typeof leaseTermDefaultsSchema>;
