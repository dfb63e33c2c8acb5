import { describe, expect, it } from 'vitest';
import {
  hasAtMostTwoDecimals,
  MONEY_NOT_A_NUMBER,
  MONEY_TOO_MANY_DECIMALS,
  moneyInput,
  moneyInputIssue,
  readAmountField,
} from './amount-input';

describe('the money-input rule', () => {
  it('accepts up to two decimals, float noise included', () => {
    for (const value of [0, 1, 19.99, 0.1 + 0.2, 1500.5, 1234567.89]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(true);
    }
    for (const value of [10.005, 0.001, 19.999, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(false);
    }
  });

  it('reads typed text: a decimal comma is a point, three decimals are refused, not rounded', () => {
    expect(moneyInputIssue('12.50')).toBeNull();
    expect(moneyInputIssue('12,5')).toBeNull();
    expect(moneyInputIssue('')).toBeNull();
    expect(moneyInputIssue('12.345')).toBe(MONEY_TOO_MANY_DECIMALS);
    expect(moneyInputIssue('12,345')).toBe(MONEY_TOO_MANY_DECIMALS);
    expect(moneyInputIssue(12.345)).toBe(MONEY_TOO_MANY_DECIMALS);
    expect(moneyInputIssue('12a')).toBe(MONEY_NOT_A_NUMBER);
  });

  it('as a schema: the number in currency units, or the message that says what is wrong', () => {
    const schema = moneyInput({ message: 'validation:payment.amountPositive' });
    expect(schema.parse('1500.25')).toBe(1500.25);
    expect(schema.parse(' 12,5 ')).toBe(12.5);
    expect(schema.parse(99)).toBe(99);
    const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('10.005')).toEqual([MONEY_TOO_MANY_DECIMALS]);
    expect(messages(10.005)).toEqual([MONEY_TOO_MANY_DECIMALS]);
    expect(messages('0')).toEqual(['validation:payment.amountPositive']);
    expect(messages('')).toEqual(['validation:payment.amountPositive']);
    expect(messages('abc')).toEqual(['validation:payment.amountPositive']);
    expect(messages('20000000')).toEqual(['validation:payment.amountPositive']);
  });

  it('may allow zero', () => {
    const schema = moneyInput({ message: 'm', positive: false });
    expect(schema.parse('0')).toBe(0);
    expect(schema.safeParse('-1').success).toBe(false);
  });
});

describe('every amount form refuses a third decimal (issue 24 item 5)', () => {
  it('Create Lease: rent, late fee and deposit; Add unit: rent', async () => {
    const { leaseFormSchema } = await import('../leases/schemas');
    const { unitFormSchema } = await import('../properties/schemas');
    const lease = {
      existingLease: true,
      propertyId: 'p1234',
      tenantId: 't1234',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      rentAmount: '1500',
      dueDay: '1',
      graceDays: '5',
      lateFee: '50',
      depositAmount: '',
    };
    expect(leaseFormSchema.safeParse(lease).success).toBe(true);
    for (const field of ['rentAmount', 'lateFee', 'depositAmount'] as const) {
      const result = leaseFormSchema.safeParse({ ...lease, [field]: '12.345' });
      expect(
        result.error?.issues.map((issue) => [issue.path[0], issue.message]),
        field,
      ).toEqual([[field, MONEY_TOO_MANY_DECIMALS]]);
    }
    expect(unitFormSchema.safeParse({ label: 'A', monthlyRent: '900.5' }).success).toBe(true);
    expect(unitFormSchema.safeParse({ label: 'A', monthlyRent: '900.505' }).error?.issues[0]?.message).toBe(
      MONEY_TOO_MANY_DECIMALS,
    );
  });
});

describe('a dialog amount field read outside zod', () => {
  const message = 'validation:charge.amountPositive';
  it('gives the cents of a valid amount, a decimal comma included', () => {
    expect(readAmountField('1250.5', message)).toEqual({ cents: 125050, issue: null });
    expect(readAmountField(' 19,99 ', message)).toEqual({ cents: 1999, issue: null });
  });
  it('refuses three decimals with the decimals message instead of rounding', () => {
    expect(readAmountField('12.345', message)).toEqual({ cents: null, issue: MONEY_TOO_MANY_DECIMALS });
    expect(readAmountField('0,001', message, { allowZero: true }).issue).toBe(MONEY_TOO_MANY_DECIMALS);
  });
  it("says the field's own message for empty, zero, negative or not a number", () => {
    expect(readAmountField('', message).issue).toBe(message);
    expect(readAmountField('0', message).issue).toBe(message);
    expect(readAmountField('-5', message).issue).toBe(message);
    expect(readAmountField('abc', message).issue).toBe(message);
  });
  it('lets an optional field be empty and a zero be allowed when asked', () => {
    expect(readAmountField('  ', message, { required: false })).toEqual({ cents: null, issue: null });
    expect(readAmountField('0', message, { allowZero: true })).toEqual({ cents: 0, issue: null });
  });
});
