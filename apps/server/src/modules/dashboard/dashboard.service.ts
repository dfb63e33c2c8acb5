import type { OwnerDashboard } from '@rentwise/core/dashboard/schemas';
import { AppError } from '@rentwise/core/errors';
import { occupancyRate } from '@rentwise/core/money/money';
import type { Db } from '../../db/client';
import { listProperties } from '../properties/properties.service';
import type { Actor } from '../properties/properties.service';
import * as repo from './dashboard.repository';

/**
 * The owner dashboard from the database. Pending and overdue amounts are 0 until the rent ledger
 * exists (leases issue); everything else is live.
 */
export async function getOwnerDashboard(db: Db, actor: Actor, firstName: string | null): Promise<OwnerDashboard> {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', 'Only owners have an owner dashboard');
  const [totals, properties, activity] = await Promise.all([
    repo.portfolioTotals(db, actor.userId),
    listProperties(db, actor, { limit: 6 }),
    repo.recentActivity(db, actor.userId, 8),
  ]);
  return {
    firstName,
    totalProperties: totals.totalProperties,
    totalUnits: totals.totalUnits,
    occupiedUnits: totals.occupiedUnits,
    vacantUnits: totals.totalUnits - totals.occupiedUnits,
    occupancyRate: occupancyRate(totals.occupiedUnits, totals.totalUnits),
    monthlyRevenue: totals.monthlyRevenue,
    pendingAmount: 0,
    overdueAmount: 0,
    properties: properties.items,
    recentActivity: activity.map((row) => ({
      type: row.type,
      key: row.type === 'property' ? 'activity.propertyAdded' : 'activity.tenantAdded',
      values: { name: row.label, detail: row.detail },
      at: row.at.toISOString(),
    })),
  };
}
