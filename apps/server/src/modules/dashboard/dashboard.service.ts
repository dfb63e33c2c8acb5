import type { OpenChargesPage, OwnerDashboard } from '@rentwise/core/dashboard/schemas';
import { occupancyPercent } from '@rentwise/core/figures/figures';
import { mayAccess, requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import * as figures from '../figures/figures.service';
import { todayIso } from '../ledger/ledger.service';
import * as ledgerFigures from '../ledger/ledger-figures.service';
import { listProperties } from '../properties/properties.service';
import * as repo from './dashboard.repository';

const NO_MONEY = { pending: 0, overdue: 0, pendingCount: 0, overdueCount: 0 };

/**
 * The owner dashboard from the database, every figure by core's figures.ts (decision 024):
 * occupancy and the rent roll from the leases in force today, pending and overdue from the open
 * charges (the same predicate as the open-charges list beside the tile), collected this month
 * from the payments received this month net of voids and refunds.
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
  const [totals, properties, activity, open, collected] = await Promise.all([
    figures.portfolioTotals(db, actor, today),
    // Each card's occupancy and rent roll by the same rule (listProperties → figures).
    listProperties(db, actor, { limit: 6 }, today),
    repo.recentActivity(db, actor, 8, { payments: money }),
    money ? ledgerFigures.openChargeTotals(db, actor, today) : NO_MONEY,
    money ? ledgerFigures.collectedInMonth(db, actor, `${today.slice(0, 7)}-01`) : 0,
  ]);
  return {
    firstName,
    totalProperties: totals.totalProperties,
    totalUnits: totals.totalUnits,
    occupiedUnits: totals.occupiedUnits,
    vacantUnits: totals.totalUnits - totals.occupiedUnits,
    occupancyRate: occupancyPercent(totals.occupiedUnits, totals.totalUnits),
    monthlyRevenue: totals.monthlyRevenue,
    pendingAmount: open.pending,
    overdueAmount: open.overdue,
    pendingCount: open.pendingCount,
    overdueCount: open.overdueCount,
    collectedThisMonth: collected,
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

/**
 * GET /api/dashboard/open-charges: every charge the Pending Payments tile sums, overdue first
 * (then pending, oldest due first), in keyset pages — the tile is the sum of all its pages.
 */
export async function listOpenCharges(
  db: Db,
  actor: Actor,
  query: { limit: number; cursor?: string },
  today = todayIso(),
): Promise<OpenChargesPage> {
  requireAccess(actor, 'ledger.read');
  // A member's figure (a tenant has their own dashboard): narrows the actor to a scope.
  requireAccess(actor, 'property.read');
  return ledgerFigures.listOpenCharges(db, actor, query, today);
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
