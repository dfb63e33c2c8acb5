import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../profile/schemas';
import { tenantFormSchema } from '../tenants/schemas';
import { phoneIssue, phoneSchema } from './phone';

describe('the one phone rule', () => {
  it('counts digits, allows the usual separators, refuses letters', () => {
    expect(phoneIssue('5550001111')).toBeNull();
    expect(phoneIssue('+1 (555) 010-2030')).toBeNull();
    expect(phoneIssue('06.12.34.56.78')).toBeNull();
    expect(phoneIssue('555-010-203')).toBe('tooShort');
    expect(phoneIssue('call me maybe')).toBe('invalid');
    expect(phoneIssue('555 000 7777 ext 2')).toBe('invalid');
    expect(phoneIssue('1'.repeat(31))).toBe('invalid');
  });

  it('may allow an empty value', () => {
    const messages = { invalid: 'i', tooShort: 's' };
    expect(phoneSchema(messages, { optional: true }).safeParse('').success).toBe(true);
    expect(phoneSchema(messages).safeParse('').error?.issues[0]?.message).toBe('s');
  });

  it('is the same for a tenant and in Settings (issue 24 item 5)', () => {
    const tenant = (phone: string) =>
      tenantFormSchema.shape.phone.safeParse(phone).error?.issues[0]?.message ?? null;
    const settings = (phone: string) =>
      profileUpdateSchema.safeParse({ phone }).error?.issues[0]?.message ?? null;
    for (const phone of ['5550001111', '+1 (555) 010-2030', '555-010-203', 'call me maybe', '555 000 777x']) {
      expect(tenant(phone) === null, phone).toBe(settings(phone) === null);
    }
    expect(tenant('call me maybe')).toBe('validation:tenant.phoneInvalid');
    expect(tenant('555-010-203')).toBe('validation:tenant.phoneMin');
  });
});
