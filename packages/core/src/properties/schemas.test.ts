import { describe, expect, it } from 'vitest';
import { createPropertyBodySchema, propertyFormSchema, updateUnitBodySchema } from './schemas';
import { initialUnits } from './units';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('property form', () => {
  it('gives the spec messages as i18n keys', () => {
    const result = propertyFormSchema.safeParse({
      address: '12',
      type: '',
      units: '0',
      monthlyRevenue: '-1',
    });
    expect(messages(result)).toEqual({
      address: 'validation:property.addressMin',
      type: 'validation:property.typeRequired',
      units: 'validation:property.unitsPositive',
      monthlyRevenue: 'validation:property.revenueNonNegative',
    });
    expect(
      messages(
        propertyFormSchema.safeParse({
          address: '12 Main',
          type: 'Duplex',
          units: '1.5',
          monthlyRevenue: 'x',
        }),
      ),
    ).toEqual({
      units: 'validation:property.unitsPositive',
      monthlyRevenue: 'validation:property.revenueNonNegative',
    });
  });

  it('coerces number inputs from text', () => {
    const result = propertyFormSchema.parse({
      address: '12 Main St',
      type: 'Duplex',
      units: '2',
      monthlyRevenue: '1500.5',
    });
    expect(result).toEqual({ address: '12 Main St', type: 'Duplex', units: 2, monthlyRevenue: 1500.5 });
  });
});

describe('property API bodies', () => {
  it('rejects unknown keys such as owner_id', () => {
    const body = { address: '12 Main St', propertyType: 'Duplex', units: 2, monthlyRent: 150000 };
    expect(createPropertyBodySchema.safeParse(body).success).toBe(true);
    expect(createPropertyBodySchema.safeParse({ ...body, owner_id: 'x' }).success).toBe(false);
    expect(createPropertyBodySchema.safeParse({ ...body, monthlyRent: 10.5 }).success).toBe(false);
  });

  it('refuses an empty unit update', () => {
    expect(updateUnitBodySchema.safeParse({}).success).toBe(false);
    expect(updateUnitBodySchema.safeParse({ label: 'Apt 2B' }).success).toBe(true);
  });
});

describe('initialUnits', () => {
  it('creates Unit 1…N at the property rent', () => {
    expect(initialUnits(3, 120000)).toEqual([
      { label: 'Unit 1', monthlyRent: 120000 },
      { label: 'Unit 2', monthlyRent: 120000 },
      { label: 'Unit 3', monthlyRent: 120000 },
    ]);
  });
});
