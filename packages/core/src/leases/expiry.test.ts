import { describe, expect, it } from 'vitest';
import { type ExpiryFacts, leaseExpiryFlag } from './expiry';

const TODAY = '2026-06-15';
const lease = (facts: Partial<ExpiryFacts>): ExpiryFacts => ({
  status: 'active',
  endDate: '2027-06-14',
  moveOutDate: null,
  tenantAssigned: true,
  superseded: false,
  ...facts,
});

describe('leaseExpiryFlag', () => {
  it('flags a lease in force by the window its end falls in', () => {
    expect(leaseExpiryFlag(lease({ endDate: '2026-06-15' }), TODAY)).toBe('ending-30');
    expect(leaseExpiryFlag(lease({ endDate: '2026-07-15' }), TODAY)).toBe('ending-30'); // 30 days
    expect(leaseExpiryFlag(lease({ endDate: '2026-07-16' }), TODAY)).toBe('ending-60');
    expect(leaseExpiryFlag(lease({ endDate: '2026-08-14' }), TODAY)).toBe('ending-60');
    expect(leaseExpiryFlag(lease({ endDate: '2026-09-13' }), TODAY)).toBe('ending-90');
    expect(leaseExpiryFlag(lease({ endDate: '2026-09-14' }), TODAY)).toBeNull();
  });

  it('flags a lease past its end while the unit is still occupied under it', () => {
    expect(leaseExpiryFlag(lease({ endDate: '2026-06-14' }), TODAY)).toBe('past-end-occupied');
    // Still active though the tenant record moved: the lease itself says occupied.
    expect(leaseExpiryFlag(lease({ endDate: '2026-01-31', tenantAssigned: false }), TODAY)).toBe(
      'past-end-occupied',
    );
    // Ended, but the tenant is still assigned to the unit.
    expect(leaseExpiryFlag(lease({ status: 'ended', endDate: '2026-05-31' }), TODAY)).toBe(
      'past-end-occupied',
    );
    // Ended and moved out: nothing to flag.
    expect(
      leaseExpiryFlag(lease({ status: 'ended', endDate: '2026-05-31', tenantAssigned: false }), TODAY),
    ).toBeNull();
  });

  it('leaves out drafts, superseded leases and leases ended early that are still ahead', () => {
    expect(leaseExpiryFlag(lease({ status: 'draft', endDate: '2026-06-20' }), TODAY)).toBeNull();
    expect(leaseExpiryFlag(lease({ endDate: '2026-05-31', superseded: true }), TODAY)).toBeNull();
    expect(leaseExpiryFlag(lease({ endDate: '2026-06-20', superseded: true }), TODAY)).toBeNull();
    // Ended early with a move-out in the past: the term stops at the move-out.
    expect(
      leaseExpiryFlag(
        lease({ status: 'ended', endDate: '2027-01-31', moveOutDate: '2026-06-01', tenantAssigned: false }),
        TODAY,
      ),
    ).toBeNull();
    // An active lease with a move-out ahead ends at the move-out.
    expect(leaseExpiryFlag(lease({ endDate: '2027-01-31', moveOutDate: '2026-06-30' }), TODAY)).toBe(
      'ending-30',
    );
  });
});
