import { describe, expect, it } from 'vitest';
import { orgSettingsFormSchema, updateOrgBodySchema } from './schemas';

const form = {
  name: 'Acme Lettings',
  timeZone: 'Europe/Paris',
  currency: 'EUR' as const,
  defaultDueDay: 1,
  defaultGraceDays: 5,
  defaultLateFee: 50,
  approvalThreshold: 500,
  lateFeeLimitPercent: 5,
};

describe('the organisation settings (issue 24 items 3 and 5)', () => {
  it('keeps its books in USD, CAD or EUR only', () => {
    for (const currency of ['USD', 'CAD', 'EUR']) {
      expect(updateOrgBodySchema.safeParse({ currency }).success, currency).toBe(true);
    }
    expect(updateOrgBodySchema.safeParse({ currency: 'GBP' }).error?.issues[0]?.message).toBe(
      'team:validation.currencyInvalid',
    );
  });

  it('refuses amounts with more than two decimals rather than rounding them', () => {
    expect(orgSettingsFormSchema.safeParse(form).success).toBe(true);
    expect(orgSettingsFormSchema.safeParse({ ...form, defaultLateFee: 12.5 }).success).toBe(true);
    const late = orgSettingsFormSchema.safeParse({ ...form, defaultLateFee: 12.505 });
    expect(late.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['defaultLateFee', 'validation:money.tooManyDecimals'],
    ]);
    const threshold = orgSettingsFormSchema.safeParse({ ...form, approvalThreshold: 0.001 });
    expect(threshold.error?.issues[0]?.message).toBe('validation:money.tooManyDecimals');
  });
});
