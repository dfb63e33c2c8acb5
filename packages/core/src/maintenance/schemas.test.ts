import { describe, expect, it } from 'vitest';
import {
  createMaintenanceRequestBodySchema,
  isClosedStatus,
  maintenanceLogFormSchema,
  maintenanceTenantFormSchema,
  toStoredPriority,
  toTenantPriority,
  vendorFormSchema,
  vendorJobUpdateBodySchema,
} from './schemas';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('priorities', () => {
  it("store the tenant's 'emergency' as the owner's 'urgent', and read it back", () => {
    expect(toStoredPriority('emergency')).toBe('urgent');
    expect(toStoredPriority('urgent')).toBe('urgent');
    expect(toStoredPriority('low')).toBe('low');
    expect(toTenantPriority('urgent')).toBe('emergency');
    expect(toTenantPriority('high')).toBe('high');
  });
});

describe('the Log Maintenance form (spec dialog 5)', () => {
  it("answers the spec's messages", () => {
    const result = maintenanceLogFormSchema.safeParse({
      propertyId: '',
      issue: 'Leak',
      priority: 'medium',
      description: 'Too short',
    });
    expect(messages(result)).toEqual({
      propertyId: 'maintenance:validation.propertyRequired',
      issue: 'maintenance:validation.issueRequired',
      description: 'maintenance:validation.descriptionMin',
    });
  });

  it('accepts only the four owner priorities', () => {
    const base = {
      propertyId: 'a-property-id',
      issue: 'Broken heater',
      description: 'It does not start at all.',
    };
    for (const priority of ['low', 'medium', 'high', 'urgent']) {
      expect(maintenanceLogFormSchema.safeParse({ ...base, priority }).success).toBe(true);
    }
    expect(maintenanceLogFormSchema.safeParse({ ...base, priority: 'emergency' }).success).toBe(false);
  });
});

describe('the tenant request form', () => {
  it('offers the spec categories and the tenant priorities', () => {
    const base = { title: 'Leaking faucet', description: 'Drips all day and night.' };
    expect(
      maintenanceTenantFormSchema.safeParse({ ...base, category: 'hvac', priority: 'emergency' }).success,
    ).toBe(true);
    expect(
      maintenanceTenantFormSchema.safeParse({ ...base, category: 'garden', priority: 'low' }).success,
    ).toBe(false);
    expect(
      maintenanceTenantFormSchema.safeParse({ ...base, category: 'hvac', priority: 'urgent' }).success,
    ).toBe(false);
  });
});

describe('API bodies', () => {
  it('default the category and priority, and reject unknown keys', () => {
    const parsed = createMaintenanceRequestBodySchema.parse({
      title: 'Leaking faucet',
      description: 'Drips all day and night.',
    });
    expect(parsed).toMatchObject({ category: 'other', priority: 'medium' });
    expect(createMaintenanceRequestBodySchema.safeParse({ ...parsed, status: 'completed' }).success).toBe(
      false,
    );
  });

  it('let a vendor report progress or completion, never a cancellation', () => {
    expect(vendorJobUpdateBodySchema.safeParse({ status: 'completed', text: 'Done' }).success).toBe(true);
    expect(vendorJobUpdateBodySchema.safeParse({ status: 'cancelled', text: 'No' }).success).toBe(false);
    expect(messages(vendorJobUpdateBodySchema.safeParse({ text: '   ' }))).toEqual({
      text: 'maintenance:validation.updateRequired',
    });
  });

  it('check a vendor’s fields', () => {
    expect(
      messages(vendorFormSchema.safeParse({ name: 'A', trade: '', email: 'nope', phone: '123' })),
    ).toEqual({
      name: 'maintenance:validation.vendorNameRequired',
      trade: 'maintenance:validation.tradeRequired',
      email: 'maintenance:validation.emailInvalid',
      phone: 'maintenance:validation.phoneMin',
    });
  });

  it('treat completed and cancelled as closed', () => {
    expect(isClosedStatus('completed')).toBe(true);
    expect(isClosedStatus('cancelled')).toBe(true);
    expect(isClosedStatus('in_progress')).toBe(false);
    expect(isClosedStatus('pending')).toBe(false);
  });
});
