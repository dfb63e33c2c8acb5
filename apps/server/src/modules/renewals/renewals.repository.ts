import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asOfSql, type JobClock } from '../../db/job-clock';
import { rowsOf } from '../../db/rows';
import { type RenewalOfferRow, renewalOffers } from '../../db/schema/renewals';
import { type Scope, scopeSql } from '../../db/scope';
import { type LeaseScope, leaseScopeCondition } from '../ledger/lease-scope';

/**
 * Renewal offers' SQL (issue 21 item 2). An offer is read through its lease, so the lease's scope
 * (organisation and property limit for a member, the tenant's own leases for a tenant) decides who
 * sees it.
 */

/** An offer with its lease's place and tenant. */
export interface OfferWithPlace {
  id: string;
  orgId: string;
  leaseId: string;
  status: RenewalOfferRow['status'];
  startDate: string;
  endDate: string;
  rentAmount: number;
  previousRentAmount: number;
  rentIncreaseBasisPoints: number | null;
  expiresOn: string;
  message: string | null;
  coSignerName: string | null;
  coSignerEmail: string | null;
  documentId: string | null;
  declineReason: string | null;
  respondedAt: Date | null;
  signatureRequestId: string | null;
  signedDocumentId: string | null;
  renewalLeaseId: string | null;
  createdBy: string;
  createdAt: Date;
  propertyId: string;
  propertyAddress: string;
  unitLabel: string | null;
  tenantId: string;
  tenantFirstName: string;
  tenantLastName: string;
  tenantEmail: string | null;
  tenantAuthUserId: string | null;
  currency: string;
}

const offerSelect = sql`
  select ro.id, ro.org_id as "orgId", ro.lease_id as "leaseId", ro.status,
         ro.start_date::text as "startDate", ro.end_date::text as "endDate", ro.rent_amount as "rentAmount",
         ro.previous_rent_amount as "previousRentAmount", ro.rent_increase_basis_points as "rentIncreaseBasisPoints",
         ro.expires_on::text as "expiresOn", ro.message, ro.document_id as "documentId",
         ro.co_signer_name as "coSignerName", ro.co_signer_email as "coSignerEmail",
         ro.decline_reason as "declineReason", ro.responded_at as "respondedAt",
         ro.signature_request_id as "signatureRequestId", ro.signed_document_id as "signedDocumentId",
         ro.renewal_lease_id as "renewalLeaseId", ro.created_by as "createdBy", ro.created_at as "createdAt",
         l.property_id as "propertyId", p.address as "propertyAddress", u.label as "unitLabel",
         l.tenant_id as "tenantId", t.first_name as "tenantFirstName", t.last_name as "tenantLastName",
         t.email as "tenantEmail", t.auth_user_id as "tenantAuthUserId", o.currency
    from renewal_offers ro
    join leases l on l.id = ro.lease_id and l.org_id = ro.org_id
    join properties p on p.id = l.property_id and p.org_id = l.org_id
    join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
    join organisations o on o.id = ro.org_id
    left join units u on u.id = l.unit_id and u.org_id = l.org_id`;

function toOffer(row: OfferWithPlace): OfferWithPlace {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    respondedAt: row.respondedAt ? new Date(row.respondedAt) : null,
  };
}

/** One offer the scope may see (a member's organisation and properties, or the tenant's own). */
export async function findOffer(
  db: DbOrTx,
  scope: LeaseScope,
  id: string,
): Promise<OfferWithPlace | undefined> {
  const result = await db.execute(sql`${offerSelect} where ro.id = ${id} and ${leaseScopeCondition(scope)}`);
  const [row] = rowsOf<OfferWithPlace>(result);
  return row && toOffer(row);
}

/** One offer by id, unscoped: for system code that was handed the id (the signing flow, jobs). */
export async function findOfferById(db: DbOrTx, id: string): Promise<OfferWithPlace | undefined> {
  const result = await db.execute(sql`${offerSelect} where ro.id = ${id}`);
  const [row] = rowsOf<OfferWithPlace>(result);
  return row && toOffer(row);
}

/** Locks the offer's row for the rest of the transaction (accept, decline, sign, the job). */
export async function lockOffer(db: DbOrTx, id: string): Promise<RenewalOfferRow | undefined> {
  const result = await db.execute(sql`select id from renewal_offers where id = ${id} for update`);
  if (rowsOf(result).length === 0) return undefined;
  const [row] = await db.select().from(renewalOffers).where(eq(renewalOffers.id, id));
  return row;
}

/** The latest offer of a lease (any status). */
export async function latestOfferOf(db: DbOrTx, orgId: string, leaseId: string) {
  const result = await db.execute(
    sql`${offerSelect} where ro.org_id = ${orgId} and ro.lease_id = ${leaseId}
        order by ro.created_at desc, ro.id desc limit 1`,
  );
  const [row] = rowsOf<OfferWithPlace>(result);
  return row && toOffer(row);
}

/** The tenant's offers still waiting for them or for signature, newest first. */
export async function openOffersOfTenant(db: DbOrTx, tenantUserId: string): Promise<OfferWithPlace[]> {
  const result = await db.execute(
    sql`${offerSelect} where ${leaseScopeCondition({ tenantUserId })}
          and ro.status in ('sent', 'accepted')
        order by ro.created_at desc, ro.id desc limit 20`,
  );
  return rowsOf<OfferWithPlace>(result).map(toOffer);
}

export async function insertOffer(
  db: DbOrTx,
  values: typeof renewalOffers.$inferInsert,
): Promise<RenewalOfferRow> {
  const [row] = await db.insert(renewalOffers).values(values).returning();
  if (!row) throw new Error('renewal offer not inserted');
  return row;
}

export async function updateOffer(
  db: DbOrTx,
  id: string,
  values: Partial<typeof renewalOffers.$inferInsert>,
): Promise<RenewalOfferRow | undefined> {
  const [row] = await db.update(renewalOffers).set(values).where(eq(renewalOffers.id, id)).returning();
  return row;
}

/** A board row before its offer and rent in force are added. */
export interface BoardLease {
  leaseId: string;
  propertyId: string;
  propertyAddress: string;
  unitLabel: string | null;
  tenantId: string;
  tenantFirstName: string;
  tenantLastName: string;
  endDate: string;
  rentAmount: number;
  rentInForce: number;
  latestOfferId: string | null;
}

/**
 * The active leases in scope ending between `today` and `today + days` (not moved out), with the
 * rent in force on their last day (the latest rent change on or before it) and their latest
 * offer's id. A lease renewed without an offer (POST /api/leases/:id/renew) has nothing left to
 * do and is left out.
 */
export async function leasesEnding(
  db: DbOrTx,
  scope: Scope,
  today: string,
  days: number,
): Promise<BoardLease[]> {
  const result = await db.execute(sql`
    select l.id as "leaseId", l.property_id as "propertyId", p.address as "propertyAddress", u.label as "unitLabel",
           l.tenant_id as "tenantId", t.first_name as "tenantFirstName", t.last_name as "tenantLastName",
           l.end_date::text as "endDate", l.rent_amount as "rentAmount",
           coalesce((select rc.rent_amount from lease_rent_changes rc
                      where rc.lease_id = l.id and rc.effective_date <= l.end_date
                      order by rc.effective_date desc limit 1), l.rent_amount) as "rentInForce",
           (select ro.id from renewal_offers ro where ro.lease_id = l.id and ro.org_id = l.org_id
             order by ro.created_at desc, ro.id desc limit 1) as "latestOfferId"
      from leases l
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
     where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}
       and l.status = 'active' and l.move_out_date is null
       and l.end_date >= ${today}::date and l.end_date <= ${today}::date + ${days}::int
       and (exists (select 1 from renewal_offers ro where ro.lease_id = l.id and ro.org_id = l.org_id)
            or not exists (select 1 from leases r where r.renewed_from_lease_id = l.id and r.org_id = l.org_id))
     order by l.end_date, l.id
     limit 500`);
  return rowsOf<BoardLease>(result);
}

/** Offers by id, scoped to the organisation (the board's latest offers). */
export async function offersByIds(db: DbOrTx, orgId: string, ids: string[]): Promise<OfferWithPlace[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`${offerSelect} where ro.org_id = ${orgId} and ro.id in (${list})`);
  return rowsOf<OfferWithPlace>(result).map(toOffer);
}

/**
 * Offers waiting for an answer whose expiry is past (as of each organisation's date): to mark
 * expired. `o` is the organisation for the job clock.
 */
export async function offersToExpire(db: DbOrTx, clock: JobClock): Promise<string[]> {
  const result = await db.execute(sql`
    select ro.id from renewal_offers ro join organisations o on o.id = ro.org_id
     where ro.status = 'sent' and ro.expires_on < ${asOfSql(clock)}
     order by ro.id limit 1000`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Offers waiting for an answer that expire within `days` and were not reminded yet. */
export async function offersToRemind(
  db: DbOrTx,
  clock: JobClock,
  days: number,
): Promise<{ id: string; asOf: string }[]> {
  const result = await db.execute(sql`
    select ro.id, ${asOfSql(clock)}::text as "asOf" from renewal_offers ro join organisations o on o.id = ro.org_id
     where ro.status = 'sent' and ro.reminded_on is null
       and ro.expires_on >= ${asOfSql(clock)} and ro.expires_on <= ${asOfSql(clock)} + ${days}::int
     order by ro.id limit 1000`);
  return rowsOf<{ id: string; asOf: string }>(result);
}

/** The tenant record's email and first name (the offer email's recipient), if it has an email. */
export async function tenantEmailOf(
  db: DbOrTx,
  tenantId: string,
): Promise<{ email: string; firstName: string; confirmed: boolean } | undefined> {
  const result = await db.execute(
    sql`select t.email, t.first_name as "firstName", t.email_confirmed_at is not null as confirmed
          from tenants t where t.id = ${tenantId} and t.email is not null and t.email <> ''`,
  );
  return rowsOf<{ email: string; firstName: string; confirmed: boolean }>(result)[0];
}
