import { pageSchema } from '../pagination';
import { z } from '../zod';

/**
 * What an audit event says was done (issue 17 item 5). A fixed list: the Activity page translates
 * each one (`activity:actions.<action>`), and a service cannot write an action nobody can read.
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'archive',
  'void',
  'refund',
  'approve',
  'decline',
  'invite',
  'revoke',
  'accept',
  'role_change',
  'remove',
  'activate',
  'end',
  'renew',
  'sign',
  'cancel',
  'assign',
  'settle',
  'return',
  'stop',
  'publish',
  'import',
  'undo',
  'export',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The kinds of record an event is about (`activity:entities.<type>`), a fixed list like the actions. */
export const auditEntityTypes = [
  'organisation',
  'import',
  'member',
  'invitation',
  'owner_client',
  'property',
  'unit',
  'tenant',
  'lease',
  'payment',
  'reminder',
  'rent_reminder_settings',
  'maintenance_request',
  'maintenance_photo',
  'vendor',
  'document',
  'conversation',
  'lease_review',
  'charge',
  'expense',
  'owner_fee_policy',
  'owner_transaction',
  'property_reserve',
  'owner_statement',
  'signature_request',
  'renewal_offer',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** The fields of a record as the server stores them in an event (before or after): plain JSON values. */
export type AuditFields = Record<string, unknown>;

/**
 * The fields as the API sends them: each value as its JSON text (`"Paris"`, `120000`, `null`,
 * `["…"]`), so the response schema stays closed — no untyped value passes through it unchecked
 * (security/responses.routes.test.ts). The web parses each one to show it.
 */
export const auditFieldsSchema = z.record(z.string(), z.string()).nullable();

/**
 * A date (YYYY-MM-DD, the whole day in UTC) or an instant (ISO 8601 with an offset): the web sends
 * instants, the bounds of the days the person picked in their own time zone.
 */
const auditTimeSchema = z.union([
  z.iso.datetime({ offset: true, message: 'validation:dateInvalid' }),
  z.iso.date('validation:dateInvalid'),
]);

/** The earliest instant a `from` bound means. */
export function auditFromInstant(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** The latest instant a `to` bound means (a date: its last millisecond, in UTC). */
export function auditToInstant(value: string): Date {
  return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}

/** GET /api/audit-events: filters and a page. A range that ends before it starts is a 400. */
export const auditEventListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    memberId: z.uuid().optional(),
    entityType: z.enum(auditEntityTypes).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    from: auditTimeSchema.optional(),
    to: auditTimeSchema.optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || auditFromInstant(query.from) <= auditToInstant(query.to), {
    message: 'validation:dateRangeInvalid',
    path: ['to'],
  });
export type AuditEventListQuery = z.infer<typeof auditEventListQuerySchema>;

/** One event as the Activity page shows it; the actor's name is their profile's, null for the system. */
export const auditEventSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actor: z.object({
    userId: z.uuid().nullable(),
    role: z.string().nullable(),
    name: z.string().nullable(),
  }),
  action: z.enum(auditActions),
  entityType: z.enum(auditEntityTypes),
  entityId: z.string().nullable(),
  before: auditFieldsSchema,
  after: auditFieldsSchema,
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventPageSchema = pageSchema(auditEventSchema);
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;
