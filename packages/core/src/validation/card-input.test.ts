import { describe, expect, it } from 'vitest';
import { expiryInFuture, luhnValid } from '../payments/schemas';
import { formatCardNumberInput, formatExpiryInput } from './card-input';

describe('card fields formatted as typed', () => {
  it('groups the card number by four (Amex 4-6-5), digits only', () => {
    expect(formatCardNumberInput('4242')).toBe('4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(luhnValid(formatCardNumberInput('4242424242424242').replace(/\s/g, ''))).toBe(true);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12/');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('12/289')).toBe('12/28');
    expect(formatExpiryInput('4')).toBe('04/');
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(expiryInFuture(formatExpiryInput('1239'), new Date(Date.UTC(2026, 10, 1)))).toBe(true);
  });
});
