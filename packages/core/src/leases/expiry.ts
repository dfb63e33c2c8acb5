import { z } from '../zod';
import { daysBetween, type IsoDate } from './dates';

/**
 * Lease expiry flags (issue 22 item 2), the one definition the leases list and the owner dashboard
 * both use: a lease in force ending within 30, 60 or 90 days, or a lease past its end whose unit is
 * still occupied under it (the lease still active, or its tenant still assigned to its unit).
 *
 * A lease another lease on its unit has followed (a renewal, or a new lease for the same unit) is
 * never flagged: whoever is there now is there under the newer lease, which gets its own flag.
 * A draft is not in force; a lease ended early whose tenant moved out is finished business.
 */
export const EXPIRY_WINDOWS_DAYS = [30, 60, 90] as const;

export const leaseExpiryFlags = ['past-end-occupied', 'ending-30', 'ending-60', 'ending-90'] as const;
export const leaseExpiryFlagSchema = z.enum(leaseExpiryFlags);
export type LeaseExpiryFlag = (typeof leaseExpiryFlags)[number];

export interface ExpiryFacts {
  status: 'draft' | 'active' | 'ended';
  endDate: IsoDate;
  /** Set when the lease was ended early: its term stops there. */
  moveOutDate: IsoDate | null;
  /** The lease's tenant is still assigned to its unit (a pending or active tenant record there). */
  tenantAssigned: boolean;
  /** Another lease (not a draft) on the same unit started after this one. */
  superseded: boolean;
}

/** The flag of a lease on `today`, or null. */
export function leaseExpiryFlag(lease: ExpiryFacts, today: IsoDate): LeaseExpiryFlag | null {
  if (lease.status === 'draft' || lease.superseded) return null;
  const end = lease.moveOutDate && lease.moveOutDate < lease.endDate ? lease.moveOutDate : lease.endDate;
  if (end < today) {
    return lease.status === 'active' || lease.tenantAssigned ? 'past-end-occupied' : null;
  }
  if (lease.status !== 'active') return null;
  const daysLeft = daysBetween(today, end);
  for (const window of EXPIRY_WINDOWS_DAYS) if (daysLeft <= window) return `ending-${window}`;
  return null;
}

/** Most urgent first: past the end, then the nearest end. */
export const EXPIRY_FLAG_ORDER: Record<LeaseExpiryFlag, number> = {
  'past-end-occupied': 0,
  'ending-30': 1,
  'ending-60': 2,
  'ending-90': 3,
};

/** GET /api/leases/expiry-flags: every flagged lease in scope, most urgent first, and the counts per flag. */
export const leaseExpiryListSchema = z.object({
  items: z.array(
    z.object({
      leaseId: z.uuid(),
      tenantName: z.string(),
      propertyAddress: z.string(),
      unitLabel: z.string().nullable(),
      endDate: z.string(),
      flag: leaseExpiryFlagSchema,
    }),
  ),
  counts: z.object({
    'past-end-occupied': z.number().int(),
    'ending-30': z.number().int(),
    'ending-60': z.number().int(),
    'ending-90': z.number().int(),
  }),
});
export type LeaseExpiryList = z.infer<typeof leaseExpiryListSchema>;
