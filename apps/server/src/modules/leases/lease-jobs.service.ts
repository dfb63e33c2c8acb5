import type { Db } from '../../db/client';
import * as ledger from '../ledger/ledger.service';
import { notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import { claimNotice } from '../rent-reminders/rent-reminders.service';
import * as repo from './leases.repository';

/**
 * The leases' scheduled jobs (registered on pg-boss by leases.jobs.ts, run by hand through
 * jobs/dev-jobs.routes.ts): each is idempotent and takes the date it runs "as of".
 */

/** rent-charges: each active lease's deposit and rent charges due by `asOf`. */
export async function runRentCharges(db: Db, asOf: string): Promise<{ leases: number; charges: number }> {
  const active = await repo.listActiveLeases(db, asOf);
  let created = 0;
  for (const lease of active) {
    created += await db.transaction((tx) => ledger.generateCharges(tx, lease, asOf));
  }
  return { leases: active.length, charges: created };
}

/** late-fees: once per period, when a rent charge is still open after its grace period. */
export async function runLateFees(db: Db, asOf: string): Promise<{ leases: number; charges: number }> {
  const active = await repo.listActiveLeases(db, asOf);
  let created = 0;
  for (const lease of active) {
    created += await db.transaction((tx) => ledger.chargeLateFees(tx, lease, asOf));
  }
  return { leases: active.length, charges: created };
}

/** The Expiring Soon window (packages/core leaseDisplayStatus). */
const EXPIRY_WINDOW_DAYS = 60;

/**
 * lease-expiry: leases whose end date has passed become ended; each lease entering the 60-day
 * window notifies its owner once (the `lease-expiring` row in lease_notices, inserted in the
 * transaction that writes the notification, is the once).
 */
export async function runLeaseExpiry(
  db: Db,
  asOf: string,
): Promise<{ ended: number; expiringSoon: number; notified: number }> {
  const ended = await repo.endLeasesBefore(db, asOf);
  const expiring = await repo.listExpiringLeases(db, asOf, EXPIRY_WINDOW_DAYS);
  let notified = 0;
  for (const lease of expiring) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await claimNotice(tx, {
        leaseId: lease.id,
        kind: 'lease-expiring',
        period: lease.endDate,
      });
      if (!claimed) return false;
      const lang = await notifications.localeOf(tx, lease.ownerId);
      const id = await notifications.notify(tx, {
        userId: lease.ownerId,
        type: 'lease',
        ...notificationText('lease-expiring', lang, {
          tenant: lease.tenantName,
          address: lease.unitLabel ? `${lease.propertyAddress}, ${lease.unitLabel}` : lease.propertyAddress,
          end: notifications.formatDay(lease.endDate, lang),
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
