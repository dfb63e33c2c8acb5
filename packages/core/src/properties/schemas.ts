import { hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS } from '../money/amount-input';
import { pageSchema } from '../pagination';
import { unitAttributesShape } from '../rent-suggestions/schemas';
import { z } from '../zod';

/**
 * The Add New Property form (spec section 5). Messages are i18n keys in the `validation`
 * namespace; their English text is the spec's exact text. Amounts are typed in currency units
 * and converted to cents before the request.
 */
export const propertyFormSchema = z.object({
  address: z.string().trim().min(5, 'validation:property.addressMin').max(200, 'validation:tooLong'),
  type: z.string().trim().min(1, 'validation:property.typeRequired').max(60, 'validation:tooLong'),
  units: z.coerce
    .number({ error: 'validation:property.unitsPositive' })
    .int('validation:property.unitsPositive')
    .positive('validation:property.unitsPositive')
    .max(1000, 'validation:property.unitsMax'),
  monthlyRevenue: z.coerce
    .number({ error: 'validation:property.revenueNonNegative' })
    .min(0, 'validation:property.revenueNonNegative')
    .max(10_000_000, 'validation:property.revenueMax'),
});
export type PropertyFormValues = z.infer<typeof propertyFormSchema>;
export const propertyFormDefaults = { address: '', type: '', units: 1, monthlyRevenue: 0 };

const cents = z.number().int().min(0).max(1_000_000_000).describe('Amount in integer cents');

/** POST /api/properties. `monthlyRent` is each unit's rent, in cents. */
export const createPropertyBodySchema = z
  .object({
    address: z.string().trim().min(5, 'validation:property.addressMin').max(200),
    propertyType: z.string().trim().min(1, 'validation:property.typeRequired').max(60),
    units: z.number().int().min(1, 'validation:property.unitsPositive').max(1000),
    monthlyRent: cents,
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    zipCode: z.string().trim().max(20).optional(),
  })
  .strict();
export type CreatePropertyBody = z.infer<typeof createPropertyBodySchema>;

/** PATCH /api/properties/:id — the unit count changes through units, not here. */
export const updatePropertyBodySchema = createPropertyBodySchema
  .omit({ units: true })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdatePropertyBody = z.infer<typeof updatePropertyBodySchema>;

export const propertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  propertyType: z.string(),
  monthlyRent: z.number().int().describe('Default rent of each unit, cents'),
  unitsCount: z.number().int(),
  occupiedUnits: z.number().int(),
  occupancyRate: z.number().int().describe('Whole percent'),
  monthlyRevenue: z.number().int().describe('Rent of occupied units, cents'),
  createdAt: z.string(),
  archivedAt: z
    .string()
    .nullable()
    .describe('Set when archived: hidden from lists, no new leases or tenants'),
});
export type Property = z.infer<typeof propertySchema>;
export const propertyPageSchema = pageSchema(propertySchema);

/**
 * `?archived=true` lists archived records too (each with its `archivedAt`); by default they are
 * hidden. Shared by the properties and tenants lists.
 */
export const includeArchivedQuerySchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

export const propertyListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    search: z.string().trim().max(200).optional(),
    archived: includeArchivedQuerySchema,
  })
  .strict();

export const unitSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  label: z.string(),
  monthlyRent: z.number().int(),
  occupied: z.boolean(),
  tenant: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
  // What rent suggestions compare (issue 22), each null until entered.
  ...unitAttributesShape,
});
export type Unit = z.infer<typeof unitSchema>;

export const updateUnitBodySchema = z
  .object({
    label: z.string().trim().min(1, 'validation:unit.labelRequired').max(60).optional(),
    monthlyRent: cents.optional(),
    bedrooms: unitAttributesShape.bedrooms.optional(),
    bathrooms: unitAttributesShape.bathrooms.optional(),
    areaM2: unitAttributesShape.areaM2.optional(),
    floor: unitAttributesShape.floor.optional(),
    features: unitAttributesShape.features.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateUnitBody = z.infer<typeof updateUnitBodySchema>;

/** The Add unit form: the rent is typed in currency units (converted to cents before the request). */
export const unitFormSchema = z.object({
  label: z.string().trim().min(1, 'validation:unit.labelRequired').max(60, 'validation:tooLong'),
  monthlyRent: z.coerce
    .number({ error: 'validation:property.revenueNonNegative' })
    .min(0, 'validation:property.revenueNonNegative')
    .max(10_000_000, 'validation:property.revenueMax')
    .refine(hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS),
});
export type UnitFormValues = z.infer<typeof unitFormSchema>;

/** POST /api/properties/:id/units: one more unit (the property's counts follow by trigger). */
export const createUnitBodySchema = z
  .object({
    label: z.string().trim().min(1, 'validation:unit.labelRequired').max(60, 'validation:tooLong'),
    monthlyRent: cents,
  })
  .strict();
export type CreateUnitBody = z.infer<typeof createUnitBodySchema>;

/** The Edit property form: the fields PATCH /api/properties/:id takes, the rent in currency units. */
export const propertyEditFormSchema = z.object({
  address: propertyFormSchema.shape.address,
  type: propertyFormSchema.shape.type,
  city: z.string().trim().max(100, 'validation:tooLong'),
  state: z.string().trim().max(100, 'validation:tooLong'),
  zipCode: z.string().trim().max(20, 'validation:tooLong'),
});
export type PropertyEditFormValues = z.infer<typeof propertyEditFormSchema>;

export const idParamsSchema = z.object({ id: z.uuid() }).strict();
