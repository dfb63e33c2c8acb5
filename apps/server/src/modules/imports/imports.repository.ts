import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimQueuedJob } from '../../db/job-claim';
import { rowsOf } from '../../db/rows';
import {
  charges,
  type ImportDbRow,
  type ImportRowDbRow,
  importRecords,
  importRows,
  imports,
  leases,
  ownerClients,
  paymentAllocations,
  payments,
  properties,
  type TenantStateBefore,
  tenants,
  units,
  vendors,
} from '../../db/schema';

/**
 * The imports' SQL (issue 20). The commit writes the created records set-based (one INSERT per
 * table and chunk): a 2,000-unit portfolio in seconds. The values were checked beforehand with the
 * same zod rules as the forms (packages/core/src/imports/validate.ts).
 */

export type NewImport = typeof imports.$inferInsert;
export type NewImportRow = Omit<typeof importRows.$inferInsert, 'importId' | 'orgId'>;

export async function insertImport(db: DbOrTx, values: NewImport): Promise<ImportDbRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('insert into imports returned nothing');
  return row;
}

export async function findImport(db: DbOrTx, orgId: string, id: string): Promise<ImportDbRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.orgId, orgId)));
  return row;
}

/** The import row, locked for the rest of the transaction (a commit, an undo or a new mapping). */
export async function lockImport(db: DbOrTx, orgId: string, id: string): Promise<ImportDbRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.orgId, orgId)))
    .for('update');
  return row;
}

export async function updateImport(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<ImportDbRow, 'id' | 'orgId'>>,
): Promise<void> {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

/** The rows of an import replaced by these (a new mapping checks every row again). */
export async function replaceRows(db: DbOrTx, importId: string, orgId: string, rows: NewImportRow[]) {
  await db.delete(importRows).where(eq(importRows.importId, importId));
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((row) => ({ ...row, importId, orgId }));
    await db.insert(importRows).values(chunk);
  }
}

/** Every row's cells, in file order (to check them again). */
export async function rowCells(
  db: DbOrTx,
  importId: string,
): Promise<{ rowNumber: number; cells: string[] }[]> {
  return db
    .select({ rowNumber: importRows.rowNumber, cells: importRows.cells })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .orderBy(asc(importRows.rowNumber));
}

/** A page of rows by row number, `limit + 1` of them; only one status when asked. */
export function listRows(
  db: DbOrTx,
  importId: string,
  page: { status?: 'ready' | 'warning' | 'error'; after?: number; limit: number },
): Promise<ImportRowDbRow[]> {
  const conditions = [eq(importRows.importId, importId)];
  if (page.status) conditions.push(eq(importRows.status, page.status));
  if (page.after !== undefined) conditions.push(gt(importRows.rowNumber, page.after));
  return db
    .select()
    .from(importRows)
    .where(and(...conditions))
    .orderBy(asc(importRows.rowNumber))
    .limit(page.limit + 1);
}

/** The rows a commit still has to create: checked, not duplicates, not yet committed. */
export function pendingRows(db: DbOrTx, importId: string): Promise<ImportRowDbRow[]> {
  return db
    .select()
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, importId),
        inArray(importRows.status, ['ready', 'warning']),
        eq(importRows.duplicate, false),
        eq(importRows.committed, false),
      ),
    )
    .orderBy(asc(importRows.rowNumber));
}

export async function markRowsCommitted(db: DbOrTx, importId: string, rowNumbers: number[]) {
  if (rowNumbers.length === 0) return;
  await db
    .update(importRows)
    .set({ committed: true })
    .where(and(eq(importRows.importId, importId), inArray(importRows.rowNumber, rowNumbers)));
}

export async function resetCommitted(db: DbOrTx, importId: string) {
  await db.update(importRows).set({ committed: false }).where(eq(importRows.importId, importId));
}

/** The organisation's properties with their units' labels: what an import is checked against. */
export async function propertiesWithUnits(
  db: DbOrTx,
  orgId: string,
): Promise<{ id: string; address: string; unitId: string | null; label: string | null }[]> {
  return rowsOf(
    await db.execute(sql`
      select p.id, p.address, u.id as "unitId", u.label
        from properties p
        left join units u on u.property_id = p.id and u.org_id = p.org_id
       where p.org_id = ${orgId} and p.archived_at is null`),
  );
}

/** Which of these (lower-case) emails a tenant record of this organisation already has. */
export async function tenantEmailsOf(db: DbOrTx, orgId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${tenants.email})` })
    .from(tenants)
    .where(and(eq(tenants.orgId, orgId), inArray(sql`lower(${tenants.email})`, emails)));
  return rows.map((row) => row.email);
}

/**
 * Claims the oldest import waiting for its commit — or one whose worker stopped (no heartbeat for
 * two minutes) — and marks it running. SKIP LOCKED: two workers never claim the same import.
 */
export async function claimPendingImport(db: DbOrTx): Promise<ImportDbRow | undefined> {
  const id = await claimQueuedJob(db, 'imports', 2);
  if (!id) return undefined;
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

/** A chunk of the commit done: its rows committed, the progress and the heartbeat moved on. */
export async function addProgress(db: DbOrTx, id: string, processed: number, created: number) {
  await db
    .update(imports)
    .set({
      processed: sql`${imports.processed} + ${processed}`,
      created: sql`${imports.created} + ${created}`,
      claimedAt: sql`now()`,
    })
    .where(eq(imports.id, id));
}

export type RecordType = (typeof importRecords.$inferInsert)['entityType'];

export async function insertRecords(
  db: DbOrTx,
  importId: string,
  orgId: string,
  entityType: RecordType,
  ids: string[],
) {
  if (ids.length === 0) return;
  await db.insert(importRecords).values(ids.map((entityId) => ({ importId, orgId, entityType, entityId })));
}

export async function recordsOf(db: DbOrTx, importId: string) {
  return db
    .select({
      entityType: importRecords.entityType,
      entityId: importRecords.entityId,
      before: importRecords.before,
    })
    .from(importRecords)
    .where(eq(importRecords.importId, importId));
}

/**
 * Keeps, for undo, where each of these tenants is now (status, property, unit) before a leases
 * import moves them. A tenant already recorded by this import (an earlier chunk, a second lease
 * in the file) keeps its first record: that is the placement before the import.
 */
export async function recordTenantStates(db: DbOrTx, importId: string, orgId: string, tenantIds: string[]) {
  if (tenantIds.length === 0) return;
  await db.execute(sql`
    insert into import_records (import_id, org_id, entity_type, entity_id, before)
    select ${importId}, ${orgId}, 'tenant_state', t.id,
           jsonb_build_object('status', t.status, 'propertyId', t.property_id, 'unitId', t.unit_id)
      from tenants t
     where t.org_id = ${orgId} and t.id = any(${uuidArray(tenantIds)})
    on conflict do nothing`);
}

/** Puts tenants back where a leases import found them (undo). */
export async function restoreTenantStates(
  db: DbOrTx,
  orgId: string,
  list: { tenantId: string; before: TenantStateBefore }[],
) {
  if (list.length === 0) return;
  const rows = list.map(({ tenantId, before }) => ({
    tenant_id: tenantId,
    status: before.status,
    property_id: before.propertyId,
    unit_id: before.unitId,
  }));
  await db.execute(sql`
    update tenants t
       set status = v.status, property_id = v.property_id, unit_id = v.unit_id
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           as v(tenant_id uuid, status text, property_id uuid, unit_id uuid)
     where t.id = v.tenant_id and t.org_id = ${orgId}`);
}

export async function deleteRecords(db: DbOrTx, importId: string) {
  await db.delete(importRecords).where(eq(importRecords.importId, importId));
}

export interface NewProperty {
  key: string;
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  propertyType: string;
  units: { label: string; monthlyRent: number }[];
}

/** Properties and their units, one INSERT each; returns the new property ids in input order. */
export async function insertProperties(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  list: NewProperty[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db
    .insert(properties)
    .values(
      list.map((p) => ({
        orgId,
        ownerId,
        name: p.address,
        address: p.address,
        city: p.city,
        state: p.state,
        zipCode: p.zipCode,
        propertyType: p.propertyType,
        units: p.units.length,
        monthlyRent: p.units[0]?.monthlyRent ?? 0,
      })),
    )
    .returning({ id: properties.id, address: properties.address });
  const idByAddress = new Map(inserted.map((row) => [row.address, row.id]));
  const ids = list.map((p) => idByAddress.get(p.address) as string);
  await db.insert(units).values(
    list.flatMap((p, index) =>
      p.units.map((unit, position) => ({
        propertyId: ids[index] as string,
        label: unit.label,
        monthlyRent: unit.monthlyRent,
        position: position + 1,
      })),
    ),
  );
  return ids;
}

export interface NewTenant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  propertyId: string;
  unitId: string | null;
  moveInDate: string | null;
}

/** Tenant records without login accounts (the owner invites them later), one INSERT. */
export async function insertTenants(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  list: NewTenant[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db
    .insert(tenants)
    .values(list.map((t) => ({ ...t, orgId, ownerId, status: 'pending' as const })))
    .returning({ id: tenants.id, email: tenants.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  return list.map((t) => idByEmail.get(t.email) as string);
}

/** Why created properties cannot be removed: tenants or leases on them that the import did not make. */
export async function propertyBlockers(
  db: DbOrTx,
  orgId: string,
  ids: string[],
): Promise<{ id: string; address: string; tenants: number; leases: number }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    await db.execute(sql`
      select p.id, p.address,
             (select count(*)::int from tenants t where t.property_id = p.id and t.org_id = p.org_id) as tenants,
             (select count(*)::int from leases l where l.property_id = p.id and l.org_id = p.org_id) as leases
        from properties p
       where p.org_id = ${orgId} and p.id = any(${`{${ids.join(',')}}`}::uuid[])`),
  ).filter((row) => (row as { tenants: number }).tenants > 0 || (row as { leases: number }).leases > 0) as {
    id: string;
    address: string;
    tenants: number;
    leases: number;
  }[];
}

/** Why created tenants cannot be removed: their leases. */
export async function tenantBlockers(
  db: DbOrTx,
  orgId: string,
  ids: string[],
): Promise<{ id: string; email: string; leases: number }[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string; email: string; leases: number }>(
    await db.execute(sql`
      select t.id, t.email,
             (select count(*)::int from leases l where l.tenant_id = t.id and l.org_id = t.org_id) as leases
        from tenants t
       where t.org_id = ${orgId} and t.id = any(${`{${ids.join(',')}}`}::uuid[])`),
  );
  return rows.filter((row) => row.leases > 0);
}

export async function deleteProperties(db: DbOrTx, orgId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(properties).where(and(eq(properties.orgId, orgId), inArray(properties.id, ids)));
}

export async function deleteTenants(db: DbOrTx, orgId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(tenants).where(and(eq(tenants.orgId, orgId), inArray(tenants.id, ids)));
}

/** The organisation's owner clients (archived too): what a re-import is recognised by. */
export function ownersOf(db: DbOrTx, orgId: string) {
  return db
    .select({ email: ownerClients.email, firstName: ownerClients.firstName, lastName: ownerClients.lastName })
    .from(ownerClients)
    .where(eq(ownerClients.orgId, orgId));
}

export interface NewOwner {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  company: string | null;
}

/** Owner clients, one INSERT; returns their ids in input order. */
export async function insertOwners(db: DbOrTx, orgId: string, list: NewOwner[]): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db
    .insert(ownerClients)
    .values(list.map((owner) => ({ ...owner, orgId })))
    .returning({ id: ownerClients.id });
  return inserted.map((row) => row.id);
}

/** Why created owner clients cannot be removed: shares of properties, or a portal account. */
export async function ownerBlockers(
  db: DbOrTx,
  orgId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf<{ id: string; name: string }>(
    await db.execute(sql`
      select o.id, o.first_name || ' ' || o.last_name as name
        from owner_clients o
       where o.org_id = ${orgId} and o.id = any(${`{${ids.join(',')}}`}::uuid[])
         and (o.user_id is not null
              or exists (select 1 from property_owners po where po.owner_client_id = o.id and po.org_id = o.org_id))`),
  );
}

export async function deleteOwners(db: DbOrTx, orgId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(ownerClients).where(and(eq(ownerClients.orgId, orgId), inArray(ownerClients.id, ids)));
}

/** A uuid[] parameter (one parameter, whatever the number of ids). */
function uuidArray(ids: string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** The organisation's tenants by lower-case email (a lease names its tenant by email). */
export async function tenantIdsOf(db: DbOrTx, orgId: string): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: tenants.id, email: sql<string>`lower(${tenants.email})` })
    .from(tenants)
    .where(eq(tenants.orgId, orgId));
}

/** The leases (not drafts) on the organisation's units, with their tenant's email and dates. */
export async function unitLeasesOf(
  db: DbOrTx,
  orgId: string,
): Promise<{ unitId: string; tenantEmail: string; startDate: string; endDate: string }[]> {
  return rowsOf(
    await db.execute(sql`
      select l.unit_id as "unitId", lower(t.email) as "tenantEmail", l.start_date::text as "startDate",
             coalesce(l.move_out_date, l.end_date)::text as "endDate"
        from leases l
        join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
       where l.org_id = ${orgId} and l.unit_id is not null and l.status <> 'draft'`),
  );
}

export interface NewLease {
  propertyId: string;
  unitId: string;
  tenantId: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  depositAmount: number;
  dueDay: number;
  graceDays: number;
  lateFee: number;
  status: 'active' | 'ended';
  recordedOn: string;
  chargesFrom: string;
}

/** Leases, one INSERT; returns their ids in input order (a unit and start date name one). */
export async function insertLeases(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  list: NewLease[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db
    .insert(leases)
    .values(list.map((lease) => ({ ...lease, orgId, ownerId })))
    .returning({ id: leases.id, unitId: leases.unitId, startDate: leases.startDate });
  const byKey = new Map(inserted.map((row) => [`${row.unitId}/${row.startDate}`, row.id]));
  return list.map((lease) => byKey.get(`${lease.unitId}/${lease.startDate}`) as string);
}

/** The tenants of active imported leases live in their lease's unit from now on (as a new lease's move-in). */
export async function occupyUnits(
  db: DbOrTx,
  orgId: string,
  list: { tenantId: string; propertyId: string; unitId: string }[],
) {
  if (list.length === 0) return;
  await db.execute(sql`
    update tenants t
       set status = 'active', property_id = v.property_id, unit_id = v.unit_id
      from unnest(${uuidArray(list.map((x) => x.tenantId))},
                  ${uuidArray(list.map((x) => x.propertyId))},
                  ${uuidArray(list.map((x) => x.unitId))}) as v(tenant_id, property_id, unit_id)
     where t.id = v.tenant_id and t.org_id = ${orgId}`);
}

export interface NewCharge {
  leaseId: string;
  kind: 'deposit' | 'other';
  period: string;
  dueDate: string;
  amount: number;
  description: string | null;
}

/** Charges, one INSERT; returns their ids in input order. */
export async function insertCharges(db: DbOrTx, list: NewCharge[]): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db.insert(charges).values(list).returning({ id: charges.id });
  return inserted.map((row) => row.id);
}

/**
 * The deposits held when the leases came in: one 'transfer' payment each (money received before
 * Rentwise, not in any period's takings) allocated to the lease's deposit charge.
 */
export async function insertHeldDeposits(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  list: { leaseId: string; tenantId: string; chargeId: string; amount: number; reference: string }[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db
    .insert(payments)
    .values(
      list.map((held) => ({
        leaseId: held.leaseId,
        orgId,
        ownerId,
        tenantId: held.tenantId,
        amount: held.amount,
        method: 'transfer' as const,
        receivedAt: new Date(),
        reference: held.reference,
        recordedBy: ownerId,
      })),
    )
    .returning({ id: payments.id, leaseId: payments.leaseId });
  const byLease = new Map(inserted.map((row) => [row.leaseId, row.id]));
  await db.insert(paymentAllocations).values(
    list.map((held) => ({
      paymentId: byLease.get(held.leaseId) as string,
      chargeId: held.chargeId,
      amount: held.amount,
    })),
  );
  return list.map((held) => byLease.get(held.leaseId) as string);
}

/** Why imported leases cannot be removed: payments on them other than the import's own deposits. */
export async function leaseBlockers(
  db: DbOrTx,
  orgId: string,
  ids: string[],
  ownPayments: string[],
): Promise<{ id: string; label: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    await db.execute(sql`
      select l.id, p.address || coalesce(', ' || u.label, '') || ' (' || t.email || ')' as label
        from leases l
        join properties p on p.id = l.property_id and p.org_id = l.org_id
        join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
        left join units u on u.id = l.unit_id and u.org_id = l.org_id
       where l.org_id = ${orgId} and l.id = any(${uuidArray(ids)})
         and exists (select 1 from payments x
                      where x.lease_id = l.id and x.org_id = l.org_id
                        and not (x.id = any(${uuidArray(ownPayments)})))`),
  );
}

/** The imported leases removed with their charges and the import's deposit payments. */
export async function deleteLeases(db: DbOrTx, orgId: string, ids: string[], ownPayments: string[]) {
  if (ids.length === 0) return;
  if (ownPayments.length > 0) {
    await db
      .delete(paymentAllocations)
      .where(and(eq(paymentAllocations.orgId, orgId), inArray(paymentAllocations.paymentId, ownPayments)));
    await db.delete(payments).where(and(eq(payments.orgId, orgId), inArray(payments.id, ownPayments)));
  }
  await db.delete(charges).where(and(eq(charges.orgId, orgId), inArray(charges.leaseId, ids)));
  await db.delete(leases).where(and(eq(leases.orgId, orgId), inArray(leases.id, ids)));
}

/** The organisation's vendors' lower-case emails (a re-import is recognised by email). */
export async function vendorEmailsOf(db: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ email: sql<string>`lower(${vendors.email})` })
    .from(vendors)
    .where(eq(vendors.orgId, orgId));
  return rows.map((row) => row.email);
}

export interface NewVendor {
  name: string;
  trade: string;
  email: string;
  phone: string;
}

/** Vendors, one INSERT; returns their ids. */
export async function insertVendors(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  list: NewVendor[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const inserted = await db
    .insert(vendors)
    .values(list.map((vendor) => ({ ...vendor, orgId, ownerId })))
    .returning({ id: vendors.id });
  return inserted.map((row) => row.id);
}

/** Why imported vendors cannot be removed: maintenance requests or expenses refer to them. */
export async function vendorBlockers(
  db: DbOrTx,
  orgId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    await db.execute(sql`
      select v.id, v.name
        from vendors v
       where v.org_id = ${orgId} and v.id = any(${uuidArray(ids)})
         and (exists (select 1 from maintenance_requests m where m.vendor_id = v.id and m.org_id = v.org_id)
              or exists (select 1 from expenses e where e.vendor_id = v.id and e.org_id = v.org_id))`),
  );
}

export async function deleteVendors(db: DbOrTx, orgId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(vendors).where(and(eq(vendors.orgId, orgId), inArray(vendors.id, ids)));
}
