import { describe, expect, it } from 'vitest';
import {
  collectedInMonth,
  compareOpenCharges,
  type FigureLease,
  leaseInForce,
  occupancy,
  openAmounts,
  openChargeFigure,
  rentRoll,
} from './figures';

const lease = (over: Partial<FigureLease> = {}): FigureLease => ({
  status: 'active',
  unitId: 'u1',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  moveOutDate: null,
  rentAmount: 100000,
  ...over,
});

describe('one definition per figure (decision 024)', () => {
  it('a lease is in force from its start to its move-out or end date, when active', () => {
    expect(leaseInForce(lease(), '2026-11-25')).toBe(true);
    expect(leaseInForce(lease({ startDate: '2026-12-01' }), '2026-11-25')).toBe(false);
    expect(leaseInForce(lease({ endDate: '2026-11-24' }), '2026-11-25')).toBe(false);
    expect(leaseInForce(lease({ moveOutDate: '2026-11-25' }), '2026-11-25')).toBe(true);
    expect(leaseInForce(lease({ moveOutDate: '2026-11-24' }), '2026-11-25')).toBe(false);
    expect(leaseInForce(lease({ status: 'draft' }), '2026-11-25')).toBe(false);
    expect(leaseInForce(lease({ status: 'ended' }), '2026-11-25')).toBe(false);
  });

  it('occupancy does not count a lease that starts next month, and counts a unit once', () => {
    const leases = [
      lease({ unitId: 'u1' }),
      lease({ unitId: 'u1', rentAmount: 5 }),
      lease({ unitId: 'u2', startDate: '2026-12-01' }),
    ];
    expect(occupancy(['u1', 'u2', 'u3'], leases, '2026-11-25')).toEqual({
      occupied: 1,
      total: 3,
      vacant: 2,
      rate: 33,
    });
    expect(occupancy([], [], '2026-11-25').rate).toBe(0);
  });

  it('the rent roll sums the leases’ rents in force, not the units’ list rents', () => {
    const leases = [
      lease({ rentAmount: 120000 }),
      lease({ rentAmount: 125000, rentChanges: [{ effectiveDate: '2026-11-01', rentAmount: 130000 }] }),
      lease({ rentAmount: 999999, startDate: '2026-12-01' }),
    ];
    expect(rentRoll(leases, '2026-11-25')).toBe(250000);
  });

  it('"late fee $50 after the 5th; rent due on the 1st": pending on the 5th, overdue on the 6th', () => {
    const rent = { dueDate: '2026-11-01', open: 100000, graceDays: 5 };
    expect(openChargeFigure(rent, '2026-11-05')).toBe('pending');
    expect(openChargeFigure(rent, '2026-11-06')).toBe('overdue');
    expect(openChargeFigure({ ...rent, open: 0 }, '2026-11-06')).toBeNull();
    // A charge dated ahead is pending, not left out of the tile while listed beside it.
    expect(openAmounts([rent, { dueDate: '2026-12-05', open: 800, graceDays: 5 }], '2026-11-06')).toEqual({
      pending: 800,
      overdue: 100000,
    });
  });

  it('lists overdue first, then pending, oldest due first', () => {
    const charges = [
      { id: 'a', dueDate: '2026-11-20', open: 1, graceDays: 5 },
      { id: 'b', dueDate: '2026-10-01', open: 1, graceDays: 5 },
      { id: 'c', dueDate: '2026-11-01', open: 1, graceDays: 5 },
      { id: 'd', dueDate: '2026-11-24', open: 1, graceDays: 5 },
    ];
    expect(charges.sort((x, y) => compareOpenCharges(x, y, '2026-11-25')).map((c) => c.id)).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
  });

  it('collected this month: money received, net of voids and refunds, non-cash entries left out', () => {
    const paid = (over: object) => ({
      method: 'cash',
      receivedOn: '2026-11-03',
      amount: 1000,
      voided: false,
      refunded: 0,
      ...over,
    });
    expect(
      collectedInMonth(
        [
          paid({}),
          paid({ voided: true }),
          paid({ refunded: 250 }),
          paid({ method: 'credit' }),
          paid({ method: 'deposit' }),
          paid({ receivedOn: '2026-10-31' }),
        ],
        '2026-11',
      ),
    ).toBe(1750);
  });
});
