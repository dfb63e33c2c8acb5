import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Scope, scopeSql } from '../../db/scope';

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
