import {
  leaseDisplayStatusSchema,
  paymentDueSchema,
  paymentSchema,
  paymentStatusSchema,
} from '../leases/schemas';
import { pageSchema } from '../pagination';
import { propertySchema } from '../properties/schemas';
import { z } from '../zod';

export const activitySchema = z.object({
  type: z.enum(['payment', 'lease', 'tenant', 'maintenance', 'message', 'property']),
  /** i18n key in the `owner` namespace plus its values; the client writes the sentence. */
  key: z.string(),
  values: z.record(z.string(), z.string()),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/dashboard/owner: what the owner dashboard shows, computed for the caller. */
export const ownerDashboardSchema = z.object({
  firstName: z.string().nullable(),
  totalProperties: z.number().int(),
  totalUnits: z.number().int(),
  occupiedUnits: z.number().int(),
  vacantUnits: z.number().int(),
  occupancyRate: z.number().int(),
  /** The figures are core's figures/figures.ts (decision 024): one definition for every screen. */
  monthlyRevenue: z
    .number()
    .int()
    .describe('Rent roll: the rent in force of the leases in force today, cents'),
  pendingAmount: z.number().int().describe('Open charges not past their grace period, cents'),
  overdueAmount: z.number().int().describe('Open charges past their grace period, cents'),
  /** How many open charges each of the two amounts sums (the Upcoming Payments list holds them all). */
  pendingCount: z.number().int(),
  overdueCount: z.number().int(),
  collectedThisMonth: z
    .number()
    .int()
    .describe('Money received this calendar month, net of voids and refunds, cents'),
  properties: z.array(propertySchema),
  recentActivity: z.array(activitySchema),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

/** GET /api/dashboard/open-charges: the list the Pending Payments tile sums, overdue first. */
export const openChargesQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();
export const openChargesPageSchema = pageSchema(paymentDueSchema);
export type OpenChargesPage = z.infer<typeof openChargesPageSchema>;

/**
 * GET /api/dashboard/tenant: the signed-in tenant's cards, from their lease's rent ledger. Every
 * part is null or empty when the tenant has no lease yet.
 */
export const tenantDashboardSchema = z.object({
  firstName: z.string().nullable(),
  /** The currency of the tenant's lease's organisation: every amount here and on their pages. */
  currency: z.string(),
  /** The tenant's active lease (else their latest one). */
  lease: z
    .object({
      id: z.uuid(),
      propertyAddress: z.string(),
      unitLabel: z.string().nullable(),
      startDate: z.string(),
      endDate: z.string(),
      /** Whole days from today to the end date; 0 once it has passed. */
      daysRemaining: z.number().int(),
      displayStatus: leaseDisplayStatusSchema,
      rentAmount: z.number().int(),
    })
    .nullable(),
  /** The oldest rent charge still open (what to pay next); null when every rent charge is paid. */
  nextRent: z
    .object({
      chargeId: z.uuid(),
      period: z.string(),
      dueDate: z.string(),
      amount: z.number().int().describe('Still owed on this charge, cents'),
      status: paymentStatusSchema,
    })
    .nullable(),
  /**
   * What the tenant owes on all their leases (an old lease's balance included), by core's figures
   * (decision 024): every open charge, the overdue part being those past their grace period.
   */
  amountDue: z.object({
    total: z.number().int().describe('Sum of the open charges, cents'),
    overdue: z.number().int().describe('Open charges past their grace period, cents'),
    overdueCount: z.number().int(),
    /** The due date of the oldest overdue charge (null when nothing is overdue). */
    oldestOverdueDueDate: z.string().nullable(),
  }),
  /** The next rent not charged yet (null after the lease's last period). */
  upcomingRent: z.object({ period: z.string(), dueDate: z.string(), amount: z.number().int() }).nullable(),
  /** Charges − payments of the lease, cents (negative = credit). */
  balance: z.number().int(),
  /** The latest payments, newest first (at most 5). */
  recentPayments: z.array(paymentSchema),
});
export type TenantDashboard = z.infer<typeof tenantDashboardSchema>;
