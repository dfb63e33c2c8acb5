import type {
  MaintenanceApprovalStatus,
  MaintenancePriority,
  MaintenanceStatus,
} from '@rentwise/core/maintenance/schemas';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Cursor, cursorTime } from '../../db/pagination';
import { rowsOf } from '../../db/rows';
import {
  documents,
  type MaintenanceRequestRow,
  type MaintenanceUpdateRow,
  maintenancePhotos,
  maintenanceRequests,
  maintenanceUpdates,
  profiles,
  properties,
  units,
  type VendorRow,
  vendorJobLinks,
  vendors,
} from '../../db/schema';
import { inScope, type Scope, scopeSql } from '../../db/scope';

/** Who may see a request: its owner, or the tenant (login) of the request's tenant record. */
export type RequestScope = Scope | { tenantUserId: string };

/**
 * A tenant record is linked to its login by auth_user_id once the tenant has signed in; until then
 * by its email (one tenant record and one account per address), as leases.repository scopes it.
 */
function tenantRecordsOf(userId: string) {
  return sql`(select t.id from tenants t
     where t.auth_user_id = ${userId}
        or (t.auth_user_id is null and not t.link_by_invitation and lower(t.email) = (select lower(email) from users where id = ${userId})))`;
}

function scopeCondition(scope: RequestScope) {
  if ('orgId' in scope) return scopeSql(sql`r.org_id`, sql`r.property_id`, scope);
  return sql`r.tenant_id in ${tenantRecordsOf(scope.tenantUserId)}`;
}

export interface RequestWithPlace {
  id: string;
  orgId: string;
  ownerId: string;
  propertyId: string;
  propertyAddress: string;
  unitId: string | null;
  unitLabel: string | null;
  tenantId: string | null;
  tenantFirstName: string | null;
  tenantLastName: string | null;
  tenantPhone: string | null;
  reportedByKind: 'owner' | 'tenant';
  title: string;
  category: MaintenanceRequestRow['category'];
  priority: MaintenancePriority;
  description: string;
  status: MaintenanceStatus;
  vendorId: string | null;
  vendorName: string | null;
  vendorTrade: string | null;
  vendorEmail: string | null;
  vendorPhone: string | null;
  scheduledFor: string | null;
  estimatedCost: number | null;
  approvalStatus: MaintenanceRequestRow['approvalStatus'];
  approvalDecidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const requestSelect = sql`
  select r.id, r.org_id as "orgId", r.owner_id as "ownerId", r.property_id as "propertyId", p.address as "propertyAddress",
         r.unit_id as "unitId", u.label as "unitLabel", r.tenant_id as "tenantId",
         t.first_name as "tenantFirstName", t.last_name as "tenantLastName", t.phone as "tenantPhone",
         r.reported_by_kind as "reportedByKind", r.title, r.category, r.priority, r.description, r.status,
         r.vendor_id as "vendorId", v.name as "vendorName", v.trade as "vendorTrade",
         v.email as "vendorEmail", v.phone as "vendorPhone", r.scheduled_for::text as "scheduledFor",
         r.estimated_cost as "estimatedCost", r.approval_status as "approvalStatus",
         r.approval_decided_at as "approvalDecidedAt",
         r.created_at as "createdAt", r.updated_at as "updatedAt"
    from maintenance_requests r
    join properties p on p.id = r.property_id and p.org_id = r.org_id
    left join units u on u.id = r.unit_id and u.org_id = r.org_id
    left join tenants t on t.id = r.tenant_id and t.org_id = r.org_id
    left join vendors v on v.id = r.vendor_id and v.org_id = r.org_id`;

function toRequest(row: RequestWithPlace): RequestWithPlace {
  return {
    ...row,
    approvalDecidedAt: row.approvalDecidedAt ? new Date(row.approvalDecidedAt) : null,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

export async function findRequest(
  db: DbOrTx,
  scope: RequestScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RequestWithPlace | undefined> {
  const lock = options.forUpdate ? sql` for update of r` : sql``;
  const result = await db.execute(
    sql`${requestSelect} where r.id = ${id} and ${scopeCondition(scope)}${lock}`,
  );
  const [row] = rowsOf<RequestWithPlace>(result);
  return row ? toRequest(row) : undefined;
}

/** The caller's requests, newest first (keyset on created_at, id), with the owner's filters. */
export async function listRequests(
  db: DbOrTx,
  scope: RequestScope,
  options: {
    limit: number;
    cursor?: Cursor;
    status?: MaintenanceStatus;
    priority?: MaintenancePriority;
    propertyId?: string;
    approvalStatus?: MaintenanceApprovalStatus;
  },
): Promise<RequestWithPlace[]> {
  const conditions = [scopeCondition(scope)];
  if (options.status) conditions.push(sql`r.status = ${options.status}`);
  if (options.priority) conditions.push(sql`r.priority = ${options.priority}`);
  if (options.propertyId) conditions.push(sql`r.property_id = ${options.propertyId}`);
  if (options.approvalStatus) conditions.push(sql`r.approval_status = ${options.approvalStatus}`);
  if (options.cursor) {
    conditions.push(
      sql`(r.created_at, r.id) < (${cursorTime('maintenance_requests', options.cursor)}, ${options.cursor.id}::uuid)`,
    );
  }
  const result = await db.execute(
    sql`${requestSelect} where ${sql.join(conditions, sql` and `)} order by r.created_at desc, r.id desc limit ${options.limit + 1}`,
  );
  return rowsOf<RequestWithPlace>(result).map(toRequest);
}

export async function insertRequest(
  db: DbOrTx,
  values: typeof maintenanceRequests.$inferInsert,
): Promise<MaintenanceRequestRow> {
  const [row] = await db.insert(maintenanceRequests).values(values).returning();
  return row;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<MaintenanceRequestRow, 'status' | 'priority' | 'scheduledFor' | 'vendorId'>>,
): Promise<void> {
  await db
    .update(maintenanceRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(maintenanceRequests.id, id));
}

export async function insertUpdate(
  db: DbOrTx,
  values: typeof maintenanceUpdates.$inferInsert,
): Promise<MaintenanceUpdateRow> {
  const [row] = await db.insert(maintenanceUpdates).values(values).returning();
  return row;
}

/** The updates of these requests, oldest first. */
export async function listUpdates(db: DbOrTx, requestIds: string[]): Promise<MaintenanceUpdateRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(maintenanceUpdates)
    .where(inArray(maintenanceUpdates.requestId, requestIds))
    .orderBy(asc(maintenanceUpdates.createdAt), asc(maintenanceUpdates.id));
}

export interface LeasePlace {
  propertyId: string;
  unitId: string | null;
  tenantId: string;
  orgId: string;
  ownerId: string;
  address: string;
}

/** The active leases of a tenant login (newest first): where their requests can be opened. */
export async function activeLeasesOfTenantUser(db: DbOrTx, userId: string): Promise<LeasePlace[]> {
  const result = await db.execute(sql`
    select l.property_id as "propertyId", l.unit_id as "unitId", l.tenant_id as "tenantId",
           l.org_id as "orgId", l.owner_id as "ownerId", p.address
      from leases l
      join properties p on p.id = l.property_id and p.org_id = l.org_id
     where l.status = 'active' and l.tenant_id in ${tenantRecordsOf(userId)}
     order by l.start_date desc, l.created_at desc`);
  return rowsOf<LeasePlace>(result);
}

/** The tenant of a unit's active lease, if any (an owner logging an issue for that unit). */
export async function activeTenantOfUnit(db: DbOrTx, unitId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select l.tenant_id as "tenantId" from leases l
     where l.unit_id = ${unitId} and l.status = 'active'
     order by l.start_date desc limit 1`);
  return rowsOf<{ tenantId: string }>(result)[0]?.tenantId ?? null;
}

export async function findOwnedProperty(db: DbOrTx, scope: Scope, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, address: properties.address })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.orgId, properties.id, scope)));
  return row;
}

export async function findUnitOfProperty(db: DbOrTx, propertyId: string, unitId: string) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.propertyId, propertyId)));
  return row;
}

/** A person's display name from their profile ('' when unknown). */
export async function profileName(
  db: DbOrTx,
  userId: string,
): Promise<{ name: string; email: string; phone: string | null; company: string | null }> {
  const [row] = await db
    .select({
      first: profiles.firstName,
      last: profiles.lastName,
      email: profiles.email,
      phone: profiles.phone,
      company: profiles.companyName,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return { name: '', email: '', phone: null, company: null };
  const name = [row.first, row.last].filter(Boolean).join(' ').trim();
  return { name, email: row.email ?? '', phone: row.phone ?? null, company: row.company ?? null };
}

// Vendors

export async function insertVendor(db: DbOrTx, values: typeof vendors.$inferInsert): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  return row;
}

export async function findVendor(db: DbOrTx, orgId: string, id: string): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.orgId, orgId)));
  return row;
}

/** The owner's vendors by name (keyset on name, id). */
export async function listVendors(
  db: DbOrTx,
  orgId: string,
  options: { limit: number; after?: { name: string; id: string } },
): Promise<VendorRow[]> {
  const conditions = [eq(vendors.orgId, orgId)];
  if (options.after) {
    conditions.push(
      or(
        gt(vendors.name, options.after.name),
        and(eq(vendors.name, options.after.name), gt(vendors.id, options.after.id)),
      )!,
    );
  }
  return db
    .select()
    .from(vendors)
    .where(and(...conditions))
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(options.limit + 1);
}

// Vendor job links

export async function insertLink(
  db: DbOrTx,
  values: { requestId: string; vendorId: string; tokenHash: string },
): Promise<void> {
  await db.insert(vendorJobLinks).values(values);
}

/** Revokes every live link of a request (job closed, or another vendor assigned). */
export async function revokeLinks(db: DbOrTx, requestId: string): Promise<number> {
  const rows = await db
    .update(vendorJobLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(vendorJobLinks.requestId, requestId), isNull(vendorJobLinks.revokedAt)))
    .returning({ id: vendorJobLinks.id });
  return rows.length;
}

export interface LinkWithJob {
  linkId: string;
  requestId: string;
  vendorId: string;
  revokedAt: Date | null;
}

export async function findLinkByHash(
  db: DbOrTx,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<LinkWithJob | undefined> {
  const lock = options.forUpdate ? sql` for update of r` : sql``;
  const result = await db.execute(sql`
    select k.id as "linkId", k.request_id as "requestId", k.vendor_id as "vendorId", k.revoked_at as "revokedAt"
      from vendor_job_links k
      join maintenance_requests r on r.id = k.request_id and r.org_id = k.org_id
     where k.token_hash = ${tokenHash}${lock}`);
  const [row] = rowsOf<LinkWithJob>(result);
  return row;
}

/** For the owner-free read of a job by its link: the request by id, no scope. */
export async function findRequestById(db: DbOrTx, id: string): Promise<RequestWithPlace | undefined> {
  const result = await db.execute(sql`${requestSelect} where r.id = ${id}`);
  const [row] = rowsOf<RequestWithPlace>(result);
  return row ? toRequest(row) : undefined;
}

// Photos (documents of kind 'photo' attached to a request)

export interface PhotoRow {
  requestId: string;
  documentId: string;
  name: string;
  contentType: string;
  createdAt: Date;
}

export async function listPhotos(db: DbOrTx, requestIds: string[]): Promise<PhotoRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: maintenancePhotos.requestId,
      documentId: documents.id,
      name: documents.name,
      contentType: documents.contentType,
      createdAt: documents.createdAt,
    })
    .from(maintenancePhotos)
    .innerJoin(
      documents,
      and(eq(documents.id, maintenancePhotos.documentId), eq(documents.orgId, maintenancePhotos.orgId)),
    )
    .where(inArray(maintenancePhotos.requestId, requestIds))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** One photo of one request, with where its bytes are: another request's photo is undefined. */
export async function findPhotoOfRequest(
  db: DbOrTx,
  requestId: string,
  documentId: string,
): Promise<(PhotoRow & { storageKey: string }) | undefined> {
  const [row] = await db
    .select({
      requestId: maintenancePhotos.requestId,
      documentId: documents.id,
      name: documents.name,
      contentType: documents.contentType,
      createdAt: documents.createdAt,
      storageKey: documents.storageKey,
    })
    .from(maintenancePhotos)
    .innerJoin(
      documents,
      and(eq(documents.id, maintenancePhotos.documentId), eq(documents.orgId, maintenancePhotos.orgId)),
    )
    .where(and(eq(maintenancePhotos.requestId, requestId), eq(maintenancePhotos.documentId, documentId)));
  return row;
}

export async function countPhotos(db: DbOrTx, requestId: string): Promise<number> {
  const rows = await db
    .select({ id: maintenancePhotos.documentId })
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.requestId, requestId));
  return rows.length;
}

export async function insertPhoto(db: DbOrTx, requestId: string, documentId: string): Promise<void> {
  await db.insert(maintenancePhotos).values({ requestId, documentId });
}
