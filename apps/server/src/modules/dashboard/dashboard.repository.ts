import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Scope, scopeSql } from '../../db/scope';

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

export interface ActivityRow {
  type: 'property' | 'tenant' | 'payment' | 'lease' | 'maintenance' | 'message';
  label: string;
  detail: string;
  /** Payments: the amount in cents; leases: their status. */
  extra: string | null;
  at: Date;
}

/**
 * The newest events of the portfolio: properties and tenants added, payments received, leases
 * created (or drafted), maintenance requests opened and tenants' messages. Each branch takes its
 * own newest rows (served by an owner/date index) before the merge.
 */
export async function recentActivity(
  db: DbOrTx,
  scope: Scope,
  limit: number,
  options: { payments: boolean },
): Promise<ActivityRow[]> {
  const payments = options.payments ? sql`` : sql` and false`;
  const result = await db.execute(sql`
    (select 'property' as type, address as label, property_type as detail, null as extra, created_at as at
       from properties where ${scopeSql(sql`org_id`, sql`id`, scope)} order by created_at desc limit ${limit})
    union all
    (select 'tenant' as type, t.first_name || ' ' || t.last_name as label, p.address as detail, null as extra,
            t.created_at as at
       from tenants t join properties p on p.id = t.property_id and p.org_id = t.org_id
      where ${scopeSql(sql`t.org_id`, sql`t.property_id`, scope)} order by t.created_at desc limit ${limit})
    union all
    (select 'payment' as type, t.first_name || ' ' || t.last_name as label, p.address as detail,
            pm.amount::text as extra, pm.received_at as at
       from payments pm join leases l on l.id = pm.lease_id and l.org_id = pm.org_id
       join tenants t on t.id = pm.tenant_id and t.org_id = pm.org_id
       join properties p on p.id = l.property_id and p.org_id = l.org_id
      where ${scopeSql(sql`pm.org_id`, sql`l.property_id`, scope)}${payments} order by pm.received_at desc limit ${limit})
    union all
    (select 'lease' as type, t.first_name || ' ' || t.last_name as label, p.address as detail,
            l.status as extra, l.created_at as at
       from leases l join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
       join properties p on p.id = l.property_id and p.org_id = l.org_id
      where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)} order by l.created_at desc limit ${limit})
    union all
    (select 'maintenance' as type, m.title as label, p.address as detail, null as extra, m.created_at as at
       from maintenance_requests m join properties p on p.id = m.property_id and p.org_id = m.org_id
      where ${scopeSql(sql`m.org_id`, sql`m.property_id`, scope)} order by m.created_at desc limit ${limit})
    union all
    (select 'message' as type, t.first_name || ' ' || t.last_name as label, '' as detail, null as extra,
            msg.created_at as at
       from messages msg join conversations c on c.id = msg.conversation_id and c.org_id = msg.org_id
       join tenants t on t.id = c.tenant_id and t.org_id = c.org_id
      where ${scopeSql(sql`c.org_id`, sql`t.property_id`, scope)} and msg.sender_role = 'tenant' order by msg.created_at desc limit ${limit})
    order by at desc limit ${limit}`);
  return (result as unknown as { rows: ActivityRow[] }).rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
