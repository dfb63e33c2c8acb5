import { describe, expect, it } from 'vitest';
import {
  createPaymentBodySchema,
  expiryInFuture,
  latestReceivedAt,
  luhnValid,
  payFormSchema,
  receivedAtSchema,
  recordPaymentFormSchema,
} from './schemas';

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
      bankKind: 'us',
      accountNumber: '',
      routingNumber: '',
      iban: '',
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
        bankKind: 'us',
        accountNumber: '000123456789',
        routingNumber: '021000021',
        iban: '',
      }).success,
    ).toBe(true);
  });

  it('a bank transfer takes a US account with a routing number, or an IBAN, each checksum checked (issue 24 item 6)', () => {
    const bank = {
      amount: 10,
      method: 'bank' as const,
      cardNumber: '',
      expiry: '',
      cvc: '',
      bankKind: 'us' as const,
      accountNumber: '000123456789',
      routingNumber: '021000021',
      iban: '',
    };
    const messages = (value: object) =>
      payFormSchema.safeParse({ ...bank, ...value }).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(messages({})).toEqual([]);
    expect(messages({ routingNumber: '021000022' })).toEqual([
      ['routingNumber', 'validation:payment.routingInvalid'],
    ]);
    expect(messages({ accountNumber: '12' })).toEqual([
      ['accountNumber', 'validation:payment.accountInvalid'],
    ]);
    expect(messages({ bankKind: 'iban', iban: 'FR14 2004 1010 0505 0001 3M02 606' })).toEqual([]);
    expect(messages({ bankKind: 'iban', iban: 'FR15 2004 1010 0505 0001 3M02 606' })).toEqual([
      ['iban', 'validation:payment.ibanInvalid'],
    ]);
    const body = { leaseId: '00000000-0000-4000-8000-000000000000', amount: 1000, method: 'bank' };
    expect(
      createPaymentBodySchema.parse({ ...body, bank: { iban: 'gb82 west 1234 5698 7654 32' } }).bank,
    ).toEqual({
      iban: 'GB82WEST12345698765432',
    });
    expect(
      createPaymentBodySchema.safeParse({ ...body, bank: { accountNumber: '000123456789' } }).success,
    ).toBe(false);
    expect(
      createPaymentBodySchema.safeParse({
        ...body,
        bank: { accountNumber: '000123456789', routingNumber: '021000021' },
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

describe('the date a payment was received', () => {
  it('is no later than today and no earlier than 1900, with a message saying which', () => {
    expect(receivedAtSchema.safeParse('1900-01-01').success).toBe(true);
    const old = receivedAtSchema.safeParse('1899-12-31');
    expect(old.error?.issues[0]?.message).toBe('validation:payment.receivedAtTooOld');
    const future = receivedAtSchema.safeParse('2999-01-01');
    expect(future.error?.issues[0]?.message).toBe('validation:payment.receivedAtFuture');
    const base = { leaseId: '00000000-0000-4000-8000-000000000001', amount: 100, method: 'cash' };
    expect(createPaymentBodySchema.safeParse({ ...base, receivedAt: '1899-12-31' }).success).toBe(false);
  });

  it("takes the latest today on Earth as today: Sydney's morning is the day after London's evening", () => {
    // 23:00 UTC on Nov 25 is already Nov 26 east of UTC+1: accepted; Nov 27 is not.
    const now = new Date('2026-11-25T23:00:00Z');
    expect(latestReceivedAt(now)).toBe('2026-11-26');
    expect(latestReceivedAt(new Date('2026-11-25T09:00:00Z'))).toBe('2026-11-25');
  });
});

describe('amounts typed in the payment forms (issue 24 item 5)', () => {
  it('refuses a third decimal instead of rounding it, in the pay and the record forms', () => {
    const pay = {
      method: 'bank' as const,
      cardNumber: '',
      expiry: '',
      cvc: '',
      bankKind: 'us' as const,
      accountNumber: '000123456789',
      routingNumber: '021000021',
      iban: '',
    };
    expect(payFormSchema.safeParse({ ...pay, amount: '1200.50' }).data?.amount).toBe(1200.5);
    expect(payFormSchema.safeParse({ ...pay, amount: '1200.505' }).error?.issues[0]?.message).toBe(
      'validation:money.tooManyDecimals',
    );
    const record = { method: 'cash' as const, receivedAt: '2026-01-05', reference: '' };
    expect(recordPaymentFormSchema.safeParse({ ...record, amount: '99.99' }).success).toBe(true);
    expect(recordPaymentFormSchema.safeParse({ ...record, amount: '99.999' }).error?.issues[0]?.message).toBe(
      'validation:money.tooManyDecimals',
    );
  });
});
