import { z } from '../zod';

/**
 * E-signature (issue 21 item 3): a request asks people to sign one PDF of the organisation, each
 * through a single-use emailed link (or, for a tenant, from the portal). When everyone has signed,
 * the PDF gets a certificate page and a PAdES seal that anyone can check (POST /api/signatures/verify).
 */

export const signerRoles = ['tenant', 'co_signer', 'guarantor', 'landlord', 'witness'] as const;
export type SignerRole = (typeof signerRoles)[number];
export const signingOrders = ['sequential', 'parallel'] as const;
export type SigningOrder = (typeof signingOrders)[number];
export const signaturePurposes = ['document', 'lease', 'renewal'] as const;
export type SignaturePurpose = (typeof signaturePurposes)[number];
export const signatureRequestStatuses = ['pending', 'completed', 'declined', 'cancelled'] as const;
export type SignatureRequestStatus = (typeof signatureRequestStatuses)[number];
export const signerStatuses = ['pending', 'signed', 'declined'] as const;
export const signatureEventTypes = [
  'sent',
  'opened',
  'signed',
  'declined',
  'completed',
  'cancelled',
] as const;
export type SignatureEventType = (typeof signatureEventTypes)[number];

/** The most signers one request may have. */
export const MAX_SIGNERS = 10;
/** A drawn signature's PNG as a data URL, at most this many characters (≈ 300 KB). */
export const MAX_SIGNATURE_PNG_CHARS = 400_000;

export const signerInputSchema = z
  .object({
    name: z.string().trim().min(1, 'signatures:validation.nameRequired').max(120),
    email: z.string().trim().toLowerCase().pipe(z.email('signatures:validation.emailInvalid').max(254)),
    role: z.enum(signerRoles),
    locale: z.enum(['en', 'fr']).optional(),
  })
  .strict();
export type SignerInput = z.infer<typeof signerInputSchema>;

/** POST /api/signature-requests: the document must be a PDF of the organisation. */
export const createSignatureRequestSchema = z
  .object({
    documentId: z.uuid(),
    signers: z
      .array(signerInputSchema)
      .min(1, 'signatures:validation.signersRequired')
      .max(MAX_SIGNERS)
      .refine((signers) => new Set(signers.map((s) => s.email)).size === signers.length, {
        message: 'signatures:validation.signersDistinct',
      }),
    order: z.enum(signingOrders),
  })
  .strict();
export type CreateSignatureRequestBody = z.infer<typeof createSignatureRequestSchema>;

export const signatureRequestListQuerySchema = z
  .object({ leaseId: z.uuid().optional(), documentId: z.uuid().optional() })
  .strict();

export const signatureEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(signatureEventTypes),
  signerName: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentSha256: z.string(),
  detail: z.string().nullable(),
});
export type SignatureEvent = z.infer<typeof signatureEventSchema>;

export const signerSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(signerRoles),
  status: z.enum(signerStatuses),
  actedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type Signer = z.infer<typeof signerSchema>;

export const signatureRequestSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid().nullable(),
  documentName: z.string(),
  documentSha256: z.string(),
  leaseId: z.uuid().nullable(),
  purpose: z.enum(signaturePurposes),
  order: z.enum(signingOrders),
  status: z.enum(signatureRequestStatuses),
  signedDocumentId: z.uuid().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  signers: z.array(signerSchema),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

/** A request's page: the request and its audit trail. */
export const signatureRequestDetailSchema = signatureRequestSchema.extend({
  events: z.array(signatureEventSchema),
});
export type SignatureRequestDetail = z.infer<typeof signatureRequestDetailSchema>;

export const signatureRequestListSchema = z.object({ items: z.array(signatureRequestSchema) });

/** GET /api/signing/:token — what the signer sees (no account): the request, themselves, the PDF's URL. */
export const signingViewSchema = z.object({
  organisationName: z.string(),
  documentName: z.string(),
  documentSha256: z.string(),
  documentUrl: z.string(),
  order: z.enum(signingOrders),
  status: z.enum(signatureRequestStatuses),
  signer: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(signerRoles),
    status: z.enum(signerStatuses),
  }),
  /** False while an earlier signer of a sequential request has not signed yet. */
  yourTurn: z.boolean(),
  signers: z.array(z.object({ name: z.string(), role: z.enum(signerRoles), status: z.enum(signerStatuses) })),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const signingTokenParamsSchema = z.object({ token: z.string().min(20).max(100) }).strict();

const pngDataUrl = z
  .string()
  .max(MAX_SIGNATURE_PNG_CHARS, 'signatures:validation.drawingTooLarge')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'signatures:validation.drawingRequired');

export const signatureInputSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('typed'),
      text: z.string().trim().min(1, 'signatures:validation.typedRequired').max(120),
    })
    .strict(),
  z.object({ type: z.literal('drawn'), png: pngDataUrl }).strict(),
]);
export type SignatureInput = z.infer<typeof signatureInputSchema>;

/** POST /api/signing/:token: sign (with consent) or decline (with a reason). */
export const signingActionSchema = z.union([
  z
    .object({
      consent: z.literal(true, { error: 'signatures:validation.consentRequired' }),
      signature: signatureInputSchema,
    })
    .strict(),
  z
    .object({
      decline: z.string().trim().min(1, 'signatures:validation.reasonRequired').max(1000),
    })
    .strict(),
]);
export type SigningAction = z.infer<typeof signingActionSchema>;

export const signingResultSchema = z.object({
  status: z.enum(signerStatuses),
  requestStatus: z.enum(signatureRequestStatuses),
});
export type SigningResult = z.infer<typeof signingResultSchema>;

/** A pending signature of the signed-in tenant (portal). */
export const portalSignatureSchema = z.object({
  requestId: z.uuid(),
  documentName: z.string(),
  documentId: z.uuid().nullable(),
  yourTurn: z.boolean(),
  createdAt: z.string(),
});
export const portalSignatureListSchema = z.object({ items: z.array(portalSignatureSchema) });
export type PortalSignature = z.infer<typeof portalSignatureSchema>;

export const verificationResults = ['valid', 'tampered', 'unknown_signer', 'unsigned'] as const;
export type VerificationResult = (typeof verificationResults)[number];

/** POST /api/signatures/verify: the answer for an uploaded PDF. */
export const verificationSchema = z.object({
  result: z.enum(verificationResults),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  /** SHA-256 of the uploaded file, to compare with the certificate page's. */
  sha256: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;
