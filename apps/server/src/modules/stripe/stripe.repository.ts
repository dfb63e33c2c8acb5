import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leases, organisations } from '../../db/schema';
import { stripeAccounts, stripeEvents, stripePaymentIntents } from '../../db/schema/stripe';
import { type LeaseScope, leaseScopeCondition } from '../ledger/lease-scope';

/** The Stripe module's SQL: connected accounts, PaymentIntents we created, webhook events handled. */

export type StripeAccountRow = typeof stripeAccounts.$inferSelect;
export type StripeIntentRow = typeof stripePaymentIntents.$inferSelect;

export async function findAccountOfOrg(db: DbOrTx, orgId: string): Promise<StripeAccountRow | undefined> {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.orgId, orgId));
  return row;
}

export async function findAccountById(db: DbOrTx, accountId: string): Promise<StripeAccountRow | undefined> {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.accountId, accountId));
  return row;
}

export async function insertAccount(
  db: DbOrTx,
  values: { orgId: string; accountId: string },
): Promise<StripeAccountRow> {
  const [row] = await db
    .insert(stripeAccounts)
    .values(values)
    .onConflictDoUpdate({ target: stripeAccounts.orgId, set: { updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function updateAccount(
  db: DbOrTx,
  orgId: string,
  values: Partial<Pick<StripeAccountRow, 'status' | 'feePayer'>>,
): Promise<StripeAccountRow | undefined> {
  const [row] = await db
    .update(stripeAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stripeAccounts.orgId, orgId))
    .returning();
  return row;
}

/** The organisation a lease belongs to (the leases module's reads do not carry it). */
export async function orgOfLease(db: DbOrTx, leaseId: string): Promise<string | undefined> {
  const [row] = await db.select({ orgId: leases.orgId }).from(leases).where(eq(leases.id, leaseId));
  return row?.orgId;
}

/** The organisation's currency (lower case for Stripe). */
export async function currencyOf(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ currency: organisations.currency })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return (row?.currency ?? 'USD').toLowerCase();
}

export async function insertIntent(
  db: DbOrTx,
  values: typeof stripePaymentIntents.$inferInsert,
): Promise<void> {
  await db.insert(stripePaymentIntents).values(values).onConflictDoNothing();
}

/** Locked: two deliveries about one PaymentIntent are handled one after the other. */
export async function lockIntent(db: DbOrTx, id: string): Promise<StripeIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(stripePaymentIntents)
    .where(eq(stripePaymentIntents.id, id))
    .for('update');
  return row;
}

export async function updateIntent(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<StripeIntentRow, 'status' | 'paymentId' | 'failureReason'>>,
): Promise<void> {
  await db
    .update(stripePaymentIntents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stripePaymentIntents.id, id));
}

/** Claims an event id: false when it was handled before (a replay). */
export async function claimEvent(
  db: DbOrTx,
  values: { id: string; type: string; accountId: string | null; livemode: boolean },
): Promise<boolean> {
  const [row] = await db
    .insert(stripeEvents)
    .values({ ...values, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return row !== undefined;
}

export async function setEventOutcome(
  db: DbOrTx,
  id: string,
  values: { outcome: string; orgId: string | null },
): Promise<void> {
  await db.update(stripeEvents).set(values).where(eq(stripeEvents.id, id));
}

export interface ProcessingRow {
  paymentIntentId: string;
  leaseId: string;
  amount: number;
  startedAt: string;
  tenantName: string;
  propertyAddress: string;
  unitLabel: string | null;
}

/**
 * Bank debits Stripe is still processing (not in the ledger yet), on the leases the scope sees:
 * a member's organisation (and properties), or a tenant's own leases.
 */
export async function listProcessing(db: DbOrTx, scope: LeaseScope): Promise<ProcessingRow[]> {
  const result = await db.execute(sql`
    select i.id as "paymentIntentId", i.lease_id as "leaseId", i.amount,
           to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt",
           t.first_name || ' ' || t.last_name as "tenantName",
           p.address as "propertyAddress", u.label as "unitLabel"
      from stripe_payment_intents i
      join leases l on l.id = i.lease_id and l.org_id = i.org_id
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
     where i.status = 'processing' and ${leaseScopeCondition(scope)}
     order by i.updated_at desc, i.id
     limit 100`);
  return (result as unknown as { rows: ProcessingRow[] }).rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
  }));
}
