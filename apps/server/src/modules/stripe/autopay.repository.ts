import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { asOfSql, type JobClock } from '../../db/job-clock';
import { leases, organisations, properties, units } from '../../db/schema';
import {
  type AutopayChargeRow,
  type AutopayMandateRow,
  autopayCharges,
  autopayMandates,
} from '../../db/schema/autopay';

/** Autopay's SQL (modules/stripe/autopay.service.ts): the saved method per lease, and each due date's charge. */

export type { AutopayChargeRow, AutopayMandateRow };

export async function findMandate(db: DbOrTx, leaseId: string): Promise<AutopayMandateRow | undefined> {
  const [row] = await db.select().from(autopayMandates).where(eq(autopayMandates.leaseId, leaseId));
  return row;
}

/** Locked: a job run and a tenant's change of the same mandate happen one after the other. */
export async function lockMandate(db: DbOrTx, leaseId: string): Promise<AutopayMandateRow | undefined> {
  const [row] = await db
    .select()
    .from(autopayMandates)
    .where(eq(autopayMandates.leaseId, leaseId))
    .for('update');
  return row;
}

export async function insertMandate(
  db: DbOrTx,
  values: typeof autopayMandates.$inferInsert,
): Promise<AutopayMandateRow> {
  const [row] = await db
    .insert(autopayMandates)
    .values(values)
    .onConflictDoUpdate({ target: autopayMandates.leaseId, set: { updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function updateMandate(
  db: DbOrTx,
  leaseId: string,
  values: Partial<
    Pick<
      AutopayMandateRow,
      | 'setupIntentId'
      | 'paymentMethodId'
      | 'paymentMethodLabel'
      | 'enabled'
      | 'enabledOn'
      | 'consecutiveFailures'
    >
  >,
): Promise<AutopayMandateRow> {
  const [row] = await db
    .update(autopayMandates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(autopayMandates.leaseId, leaseId))
    .returning();
  return row;
}

const organisation = alias(organisations, 'o');

export interface AutopayCandidate {
  mandate: AutopayMandateRow;
  lease: typeof leases.$inferSelect;
  propertyAddress: string;
  unitLabel: string | null;
  currency: string;
  asOf: string;
}

/** Mandates that are on with a saved method, of active leases, with each organisation's date. */
export async function listCandidates(db: DbOrTx, clock: JobClock): Promise<AutopayCandidate[]> {
  const asOf = asOfSql(clock);
  return db
    .select({
      mandate: autopayMandates,
      lease: leases,
      propertyAddress: properties.address,
      unitLabel: units.label,
      currency: organisation.currency,
      asOf: sql<string>`${asOf}::text`,
    })
    .from(autopayMandates)
    .innerJoin(leases, and(eq(leases.id, autopayMandates.leaseId), eq(leases.orgId, autopayMandates.orgId)))
    .innerJoin(organisation, eq(organisation.id, autopayMandates.orgId))
    .innerJoin(properties, and(eq(properties.id, leases.propertyId), eq(properties.orgId, leases.orgId)))
    .leftJoin(units, and(eq(units.id, leases.unitId), eq(units.orgId, leases.orgId)))
    .where(
      and(
        eq(autopayMandates.enabled, true),
        isNotNull(autopayMandates.paymentMethodId),
        eq(leases.status, 'active'),
      ),
    )
    .orderBy(autopayMandates.leaseId);
}

/**
 * Claims the three-days-before notice of (lease, period): true once, in the caller's transaction
 * (a concurrent claim waits on the unique index, then gets false).
 */
export async function claimNotice(
  db: DbOrTx,
  values: { orgId: string; leaseId: string; period: string; dueDate: string },
): Promise<boolean> {
  const rows = await db
    .insert(autopayCharges)
    .values({ ...values, noticedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [autopayCharges.leaseId, autopayCharges.period],
      set: { noticedAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: isNull(autopayCharges.noticedAt),
    })
    .returning({ id: autopayCharges.id });
  return rows.length > 0;
}

/**
 * Claims the charge of (lease, period): the row once, or again when a run died between claiming
 * and recording (still `charging` after 15 minutes; Stripe's idempotency key makes that retry
 * the same charge). Undefined: already charged (or being charged).
 */
export async function claimCharge(
  db: DbOrTx,
  values: { orgId: string; leaseId: string; period: string; dueDate: string },
): Promise<AutopayChargeRow | undefined> {
  const [row] = await db
    .insert(autopayCharges)
    .values({ ...values, chargedAt: sql`now()`, status: 'charging' })
    .onConflictDoUpdate({
      target: [autopayCharges.leaseId, autopayCharges.period],
      set: { chargedAt: sql`now()`, status: 'charging', updatedAt: sql`now()` },
      setWhere: or(
        isNull(autopayCharges.chargedAt),
        and(
          eq(autopayCharges.status, 'charging'),
          sql`${autopayCharges.chargedAt} < now() - interval '15 minutes'`,
        ),
      ),
    })
    .returning();
  return row;
}

export async function updateCharge(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<AutopayChargeRow, 'status' | 'amount' | 'paymentIntentId' | 'failureReason'>>,
): Promise<void> {
  await db
    .update(autopayCharges)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(autopayCharges.id, id));
}

/** The autopay charge a PaymentIntent paid, locked (the webhook settles it). */
export async function lockChargeOfIntent(
  db: DbOrTx,
  paymentIntentId: string,
): Promise<AutopayChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(autopayCharges)
    .where(eq(autopayCharges.paymentIntentId, paymentIntentId))
    .for('update');
  return row;
}

export async function chargesOfLease(db: DbOrTx, leaseId: string): Promise<AutopayChargeRow[]> {
  return db.select().from(autopayCharges).where(eq(autopayCharges.leaseId, leaseId));
}

export async function resetFailures(db: DbOrTx, leaseId: string): Promise<void> {
  await db
    .update(autopayMandates)
    .set({ consecutiveFailures: 0, updatedAt: sql`now()` })
    .where(eq(autopayMandates.leaseId, leaseId));
}

/** One lease's mandate with what its messages say (the webhook's failures). */
export async function candidateOfLease(
  db: DbOrTx,
  leaseId: string,
): Promise<Omit<AutopayCandidate, 'asOf'> | undefined> {
  const [row] = await db
    .select({
      mandate: autopayMandates,
      lease: leases,
      propertyAddress: properties.address,
      unitLabel: units.label,
      currency: organisation.currency,
    })
    .from(autopayMandates)
    .innerJoin(leases, and(eq(leases.id, autopayMandates.leaseId), eq(leases.orgId, autopayMandates.orgId)))
    .innerJoin(organisation, eq(organisation.id, autopayMandates.orgId))
    .innerJoin(properties, and(eq(properties.id, leases.propertyId), eq(properties.orgId, leases.orgId)))
    .leftJoin(units, and(eq(units.id, leases.unitId), eq(units.orgId, leases.orgId)))
    .where(eq(autopayMandates.leaseId, leaseId));
  return row;
}
