import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Scope, scopeSql } from '../../db/scope';

/**
 * The portfolio's figures in SQL (decision 024): the one spelling of core figures.ts's occupancy
 * and rent roll, from the leases in force on a date. Read at request time, set-based.
 */

export interface PortfolioTotals {
  totalProperties: number;
  totalUnits: number;
  occupiedUnits: number;
  monthlyRevenue: number;
}

/**
 * The leases in force on a date (core `leaseInForce`), aliased `l`, with the rent in force that
 * day (core `rentInForce`: the latest scheduled change effective by then, else the lease's rent)
 * as `rent`. Set-based: the scope's active leases, then their rent changes in one pass.
 */
function leasesInForce(scope: Scope, today: string, propertyIds?: string[]) {
  const only = propertyIds
    ? sql` and l.property_id in (${sql.join(
        propertyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    in_force as (
      select l.id, l.property_id, l.unit_id, l.rent_amount
        from leases l join properties p on p.id = l.property_id and p.org_id = l.org_id
       where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}${only} and p.archived_at is null
         and l.status = 'active' and l.start_date <= ${today}::date
         and coalesce(l.move_out_date, l.end_date) >= ${today}::date),
    changes as (
      select distinct on (rc.lease_id) rc.lease_id, rc.rent_amount
        from lease_rent_changes rc
       where rc.lease_id in (select id from in_force) and rc.effective_date <= ${today}::date
       order by rc.lease_id, rc.effective_date desc),
    figures as (
      select f.property_id, count(distinct f.unit_id)::int as occupied,
             sum(coalesce(c.rent_amount, f.rent_amount))::bigint as rent
        from in_force f left join changes c on c.lease_id = f.id
       group by f.property_id)`;
}

/**
 * The portfolio's figures (decision 024): units from the properties' unit counts (kept by
 * triggers: a count that time does not change), occupancy and the rent roll from the leases in
 * force today (core figures.ts), so a lease starting next month or a tenant merely assigned to a
 * unit counts for nothing. Archived properties are left out.
 */
export async function portfolioTotals(db: DbOrTx, scope: Scope, today: string): Promise<PortfolioTotals> {
  const result = await db.execute(sql`
    with ${leasesInForce(scope, today)}
    select (select count(*)::int from properties p
             where ${scopeSql(sql`p.org_id`, sql`p.id`, scope)} and p.archived_at is null) as "totalProperties",
           (select coalesce(sum(p.units_count), 0)::int from properties p
             where ${scopeSql(sql`p.org_id`, sql`p.id`, scope)} and p.archived_at is null) as "totalUnits",
           (select coalesce(sum(occupied), 0)::int from figures) as "occupiedUnits",
           (select coalesce(sum(rent), 0)::int from figures) as "monthlyRevenue"`);
  const [row] = (result as unknown as { rows: PortfolioTotals[] }).rows;
  return {
    totalProperties: Number(row.totalProperties),
    totalUnits: Number(row.totalUnits),
    occupiedUnits: Number(row.occupiedUnits),
    monthlyRevenue: Number(row.monthlyRevenue),
  };
}

/** Per property: units occupied by a lease in force today and their rent roll (decision 024). */
export async function propertyFigures(
  db: DbOrTx,
  scope: Scope,
  propertyIds: string[],
  today: string,
): Promise<Map<string, { occupied: number; rent: number }>> {
  if (propertyIds.length === 0) return new Map();
  const result = await db.execute(sql`
    with ${leasesInForce(scope, today, propertyIds)}
    select property_id as "propertyId", occupied, rent::int as rent from figures`);
  const rows = (result as unknown as { rows: { propertyId: string; occupied: number; rent: number }[] }).rows;
  return new Map(rows.map((r) => [r.propertyId, { occupied: Number(r.occupied), rent: Number(r.rent) }]));
}
