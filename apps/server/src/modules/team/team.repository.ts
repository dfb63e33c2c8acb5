import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type MembershipRow,
  memberships,
  type OrganisationRow,
  type OrgInvitationRow,
  organisations,
  orgInvitations,
  ownerClients,
  profiles,
  users,
} from '../../db/schema';

/**
 * The SQL of the team workspace (issue 17 items 1–2): an organisation's settings, its members
 * and its invitations. Every query names the organisation, except the user's own list of
 * organisations and an invitation found by its token's hash.
 */

export async function findOrganisation(
  db: DbOrTx,
  orgId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrganisationRow | undefined> {
  const query = db.select().from(organisations).where(eq(organisations.id, orgId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateOrganisation(
  db: DbOrTx,
  orgId: string,
  values: Partial<typeof organisations.$inferInsert>,
): Promise<OrganisationRow | undefined> {
  const [row] = await db.update(organisations).set(values).where(eq(organisations.id, orgId)).returning();
  return row;
}

/** The user's organisations, oldest membership first (the first is the default one). */
export function listUserOrganisations(db: DbOrTx, userId: string) {
  return db
    .select({ id: organisations.id, name: organisations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

export interface MemberView extends MembershipRow {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const memberColumns = {
  id: memberships.id,
  orgId: memberships.orgId,
  userId: memberships.userId,
  role: memberships.role,
  propertyIds: memberships.propertyIds,
  ownerClientId: memberships.ownerClientId,
  createdAt: memberships.createdAt,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

/** The organisation's members, oldest first, with their login email and names. */
export function listMembers(db: DbOrTx, orgId: string): Promise<MemberView[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

/** One membership of the organisation (locked for a change when `forUpdate`). */
export async function findMember(
  db: DbOrTx,
  orgId: string,
  membershipId: string,
  options: { forUpdate?: boolean } = {},
): Promise<MembershipRow | undefined> {
  const query = db
    .select()
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, membershipId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function countAdmins(db: DbOrTx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'admin')));
  return row?.count ?? 0;
}

export async function updateMember(
  db: DbOrTx,
  orgId: string,
  membershipId: string,
  values: { role?: MembershipRow['role']; propertyIds?: string[] | null },
): Promise<void> {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, membershipId)));
}

export async function deleteMember(db: DbOrTx, orgId: string, membershipId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.id, membershipId)));
}

export async function insertMembership(
  db: DbOrTx,
  values: typeof memberships.$inferInsert,
): Promise<MembershipRow> {
  const [row] = await db.insert(memberships).values(values).returning();
  return row;
}

/** Whether a member of the organisation signs in with this address. */
export async function isMemberEmail(db: DbOrTx, orgId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), eq(users.email, email)))
    .limit(1);
  return Boolean(row);
}

/** The login account of an address, if any (its role says owner-side or tenant). */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

// --- invitations ---------------------------------------------------------------------------------

/** Invitations still waiting for an answer (not used, not revoked, not expired), newest first. */
export function listPendingInvitations(db: DbOrTx, orgId: string, now: Date): Promise<OrgInvitationRow[]> {
  return db
    .select()
    .from(orgInvitations)
    .where(
      and(
        eq(orgInvitations.orgId, orgId),
        isNull(orgInvitations.acceptedAt),
        isNull(orgInvitations.revokedAt),
        gt(orgInvitations.expiresAt, now),
      ),
    )
    .orderBy(sql`${orgInvitations.createdAt} desc`, sql`${orgInvitations.id} desc`);
}

/** Revokes every open invitation of the organisation to `email` (a new one replaces them). */
export async function revokeOpenInvitationsTo(db: DbOrTx, orgId: string, email: string, now: Date) {
  await db
    .update(orgInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(orgInvitations.orgId, orgId),
        sql`lower(${orgInvitations.email}) = ${email}`,
        isNull(orgInvitations.acceptedAt),
        isNull(orgInvitations.revokedAt),
      ),
    );
}

export async function insertInvitation(
  db: DbOrTx,
  values: typeof orgInvitations.$inferInsert,
): Promise<OrgInvitationRow> {
  const [row] = await db.insert(orgInvitations).values(values).returning();
  return row;
}

export async function findInvitation(
  db: DbOrTx,
  orgId: string,
  id: string,
): Promise<OrgInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(orgInvitations)
    .where(and(eq(orgInvitations.orgId, orgId), eq(orgInvitations.id, id)));
  return row;
}

export async function revokeInvitation(db: DbOrTx, orgId: string, id: string, now: Date): Promise<void> {
  await db
    .update(orgInvitations)
    .set({ revokedAt: now })
    .where(and(eq(orgInvitations.orgId, orgId), eq(orgInvitations.id, id)));
}

export interface InvitationWithContext extends OrgInvitationRow {
  organisationName: string;
  inviterFirstName: string | null;
  inviterLastName: string | null;
}

/** An invitation by its token's hash, with its organisation's and inviter's names. */
export async function findInvitationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationWithContext | undefined> {
  const query = db
    .select({
      id: orgInvitations.id,
      orgId: orgInvitations.orgId,
      email: orgInvitations.email,
      role: orgInvitations.role,
      propertyIds: orgInvitations.propertyIds,
      ownerClientId: orgInvitations.ownerClientId,
      tokenHash: orgInvitations.tokenHash,
      invitedBy: orgInvitations.invitedBy,
      expiresAt: orgInvitations.expiresAt,
      acceptedAt: orgInvitations.acceptedAt,
      acceptedBy: orgInvitations.acceptedBy,
      revokedAt: orgInvitations.revokedAt,
      createdAt: orgInvitations.createdAt,
      organisationName: organisations.name,
      inviterFirstName: profiles.firstName,
      inviterLastName: profiles.lastName,
    })
    .from(orgInvitations)
    .innerJoin(organisations, eq(organisations.id, orgInvitations.orgId))
    .leftJoin(profiles, eq(profiles.id, orgInvitations.invitedBy))
    .where(eq(orgInvitations.tokenHash, tokenHash));
  const [row] = options.forUpdate ? await query.for('update', { of: orgInvitations }) : await query;
  return row;
}

export async function markInvitationAccepted(
  db: DbOrTx,
  id: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(orgInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(orgInvitations.id, id));
}

/** An owner client's login (their portal): set when their invitation is accepted. */
export async function linkOwnerClientLogin(
  db: DbOrTx,
  orgId: string,
  ownerClientId: string,
  userId: string,
): Promise<void> {
  await db
    .update(ownerClients)
    .set({ userId })
    .where(and(eq(ownerClients.orgId, orgId), eq(ownerClients.id, ownerClientId)));
}
