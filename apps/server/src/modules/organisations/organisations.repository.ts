import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MembershipRow, memberships, type OrganisationRow, organisations } from '../../db/schema';

export async function insertOrganisation(
  db: DbOrTx,
  values: typeof organisations.$inferInsert,
): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  return row;
}

export async function insertMembership(
  db: DbOrTx,
  values: typeof memberships.$inferInsert,
): Promise<MembershipRow> {
  const [row] = await db.insert(memberships).values(values).returning();
  return row;
}

/** The user's membership of `orgId`, or, without one, their first (oldest) membership. */
export async function findMembership(
  db: DbOrTx,
  userId: string,
  orgId: string | null,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      orgId
        ? and(eq(memberships.userId, userId), eq(memberships.orgId, orgId))
        : eq(memberships.userId, userId),
    )
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1);
  return row;
}
