import type { Db } from '../../db/client';
import { jobClock } from '../../db/job-clock';
import * as ledgerJobs from '../ledger/ledger-jobs.service';
import { notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import { claimNotice } from '../rent-reminders/rent-reminders.service';
import * as repo from './leases.repository';

/**
 * The leases' scheduled jobs (registered on pg-boss by leases.jobs.ts, run by hand through
 * jobs/dev-jobs.routes.ts): each is idempotent and takes the date it runs "as of".
 */

/** rent-charges: each active lease's deposit and rent charges due by its organisation's date. */
export function runRentCharges(db: Db, when: string | Date): Promise<{ leases: number; charges: number }> {
  return ledgerJobs.chargeRentDue(db, jobClock(when));
}

/** late-fees: once per period, when a rent charge is still open after its grace period. */
export function runLateFees(db: Db, when: string | Date): Promise<{ leases: number; charges: number }> {
  return ledgerJobs.chargeLateFeesDue(db, jobClock(when));
}

/** The Expiring Soon window (packages/core leaseDisplayStatus). */
const EXPIRY_WINDOW_DAYS = 60;

/**
 * lease-expiry: leases whose end date has passed (by their organisation's date) become ended; each lease entering the 60-day
 * window notifies its owner once (the `lease-expiring` row in lease_notices, inserted in the
 * transaction that writes the notification, is the once).
 */
export async function runLeaseExpiry(
  db: Db,
  when: string | Date,
): Promise<{ ended: number; expiringSoon: number; notified: number }> {
  const clock = jobClock(when);
  const ended = await repo.endLeasesBefore(db, clock);
  const expiring = await repo.listExpiringLeases(db, clock, EXPIRY_WINDOW_DAYS);
  let notified = 0;
  for (const lease of expiring) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await claimNotice(tx, {
        leaseId: lease.id,
        kind: 'lease-expiring',
        period: lease.endDate,
      });
      if (!claimed) return false;
      const id = await notifications.notify(tx, {
        userId: lease.ownerId,
        type: 'lease',
        ...notificationText('lease-expiring', {
          tenant: lease.tenantName,
          address: lease.unitLabel ? `${lease.propertyAddress}, ${lease.unitLabel}` : lease.propertyAddress,
          end: lease.endDate,
        }),
        link: '/owner-dashboard/leases',
      });
      return id !== undefined;
    });
    if (sent) notified++;
  }
  return { ended, expiringSoon: expiring.length, notified };
}

export const JOBS = {
  'rent-charges': runRentCharges,
  'late-fees': runLateFees,
  'lease-expiry': runLeaseExpiry,
} as const;
