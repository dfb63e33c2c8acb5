import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { asOfSql, type JobClock } from '../../db/job-clock';
import {
  type LeaseNoticeKind,
  type LeaseRow,
  leaseNotices,
  leases,
  organisations,
  properties,
  rentReminderSettings,
  units,
} from '../../db/schema';

export async function findSettings(db: DbOrTx, orgId: string) {
  const [row] = await db.select().from(rentReminderSettings).where(eq(rentReminderSettings.orgId, orgId));
  return row;
}

export async function upsertSettings(
  db: DbOrTx,
  orgId: string,
  values: { enabled: boolean; daysBefore: number; daysAfter: number },
) {
  const [row] = await db
    .insert(rentReminderSettings)
    .values({ orgId, ...values })
    .onConflictDoUpdate({
      target: rentReminderSettings.orgId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

/** The organisation under the alias `o`, which the job clock's SQL reads its time zone from. */
const organisation = alias(organisations, 'o');

export interface ReminderLease {
  lease: LeaseRow;
  enabled: boolean;
  daysBefore: number;
  daysAfter: number;
  propertyAddress: string;
  unitLabel: string | null;
  /** The date the reminders are computed as of: the lease's organisation's date. */
  asOf: string;
}

/**
 * Active leases that may owe a rent reminder around the clock's date — each organisation's own
 * date when the clock is an instant — (a due date at most 28 days ahead or a few weeks back), with
 * their owner's settings — the defaults when the owner saved none.
 * Owners who turned reminders off are left out here.
 */
export async function listReminderLeases(
  db: DbOrTx,
  clock: JobClock,
  defaults: { enabled: boolean; daysBefore: number; daysAfter: number },
): Promise<ReminderLease[]> {
  const asOf = asOfSql(clock);
  const rows = await db
    .select({
      lease: leases,
      enabled: sql<boolean>`coalesce(${rentReminderSettings.enabled}, ${defaults.enabled})`,
      daysBefore: sql<number>`coalesce(${rentReminderSettings.daysBefore}, ${defaults.daysBefore})::int`,
      daysAfter: sql<number>`coalesce(${rentReminderSettings.daysAfter}, ${defaults.daysAfter})::int`,
      propertyAddress: properties.address,
      unitLabel: units.label,
      asOf: sql<string>`${asOf}::text`,
    })
    .from(leases)
    .innerJoin(organisation, eq(organisation.id, leases.orgId))
    .innerJoin(properties, and(eq(properties.id, leases.propertyId), eq(properties.orgId, leases.orgId)))
    .leftJoin(units, and(eq(units.id, leases.unitId), eq(units.orgId, leases.orgId)))
    .leftJoin(rentReminderSettings, eq(rentReminderSettings.orgId, leases.orgId))
    .where(
      and(
        eq(leases.status, 'active'),
        lte(leases.startDate, sql`(${asOf} + 28)`),
        gte(leases.endDate, sql`(${asOf} - 40)`),
        sql`coalesce(${rentReminderSettings.enabled}, ${defaults.enabled})`,
      ),
    )
    .orderBy(leases.id);
  return rows.map((row) => ({
    ...row,
    enabled: Boolean(row.enabled),
    daysBefore: Number(row.daysBefore),
    daysAfter: Number(row.daysAfter),
  }));
}

/**
 * Claims a notice for (lease, kind, period): true when this call inserted it, false when it was
 * already there. A concurrent claim waits on the unique index and then gets false, so the caller
 * sends only when this answers true — in the same transaction.
 */
export async function claimNotice(
  db: DbOrTx,
  values: { leaseId: string; kind: LeaseNoticeKind; period: string; amount?: number | null },
): Promise<boolean> {
  const rows = await db
    .insert(leaseNotices)
    .values({ ...values, amount: values.amount ?? null })
    .onConflictDoNothing()
    .returning({ id: leaseNotices.id });
  return rows.length > 0;
}
