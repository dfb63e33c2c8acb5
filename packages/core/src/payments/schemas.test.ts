import { describe, expect, it } from 'vitest';
import { createPaymentBodySchema, expiryInFuture, luhnValid, payFormSchema } from './schemas';

describe('card validation', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });

  it('accepts an expiry through the end of its month, not before', () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(expiryInFuture('11/26', today)).toBe(true);
    expect(expiryInFuture('12/30', today)).toBe(true);
    expect(expiryInFuture('10/26', today)).toBe(false);
    expect(expiryInFuture('13/27', today)).toBe(false);
    expect(expiryInFuture('1227', today)).toBe(false);
  });

  it('the pay form reports each card field; bank needs an account number', () => {
    const bad = payFormSchema.safeParse({
      amount: 10,
      method: 'card',
      cardNumber: '1234',
      expiry: '01/20',
      cvc: '1',
      accountNumber: '',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation:payment.cardInvalid',
      'validation:payment.cvcInvalid',
      'validation:payment.expiryInvalid',
    ]);
    expect(
      payFormSchema.safeParse({
        amount: 10,
        method: 'bank',
        cardNumber: '',
        expiry: '',
        cvc: '',
        accountNumber: '000123456789',
      }).success,
    ).toBe(true);
  });

  it('the API body strips spaces from card numbers and rejects unknown keys', () => {
    const body = createPaymentBodySchema.parse({
      leaseId: '00000000-0000-4000-8000-000000000000',
      amount: 100,
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    expect(body.card?.number).toBe('4242424242424242');
    expect(
      createPaymentBodySchema.safeParse({
        leaseId: '00000000-0000-4000-8000-000000000000',
        amount: 1,
        method: 'cash',
        tenantId: 'x',
      }).success,
    ).toBe(false);
  });
});
