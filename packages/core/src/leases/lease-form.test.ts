import { describe, expect, it } from 'vitest';
import { leaseFormSchema, localTodayIso } from './schemas';

const iso = (date: Date) => localTodayIso(date);
const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return iso(date);
};

const lease = {
  existingLease: false,
  propertyId: 'p1234',
  tenantId: 't1234',
  startDate: daysFromToday(0),
  endDate: daysFromToday(365),
  rentAmount: '1500',
  dueDay: '1',
  graceDays: '5',
  lateFee: '50',
  depositAmount: '',
};

describe('Create Lease: a typed past start obeys the picker (issue 24 item 5)', () => {
  it("is today's local date, written YYYY-MM-DD", () => {
    expect(localTodayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('accepts today and later', () => {
    expect(leaseFormSchema.safeParse(lease).success).toBe(true);
    expect(leaseFormSchema.safeParse({ ...lease, startDate: daysFromToday(3) }).success).toBe(true);
  });

  it('refuses a past start unless the owner says it is an existing lease', () => {
    const past = { ...lease, startDate: daysFromToday(-1) };
    expect(
      leaseFormSchema.safeParse(past).error?.issues.map((issue) => [issue.path[0], issue.message]),
    ).toEqual([['startDate', 'validation:lease.startInPast']]);
    expect(leaseFormSchema.safeParse({ ...past, existingLease: true }).success).toBe(true);
  });
});
