import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  leases,
  type MembershipRow,
  memberships,
  type OrganisationRow,
  organisations,
  ownerClients,
  propertyOwners,
} from '../../db/schema';

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

/**
 * The properties an owner client owns a share of (their portal's scope); an archived owner
 * client owns nothing any more, as far as access goes.
 */
export async function findOwnedPropertyIds(db: DbOrTx, ownerClientId: string): Promise<string[]> {
  const rows = await db
    .select({ propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .innerJoin(
      ownerClients,
      and(eq(ownerClients.id, propertyOwners.ownerClientId), eq(ownerClients.orgId, propertyOwners.orgId)),
    )
    .where(and(eq(propertyOwners.ownerClientId, ownerClientId), isNull(ownerClients.archivedAt)));
  return rows.map((row) => row.propertyId);
}

/** The share of the monthly rent above which the lease review flags a late fee (percent). */
export async function findLateFeeLimitPercent(db: DbOrTx, orgId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ percent: organisations.lateFeeLimitPercent })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.percent;
}

/** The organisation's default lease terms (Create Lease pre-fills them; a lease may differ). */
export async function findLeaseDefaults(
  db: DbOrTx,
  orgId: string,
): Promise<{ dueDay: number; graceDays: number; lateFee: number } | undefined> {
  const [row] = await db
    .select({
      dueDay: organisations.defaultDueDay,
      graceDays: organisations.defaultGraceDays,
      lateFee: organisations.defaultLateFee,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row;
}

/** The currency an organisation keeps its books in (undefined: no such organisation). */
export async function findCurrency(db: DbOrTx, orgId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: organisations.currency })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.currency;
}

/** The organisation's date now in its time zone, YYYY-MM-DD (undefined: no such organisation). */
export async function findToday(db: DbOrTx, orgId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ today: sql<string>`((now() at time zone ${organisations.timeZone})::date)::text` })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.today;
}

/** The currency of a lease's organisation: what its rent, charges and payments are in. */
export async function findLeaseCurrency(db: DbOrTx, leaseId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: organisations.currency })
    .from(leases)
    .innerJoin(organisations, eq(organisations.id, leases.orgId))
    .where(eq(leases.id, leaseId));
  return row?.currency;
}
