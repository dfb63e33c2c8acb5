import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  memberships,
  type OwnerClientRow,
  ownerClients,
  profiles,
  propertyOwners,
  users,
} from '../../db/schema';

/** An owner client with what the Owners page shows beside it. */
export interface OwnerView extends OwnerClientRow {
  propertyCount: number;
}

/** The Owners list's keyset: the last row's last name, first name and id. */
export interface NameCursor {
  lastName: string;
  firstName: string;
  id: string;
}

const propertyCount = sql<number>`(select count(*)::int from ${propertyOwners}
   where ${propertyOwners.ownerClientId} = ${ownerClients.id} and ${propertyOwners.orgId} = ${ownerClients.orgId})`;

/**
 * A page of the organisation's owner clients by name (index org_id, last_name, first_name, id),
 * `limit + 1` rows; archived ones only when asked.
 */
export async function listOwners(
  db: DbOrTx,
  orgId: string,
  page: { limit: number; cursor?: NameCursor; includeArchived: boolean },
): Promise<OwnerView[]> {
  const conditions = [eq(ownerClients.orgId, orgId)];
  if (!page.includeArchived) conditions.push(isNull(ownerClients.archivedAt));
  if (page.cursor) {
    const { lastName, firstName, id } = page.cursor;
    conditions.push(
      or(
        gt(ownerClients.lastName, lastName),
        and(eq(ownerClients.lastName, lastName), gt(ownerClients.firstName, firstName)),
        and(
          eq(ownerClients.lastName, lastName),
          eq(ownerClients.firstName, firstName),
          gt(ownerClients.id, id),
        ),
      )!,
    );
  }
  return db
    .select({ ...ownerColumns, propertyCount })
    .from(ownerClients)
    .where(and(...conditions))
    .orderBy(asc(ownerClients.lastName), asc(ownerClients.firstName), asc(ownerClients.id))
    .limit(page.limit + 1);
}

const ownerColumns = {
  id: ownerClients.id,
  orgId: ownerClients.orgId,
  firstName: ownerClients.firstName,
  lastName: ownerClients.lastName,
  email: ownerClients.email,
  phone: ownerClients.phone,
  company: ownerClients.company,
  userId: ownerClients.userId,
  archivedAt: ownerClients.archivedAt,
  createdAt: ownerClients.createdAt,
};

export async function findOwner(db: DbOrTx, orgId: string, id: string): Promise<OwnerView | undefined> {
  const [row] = await db
    .select({ ...ownerColumns, propertyCount })
    .from(ownerClients)
    .where(and(eq(ownerClients.id, id), eq(ownerClients.orgId, orgId)));
  return row;
}

/** The owner client a portal login is, in an organisation (their membership points to it). */
export async function findOwnerOfUser(
  db: DbOrTx,
  orgId: string,
  userId: string,
): Promise<OwnerClientRow | undefined> {
  const [row] = await db
    .select(ownerColumns)
    .from(ownerClients)
    .where(and(eq(ownerClients.orgId, orgId), eq(ownerClients.userId, userId)));
  return row;
}

/** Locks the owner clients among `ids` of the organisation (shares are being given to them). */
export async function lockOwners(db: DbOrTx, orgId: string, ids: string[]): Promise<OwnerClientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ownerClients)
    .where(and(eq(ownerClients.orgId, orgId), inArray(ownerClients.id, ids)))
    .for('update');
}

export async function insertOwner(
  db: DbOrTx,
  values: typeof ownerClients.$inferInsert,
): Promise<OwnerClientRow> {
  const [row] = await db.insert(ownerClients).values(values).returning();
  return row;
}

export async function updateOwner(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<
    Pick<OwnerClientRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'archivedAt'>
  >,
): Promise<boolean> {
  const rows = await db
    .update(ownerClients)
    .set(values)
    .where(and(eq(ownerClients.id, id), eq(ownerClients.orgId, orgId)))
    .returning({ id: ownerClients.id });
  return rows.length > 0;
}

/** A property's owners with their shares, largest share first (archived ones included: history). */
export async function listPropertyOwners(db: DbOrTx, orgId: string, propertyId: string) {
  return db
    .select({
      ownerId: ownerClients.id,
      firstName: ownerClients.firstName,
      lastName: ownerClients.lastName,
      company: ownerClients.company,
      archivedAt: ownerClients.archivedAt,
      shareBasisPoints: propertyOwners.shareBasisPoints,
    })
    .from(propertyOwners)
    .innerJoin(
      ownerClients,
      and(eq(ownerClients.id, propertyOwners.ownerClientId), eq(ownerClients.orgId, propertyOwners.orgId)),
    )
    .where(and(eq(propertyOwners.orgId, orgId), eq(propertyOwners.propertyId, propertyId)))
    .orderBy(sql`${propertyOwners.shareBasisPoints} desc`, asc(ownerClients.lastName), asc(ownerClients.id));
}

/** Replaces all of a property's owners (the caller's transaction, shares already checked). */
export async function replacePropertyOwners(
  db: DbOrTx,
  orgId: string,
  propertyId: string,
  owners: { ownerClientId: string; shareBasisPoints: number }[],
): Promise<void> {
  await db
    .delete(propertyOwners)
    .where(and(eq(propertyOwners.orgId, orgId), eq(propertyOwners.propertyId, propertyId)));
  if (owners.length === 0) return;
  await db.insert(propertyOwners).values(owners.map((owner) => ({ orgId, propertyId, ...owner })));
}

/** The share each property of `propertyIds` gives this owner client (basis points). */
export async function sharesOfOwner(db: DbOrTx, orgId: string, ownerClientId: string) {
  return db
    .select({ propertyId: propertyOwners.propertyId, shareBasisPoints: propertyOwners.shareBasisPoints })
    .from(propertyOwners)
    .where(and(eq(propertyOwners.orgId, orgId), eq(propertyOwners.ownerClientId, ownerClientId)));
}

/**
 * The portal logins of a property's owners: owner clients not archived, with a login that is
 * still an owner_client member of the organisation. Their email, first name and language.
 */
export async function portalUsersOfProperty(db: DbOrTx, orgId: string, propertyId: string) {
  return db
    .select({
      userId: memberships.userId,
      firstName: ownerClients.firstName,
      email: users.email,
      locale: profiles.locale,
    })
    .from(propertyOwners)
    .innerJoin(
      ownerClients,
      and(eq(ownerClients.id, propertyOwners.ownerClientId), eq(ownerClients.orgId, propertyOwners.orgId)),
    )
    .innerJoin(
      memberships,
      and(
        eq(memberships.ownerClientId, ownerClients.id),
        eq(memberships.orgId, ownerClients.orgId),
        eq(memberships.role, 'owner_client'),
      ),
    )
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.id, memberships.userId))
    .where(
      and(
        eq(propertyOwners.orgId, orgId),
        eq(propertyOwners.propertyId, propertyId),
        isNull(ownerClients.archivedAt),
        isNotNull(ownerClients.userId),
      ),
    );
}
