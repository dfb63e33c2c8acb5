import { pageSchema } from '../pagination';
import { includeArchivedQuerySchema } from '../properties/schemas';
import { phoneSchema } from '../validation/phone';
import { z } from '../zod';

/**
 * YYYY-MM-DD, a real calendar date. ISO allows the year 0000; PostgreSQL's date type has no year 0
 * (storing one failed with a 500), so it is refused here like any invalid date.
 */
export const isoDateSchema = z.iso
  .date('validation:dateInvalid')
  .refine((value) => !value.startsWith('0000-'), 'validation:dateInvalid');

/**
 * The Add Tenant form and POST /api/tenants body (spec section 5, dialog 4). Messages are i18n
 * keys in the `validation` namespace whose English text is the spec's.
 */
export const tenantFormSchema = z
  .object({
    firstName: z.string().trim().min(2, 'validation:tenant.firstNameRequired').max(100, 'validation:tooLong'),
    lastName: z.string().trim().min(2, 'validation:tenant.lastNameRequired').max(100, 'validation:tooLong'),
    email: z.string().trim().toLowerCase().pipe(z.email('validation:tenant.emailInvalid').max(254)),
    phone: phoneSchema({ invalid: 'validation:tenant.phoneInvalid', tooShort: 'validation:tenant.phoneMin' }),
    propertyId: z.string().min(1, 'validation:tenant.propertyRequired'),
    unitId: z.string().optional(),
    moveInDate: isoDateSchema.optional(),
  })
  .strict();
export type TenantFormValues = z.infer<typeof tenantFormSchema>;

/** The body the server accepts: ids must be UUIDs. */
export const createTenantBodySchema = tenantFormSchema
  .extend({
    propertyId: z.uuid('validation:tenant.propertyInvalid'),
    unitId: z.uuid().optional(),
  })
  .strict();
export type CreateTenantBody = z.infer<typeof createTenantBodySchema>;

export const updateTenantBodySchema = z
  .object({
    firstName: tenantFormSchema.shape.firstName.optional(),
    lastName: tenantFormSchema.shape.lastName.optional(),
    phone: tenantFormSchema.shape.phone.optional(),
    unitId: z.uuid().nullable().optional(),
    moveInDate: isoDateSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateTenantBody = z.infer<typeof updateTenantBodySchema>;

export const tenantStatusSchema = z.enum(['pending', 'active', 'former']);

export const tenantSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  propertyId: z.uuid(),
  propertyAddress: z.string(),
  unitId: z.uuid().nullable(),
  unitLabel: z.string().nullable(),
  moveInDate: z.string().nullable(),
  status: tenantStatusSchema,
  hasAccount: z.boolean(),
  emailConfirmed: z
    .boolean()
    .describe(
      'The tenant confirmed this address through their invitation: only then do reminders and messages go to it by email',
    ),
  lease: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  createdAt: z.string(),
  archivedAt: z.string().nullable().describe('Set when archived: hidden from lists, no new leases'),
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantPageSchema = pageSchema(tenantSchema);

/** Shown once after creation; the temporary password is never stored in clear nor shown again. */
export const createTenantResponseSchema = z.object({
  tenant: tenantSchema,
  credentials: z.object({ email: z.string(), temporaryPassword: z.string() }),
});

export const tenantListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    search: z.string().trim().max(200).optional(),
    archived: includeArchivedQuerySchema,
  })
  .strict();

/** The Edit tenant form: the name and phone shared with the tenant's own profile. */
export const tenantEditFormSchema = tenantFormSchema.pick({ firstName: true, lastName: true, phone: true });
export type TenantEditFormValues = z.infer<typeof tenantEditFormSchema>;

export const checkEmailQuerySchema = z.object({ email: z.string().trim().max(254) }).strict();
export const checkEmailResponseSchema = z.object({ available: z.boolean() });

/**
 * POST /api/tenant-invitations/confirm: the token of the link in a tenant's invitation email
 * (issue 23 finding 4). The answer says whether the address already had an account — the tenant
 * then signs in with their own password rather than the temporary one.
 */
export const confirmTenantInvitationBodySchema = z
  .object({ token: z.string().trim().min(1).max(200) })
  .strict();
export const confirmTenantInvitationResponseSchema = z.object({ existingAccount: z.boolean() });
