import { describe, expect, it } from 'vitest';
import { chargesDue, rentInForce } from './ledger';
import {
  moveOutCredit,
  moveOutProblem,
  oneMonthBefore,
  renewalStartDate,
  settlementFigures,
} from './lifecycle';

const terms = {
  startDate: '2026-09-01',
  endDate: '2027-08-31',
  rentAmount: 150000,
  depositAmount: 150000,
  dueDay: 1,
  graceDays: 5,
  lateFee: 5000,
};

describe('lease lifecycle rules', () => {
  it('a move-out on Nov 15 takes back the rest of November, and all of a later period already charged', () => {
    const stored = chargesDue(terms, '2026-12-01').filter((c) => c.kind === 'rent');
    // Nov: 15 of 30 days owed, $750 back; Dec: all $1,500 back.
    expect(moveOutCredit(terms, '2026-11-15', stored)).toBe(75000 + 150000);
    expect(moveOutCredit(terms, '2026-11-30', stored)).toBe(150000);
  });

  it('refuses move-outs before the start, after the end, in the future or over a month back', () => {
    expect(moveOutProblem(terms, '2026-08-31', '2026-11-22')).toBe('beforeStart');
    expect(moveOutProblem(terms, '2027-09-01', '2027-09-05')).toBe('afterEnd');
    expect(moveOutProblem(terms, '2026-11-23', '2026-11-22')).toBe('inFuture');
    expect(moveOutProblem(terms, '2026-10-21', '2026-11-22')).toBe('tooFarBack');
    expect(moveOutProblem(terms, '2026-10-22', '2026-11-22')).toBeNull();
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
  });

  it('charges each period the rent in force on its due date', () => {
    const changed = { ...terms, rentChanges: [{ effectiveDate: '2027-01-01', rentAmount: 160000 }] };
    expect(rentInForce(changed, '2026-12-31')).toBe(150000);
    expect(rentInForce(changed, '2027-01-01')).toBe(160000);
    const rent = chargesDue(changed, '2027-02-01').filter((c) => c.kind === 'rent');
    expect(rent.map((c) => c.amount)).toEqual([150000, 150000, 150000, 150000, 160000, 160000]);
  });

  it('a renewal starts the day after the end', () => {
    expect(renewalStartDate({ endDate: '2026-12-31' })).toBe('2027-01-01');
  });

  it('settlement: deposit ≥ owed gives a refund due; deposit < owed leaves a balance owed', () => {
    expect(
      settlementFigures({
        depositHeld: 150000,
        credit: 0,
        openCharges: 20000,
        deductions: [{ amount: 30000 }, { amount: 10000 }],
      }),
    ).toMatchObject({ applied: 60000, refundDue: 90000, balanceOwed: 0, deductionsTotal: 40000 });
    expect(
      settlementFigures({
        depositHeld: 50000,
        credit: 0,
        openCharges: 150000,
        deductions: [{ amount: 30000 }],
      }),
    ).toMatchObject({ applied: 50000, refundDue: 0, balanceOwed: 130000 });
    expect(
      settlementFigures({ depositHeld: 100, credit: 0, openCharges: 100, deductions: [] }),
    ).toMatchObject({
      refundDue: 0,
      balanceOwed: 0,
    });
  });
});
