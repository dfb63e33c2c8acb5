import { z } from 'zod';
import { propertySchema } from '../properties/schemas';

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
  monthlyRevenue: z.number().int().describe('Rent of occupied units, cents'),
  pendingAmount: z.number().int().describe('Open rent not yet overdue, cents'),
  overdueAmount: z.number().int().describe('Rent past its grace period, cents'),
  properties: z.array(propertySchema),
  recentActivity: z.array(activitySchema),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;
