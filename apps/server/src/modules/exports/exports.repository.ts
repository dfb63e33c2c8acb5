import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimQueuedJob } from '../../db/job-claim';
import { rowsOf } from '../../db/rows';
import { type OrgExportRow, orgExports } from '../../db/schema/org-exports';
import { type Scope, scopeSql } from '../../db/scope';

/** The organisation's records as the import templates' columns read them (issue 20 export). */

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

// ── Whole-organisation exports (GET /api/exports/org) ───────────────────────────────────────────

export async function insertOrgExport(
  db: DbOrTx,
  values: { orgId: string; requestedBy: string },
): Promise<OrgExportRow> {
  const [row] = await db.insert(orgExports).values(values).returning();
  if (!row) throw new Error('insert into org_exports returned nothing');
  return row;
}

export async function findOrgExport(
  db: DbOrTx,
  orgId: string,
  id: string,
): Promise<OrgExportRow | undefined> {
  const [row] = await db
    .select()
    .from(orgExports)
    .where(and(eq(orgExports.id, id), eq(orgExports.orgId, orgId)));
  return row;
}

export async function updateOrgExport(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<OrgExportRow, 'id' | 'orgId'>>,
): Promise<void> {
  await db.update(orgExports).set(values).where(eq(orgExports.id, id));
}

/**
 * Claims the oldest export waiting — or one whose worker stopped (no heartbeat for five minutes)
 * — and marks it running. SKIP LOCKED: two workers never claim the same export.
 */
export async function claimPendingOrgExport(db: DbOrTx): Promise<OrgExportRow | undefined> {
  const id = await claimQueuedJob(db, 'org_exports', 5);
  if (!id) return undefined;
  const [row] = await db.select().from(orgExports).where(eq(orgExports.id, id));
  return row;
}

/** The organisation's documents: their stored bytes go into the ZIP under their own names. */
export async function documentFiles(db: DbOrTx, orgId: string) {
  return rowsOf<{ id: string; name: string; storageKey: string }>(
    await db.execute(sql`
      select id, name, storage_key as "storageKey" from documents where org_id = ${orgId} order by created_at, id`),
  );
}

/** The organisation's name, for the email. */
export async function organisationName(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from organisations where id = ${orgId}`),
  );
  return row?.name ?? '';
}

/** The requester's sign-in email (the export's link goes there). */
export async function userEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ email: string }>(
    await db.execute(sql`select email from users where id = ${userId}`),
  );
  return row?.email ?? null;
}
