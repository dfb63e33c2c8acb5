import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cursorTime } from '../../db/pagination';
import { rowsOf } from '../../db/rows';
import { type DocumentRow, documents } from '../../db/schema';
import { type Scope, scopeSql } from '../../db/scope';

export interface DocumentWithNames extends DocumentRow {
  propertyAddress: string | null;
  tenantFirstName: string | null;
  tenantLastName: string | null;
}

/** Who may see a document: its owner, or a tenant it is shared with (see tenantCondition). */
export type DocumentScope = Scope | { tenantUserId: string };

/**
 * The caller's tenant records: linked by auth_user_id once the tenant has signed in, until then
 * by email (one tenant record and one account per address), as in leases.repository.
 */
function myTenants(userId: string) {
  return sql`select mt.id, mt.org_id, mt.property_id, mt.status from tenants mt
    where mt.auth_user_id = ${userId}
       or (mt.auth_user_id is null and not mt.link_by_invitation and lower(mt.email) = (select lower(email) from users where id = ${userId}))`;
}

/**
 * A tenant sees a document of their owner shared with them directly, with one of their leases, or
 * with the property they live in (their current tenant record's, or a lease's that has not ended).
 */
/** The property a document belongs to: its own, else its lease's, else its tenant's. */
const documentProperty = sql`coalesce(d.property_id,
  (select dl.property_id from leases dl where dl.id = d.lease_id),
  (select dt.property_id from tenants dt where dt.id = d.tenant_id))`;

function scopeCondition(scope: DocumentScope) {
  // A limited member sees the documents of their properties: the document's own property, else
  // its lease's or tenant's (an organisation-wide document belongs to no property: not theirs).
  if ('orgId' in scope) return scopeSql(sql`d.org_id`, documentProperty, scope);
  const mine = myTenants(scope.tenantUserId);
  return sql`exists (
    select 1 from (${mine}) me
     where me.org_id = d.org_id
       and (d.tenant_id = me.id
         or d.lease_id in (select l.id from leases l where l.tenant_id = me.id)
         or (d.property_id is not null and (
              (d.property_id = me.property_id and me.status <> 'former')
              or d.property_id in (select l.property_id from leases l where l.tenant_id = me.id and l.status <> 'ended')))))`;
}

const documentSelect = sql`
  select d.id, d.owner_id as "ownerId", d.property_id as "propertyId", d.lease_id as "leaseId",
         d.tenant_id as "tenantId", d.name, d.kind, d.content_type as "contentType",
         d.size_bytes::float8 as "sizeBytes", d.storage_key as "storageKey", d.uploaded_by as "uploadedBy",
         d.created_at as "createdAt", coalesce(p.address, lp.address) as "propertyAddress",
         coalesce(t.first_name, lt.first_name) as "tenantFirstName",
         coalesce(t.last_name, lt.last_name) as "tenantLastName"
    from documents d
    left join tenants t on t.id = d.tenant_id and t.org_id = d.org_id
    left join leases l on l.id = d.lease_id and l.org_id = d.org_id
    left join tenants lt on lt.id = l.tenant_id and lt.org_id = l.org_id
    left join properties p on p.id = d.property_id and p.org_id = d.org_id
    left join properties lp on lp.id = l.property_id and lp.org_id = l.org_id`;

function toRow(row: DocumentWithNames): DocumentWithNames {
  return { ...row, createdAt: new Date(row.createdAt), sizeBytes: Number(row.sizeBytes) };
}

export async function insertDocument(db: DbOrTx, values: typeof documents.$inferInsert): Promise<string> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row.id;
}

/** Shares a document with a property, lease and tenant of its organisation (another's: nothing). */
export async function linkDocument(
  db: DbOrTx,
  orgId: string,
  id: string,
  targets: { propertyId: string | null; leaseId: string | null; tenantId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set(targets)
    .where(sql`${documents.id} = ${id} and ${documents.orgId} = ${orgId}`)
    .returning({ id: documents.id });
  return rows.length > 0;
}

export async function findDocument(
  db: DbOrTx,
  scope: DocumentScope,
  id: string,
): Promise<DocumentWithNames | undefined> {
  const result = await db.execute(sql`${documentSelect} where d.id = ${id} and ${scopeCondition(scope)}`);
  const [row] = rowsOf<DocumentWithNames>(result);
  return row && toRow(row);
}

export interface DocumentFilters {
  limit: number;
  cursor?: { createdAt: Date; id: string };
  kind?: DocumentRow['kind'];
  leaseId?: string;
  tenantId?: string;
  propertyId?: string;
}

/** The caller's documents, newest first (keyset on created_at, id). */
export async function listDocuments(
  db: DbOrTx,
  scope: DocumentScope,
  filters: DocumentFilters,
): Promise<DocumentWithNames[]> {
  // A maintenance request's photos stay with their request (issue 18): the request shows them,
  // the Documents lists never do (served by maintenance_photos_document_idx).
  const conditions = [
    scopeCondition(scope),
    sql`not exists (select 1 from maintenance_photos mp where mp.document_id = d.id)`,
  ];
  if (filters.kind) conditions.push(sql`d.kind = ${filters.kind}`);
  if (filters.leaseId) conditions.push(sql`d.lease_id = ${filters.leaseId}`);
  if (filters.tenantId) conditions.push(sql`d.tenant_id = ${filters.tenantId}`);
  if (filters.propertyId) conditions.push(sql`d.property_id = ${filters.propertyId}`);
  if (filters.cursor) {
    conditions.push(
      sql`(d.created_at, d.id) < (${cursorTime('documents', filters.cursor)}, ${filters.cursor.id}::uuid)`,
    );
  }
  const result = await db.execute(
    sql`${documentSelect} where ${sql.join(conditions, sql` and `)} order by d.created_at desc, d.id desc limit ${filters.limit + 1}`,
  );
  return rowsOf<DocumentWithNames>(result).map(toRow);
}

/** Deletes the owner's document; its storage key, or undefined when there was none. */
export async function deleteDocument(db: DbOrTx, scope: Scope, id: string): Promise<string | undefined> {
  const result = await db.execute(
    sql`delete from documents d where d.id = ${id} and ${scopeSql(sql`d.org_id`, documentProperty, scope)}
        returning d.storage_key as "storageKey"`,
  );
  return rowsOf<{ storageKey: string }>(result)[0]?.storageKey;
}

/** Whether each referenced row exists and belongs to the owner (a share target). */
export async function ownsTargets(
  db: DbOrTx,
  scope: Scope,
  targets: { propertyId?: string; leaseId?: string; tenantId?: string },
): Promise<{ property: boolean; lease: boolean; tenant: boolean }> {
  const inScope = (alias: string, propertyColumn: string) =>
    scopeSql(sql.raw(`${alias}.org_id`), sql.raw(`${alias}.${propertyColumn}`), scope);
  const result = await db.execute(sql`
    select
      ${targets.propertyId ? sql`exists (select 1 from properties p where p.id = ${targets.propertyId} and ${inScope('p', 'id')})` : sql`true`} as property,
      ${targets.leaseId ? sql`exists (select 1 from leases l where l.id = ${targets.leaseId} and ${inScope('l', 'property_id')})` : sql`true`} as lease,
      ${targets.tenantId ? sql`exists (select 1 from tenants t where t.id = ${targets.tenantId} and ${inScope('t', 'property_id')})` : sql`true`} as tenant`);
  const [row] = rowsOf<{ property: boolean; lease: boolean; tenant: boolean }>(result);
  return row;
}
