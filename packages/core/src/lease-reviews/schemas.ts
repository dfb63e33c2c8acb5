import { z } from '../zod';

/** `POST /api/lease-reviews`: the uploaded document to read (a lease PDF with a text layer, or text). */
export const leaseReviewRequestSchema = z
  .object({
    documentId: z.uuid('lease-review:validation.documentRequired'),
    /** The language of the titles and explanations; the document's own language when absent. */
    lang: z.enum(['en', 'fr']).optional(),
  })
  .strict();
export type LeaseReviewRequest = z.infer<typeof leaseReviewRequestSchema>;

/** Where a term or a finding came from: the exact sentence of the document and its page (1-based). */
const evidence = { quote: z.string(), page: z.number().int().min(1) };

/** An extracted term: its value and the sentence it was read from; null when the lease does not say. */
const term = <T extends z.ZodType>(value: T) => z.object({ value, ...evidence }).nullable();

export const renewalKinds = ['automatic', 'none'] as const;

/**
 * The terms read from a lease. Amounts are integer cents in the lease's currency (a late fee
 * written as a share of the rent is converted with the rent found); dates are YYYY-MM-DD; a notice
 * period written in months counts 30 days a month.
 */
export const leaseTermsSchema = z.object({
  parties: term(z.object({ landlord: z.string().nullable(), tenant: z.string().nullable() })),
  startDate: term(z.iso.date()),
  endDate: term(z.iso.date()),
  rentAmount: term(z.number().int()),
  depositAmount: term(z.number().int()),
  dueDay: term(z.number().int().min(1).max(31)),
  lateFee: term(z.number().int()),
  graceDays: term(z.number().int().min(0)),
  noticePeriodDays: term(z.number().int().min(0)),
  renewal: term(z.enum(renewalKinds)),
});
export type LeaseTerms = z.infer<typeof leaseTermsSchema>;
export type LeaseTermName = keyof LeaseTerms;
export const leaseTermNames = Object.keys(leaseTermsSchema.shape) as LeaseTermName[];

export const findingSeverities = ['high', 'medium', 'low'] as const;

/**
 * One thing the owner should look at. A clause finding quotes its sentence and page; a missing
 * essential (no deposit, no term, …) has nothing to quote, so its quote and page are null.
 */
export const leaseFindingSchema = z.object({
  rule: z.string(),
  severity: z.enum(findingSeverities),
  title: z.string(),
  explanation: z.string(),
  quote: z.string().nullable(),
  page: z.number().int().min(1).nullable(),
});
export type LeaseFinding = z.infer<typeof leaseFindingSchema>;

export const leaseReviewSchema = z.object({
  documentId: z.uuid(),
  /** The language the lease is written in, as detected. */
  language: z.enum(['en', 'fr']),
  /** The currency the lease's amounts are written in ($ or €), null when it names none. */
  currency: z.enum(['USD', 'EUR']).nullable(),
  terms: leaseTermsSchema,
  findings: z.array(leaseFindingSchema),
  /** The document's text, page by page and sentence by sentence, so a page can show the quotes in place. */
  pages: z.array(z.object({ page: z.number().int().min(1), sentences: z.array(z.string()) })),
});
export type LeaseReview = z.infer<typeof leaseReviewSchema>;
