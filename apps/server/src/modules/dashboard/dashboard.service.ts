import type { OwnerDashboard } from '@rentwise/core/dashboard/schemas';
import { occupancyRate } from '@rentwise/core/money/money';
import { type Actor, requireRole } from '../../auth/actor';
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
  requireRole(actor, 'owner', 'see the owner dashboard');
  const [totals, properties, activity, open] = await Promise.all([
    repo.portfolioTotals(db, actor.orgId),
    listProperties(db, actor, { limit: 6 }),
    repo.recentActivity(db, actor.orgId, 8),
    openAmounts(db, actor.orgId, today),
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
