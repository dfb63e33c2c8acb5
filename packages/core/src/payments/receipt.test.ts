import { describe, expect, it } from 'vitest';
import { receiptNumber, receiptNumberPattern, receiptQuerySchema } from './receipt';

describe('receiptNumber', () => {
  it('is RW-, the UTC year received and the six-digit sequence', () => {
    expect(receiptNumber({ receivedAt: new Date('2026-11-22T12:00:00Z'), sequence: 42 })).toBe(
      'RW-2026-000042',
    );
    expect(receiptNumber({ receivedAt: '2027-03-01T00:00:00.000Z', sequence: 1234567 })).toBe(
      'RW-2027-1234567',
    );
  });

  it('takes the year in UTC, whatever the server time zone', () => {
    expect(receiptNumber({ receivedAt: '2026-12-31T23:30:00-05:00', sequence: 7 })).toBe('RW-2027-000007');
    expect(receiptNumber({ receivedAt: '2027-01-01T00:30:00+02:00', sequence: 7 })).toBe('RW-2026-000007');
  });

  it('is deterministic and matches the pattern the PDF file name relies on', () => {
    const payment = { receivedAt: '2026-05-05T15:00:00Z', sequence: 9 };
    expect(receiptNumber(payment)).toBe(receiptNumber(payment));
    expect(receiptNumber(payment)).toMatch(receiptNumberPattern);
  });

  it('refuses rows it cannot number', () => {
    expect(() => receiptNumber({ receivedAt: 'not a date', sequence: 1 })).toThrow(RangeError);
    expect(() => receiptNumber({ receivedAt: '2026-01-01T00:00:00Z', sequence: 0 })).toThrow(RangeError);
    expect(() => receiptNumber({ receivedAt: '2026-01-01T00:00:00Z', sequence: 1.5 })).toThrow(RangeError);
  });
});

describe('receiptQuerySchema', () => {
  it('accepts en, fr or nothing', () => {
    expect(receiptQuerySchema.parse({})).toEqual({});
    expect(receiptQuerySchema.parse({ lang: 'fr' })).toEqual({ lang: 'fr' });
    expect(receiptQuerySchema.safeParse({ lang: 'de' }).success).toBe(false);
    expect(receiptQuerySchema.safeParse({ lang: 'en', extra: '1' }).success).toBe(false);
  });
});
