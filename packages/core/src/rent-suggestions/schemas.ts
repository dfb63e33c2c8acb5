import { z } from '../zod';

/**
 * Rent suggestions (issue 22 item 3): a unit's attributes, the organisation's rent index and the
 * answer of GET /api/units/:id/rent-suggestion. A suggestion is advice with its evidence; nothing
 * applies it to a unit or a lease by itself.
 */

/** What a unit may offer; a fixed list so that units compare and every label is translated. */
export const unitFeatures = [
  'parking',
  'balcony',
  'elevator',
  'laundry',
  'dishwasher',
  'airConditioning',
  'furnished',
  'garden',
  'storage',
  'petsAllowed',
] as const;
export type UnitFeature = (typeof unitFeatures)[number];

/**
 * A unit's attributes, each optional (null = not entered). 0 bedrooms is a studio; the area is in
 * square metres (the web shows square feet beside it in English); floor 0 is the ground floor.
 */
export const unitAttributesShape = {
  bedrooms: z
    .number('validation:unit.bedroomsInvalid')
    .int('validation:unit.bedroomsInvalid')
    .min(0, 'validation:unit.bedroomsInvalid')
    .max(20, 'validation:unit.bedroomsInvalid')
    .nullable(),
  bathrooms: z
    .number('validation:unit.bathroomsInvalid')
    .min(0, 'validation:unit.bathroomsInvalid')
    .max(20, 'validation:unit.bathroomsInvalid')
    .multipleOf(0.5, 'validation:unit.bathroomsInvalid')
    .nullable(),
  areaM2: z
    .number('validation:unit.areaInvalid')
    .int('validation:unit.areaInvalid')
    .min(5, 'validation:unit.areaInvalid')
    .max(5000, 'validation:unit.areaInvalid')
    .nullable()
    .describe('Square metres'),
  floor: z
    .number('validation:unit.floorInvalid')
    .int('validation:unit.floorInvalid')
    .min(-5, 'validation:unit.floorInvalid')
    .max(200, 'validation:unit.floorInvalid')
    .nullable(),
  features: z.array(z.enum(unitFeatures)).max(unitFeatures.length),
};

export const SQUARE_FEET_PER_M2 = 10.7639;

/** The rent indices an organisation may enter: the US CPI (monthly) or France's IRL (quarterly). */
export const rentIndexNames = ['cpi', 'irl'] as const;
export type RentIndexName = (typeof rentIndexNames)[number];

/** A month (CPI, `2025-09`) or a reference quarter (IRL, `2025-Q3`). */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The first day of a period of the index (`2025-Q3` → `2025-07-01`), or null when malformed. */
export function periodStart(index: RentIndexName, period: string): string | null {
  if (index === 'cpi') {
    const match = MONTH.exec(period);
    return match ? `${match[1]}-${match[2]}-01` : null;
  }
  const match = QUARTER.exec(period);
  if (!match) return null;
  const month = (Number(match[2]) - 1) * 3 + 1;
  return `${match[1]}-${String(month).padStart(2, '0')}-01`;
}

/** The period a first day names, in the index's notation (`2025-07-01` → `2025-Q3` for the IRL). */
export function periodOf(index: RentIndexName, start: string): string {
  const [year, month] = start.split('-').map(Number);
  return index === 'cpi'
    ? `${year}-${String(month).padStart(2, '0')}`
    : `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

const rentIndexValueSchema = z.object({
  period: z.string().trim().max(7).describe('YYYY-MM for the CPI, YYYY-Qn (reference quarter) for the IRL'),
  value: z
    .number('validation:rentIndex.valueInvalid')
    .positive('validation:rentIndex.valueInvalid')
    .max(100_000, 'validation:rentIndex.valueInvalid'),
});

/** GET /api/org/rent-indices: the organisation's series (none: `index` null, no values), oldest first. */
export const rentIndexSeriesSchema = z.object({
  index: z.enum(rentIndexNames).nullable(),
  values: z.array(rentIndexValueSchema),
});
export type RentIndexSeries = z.infer<typeof rentIndexSeriesSchema>;

/**
 * PUT /api/org/rent-indices: replaces the series whole (an empty list removes it). Each period in
 * the index's notation, once.
 */
export const putRentIndexBodySchema = z
  .object({
    index: z.enum(rentIndexNames),
    values: z.array(rentIndexValueSchema.strict()).max(600),
  })
  .strict()
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.values.forEach((entry, i) => {
      if (!periodStart(body.index, entry.period)) {
        context.addIssue({
          code: 'custom',
          path: ['values', i, 'period'],
          message:
            body.index === 'cpi'
              ? 'validation:rentIndex.monthInvalid'
              : 'validation:rentIndex.quarterInvalid',
        });
      } else if (seen.has(entry.period)) {
        context.addIssue({
          code: 'custom',
          path: ['values', i, 'period'],
          message: 'validation:rentIndex.periodTwice',
        });
      }
      seen.add(entry.period);
    });
  });
export type PutRentIndexBody = z.infer<typeof putRentIndexBodySchema>;

export const confidenceLevels = ['none', 'low', 'medium', 'high'] as const;
export type Confidence = (typeof confidenceLevels)[number];

/** Why the suggestion moved from the comparables' weighted average (each amount in cents). */
export const adjustmentReasons = ['index', 'area', 'daysVacant'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

export const rentComparableSchema = z.object({
  unitId: z.uuid(),
  rent: z.number().int().describe('The lease’s rent at its start, cents'),
  startDate: z.string().describe('YYYY-MM-DD'),
  similarity: z.number().min(0).max(1).describe('0 to 1: attributes alike, same building, recent'),
  unitLabel: z.string(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  bedrooms: z.number().int().nullable(),
  areaM2: z.number().int().nullable(),
});
export type RentComparable = z.infer<typeof rentComparableSchema>;

/** GET /api/units/:id/rent-suggestion. Amounts in cents; all null when no comparable was found. */
export const rentSuggestionSchema = z.object({
  unitId: z.uuid(),
  amount: z.number().int().nullable(),
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  confidence: z.enum(confidenceLevels),
  /** The comparables' rents averaged by similarity, before the adjustments. */
  baseAmount: z.number().int().nullable(),
  comparables: z.array(rentComparableSchema),
  adjustments: z.array(z.object({ reason: z.enum(adjustmentReasons), amount: z.number().int() })),
  /** Days since the unit's last lease ended (or since it was added); 0 while occupied. */
  daysVacant: z.number().int().min(0),
  /** The index the comparables were brought to today with, and its latest period; null = none. */
  indexUsed: z.object({ index: z.enum(rentIndexNames), period: z.string() }).nullable(),
  /** What was compared: the unit's city and type, and which attributes it lacks (entering them narrows the match). */
  criteria: z.object({
    city: z.string().nullable(),
    propertyType: z.string(),
    missingAttributes: z.array(z.enum(['bedrooms', 'bathrooms', 'areaM2'])),
  }),
});
export type RentSuggestion = z.infer<typeof rentSuggestionSchema>;
