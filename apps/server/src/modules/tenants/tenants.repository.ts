import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCursor, containsPattern, type ListPage } from '../../db/pagination';
import { profiles, properties, type TenantRow, tenantInvitations, tenants, units } from '../../db/schema';
import { inScope, type Scope } from '../../db/scope';

/**
 * A tenant as the owner's screens show it: the record with its property's address, its unit's
 * label and whether it has a login: what the DTO uses.
 */
export interface TenantView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  propertyId: string;
  propertyAddress: string;
  unitId: string | null;
  unitLabel: string | null;
  moveInDate: string | null;
  status: TenantRow['status'];
  hasAccount: boolean;
  emailConfirmed: boolean;
  linkByInvitation: boolean;
  leaseStartDate: string | null;
  leaseEndDate: string | null;
  createdAt: Date;
  archivedAt: Date | null;
  authUserId: string | null;
  orgId: string;
}

const columns = {
  id: tenants.id,
  firstName: tenants.firstName,
  lastName: tenants.lastName,
  email: tenants.email,
  phone: tenants.phone,
  propertyId: tenants.propertyId,
  propertyAddress: properties.address,
  unitId: tenants.unitId,
  unitLabel: units.label,
  moveInDate: tenants.moveInDate,
  status: tenants.status,
  hasAccount: sql<boolean>`${tenants.authUserId} is not null`,
  emailConfirmed: sql<boolean>`${tenants.emailConfirmedAt} is not null`,
  linkByInvitation: tenants.linkByInvitation,
  // Kept by a trigger on leases (migration 0010): the active lease, else the latest ended one.
  leaseStartDate: tenants.leaseStartDate,
  leaseEndDate: tenants.leaseEndDate,
  createdAt: tenants.createdAt,
  archivedAt: tenants.archivedAt,
  authUserId: tenants.authUserId,
  orgId: tenants.orgId,
};

/** Tenants with the address, unit and current lease period shown beside them. */
function selectTenants(db: DbOrTx, selection: typeof columns) {
  return db
    .select(selection)
    .from(tenants)
    .innerJoin(properties, and(eq(properties.id, tenants.propertyId), eq(properties.orgId, tenants.orgId)))
    .leftJoin(units, and(eq(units.id, tenants.unitId), eq(units.orgId, tenants.orgId)));
}

/**
 * A page of the owner's tenants, newest first (`search` matches the tenant's name, email or the
 * property): `limit + 1` rows, so the caller knows if more follow.
 */
export async function listTenants(
  db: DbOrTx,
  scope: Scope,
  page: ListPage & { includeArchived?: boolean },
): Promise<TenantView[]> {
  const conditions = [inScope(tenants.orgId, tenants.propertyId, scope)];
  if (!page.includeArchived) conditions.push(isNull(tenants.archivedAt));
  if (page.cursor) conditions.push(afterCursor(tenants.createdAt, tenants.id, page.cursor));
  if (page.search) {
    const pattern = containsPattern(page.search);
    conditions.push(
      or(
        ilike(sql`${tenants.firstName} || ' ' || ${tenants.lastName}`, pattern),
        ilike(tenants.email, pattern),
        ilike(properties.address, pattern),
      )!,
    );
  }
  return selectTenants(db, columns)
    .where(and(...conditions))
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(page.limit + 1);
}

export async function findTenant(
  db: DbOrTx,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TenantView | undefined> {
  const query = selectTenants(db, columns).where(
    and(eq(tenants.id, id), inScope(tenants.orgId, tenants.propertyId, scope)),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: tenants }) : await query;
  return row;
}

/** Whether one of the organisation's tenant records (archived ones too) uses the email. */
export async function emailInUseByOrganisationTenant(
  db: DbOrTx,
  orgId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`${tenants.orgId} = ${orgId} and lower(${tenants.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertTenant(db: DbOrTx, values: typeof tenants.$inferInsert): Promise<string> {
  const [row] = await db.insert(tenants).values(values).returning({ id: tenants.id });
  return row.id;
}

export async function updateTenant(
  db: DbOrTx,
  scope: Scope,
  id: string,
  values: Partial<typeof tenants.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set(values)
    .where(and(eq(tenants.id, id), inScope(tenants.orgId, tenants.propertyId, scope)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

/**
 * The owner's record and the tenant's own profile share one name and one phone (issue 18 item 2):
 * a change to the record is copied onto the linked login's profile, in the caller's transaction.
 */
export async function copyContactToProfile(
  db: DbOrTx,
  userId: string,
  values: { firstName?: string; lastName?: string; phone?: string },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** The other way: the tenant edited their profile; every record linked to that login follows. */
export async function updateContactOfAccount(
  db: DbOrTx,
  userId: string,
  values: { firstName?: string; lastName?: string; phone?: string },
): Promise<TenantRow[]> {
  if (Object.keys(values).length === 0) return [];
  return db.update(tenants).set(values).where(eq(tenants.authUserId, userId)).returning();
}

export async function findTenantsOfAccount(db: DbOrTx, userId: string): Promise<TenantRow[]> {
  return db.select().from(tenants).where(eq(tenants.authUserId, userId));
}

/**
 * Archives a tenant record (or brings it back): archiving a pending or active tenant makes them a
 * former tenant, so the unit they were assigned is free again (occupancy follows by trigger).
 */
export async function setTenantArchived(
  db: DbOrTx,
  scope: Scope,
  id: string,
  archivedAt: Date | null,
): Promise<void> {
  await db
    .update(tenants)
    .set(
      archivedAt
        ? {
            archivedAt,
            status: sql`case when ${tenants.status} in ('pending', 'active') then 'former' else ${tenants.status} end`,
          }
        : { archivedAt: null },
    )
    .where(and(eq(tenants.id, id), inScope(tenants.orgId, tenants.propertyId, scope)));
}

/** Leases that keep a tenant from being archived: active ones and drafts still to activate. */
export async function countOpenLeasesOfTenant(db: DbOrTx, tenantId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from leases where tenant_id = ${tenantId} and status in ('active', 'draft')`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
}

/**
 * Called when a tenant account sets its own password: the tenant record is linked to the login
 * and becomes active (issue 5). Matches by email; does nothing for owners.
 */
/** Links the pending tenant record(s) of this address to the login; answers those activated. */
export async function activateTenantForAccount(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<{ id: string; orgId: string }[]> {
  return db
    .update(tenants)
    .set({ authUserId: userId, status: 'active' })
    .where(
      and(
        sql`lower(${tenants.email}) = lower(${email})`,
        eq(tenants.status, 'pending'),
        // A record added while the address already had an account is linked only when its tenant
        // confirms the invitation (decision 030), never by the address alone.
        eq(tenants.linkByInvitation, false),
      ),
    )
    .returning({ id: tenants.id, orgId: tenants.orgId });
}

// --- tenant invitations (issue 23 findings 4 and 5, decision 030) ---------------------------------

/**
 * A tenant account was just created for this address: records of other organisations that use it
 * without being linked (an import, an older record) will be linked only by their own invitation,
 * never matched to the new account by the address alone.
 */
export async function requireInvitationForOtherRecords(
  db: DbOrTx,
  email: string,
  exceptTenantId: string,
): Promise<void> {
  await db
    .update(tenants)
    .set({ linkByInvitation: true })
    .where(
      and(
        sql`lower(${tenants.email}) = lower(${email})`,
        isNull(tenants.authUserId),
        sql`${tenants.id} <> ${exceptTenantId}`,
      ),
    );
}

/** Writes the tenant's invitation, or replaces the one sent before (a new token, sent now). */
export async function upsertTenantInvitation(
  db: DbOrTx,
  values: { tenantId: string; orgId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(tenantInvitations)
    .values({ ...values, sentAt: new Date() })
    .onConflictDoUpdate({
      target: tenantInvitations.tenantId,
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, sentAt: new Date() },
    });
}

export async function findTenantInvitation(
  db: DbOrTx,
  tenantId: string,
): Promise<{ sentAt: Date; confirmedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sentAt: tenantInvitations.sentAt, confirmedAt: tenantInvitations.confirmedAt })
    .from(tenantInvitations)
    .where(eq(tenantInvitations.tenantId, tenantId));
  return row;
}

export interface InvitationWithTenant {
  tenantId: string;
  orgId: string;
  expiresAt: Date;
  confirmedAt: Date | null;
  email: string;
  linkByInvitation: boolean;
  authUserId: string | null;
  status: TenantRow['status'];
}

/** The invitation a link's token belongs to, with its tenant record, locked for the confirmation. */
export async function lockInvitationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<InvitationWithTenant | undefined> {
  const [row] = await db
    .select({
      tenantId: tenantInvitations.tenantId,
      orgId: tenantInvitations.orgId,
      expiresAt: tenantInvitations.expiresAt,
      confirmedAt: tenantInvitations.confirmedAt,
      email: tenants.email,
      linkByInvitation: tenants.linkByInvitation,
      authUserId: tenants.authUserId,
      status: tenants.status,
    })
    .from(tenantInvitations)
    .innerJoin(
      tenants,
      and(eq(tenants.id, tenantInvitations.tenantId), eq(tenants.orgId, tenantInvitations.orgId)),
    )
    .where(eq(tenantInvitations.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** The tenant confirmed their address: the invitation is spent, the record's address confirmed. */
export async function markTenantEmailConfirmed(db: DbOrTx, tenantId: string, at: Date): Promise<void> {
  await db.update(tenantInvitations).set({ confirmedAt: at }).where(eq(tenantInvitations.tenantId, tenantId));
  await db.update(tenants).set({ emailConfirmedAt: at }).where(eq(tenants.id, tenantId));
}

/**
 * Whether the holder of this address has confirmed it for some organisation already (a record of
 * theirs that is not waiting to be linked, or one linked to the account, confirmed).
 */
export async function accountAddressConfirmed(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        sql`${tenants.emailConfirmedAt} is not null`,
        or(
          eq(tenants.authUserId, userId),
          and(sql`lower(${tenants.email}) = lower(${email})`, eq(tenants.linkByInvitation, false)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Links the records waiting for this address's account — confirmed by their tenant, added while
 * the account already existed — to it; a pending one becomes active. Answers those linked.
 */
export async function linkConfirmedRecordsToAccount(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<{ id: string; orgId: string; status: TenantRow['status'] }[]> {
  return db
    .update(tenants)
    .set({
      authUserId: userId,
      status: sql`case when ${tenants.status} = 'pending' then 'active' else ${tenants.status} end`,
    })
    .where(
      and(
        sql`lower(${tenants.email}) = lower(${email})`,
        eq(tenants.linkByInvitation, true),
        isNull(tenants.authUserId),
        sql`${tenants.emailConfirmedAt} is not null`,
      ),
    )
    .returning({ id: tenants.id, orgId: tenants.orgId, status: tenants.status });
}
