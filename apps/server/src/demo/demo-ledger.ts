import { addDays, isoDate, parseIsoDate } from '@rentwise/core/leases/dates';
import { chargesDue, lateFeeDate } from '@rentwise/core/leases/ledger';
import type { Tx } from '../db/client';
import * as leasesRepo from '../modules/leases/leases.repository';
import { LEASE_DEFAULTS } from '../modules/leases/leases.service';
import * as ledgerRepo from '../modules/ledger/ledger.repository';

export interface DemoOccupant {
  tenantId: string;
  propertyId: string;
  unitId: string;
  rent: number;
  email: string;
}

/**
 * The demo's leases and rent ledger, built relative to the day it is seeded so the dashboard
 * shows the spec's sample figures from real charges and payments: pending 4,050 (the demo
 * tenant's rent due today, 2,200, and Emily's 1,900 of which 50 is paid) and overdue 1,250
 * (David's rent, 1,650 of which 450 is paid, plus the $50 late fee). Everything else is paid.
 */
export async function seedDemoLedger(
  tx: Tx,
  orgId: string,
  ownerId: string,
  occupants: DemoOccupant[],
  today: string,
): Promise<void> {
  const { year, day } = parseIsoDate(today);
  const startDate = isoDate(year - 1, 1, 1);
  for (const occupant of occupants) {
    const name = occupant.email.split('@')[0];
    // Two leases fall due today (pending); the rest on the 1st, as the spec's lease terms say.
    const dueToday = name === 'tenant' || name === 'emily.garcia';
    const terms = {
      startDate,
      endDate: name === 'lucas.martin' ? addDays(today, 45) : isoDate(year + 1, 12, 31),
      rentAmount: occupant.rent,
      depositAmount: occupant.rent,
      dueDay: dueToday ? day : LEASE_DEFAULTS.dueDay,
      graceDays: LEASE_DEFAULTS.graceDays,
      lateFee: LEASE_DEFAULTS.lateFee,
    };
    const lease = await leasesRepo.insertLease(tx, {
      orgId,
      ownerId,
      propertyId: occupant.propertyId,
      unitId: occupant.unitId,
      tenantId: occupant.tenantId,
      ...terms,
      status: 'active',
      recordedOn: startDate,
    });
    await leasesRepo.occupyUnit(tx, occupant.tenantId, {
      propertyId: occupant.propertyId,
      unitId: occupant.unitId,
    });
    await ledgerRepo.insertMissingCharges(tx, lease.id, chargesDue(terms, today));
    const charges = await ledgerRepo.listCharges(tx, lease.id);
    const rents = charges.filter((c) => c.kind === 'rent');

    // Which rent charge stays (partly) open, and how much of it was paid.
    let open: { chargeId: string; paid: number } | undefined;
    if (dueToday) {
      const latest = rents[rents.length - 1];
      open = { chargeId: latest.id, paid: name === 'emily.garcia' ? 5000 : 0 };
    } else if (name === 'david.kim') {
      // The latest rent whose late fee is itself past its grace period, so all of it is overdue.
      const late = [...rents]
        .reverse()
        .find((c) => addDays(lateFeeDate(c.dueDate, terms.graceDays), terms.graceDays) < today);
      if (late) {
        open = { chargeId: late.id, paid: 45000 };
        await ledgerRepo.insertMissingCharges(tx, lease.id, [
          {
            kind: 'late_fee',
            period: late.period,
            dueDate: lateFeeDate(late.dueDate, terms.graceDays),
            amount: terms.lateFee,
          },
        ]);
      }
    }
    for (const [index, charge] of charges.entries()) {
      const amount = charge.id === open?.chargeId ? open.paid : charge.amount;
      if (amount <= 0) continue;
      const payment = await ledgerRepo.insertPayment(tx, {
        leaseId: lease.id,
        tenantId: occupant.tenantId,
        amount,
        method: index % 3 === 0 ? 'bank' : index % 3 === 1 ? 'card' : 'check',
        receivedAt: new Date(`${charge.dueDate}T15:00:00Z`),
        reference: null,
        provider: null,
        recordedBy: ownerId,
        idempotencyKey: null,
      });
      await ledgerRepo.insertAllocations(tx, payment.id, [{ chargeId: charge.id, amount }]);
    }
  }
}
