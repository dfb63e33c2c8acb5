import { z } from '../zod';
import { type ImportMapping, importFields, importKinds } from './templates';
import { dateFormats } from './values';

/** The largest import file accepted (a 2,000-unit portfolio is well under 1 MB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export const importKindSchema = z.enum(importKinds);

/** The multipart text fields of POST /api/imports. */
export const createImportFieldsSchema = z.object({ kind: importKindSchema }).strict();

export const importStatuses = ['preview', 'queued', 'running', 'committed', 'failed', 'undone'] as const;
export const importStatusSchema = z.enum(importStatuses);
export const dateFormatSchema = z.enum(dateFormats);

/** field key → index of the file's column it is read from (null: not in the file). */
export const importMappingSchema = z.record(z.string().max(40), z.number().int().min(0).max(200).nullable());

/** An import as GET /api/imports/:id answers it: detected columns, mapping, counts and progress. */
export const importSchema = z.object({
  id: z.uuid(),
  kind: importKindSchema,
  status: importStatusSchema,
  fileName: z.string(),
  delimiter: z.enum([',', ';']),
  columns: z.array(z.string()).describe("The file's header row"),
  mapping: importMappingSchema,
  dateFormat: dateFormatSchema.nullable(),
  dateFormats: z.array(dateFormatSchema).describe("The formats the file's dates allow; several = choose one"),
  counts: z.object({ ready: z.number().int(), warning: z.number().int(), error: z.number().int() }),
  total: z.number().int().describe('Rows the commit creates (ready and warning rows, duplicates excepted)'),
  processed: z.number().int(),
  created: z.number().int().describe('Records the commit created'),
  failure: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

/** Every field any template has: the keys a mapping sent to the API may name. */
const mappableFields = [
  ...new Set(Object.values(importFields).flatMap((fields) => fields.map((f) => f.key))),
];

/**
 * A mapping as the API takes it: only the templates' field names (a strict object, so an unknown
 * key is a 400 like in every other body), each a column index or null.
 */
const importMappingBodySchema = z
  .strictObject(
    Object.fromEntries(
      mappableFields.map((key) => [key, z.number().int().min(0).max(200).nullable().optional()]),
    ),
  )
  .transform(
    (mapping): ImportMapping =>
      Object.fromEntries(
        Object.entries(mapping).filter(([, column]) => column !== undefined),
      ) as ImportMapping,
  );

/** PATCH /api/imports/:id: a new mapping and/or the date format; every row is checked again. */
export const updateImportBodySchema = z
  .object({ mapping: importMappingBodySchema.optional(), dateFormat: dateFormatSchema.nullable().optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateImportBody = z.infer<typeof updateImportBodySchema>;

export const rowStatusSchema = z.enum(['ready', 'warning', 'error']);

export const importRowsQuerySchema = z
  .object({
    status: rowStatusSchema.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    cursor: z
      .string()
      .regex(/^\d{1,7}$/)
      .optional()
      .describe('The last row number of the previous page'),
  })
  .strict();

export const importRowSchema = z.object({
  rowNumber: z.number().int().describe("The row's line in the file (the header is line 1)"),
  status: rowStatusSchema,
  duplicate: z.boolean(),
  cells: z.array(z.string()),
  messages: z.array(z.object({ field: z.string(), message: z.string().describe('An i18n key') })),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowPageSchema = z.object({
  items: z.array(importRowSchema),
  nextCursor: z.string().nullable(),
});

export const templateParamsSchema = z.object({ kind: importKindSchema }).strict();
export const templateQuerySchema = z.object({ lang: z.enum(['en', 'fr']).default('en') }).strict();

export const orgExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;

/** A whole-organisation export (GET /api/exports/org starts one, GET /api/exports/:id follows it). */
export const orgExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(orgExportStatuses),
  size: z.number().int().nullable().describe('Bytes of the ZIP once ready'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable().describe('The download link works until then'),
  downloadUrl: z.string().nullable().describe('GET it signed in, until expiresAt'),
});
export type OrgExport = z.infer<typeof orgExportSchema>;

export const orgExportParamsSchema = z.object({ id: z.uuid() }).strict();
