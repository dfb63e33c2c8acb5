import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Scope, scopeSql } from '../../db/scope';

/** The organisation's records as the import templates' columns read them (issue 20 export). */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One row per unit of the properties in scope, properties by address then units in their order; archived properties too. */
export async function unitRows(db: DbOrTx, scope: Scope) {
  return rowsOf<{
    address: string;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    propertyType: string;
    unitLabel: string;
    unitRent: number;
  }>(
    await db.execute(sql`
      select p.address, p.city, p.state, p.zip_code as "zipCode", p.property_type as "propertyType",
             u.label as "unitLabel", u.monthly_rent as "unitRent"
        from properties p
        join units u on u.property_id = p.id and u.org_id = p.org_id
       where ${scopeSql(sql`p.org_id`, sql`p.id`, scope)}
       order by p.address, p.id, u.position, u.id`),
  );
}

/** The organisation's tenants with their property's address and unit label, by email. */
export async function tenantRows(db: DbOrTx, scope: Scope) {
  return rowsOf<{
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    unitLabel: string | null;
    moveInDate: string | null;
  }>(
    await db.execute(sql`
      select t.first_name as "firstName", t.last_name as "lastName", t.email, t.phone, p.address,
             u.label as "unitLabel", t.move_in_date::text as "moveInDate"
        from tenants t
        join properties p on p.id = t.property_id and p.org_id = t.org_id
        left join units u on u.id = t.unit_id and u.org_id = t.org_id
       where ${scopeSql(sql`t.org_id`, sql`t.property_id`, scope)}
       order by lower(t.email)`),
  );
}

/** The organisation's owner clients (archived too), by name; not limited by property. */
export async function ownerRows(db: DbOrTx, orgId: string) {
  return rowsOf<{
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    company: string | null;
  }>(
    await db.execute(sql`
      select first_name as "firstName", last_name as "lastName", email, phone, company
        from owner_clients
       where org_id = ${orgId}
       order by last_name, first_name, id`),
  );
}

/**
 * The leases in scope (drafts aside) as the leases template reads them: the rent in force today,
 * the ledger's end (a move-out date, else the end date), the deposit held (paid on its deposit
 * charge) and the balance still open, which an import brings in as the opening balance.
 */
export async function leaseRows(db: DbOrTx, scope: Scope, today: string) {
  return rowsOf<{
    address: string;
    unitLabel: string | null;
    tenantEmail: string;
    startDate: string;
    endDate: string;
    rentAmount: number;
    dueDay: number;
    graceDays: number;
    lateFee: number;
    depositHeld: number;
    openingBalance: number;
  }>(
    await db.execute(sql`
      select p.address, u.label as "unitLabel", t.email as "tenantEmail", l.start_date::text as "startDate",
             coalesce(l.move_out_date, l.end_date)::text as "endDate",
             coalesce((select rc.rent_amount from lease_rent_changes rc
                        where rc.lease_id = l.id and rc.effective_date <= ${today}::date
                        order by rc.effective_date desc limit 1), l.rent_amount) as "rentAmount",
             l.due_day as "dueDay", l.grace_days as "graceDays", l.late_fee as "lateFee",
             coalesce((select sum(c.paid) from charges c
                        where c.lease_id = l.id and c.org_id = l.org_id and c.kind = 'deposit'), 0)::int as "depositHeld",
             coalesce((select sum(c.amount - c.paid) from charges c
                        where c.lease_id = l.id and c.org_id = l.org_id and c.kind <> 'deposit'), 0)::int as "openingBalance"
        from leases l
        join properties p on p.id = l.property_id and p.org_id = l.org_id
        join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
        left join units u on u.id = l.unit_id and u.org_id = l.org_id
       where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)} and l.status <> 'draft'
       order by p.address, u.label, l.start_date, l.id`),
  );
}

/** The organisation's vendors, by name; not limited by property. */
export async function vendorRows(db: DbOrTx, orgId: string) {
  return rowsOf<{ name: string; trade: string; email: string; phone: string }>(
    await db.execute(sql`
      select name, trade, email, phone from vendors where org_id = ${orgId} order by lower(name), id`),
  );
}
