import type { OwnerDashboard } from '@rentwise/core/dashboard/schemas';
import { occupancyRate } from '@rentwise/core/money/money';
import { mayAccess, requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { openAmounts, todayIso } from '../ledger/ledger.service';
import { listProperties } from '../properties/properties.service';
import * as repo from './dashboard.repository';

/**
 * The owner dashboard from the database. Pending and overdue amounts come from the rent ledger:
 * what is still open on charges due by today, split by whether the grace period is over.
 */
export async function getOwnerDashboard(
  db: Db,
  actor: Actor,
  firstName: string | null,
  today = todayIso(),
): Promise<OwnerDashboard> {
  requireAccess(actor, 'dashboard.read');
  requireAccess(actor, 'property.read');
  // Money only for a role that reads the ledger (a maintenance coordinator's tiles show none).
  const money = mayAccess(actor, 'ledger.read');
  const [totals, properties, activity, open] = await Promise.all([
    repo.portfolioTotals(db, actor),
    listProperties(db, actor, { limit: 6 }),
    repo.recentActivity(db, actor, 8, { payments: money }),
    money ? openAmounts(db, actor, today) : { pending: 0, overdue: 0 },
  ]);
  return {
    firstName,
    totalProperties: totals.totalProperties,
    totalUnits: totals.totalUnits,
    occupiedUnits: totals.occupiedUnits,
    vacantUnits: totals.totalUnits - totals.occupiedUnits,
    occupancyRate: occupancyRate(totals.occupiedUnits, totals.totalUnits),
    monthlyRevenue: totals.monthlyRevenue,
    pendingAmount: open.pending,
    overdueAmount: open.overdue,
    properties: properties.items,
    recentActivity: activity.map((row) => ({
      type: row.type,
      key: activityKey(row),
      // A payment's amount travels in cents; the page formats it in the reader's language.
      values: {
        name: row.label,
        detail: row.detail,
        ...(row.type === 'payment' ? { amountCents: row.extra ?? '0' } : {}),
      },
      at: row.at.toISOString(),
    })),
  };
}

/** The sentence (a key of the web's `owner` namespace) each kind of activity reads as. */
function activityKey(row: repo.ActivityRow): string {
  switch (row.type) {
    case 'property':
      return 'activity.propertyAdded';
    case 'tenant':
      return 'activity.tenantAdded';
    case 'payment':
      return 'activity.paymentReceived';
    case 'lease':
      return row.extra === 'draft' ? 'activity.leaseDrafted' : 'activity.leaseCreated';
    case 'maintenance':
      return 'activity.maintenanceRequested';
    case 'message':
      return 'activity.messageReceived';
  }
}
