import { pageSchema } from '../pagination';
import { z } from '../zod';

/**
 * Owner clients (issue 17 item 4): the landlords an organisation manages properties for, their
 * shares of each property, and the owner portal's approvals. Messages are i18n keys of the
 * `owners` namespace (packages/core/src/locales/{en,fr}/owners.json).
 */

const name = (key: string) =>
  z.string().trim().min(1, `owners:validation.${key}Required`).max(100, 'validation:tooLong');

/** '' from an empty form field means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation:tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => (value === '' ? null : value))
  .pipe(z.email('owners:validation.emailInvalid').max(254).nullable())
  .nullable()
  .optional();

/** The Add / Edit Owner form and POST /api/owners. */
export const ownerFormSchema = z
  .object({
    firstName: name('firstName'),
    lastName: name('lastName'),
    email: optionalEmail,
    phone: optionalText(30),
    company: optionalText(200),
  })
  .strict();
export type OwnerFormValues = z.input<typeof ownerFormSchema>;
export type CreateOwnerBody = z.output<typeof ownerFormSchema>;

/** PATCH /api/owners/:id: any of the form's fields. */
export const updateOwnerBodySchema = ownerFormSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateOwnerBody = z.output<typeof updateOwnerBodySchema>;

export const ownerClientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** Has a portal login (an accepted invitation). */
  hasPortalAccess: z.boolean(),
  /** How many properties they own a share of. */
  propertyCount: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnerClient = z.infer<typeof ownerClientSchema>;
export const ownerClientPageSchema = pageSchema(ownerClientSchema);

export const ownerListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    /** 'true' lists archived owners too (they stay in history). */
    includeArchived: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
export type OwnerListQuery = z.output<typeof ownerListQuerySchema>;

/** A share in percent with at most two decimals (0.01 % = one basis point). */
export const shareSchema = z
  .number('owners:validation.shareInvalid')
  .gt(0, 'owners:validation.shareInvalid')
  .max(100, 'owners:validation.shareInvalid')
  .refine(
    (share) => Math.abs(share * 100 - Math.round(share * 100)) < 1e-6,
    'owners:validation.shareDecimals',
  );

/** Percent → basis points (10 000 = 100 %). */
export function toBasisPoints(share: number): number {
  return Math.round(share * 100);
}

/** Basis points → percent. */
export function toPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * PUT /api/properties/:id/owners: the property's owners, all at once. Shares sum to exactly 100 %
 * (an empty list removes every owner); an owner appears once.
 */
export const propertyOwnersBodySchema = z
  .array(z.object({ ownerId: z.uuid('owners:validation.ownerRequired'), share: shareSchema }).strict())
  .max(50)
  .superRefine((owners, ctx) => {
    const ids = owners.map((owner) => owner.ownerId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'owners:validation.duplicateOwner' });
    }
    const total = owners.reduce((sum, owner) => sum + toBasisPoints(owner.share), 0);
    if (owners.length > 0 && total !== 10_000) {
      ctx.addIssue({ code: 'custom', message: 'owners:validation.sharesSum' });
    }
  });
export type PropertyOwnersBody = z.infer<typeof propertyOwnersBodySchema>;

export const propertyOwnerSchema = z.object({
  ownerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  archived: z.boolean(),
  /** Percent, up to two decimals. */
  share: z.number(),
});
export type PropertyOwner = z.infer<typeof propertyOwnerSchema>;
export const propertyOwnersSchema = z.object({ items: z.array(propertyOwnerSchema) });

// Maintenance approvals

/** PUT /api/maintenance-requests/:id/estimate: cents; null clears it. */
export const estimateBodySchema = z
  .object({
    estimatedCost: z
      .number('owners:validation.estimateInvalid')
      .int('owners:validation.estimateInvalid')
      .min(0, 'owners:validation.estimateInvalid')
      .max(100_000_000, 'owners:validation.estimateInvalid')
      .nullable(),
  })
  .strict();
export type EstimateBody = z.infer<typeof estimateBodySchema>;

export const approvalDecisions = ['approve', 'decline'] as const;

/** POST /api/maintenance-requests/:id/approval (the owner client of the property). */
export const approvalBodySchema = z
  .object({
    decision: z.enum(approvalDecisions),
    note: z
      .string()
      .trim()
      .max(2000, 'validation:tooLong')
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();
export type ApprovalBody = z.output<typeof approvalBodySchema>;
export type ApprovalFormValues = z.input<typeof approvalBodySchema>;

// The owner portal

/** How a unit of the rent roll stands today. */
export const rentRollStatuses = ['current', 'late', 'credit', 'vacant'] as const;
export type RentRollStatus = (typeof rentRollStatuses)[number];

/** The rent roll's status of a unit from its lease's balance (null = no active lease). */
export function rentRollStatus(balance: number | null): RentRollStatus {
  if (balance === null) return 'vacant';
  if (balance > 0) return 'late';
  if (balance < 0) return 'credit';
  return 'current';
}

export const rentRollRowSchema = z.object({
  propertyId: z.uuid(),
  propertyAddress: z.string(),
  unitId: z.uuid(),
  unitLabel: z.string(),
  tenantName: z.string().nullable(),
  /** The lease's rent when let, else the unit's asking rent (cents). */
  rent: z.number().int(),
  /** What the lease owes today (cents; negative = credit); null for a vacant unit. */
  balance: z.number().int().nullable(),
  leaseEndDate: z.string().nullable(),
  status: z.enum(rentRollStatuses),
});
export type RentRollRow = z.infer<typeof rentRollRowSchema>;

export const portalPropertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  propertyType: z.string(),
  /** The signed-in owner client's share in percent (null for a member who owns none). */
  share: z.number().nullable(),
  unitsCount: z.number().int(),
  occupiedUnits: z.number().int(),
  occupancyRate: z.number().int(),
  monthlyRevenue: z.number().int(),
});
export type PortalProperty = z.infer<typeof portalPropertySchema>;

/** GET /api/owner-portal/summary: what the owner portal shows that no other endpoint answers. */
export const ownerPortalSummarySchema = z.object({
  /** The signed-in owner client (their statements are /api/owners/:id/statements). */
  owner: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
  properties: z.array(portalPropertySchema),
  rentRoll: z.array(rentRollRowSchema),
  pendingApprovals: z.number().int(),
});
export type OwnerPortalSummary = z.infer<typeof ownerPortalSummarySchema>;
