import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface PortfolioTotals {
  totalProperties: number;
  totalUnits: number;
  occupiedUnits: number;
  monthlyRevenue: number;
}

/** One pass over the owner's units: counts and the rent of occupied ones. */
export async function portfolioTotals(db: DbOrTx, ownerId: string): Promise<PortfolioTotals> {
  const result = await db.execute(sql`
    with owned as (select id from properties where owner_id = ${ownerId}),
    unit_state as (
      select u.monthly_rent,
             exists (select 1 from tenants t where t.unit_id = u.id and t.status in ('pending', 'active')) as occupied
        from units u join owned p on p.id = u.property_id)
    select (select count(*)::int from owned) as "totalProperties",
           count(*)::int as "totalUnits",
           count(*) filter (where occupied)::int as "occupiedUnits",
           coalesce(sum(monthly_rent) filter (where occupied), 0)::int as "monthlyRevenue"
      from unit_state`);
  return (result as unknown as { rows: PortfolioTotals[] }).rows[0];
}

export interface ActivityRow {
  type: 'property' | 'tenant';
  label: string;
  detail: string;
  at: Date;
}

/** The newest events of the portfolio; later features add payments, leases and maintenance. */
export async function recentActivity(db: DbOrTx, ownerId: string, limit: number): Promise<ActivityRow[]> {
  const result = await db.execute(sql`
    (select 'property' as type, address as label, property_type as detail, created_at as at
       from properties where owner_id = ${ownerId} order by created_at desc limit ${limit})
    union all
    (select 'tenant' as type, t.first_name || ' ' || t.last_name as label, p.address as detail, t.created_at as at
       from tenants t join properties p on p.id = t.property_id
      where t.owner_id = ${ownerId} order by t.created_at desc limit ${limit})
    order by at desc limit ${limit}`);
  return (result as unknown as { rows: ActivityRow[] }).rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
