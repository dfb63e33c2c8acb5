import { pageSchema } from '../pagination';
import { z } from '../zod';
import { MAX_DOCUMENT_BYTES } from './sniff';

export const documentKinds = ['lease', 'notice', 'receipt', 'photo', 'other'] as const;
export const documentKindSchema = z.enum(documentKinds, { error: 'documents:validation.kindRequired' });
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** Multipart text fields arrive as strings; an empty one means "not given". */
const optionalId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.uuid('documents:validation.idInvalid').optional(),
);

const name = z.string().trim().max(200, 'validation:tooLong');

/**
 * The metadata fields of `POST /api/documents` (multipart, next to the `file` part). Unknown
 * fields are a 400 like any other body. `name` defaults to the uploaded file's name.
 */
export const uploadDocumentFieldsSchema = z
  .object({
    name: z.preprocess((value) => (value === '' ? undefined : value), name.optional()),
    kind: documentKindSchema,
    propertyId: optionalId,
    leaseId: optionalId,
    tenantId: optionalId,
  })
  .strict();
export type UploadDocumentFields = z.infer<typeof uploadDocumentFieldsSchema>;

/** The Upload Document dialog: a file, a name, a kind and whom to share it with. */
export const documentUploadFormSchema = z
  .object({
    // The form starts with no file (null); the server checks the size again and the bytes.
    file: z
      .custom<File | null>()
      .pipe(
        z
          .file('documents:validation.fileRequired')
          .max(MAX_DOCUMENT_BYTES, 'documents:validation.fileTooLarge'),
      ),
    name,
    kind: documentKindSchema,
    shareWith: z.enum(['none', 'tenant', 'lease', 'property']),
    targetId: z.string(),
  })
  .strict()
  .refine((value) => value.shareWith === 'none' || value.targetId !== '', {
    message: 'documents:validation.targetRequired',
    path: ['targetId'],
  });
export type DocumentUploadFormValues = z.input<typeof documentUploadFormSchema>;

export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: documentKindSchema,
  contentType: z.string(),
  sizeBytes: z.number().int(),
  propertyId: z.uuid().nullable(),
  leaseId: z.uuid().nullable(),
  tenantId: z.uuid().nullable(),
  /** Where it is shared, for display: the property's address and the tenant's name. */
  propertyAddress: z.string().nullable(),
  tenantName: z.string().nullable(),
  uploadedBy: z.uuid(),
  createdAt: z.string(),
});
export type DocumentDto = z.infer<typeof documentSchema>;
export const documentPageSchema = pageSchema(documentSchema);

export const documentListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    kind: documentKindSchema.optional(),
    leaseId: z.uuid().optional(),
    tenantId: z.uuid().optional(),
    propertyId: z.uuid().optional(),
  })
  .strict();
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentDownloadQuerySchema = z
  .object({
    /** `1`: `Content-Disposition: inline` for PDFs and images (view in a tab); else attachment. */
    inline: z.enum(['0', '1']).optional(),
  })
  .strict();
