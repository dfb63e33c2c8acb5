import { describe, expect, it } from 'vitest';
import {
  bankAccountIssues,
  bankAccountOf,
  bankAccountSchema,
  ibanValid,
  routingNumberValid,
} from './bank-account';

describe('IBAN', () => {
  it('accepts real IBANs (mod 97 = 1), spaced or not, any case', () => {
    expect(ibanValid('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(ibanValid('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(ibanValid('BE71-0961-2345-6769')).toBe(true);
  });

  it('refuses a changed digit, swapped digits, a bad shape', () => {
    expect(ibanValid('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(ibanValid('DE89370400440532031000')).toBe(false);
    expect(ibanValid('DE8937040044')).toBe(false);
    expect(ibanValid('1234567890123456')).toBe(false);
    expect(ibanValid('')).toBe(false);
  });
});

describe('ABA routing number', () => {
  it('checks the 3-7-1 weighted sum', () => {
    expect(routingNumberValid('110000000')).toBe(true);
    expect(routingNumberValid('021000021')).toBe(true);
    expect(routingNumberValid('011401533')).toBe(true);
    expect(routingNumberValid('021000022')).toBe(false);
    expect(routingNumberValid('12345678')).toBe(false);
    expect(routingNumberValid('12345678a')).toBe(false);
  });
});

describe('the bank account of a payment', () => {
  it('is an IBAN (compacted) or a US account with its routing number', () => {
    expect(bankAccountSchema.parse({ iban: 'fr76 3000 6000 0112 3456 7890 189' })).toEqual({
      iban: 'FR7630006000011234567890189',
    });
    expect(bankAccountSchema.parse({ accountNumber: '000123456789', routingNumber: '110000000' })).toEqual({
      accountNumber: '000123456789',
      routingNumber: '110000000',
    });
    expect(bankAccountSchema.safeParse({ iban: 'FR7630006000011234567890188' }).success).toBe(false);
    expect(
      bankAccountSchema.safeParse({ accountNumber: '000123456789', routingNumber: '110000001' }).success,
    ).toBe(false);
    expect(bankAccountSchema.safeParse({ accountNumber: '000123456789' }).success).toBe(false);
  });

  it('reports the form’s fields of the chosen kind only', () => {
    const typed = { accountNumber: '12', routingNumber: '110000001', iban: 'nonsense' };
    expect(bankAccountIssues({ bankKind: 'us', ...typed }).map((issue) => issue.path)).toEqual([
      'accountNumber',
      'routingNumber',
    ]);
    expect(bankAccountIssues({ bankKind: 'iban', ...typed })).toEqual([
      { path: 'iban', message: 'validation:payment.ibanInvalid' },
    ]);
    expect(
      bankAccountOf({
        bankKind: 'iban',
        accountNumber: '',
        routingNumber: '',
        iban: 'de89 3704 0044 0532 0130 00',
      }),
    ).toEqual({ iban: 'DE89370400440532013000' });
  });
});
