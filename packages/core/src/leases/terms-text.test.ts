import { describe, expect, it } from 'vitest';
import { ordinal, rentClause } from './terms-text';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('the rent clause of a lease document', () => {
  it('says the spec’s terms in its words: due on the 1st, a $50 late fee after the 5th', () => {
    expect(rentClause({ rentAmount: 220000, dueDay: 1, graceDays: 5, lateFee: 5000 }, money)).toBe(
      'The Tenant pays $2200.00 per month, due on the 1st day of each month (the last day of a shorter month). Rent paid after the 5th day of the month incurs a late fee of $50.00.',
    );
  });

  it('follows the lease’s own due day and grace days, not "the 1st" regardless', () => {
    const clause = rentClause({ rentAmount: 150000, dueDay: 25, graceDays: 5, lateFee: 7500 }, money);
    expect(clause).toContain('due on the 25th day of each month');
    expect(clause).toContain('Rent paid more than 4 days after its due date incurs a late fee of $75.00.');
    expect(clause).not.toContain('1st');
    expect(rentClause({ rentAmount: 1, dueDay: 3, graceDays: 0, lateFee: 100 }, money)).toContain(
      'Rent paid after its due date incurs',
    );
    expect(rentClause({ rentAmount: 1, dueDay: 3, graceDays: 2, lateFee: 0 }, money)).toContain(
      'No late fee applies.',
    );
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
  });
});
