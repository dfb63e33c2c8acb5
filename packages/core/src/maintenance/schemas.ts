import { pageSchema } from '../pagination';
import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';

/**
 * Maintenance requests, their dated updates and the vendors they are routed to (issue 7). Form
 * messages are i18n keys of the web's `maintenance` namespace whose English text is the spec's.
 */

/** The tenant request form's categories (spec section 2, tenant Maintenance page). */
export const maintenanceCategories = [
  'plumbing',
  'electrical',
  'appliance',
  'structural',
  'hvac',
  'other',
] as const;
export const maintenanceCategorySchema = z.enum(maintenanceCategories);
export type MaintenanceCategory = z.infer<typeof maintenanceCategorySchema>;

/** Stored priorities: the owner's Log Maintenance choices (spec dialog 5). */
export const maintenancePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const maintenancePrioritySchema = z.enum(maintenancePriorities);
export type MaintenancePriority = z.infer<typeof maintenancePrioritySchema>;

/** The tenant form says 'emergency' where the owner's side says 'urgent' (spec section 2). */
export const tenantPriorities = ['low', 'medium', 'high', 'emergency'] as const;
export const tenantPrioritySchema = z.enum(tenantPriorities);
export type TenantPriority = z.infer<typeof tenantPrioritySchema>;

/** What the API accepts as a priority: either vocabulary. */
export const anyPrioritySchema = z.enum(['low', 'medium', 'high', 'urgent', 'emergency']);
export type AnyPriority = z.infer<typeof anyPrioritySchema>;

/** One stored priority for both forms: a tenant's 'emergency' is the owner's 'urgent'. */
export function toStoredPriority(priority: AnyPriority): MaintenancePriority {
  return priority === 'emergency' ? 'urgent' : priority;
}

/** How a stored priority reads on the tenant's side (the inverse of {@link toStoredPriority}). */
export function toTenantPriority(priority: MaintenancePriority): TenantPriority {
  return priority === 'urgent' ? 'emergency' : priority;
}

export const maintenanceStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const maintenanceStatusSchema = z.enum(maintenanceStatuses);
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** A closed job: its vendor link stops working, and the vendor can no longer post. */
export function isClosedStatus(status: MaintenanceStatus): boolean {
  return status === 'completed' || status === 'cancelled';
}

/** The statuses a vendor may report from the job page. */
export const vendorStatusSchema = z.enum(['in_progress', 'completed']);
export type VendorStatus = z.infer<typeof vendorStatusSchema>;

const title = z
  .string()
  .trim()
  .min(5, 'maintenance:validation.issueRequired')
  .max(200, 'maintenance:validation.tooLong');
const description = z
  .string()
  .trim()
  .min(10, 'maintenance:validation.descriptionMin')
  .max(5000, 'maintenance:validation.tooLong');
const updateText = z
  .string()
  .trim()
  .min(1, 'maintenance:validation.updateRequired')
  .max(2000, 'maintenance:validation.tooLong');

/**
 * Spec dialog 5, Log Maintenance (owner), section 5's rules. The spec's `propertyAddress` is a
 * choice among the owner's properties here (its id), keeping the spec's rule and message.
 */
export const maintenanceLogFormSchema = z
  .object({
    propertyId: z.string().min(3, 'maintenance:validation.propertyRequired'),
    issue: title,
    priority: maintenancePrioritySchema,
    description,
  })
  .strict();
export type MaintenanceLogFormValues = z.input<typeof maintenanceLogFormSchema>;
export const maintenanceLogFormDefaults: MaintenanceLogFormValues = {
  propertyId: '',
  issue: '',
  priority: 'medium',
  description: '',
};

/** The tenant's New Request form: the spec's categories and the tenant priorities. */
export const maintenanceTenantFormSchema = z
  .object({
    title,
    category: maintenanceCategorySchema,
    priority: tenantPrioritySchema,
    description,
  })
  .strict();
export type MaintenanceTenantFormValues = z.input<typeof maintenanceTenantFormSchema>;
export const maintenanceTenantFormDefaults: MaintenanceTenantFormValues = {
  title: '',
  category: 'plumbing',
  priority: 'medium',
  description: '',
};

/**
 * POST /api/maintenance-requests. A tenant sends `{ title, category, priority, description }` and
 * the server fills the property and unit from their active lease (a property or unit given must be
 * one of their active leases, else 404). An owner names one of their properties (and optionally a
 * unit); the tenant of that unit's active lease is attached. Either priority vocabulary is taken.
 */
export const createMaintenanceRequestBodySchema = z
  .object({
    propertyId: z.uuid('maintenance:validation.propertyRequired').optional(),
    unitId: z.uuid().optional(),
    title,
    category: maintenanceCategorySchema.default('other'),
    priority: anyPrioritySchema.default('medium'),
    description,
  })
  .strict();
export type CreateMaintenanceRequestBody = z.input<typeof createMaintenanceRequestBodySchema>;
export type CreateMaintenanceRequestInput = z.output<typeof createMaintenanceRequestBodySchema>;

/** PATCH /api/maintenance-requests/:id (owner): status, priority, the planned visit date. */
export const updateMaintenanceRequestBodySchema = z
  .object({
    status: maintenanceStatusSchema.optional(),
    priority: maintenancePrioritySchema.optional(),
    /** A planned visit (YYYY-MM-DD), or null to clear it. */
    scheduledFor: isoDateSchema.nullable().optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'validation:emptyUpdate',
  });
export type UpdateMaintenanceRequestBody = z.infer<typeof updateMaintenanceRequestBodySchema>;

/** POST /api/maintenance-requests/:id/updates: a dated comment; the owner may change the status with it. */
export const addMaintenanceUpdateBodySchema = z
  .object({
    text: updateText,
    status: maintenanceStatusSchema.optional(),
  })
  .strict();
export type AddMaintenanceUpdateBody = z.infer<typeof addMaintenanceUpdateBodySchema>;

/** POST /api/maintenance-requests/:id/assign. */
export const assignVendorBodySchema = z
  .object({ vendorId: z.uuid('maintenance:validation.vendorRequired') })
  .strict();
export type AssignVendorBody = z.infer<typeof assignVendorBodySchema>;

/** The Add Vendor form and POST /api/vendors. */
export const vendorFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'maintenance:validation.vendorNameRequired')
      .max(200, 'maintenance:validation.tooLong'),
    trade: z
      .string()
      .trim()
      .min(2, 'maintenance:validation.tradeRequired')
      .max(100, 'maintenance:validation.tooLong'),
    email: z.email('maintenance:validation.emailInvalid').max(254, 'maintenance:validation.tooLong'),
    phone: z
      .string()
      .trim()
      .min(10, 'maintenance:validation.phoneMin')
      .max(30, 'maintenance:validation.tooLong'),
  })
  .strict();
export type VendorFormValues = z.input<typeof vendorFormSchema>;
export type CreateVendorBody = z.infer<typeof vendorFormSchema>;
export const vendorFormDefaults: VendorFormValues = { name: '', trade: '', email: '', phone: '' };

/** The vendor job page's update form and POST /api/vendor-jobs/:token/updates. */
export const vendorJobUpdateBodySchema = z
  .object({
    status: vendorStatusSchema.optional(),
    text: updateText,
  })
  .strict();
export type VendorJobUpdateBody = z.infer<typeof vendorJobUpdateBodySchema>;

export const vendorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  trade: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorPageSchema = pageSchema(vendorSchema);

/** An owner client's approval of a costly repair (issue 17 item 4). */
export const maintenanceApprovalStatusSchema = z.enum(['pending', 'approved', 'declined']);
export type MaintenanceApprovalStatus = z.infer<typeof maintenanceApprovalStatusSchema>;

export const authorKindSchema = z.enum(['owner', 'tenant', 'vendor']);
export type AuthorKind = z.infer<typeof authorKindSchema>;

export const maintenanceUpdateSchema = z.object({
  id: z.uuid(),
  authorKind: authorKindSchema,
  authorName: z.string(),
  text: z.string(),
  /** The status this update moved the request to, if it did. */
  statusChange: maintenanceStatusSchema.nullable(),
  /** An owner client's decision on the estimate (the author is the owner client; text = their note). */
  approvalDecision: z.enum(['approved', 'declined']).nullable(),
  createdAt: z.string(),
});
export type MaintenanceUpdate = z.infer<typeof maintenanceUpdateSchema>;

/** A photo of a request: a document of kind 'photo' (download it through /api/documents/:id/download). */
export const maintenancePhotoSchema = z.object({
  documentId: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type MaintenancePhoto = z.infer<typeof maintenancePhotoSchema>;

/** At most this many photos per request. */
export const MAX_MAINTENANCE_PHOTOS = 10;

export const maintenanceRequestSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyAddress: z.string(),
  unitId: z.uuid().nullable(),
  unitLabel: z.string().nullable(),
  tenantId: z.uuid().nullable(),
  tenantName: z.string().nullable(),
  /** Who opened it: the owner (Log Maintenance) or the tenant (New Request). */
  reportedByKind: z.enum(['owner', 'tenant']),
  title: z.string(),
  category: maintenanceCategorySchema,
  priority: maintenancePrioritySchema,
  description: z.string(),
  status: maintenanceStatusSchema,
  vendor: vendorSchema.omit({ createdAt: true }).nullable(),
  scheduledFor: z.string().nullable().describe('YYYY-MM-DD'),
  /** Cents; set by the organisation (PUT /api/maintenance-requests/{id}/estimate). */
  estimatedCost: z.number().int().nullable(),
  /**
   * null = no owner approval needed; 'pending' while an estimate above the organisation's threshold
   * waits for an owner client of the property (no vendor, no work until then).
   */
  approvalStatus: maintenanceApprovalStatusSchema.nullable(),
  approvalDecidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Oldest first. */
  updates: z.array(maintenanceUpdateSchema),
  /** Oldest first. */
  photos: z.array(maintenancePhotoSchema),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;
export const maintenanceRequestPageSchema = pageSchema(maintenanceRequestSchema);

export const maintenanceListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().min(1).max(200).optional(),
    status: maintenanceStatusSchema.optional(),
    priority: maintenancePrioritySchema.optional(),
    propertyId: z.uuid().optional(),
    approvalStatus: maintenanceApprovalStatusSchema.optional(),
  })
  .strict();
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuerySchema>;

export const vendorListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(100),
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

/** `:token` of the public vendor job routes (256 random bits, base64url). */
export const vendorJobParamsSchema = z.object({ token: z.string().min(20).max(100) }).strict();

/** What the vendor's private job page shows: the job, where it is, whom to contact. */
export const vendorJobSchema = z.object({
  vendorName: z.string(),
  title: z.string(),
  category: maintenanceCategorySchema,
  priority: maintenancePrioritySchema,
  description: z.string(),
  status: maintenanceStatusSchema,
  propertyAddress: z.string(),
  unitLabel: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** The request's tenant, who lets the vendor in (null when the request has no tenant). */
  siteContact: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The owner's language: the page opens in it. */
  language: z.enum(['en', 'fr']),
  createdAt: z.string(),
  updates: z.array(maintenanceUpdateSchema),
  /** The job's photos; the vendor downloads them through /api/vendor-jobs/{token}/photos/{documentId}. */
  photos: z.array(maintenancePhotoSchema),
});
export type VendorJob = z.infer<typeof vendorJobSchema>;

export const vendorJobPhotoParamsSchema = z
  .object({ token: z.string().min(20).max(100), photoId: z.uuid() })
  .strict();
