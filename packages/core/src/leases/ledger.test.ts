import { describe, expect, it } from 'vitest';
import { dueDateOf } from './dates';
import {
  allocatePayment,
  chargeStatus,
  chargesDue,
  firstPeriodRent,
  type LeaseTerms,
  lateFeeApplies,
  lateFeeDate,
  leaseDisplayStatus,
  periodRent,
} from './ledger';

const terms: LeaseTerms = {
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  rentAmount: 150000,
  depositAmount: 150000,
  dueDay: 1,
  graceDays: 5,
  lateFee: 5000,
};

describe('due dates', () => {
  it('clamp a month-end due day to short months, including leap years', () => {
    expect(dueDateOf('2026-02', 31)).toBe('2026-02-28');
    expect(dueDateOf('2028-02', 31)).toBe('2028-02-29');
    expect(dueDateOf('2026-04', 31)).toBe('2026-04-30');
    expect(dueDateOf('2026-05', 31)).toBe('2026-05-31');
    expect(dueDateOf('2026-03', 1)).toBe('2026-03-01');
  });
});

describe('first period rent', () => {
  it('is the full rent when the lease starts on the due day', () => {
    expect(firstPeriodRent(terms)).toBe(150000);
  });

  it('is prorated by day for a lease starting mid-month', () => {
    // 17 of 30 days of April.
    expect(firstPeriodRent({ ...terms, startDate: '2026-04-14' })).toBe(Math.round((150000 * 17) / 30));
    // 1 of 29 days of February in a leap year.
    expect(firstPeriodRent({ ...terms, startDate: '2028-02-29' })).toBe(Math.round(150000 / 29));
  });

  it('is the full rent when the lease starts before a later due day', () => {
    expect(firstPeriodRent({ ...terms, startDate: '2026-04-03', dueDay: 15 })).toBe(150000);
  });
});

describe('chargesDue', () => {
  it('lists the deposit and each period fallen due, and nothing before the start', () => {
    expect(chargesDue(terms, '2025-12-31')).toEqual([]);
    const due = chargesDue(terms, '2026-03-01');
    expect(due).toEqual([
      { kind: 'deposit', period: '2026-01', dueDate: '2026-01-01', amount: 150000 },
      { kind: 'rent', period: '2026-01', dueDate: '2026-01-01', amount: 150000 },
      { kind: 'rent', period: '2026-02', dueDate: '2026-02-01', amount: 150000 },
      { kind: 'rent', period: '2026-03', dueDate: '2026-03-01', amount: 150000 },
    ]);
  });

  it('stops at the end of the lease and is the same when asked twice', () => {
    const all = chargesDue(terms, '2030-01-01');
    expect(all.filter((c) => c.kind === 'rent')).toHaveLength(12);
    expect(chargesDue(terms, '2030-01-01')).toEqual(all);
  });

  it('prorates the last period of a lease ending mid-month by day, due by the end date, and charges nothing after it', () => {
    // Rent $1,500 due on the 1st; the lease ends on June 15: June is 15 of 30 days.
    const due = chargesDue({ ...terms, endDate: '2026-06-15', depositAmount: 0 }, '2030-01-01');
    const rents = due.filter((c) => c.kind === 'rent');
    expect(rents).toHaveLength(6);
    expect(rents[5]).toEqual({ kind: 'rent', period: '2026-06', dueDate: '2026-06-01', amount: 75000 });
    expect(due.every((c) => c.dueDate <= '2026-06-15')).toBe(true);
  });

  it('charges a last period that ends before its due day on the end date, prorated', () => {
    // Rent due on the 25th; the lease ends on May 10: 10 of 31 days of May, due May 10.
    const due = chargesDue({ ...terms, dueDay: 25, endDate: '2026-05-10', depositAmount: 0 }, '2030-01-01');
    expect(due[due.length - 1]).toEqual({
      kind: 'rent',
      period: '2026-05',
      dueDate: '2026-05-10',
      amount: Math.round((150000 * 10) / 31),
    });
  });

  it('prorates a lease inside one month from its start to its end', () => {
    expect(periodRent({ ...terms, startDate: '2026-04-11', endDate: '2026-04-20' }, '2026-04')).toBe(50000);
    // A lease ending on its month's last day pays that month in full.
    expect(periodRent({ ...terms, endDate: '2026-04-30' }, '2026-04')).toBe(150000);
  });

  it('prorates the first month of a mid-month lease, then charges full months on the due day', () => {
    const due = chargesDue({ ...terms, startDate: '2026-01-20', depositAmount: 0 }, '2026-02-15');
    expect(due).toEqual([
      { kind: 'rent', period: '2026-01', dueDate: '2026-01-20', amount: Math.round((150000 * 12) / 31) },
      { kind: 'rent', period: '2026-02', dueDate: '2026-02-01', amount: 150000 },
    ]);
  });
});

describe('late fees', () => {
  const base = {
    dueDate: '2026-03-01',
    graceDays: 5,
    openAmount: 150000,
    recordedOn: '2026-01-01',
    feeAlreadyCharged: false,
  };

  it('"Late fee $50 after the 5th; rent due on the 1st": rent paid on the 5th is on time, the fee is charged on the 6th', () => {
    // Grace days count from the due date, the due date being the first of the five.
    expect(lateFeeDate('2026-03-01', 5)).toBe('2026-03-06');
    expect(lateFeeApplies({ ...base, asOf: '2026-03-05' })).toBe(false);
    expect(lateFeeApplies({ ...base, asOf: '2026-03-06' })).toBe(true);
    // Status agrees with the fee: pending through the 5th, overdue from the 6th.
    expect(chargeStatus({ dueDate: '2026-03-01', open: 10 }, 5, '2026-03-05')).toBe('pending');
    expect(chargeStatus({ dueDate: '2026-03-01', open: 10 }, 5, '2026-03-06')).toBe('overdue');
  });

  it('count grace days from a later due day the same way, and never make the due date itself late', () => {
    expect(lateFeeDate('2026-03-25', 3)).toBe('2026-03-28');
    expect(lateFeeDate('2026-03-01', 0)).toBe('2026-03-02');
    expect(chargeStatus({ dueDate: '2026-03-01', open: 10 }, 0, '2026-03-01')).toBe('pending');
    expect(chargeStatus({ dueDate: '2026-03-01', open: 10 }, 0, '2026-03-02')).toBe('overdue');
  });

  it('are never applied twice, nor to paid rent', () => {
    expect(lateFeeApplies({ ...base, asOf: '2026-03-10', feeAlreadyCharged: true })).toBe(false);
    expect(lateFeeApplies({ ...base, asOf: '2026-03-10', openAmount: 0 })).toBe(false);
  });

  it('are not applied retroactively to periods whose grace ended before the lease was recorded', () => {
    expect(lateFeeApplies({ ...base, asOf: '2026-05-01', recordedOn: '2026-04-01' })).toBe(false);
    expect(
      lateFeeApplies({ ...base, dueDate: '2026-04-01', asOf: '2026-05-01', recordedOn: '2026-04-01' }),
    ).toBe(true);
  });
});

describe('allocatePayment', () => {
  const open = [
    { id: 'b', dueDate: '2026-02-01', open: 150000 },
    { id: 'a', dueDate: '2026-01-01', open: 50000 },
  ];

  it('settles the oldest charges first', () => {
    expect(allocatePayment(open, 100000)).toEqual({
      allocations: [
        { chargeId: 'a', amount: 50000 },
        { chargeId: 'b', amount: 50000 },
      ],
      credit: 0,
    });
  });

  it('handles partial payments and keeps an overpayment as credit', () => {
    expect(allocatePayment(open, 20000)).toEqual({
      allocations: [{ chargeId: 'a', amount: 20000 }],
      credit: 0,
    });
    expect(allocatePayment(open, 250000).credit).toBe(50000);
    expect(allocatePayment([], 1000)).toEqual({ allocations: [], credit: 1000 });
  });
});

describe('statuses', () => {
  it('derive paid, pending and overdue from the open amount and the grace period', () => {
    expect(chargeStatus({ dueDate: '2026-03-01', open: 0 }, 5, '2026-04-01')).toBe('paid');
    expect(chargeStatus({ dueDate: '2026-03-01', open: 10 }, 5, '2026-03-05')).toBe('pending');
    expect(chargeStatus({ dueDate: '2026-03-01', open: 10 }, 5, '2026-03-06')).toBe('overdue');
  });

  it('derive Active, Expiring Soon, Expired and Draft', () => {
    expect(leaseDisplayStatus({ status: 'draft', endDate: '2027-01-01' }, '2026-01-01')).toBe('draft');
    expect(leaseDisplayStatus({ status: 'active', endDate: '2027-01-01' }, '2026-01-01')).toBe('active');
    expect(leaseDisplayStatus({ status: 'active', endDate: '2026-03-01' }, '2026-01-01')).toBe(
      'expiring-soon',
    );
    expect(leaseDisplayStatus({ status: 'active', endDate: '2025-12-31' }, '2026-01-01')).toBe('expired');
    expect(leaseDisplayStatus({ status: 'ended', endDate: '2027-01-01' }, '2026-01-01')).toBe('expired');
  });
});
