import { occupancyPercent } from '@rentwise/core/figures/figures';
import type { Property } from '@rentwise/core/properties/schemas';
import type { DbOrTx } from '../../db/client';
import type { Scope } from '../../db/scope';
import { todayIso } from '../ledger/ledger.service';
import * as repo from './figures.repository';

/**
 * The portfolio's figures (decision 024), for every screen that shows them: the dashboard's
 * tiles, each property's occupancy and rent roll on the properties list, its details, the
 * dashboard's cards and the owner portal. The caller has checked 'property.read'; `scope` is the
 * actor. It imports no other module, so any service may call it.
 */

/** Properties, units, units occupied by a lease in force today, and the rent roll. */
export function portfolioTotals(db: DbOrTx, scope: Scope, today = todayIso()): Promise<repo.PortfolioTotals> {
  return repo.portfolioTotals(db, scope, today);
}

/** Properties with their occupancy and rent roll by the leases in force today. */
export async function withPropertyFigures(
  db: DbOrTx,
  scope: Scope,
  items: Property[],
  today = todayIso(),
): Promise<Property[]> {
  const figures = await repo.propertyFigures(
    db,
    scope,
    items.map((p) => p.id),
    today,
  );
  return items.map((property) => {
    const own = figures.get(property.id);
    const occupied = own?.occupied ?? 0;
    return {
      ...property,
      occupiedUnits: occupied,
      occupancyRate: occupancyPercent(occupied, property.unitsCount),
      monthlyRevenue: own?.rent ?? 0,
    };
  });
}
