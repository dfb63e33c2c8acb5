import { describe, expect, it } from 'vitest';
import { RENT_REMINDER_DEFAULTS, rentDueDate, rentDueDatesBetween, rentRemindersDue } from './rent-schedule';

const yearLease = { startDate: '2027-01-01', endDate: '2027-12-31', dueDay: 1 };

describe('rentDueDate', () => {
  it('is the start date for the first period and the due day after', () => {
    const lease = { startDate: '2027-01-15', endDate: '2027-12-31', dueDay: 1 };
    expect(rentDueDate(lease, '2026-12')).toBeNull();
    expect(rentDueDate(lease, '2027-01')).toBe('2027-01-15');
    expect(rentDueDate(lease, '2027-02')).toBe('2027-02-01');
  });

  it('clamps a due day of 31 to the end of short months, leap years included', () => {
    const lease = { startDate: '2027-01-01', endDate: '2028-12-31', dueDay: 31 };
    expect(rentDueDate(lease, '2027-02')).toBe('2027-02-28');
    expect(rentDueDate(lease, '2028-02')).toBe('2028-02-29');
    expect(rentDueDate(lease, '2027-04')).toBe('2027-04-30');
    expect(rentDueDate(lease, '2027-03')).toBe('2027-03-31');
  });

  it('is the end date for a last period ending before its due day, and null after the lease ends', () => {
    const lease = { startDate: '2027-01-01', endDate: '2027-03-10', dueDay: 15 };
    expect(rentDueDate(lease, '2027-04')).toBeNull();
    expect(rentDueDate(lease, '2027-03')).toBe('2027-03-10');
    expect(rentDueDate(lease, '2027-02')).toBe('2027-02-15');
  });
});

describe('rentDueDatesBetween', () => {
  it('lists the due dates in a range, inclusive on both ends', () => {
    expect(rentDueDatesBetween(yearLease, '2027-02-01', '2027-04-01')).toEqual([
      { period: '2027-02', dueDate: '2027-02-01' },
      { period: '2027-03', dueDate: '2027-03-01' },
      { period: '2027-04', dueDate: '2027-04-01' },
    ]);
    expect(rentDueDatesBetween(yearLease, '2027-02-02', '2027-02-28')).toEqual([]);
    expect(rentDueDatesBetween(yearLease, '2026-11-01', '2027-01-31')).toEqual([
      { period: '2027-01', dueDate: '2027-01-01' },
    ]);
    expect(rentDueDatesBetween(yearLease, '2027-03-01', '2027-02-01')).toEqual([]);
  });

  it('spans a year end', () => {
    const lease = { startDate: '2026-06-01', endDate: '2027-06-30', dueDay: 5 };
    expect(rentDueDatesBetween(lease, '2026-12-01', '2027-01-31').map((d) => d.dueDate)).toEqual([
      '2026-12-05',
      '2027-01-05',
    ]);
  });
});

describe('rentRemindersDue', () => {
  const rules = RENT_REMINDER_DEFAULTS;

  it('sends the before-due notice from 3 days before the due date until that date', () => {
    expect(rentRemindersDue(yearLease, rules, '2027-02-25')).toEqual([]);
    expect(rentRemindersDue(yearLease, rules, '2027-02-26')).toEqual([
      { kind: 'before-due', period: '2027-03', dueDate: '2027-03-01' },
    ]);
    expect(rentRemindersDue(yearLease, rules, '2027-03-01')).toContainEqual({
      kind: 'before-due',
      period: '2027-03',
      dueDate: '2027-03-01',
    });
  });

  it('sends the overdue notice from daysAfter after the due date, catching up for a week only', () => {
    expect(rentRemindersDue(yearLease, rules, '2027-03-01').filter((r) => r.kind === 'overdue')).toEqual([]);
    expect(rentRemindersDue(yearLease, rules, '2027-03-02')).toEqual([
      { kind: 'overdue', period: '2027-03', dueDate: '2027-03-01' },
    ]);
    expect(rentRemindersDue(yearLease, rules, '2027-03-08')).toEqual([
      { kind: 'overdue', period: '2027-03', dueDate: '2027-03-01' },
    ]);
    expect(rentRemindersDue(yearLease, rules, '2027-03-09')).toEqual([]);
  });

  it('handles a due day of 31 in February of a leap year and of a common year', () => {
    const lease = { startDate: '2027-01-31', endDate: '2028-12-31', dueDay: 31 };
    // Feb 28, 2027 is the due date: the notice starts on the 25th.
    expect(rentRemindersDue(lease, rules, '2027-02-25')).toEqual([
      { kind: 'before-due', period: '2027-02', dueDate: '2027-02-28' },
    ]);
    expect(rentRemindersDue(lease, rules, '2027-03-01')).toEqual([
      { kind: 'overdue', period: '2027-02', dueDate: '2027-02-28' },
    ]);
    // 2028 is a leap year: due Feb 29, notice from Feb 26, overdue on Mar 1.
    expect(rentRemindersDue(lease, rules, '2028-02-25')).toEqual([]);
    expect(rentRemindersDue(lease, rules, '2028-02-26')).toEqual([
      { kind: 'before-due', period: '2028-02', dueDate: '2028-02-29' },
    ]);
    expect(rentRemindersDue(lease, rules, '2028-03-01')).toEqual([
      { kind: 'overdue', period: '2028-02', dueDate: '2028-02-29' },
    ]);
  });

  it('crosses a month end: a notice 5 days before the 1st starts in the previous month', () => {
    const custom = { enabled: true, daysBefore: 5, daysAfter: 3 };
    expect(rentRemindersDue(yearLease, custom, '2027-04-26')).toEqual([
      { kind: 'before-due', period: '2027-05', dueDate: '2027-05-01' },
    ]);
    expect(rentRemindersDue(yearLease, custom, '2027-05-03')).toEqual([]);
    expect(rentRemindersDue(yearLease, custom, '2027-05-04')).toEqual([
      { kind: 'overdue', period: '2027-05', dueDate: '2027-05-01' },
    ]);
  });

  it('sends on the due date itself with 0 days before, and nothing when disabled or outside the lease', () => {
    const sameDay = { enabled: true, daysBefore: 0, daysAfter: 1 };
    expect(rentRemindersDue(yearLease, sameDay, '2027-02-28')).toEqual([]);
    expect(rentRemindersDue(yearLease, sameDay, '2027-03-01')).toEqual([
      { kind: 'before-due', period: '2027-03', dueDate: '2027-03-01' },
    ]);
    expect(rentRemindersDue(yearLease, { ...rules, enabled: false }, '2027-03-02')).toEqual([]);
    expect(rentRemindersDue(yearLease, rules, '2026-12-01')).toEqual([]);
    expect(rentRemindersDue(yearLease, rules, '2028-01-02')).toEqual([]);
  });
});
