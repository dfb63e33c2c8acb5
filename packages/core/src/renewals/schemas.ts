import { leaseDateSchema } from '../leases/schemas';
import { signerInputSchema } from '../signatures/schemas';
import { z } from '../zod';
import { MAX_TEMPLATE_CLAUSES } from './template';

const cents = z.number().int().min(0).max(1_000_000_000).describe('Amount in integer cents');

const bilingual = (max: number) =>
  z
    .object({
      en: z.string().trim().min(1, 'validation:renewals.clauseTextRequired').max(max),
      fr: z.string().trim().min(1, 'validation:renewals.clauseTextRequired').max(max),
    })
    .strict();

export const leaseTemplateClauseSchema = z.object({ title: bilingual(120), body: bilingual(2000) }).strict();

/** GET|PUT /api/org/lease-template: the clauses printed after the lease's own terms. */
export const leaseTemplateBodySchema = z
  .object({ clauses: z.array(leaseTemplateClauseSchema).max(MAX_TEMPLATE_CLAUSES) })
  .strict();
export type LeaseTemplateBody = z.infer<typeof leaseTemplateBodySchema>;

export const leaseTemplateSchema = z.object({
  clauses: z.array(leaseTemplateClauseSchema),
  /** True while the organisation has not edited them (the spec's sample clauses). */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type LeaseTemplate = z.infer<typeof leaseTemplateSchema>;

export const renewalOfferStatuses = ['sent', 'accepted', 'declined', 'expired', 'signed'] as const;
export type RenewalOfferStatus = (typeof renewalOfferStatuses)[number];

/** The board's status of a lease: no offer yet, or its latest offer's. */
export const renewalBoardStatuses = ['not_started', ...renewalOfferStatuses] as const;
export type RenewalBoardStatus = (typeof renewalBoardStatuses)[number];

/** A renewal's co-signer: a signer's name and email (signatures' rules and messages). */
export const renewalCoSignerSchema = signerInputSchema.pick({ name: true, email: true }).strict();
export type RenewalCoSigner = z.infer<typeof renewalCoSignerSchema>;

/**
 * POST /api/leases/:id/renewal-offers. The new rent is an amount (cents) or a percentage of the
 * rent in force at the lease's end (at most two decimals, −50 to +100), exactly one of them.
 */
export const renewalOfferBodySchema = z
  .object({
    startDate: leaseDateSchema,
    endDate: leaseDateSchema,
    rentAmount: cents.min(1, 'validation:lease.rentPositive').optional(),
    rentIncreasePercent: z
      .number()
      .min(-50, 'validation:renewals.percentRange')
      .max(100, 'validation:renewals.percentRange')
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'validation:renewals.percentDecimals',
      )
      .optional(),
    expiresOn: leaseDateSchema,
    message: z.string().trim().max(2000).optional(),
    /** A co-signer who signs the addendum after the tenant, from the emailed link (no account). */
    coSigner: renewalCoSignerSchema.optional(),
  })
  .strict()
  .refine((value) => value.endDate > value.startDate, {
    message: 'validation:lease.endAfterStart',
    path: ['endDate'],
  })
  .refine((value) => (value.rentAmount === undefined) !== (value.rentIncreasePercent === undefined), {
    message: 'validation:renewals.rentOrPercent',
    path: ['rentAmount'],
  })
  .refine((value) => value.expiresOn < value.startDate, {
    message: 'validation:renewals.expiresBeforeStart',
    path: ['expiresOn'],
  });
export type RenewalOfferBody = z.infer<typeof renewalOfferBodySchema>;

/** POST /api/renewal-offers/:id/decline. */
export const declineRenewalOfferBodySchema = z
  .object({ reason: z.string().trim().min(1, 'validation:renewals.reasonRequired').max(1000) })
  .strict();
export type DeclineRenewalOfferBody = z.infer<typeof declineRenewalOfferBodySchema>;

export const renewalOfferSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  status: z.enum(renewalOfferStatuses),
  startDate: z.string(),
  endDate: z.string(),
  rentAmount: z.number().int().describe('Amount in integer cents'),
  previousRentAmount: z.number().int().describe('Amount in integer cents'),
  /** The increase asked for, in percent (3.25), when the rent was given as a percentage. */
  rentIncreasePercent: z.number().nullable(),
  expiresOn: z.string(),
  message: z.string().nullable(),
  coSigner: z.object({ name: z.string(), email: z.string() }).nullable(),
  documentId: z.uuid().nullable(),
  declineReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
  signatureRequestId: z.uuid().nullable(),
  signedDocumentId: z.uuid().nullable(),
  renewalLeaseId: z.uuid().nullable(),
  propertyAddress: z.string(),
  unitNumber: z.string().nullable(),
  tenantName: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;

export const renewalOfferListSchema = z.object({ items: z.array(renewalOfferSchema) });

/** One row of the renewal board: a lease ending within the window and its latest offer. */
export const renewalBoardItemSchema = z.object({
  leaseId: z.uuid(),
  propertyId: z.uuid(),
  propertyAddress: z.string(),
  unitNumber: z.string().nullable(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  endDate: z.string(),
  daysLeft: z.number().int(),
  rentAmount: z.number().int().describe('Rent in force, integer cents'),
  status: z.enum(renewalBoardStatuses),
  offer: renewalOfferSchema.nullable(),
});
export type RenewalBoardItem = z.infer<typeof renewalBoardItemSchema>;

export const renewalBoardSchema = z.object({
  items: z.array(renewalBoardItemSchema),
  currency: z.string(),
  today: z.string(),
  windowDays: z.number().int(),
});
export type RenewalBoard = z.infer<typeof renewalBoardSchema>;

/** How far ahead the board looks (issue 21 item 2). */
export const RENEWAL_WINDOW_DAYS = 120;
/** The reminder goes out this many days before an offer expires. */
export const RENEWAL_REMINDER_DAYS = 3;

/** A declined or expired offer leads to the move-out flow. */
export function leadsToMoveOut(status: RenewalBoardStatus): boolean {
  return status === 'declined' || status === 'expired';
}

/** Whether a new offer may be sent: none yet, or the latest one was declined or expired. */
export function mayOfferAgain(status: RenewalBoardStatus): boolean {
  return status === 'not_started' || status === 'declined' || status === 'expired';
}
