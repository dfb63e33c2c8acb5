import { can } from '@rentwise/core/organisations/permissions';
import {
  type OwnerPortalSummary,
  type RentRollRow,
  rentRollStatus,
} from '@rentwise/core/owner-clients/schemas';
import { accessRoleOf, requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import * as leases from '../leases/leases.service';
import * as maintenance from '../maintenance/maintenance-requests.service';
import * as properties from '../properties/properties.service';
import { ownerOfPortalUser } from './owner-clients.service';

/** The portal shows at most this many properties (an owner client's portfolio is small). */
const MAX_PROPERTIES = 200;

/**
 * GET /api/owner-portal/summary (property.read + ledger.read): the owner portal's overview that
 * no existing endpoint answers — the signed-in owner client's properties with their share, the
 * rent roll (per unit: tenant, rent, balance, status; balances are the leases module's, read from
 * the ledger) and how many repairs wait for their approval. Everything goes through the actor's
 * scope, so an owner client sees only the properties they own a share of.
 */
export async function getOwnerPortalSummary(db: Db, actor: Actor): Promise<OwnerPortalSummary> {
  requireAccess(actor, 'property.read');
  requireAccess(actor, 'ledger.read');
  const [owner, propertyPage] = await Promise.all([
    ownerOfPortalUser(db, actor.orgId, actor.userId),
    properties.listProperties(db, actor, { limit: MAX_PROPERTIES }),
  ]);
  const activeLeases = await leases.activeLeasesWithBalance(db, actor);
  const leaseOfUnit = new Map(activeLeases.filter((l) => l.unitId).map((lease) => [lease.unitId!, lease]));

  const rentRoll: RentRollRow[] = [];
  for (const property of propertyPage.items) {
    for (const unit of await properties.listUnits(db, actor, property.id)) {
      const lease = leaseOfUnit.get(unit.id);
      const balance = lease ? lease.balance : null;
      rentRoll.push({
        propertyId: property.id,
        propertyAddress: property.address,
        unitId: unit.id,
        unitLabel: unit.label,
        tenantName:
          lease?.tenantName ?? (unit.tenant ? `${unit.tenant.firstName} ${unit.tenant.lastName}` : null),
        rent: lease?.rentAmount ?? unit.monthlyRent,
        balance,
        leaseEndDate: lease?.endDate ?? null,
        status: rentRollStatus(balance),
      });
    }
  }

  let pendingApprovals = 0;
  if (can(accessRoleOf(actor), 'maintenance.read')) {
    const pending = await maintenance.listRequests(db, actor, { limit: 100, approvalStatus: 'pending' });
    pendingApprovals = pending.items.length;
  }

  return {
    owner: owner
      ? { id: owner.owner.id, firstName: owner.owner.firstName, lastName: owner.owner.lastName }
      : null,
    properties: propertyPage.items.map((property) => ({
      id: property.id,
      name: property.name,
      address: property.address,
      city: property.city,
      propertyType: property.propertyType,
      share: owner?.shares.get(property.id) ?? null,
      unitsCount: property.unitsCount,
      occupiedUnits: property.occupiedUnits,
      occupancyRate: property.occupancyRate,
      monthlyRevenue: property.monthlyRevenue,
    })),
    rentRoll,
    pendingApprovals,
  };
}
