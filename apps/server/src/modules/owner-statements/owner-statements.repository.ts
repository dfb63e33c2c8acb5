import type { ExpenseCategory } from '@rentwise/core/expenses/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type OwnerFeePolicyRow,
  type OwnerStatementPublicationRow,
  organisations,
  ownerClients,
  ownerFeePolicies,
  ownerStatementPublications,
  ownerTransactions,
  propertyReserves,
} from '../../db/schema';

/**
 * The owner statement's SQL (issue 19). Every money line of an owner comes with its share of the
 * property and the owner's part, `round(amount × share / 10 000)` computed here once, so the lines,
 * the statement's totals and the opening balance (the same lines of earlier months) agree.
 */

export interface OwnerRow {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string | null;
  userId: string | null;
}

export async function findOwner(db: DbOrTx, orgId: string, id: string): Promise<OwnerRow | undefined> {
  const [row] = await db
    .select({
      id: ownerClients.id,
      firstName: ownerClients.firstName,
      lastName: ownerClients.lastName,
      company: ownerClients.company,
      email: ownerClients.email,
      userId: ownerClients.userId,
    })
    .from(ownerClients)
    .where(and(eq(ownerClients.orgId, orgId), eq(ownerClients.id, id)));
  return row;
}

/** The organisation's name and currency (the statement's heading and money). */
export async function findOrganisation(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({ name: organisations.name, currency: organisations.currency })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row;
}

/** The owner client a login is in the organisation (an owner portal user), if any. */
export async function ownerIdOfUser(db: DbOrTx, orgId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ownerClients.id })
    .from(ownerClients)
    .where(and(eq(ownerClients.orgId, orgId), eq(ownerClients.userId, userId)));
  return row?.id ?? null;
}

export interface OwnedProperty {
  propertyId: string;
  propertyName: string;
  shareBasisPoints: number;
  unitsCount: number;
  reserve: number;
}

export async function ownedProperties(db: DbOrTx, orgId: string, ownerId: string): Promise<OwnedProperty[]> {
  const result = await db.execute(sql`
    select p.id as "propertyId", p.name as "propertyName", po.share_basis_points as "shareBasisPoints",
           p.units_count as "unitsCount", coalesce(r.amount, 0) as "reserve"
      from property_owners po
      join properties p on p.id = po.property_id and p.org_id = po.org_id
      left join property_reserves r on r.property_id = p.id and r.org_id = p.org_id
     where po.org_id = ${orgId} and po.owner_client_id = ${ownerId}
     order by p.name, p.id`);
  return rowsOf<OwnedProperty>(result).map((row) => ({
    ...row,
    shareBasisPoints: Number(row.shareBasisPoints),
    unitsCount: Number(row.unitsCount),
    reserve: Number(row.reserve),
  }));
}

export interface MoneyLineRow {
  id: string;
  type: 'payment' | 'refund' | 'expense' | 'owner_transaction';
  date: string;
  description: string;
  propertyId: string | null;
  propertyName: string;
  unitLabel: string | null;
  amount: number;
  shareBasisPoints: number;
  ownerAmount: number;
  category: ExpenseCategory | null;
  kind: 'contribution' | 'distribution' | null;
  documentId: string | null;
}

function toLine(row: Record<string, unknown>): MoneyLineRow {
  return {
    ...(row as unknown as MoneyLineRow),
    date: String(row.date).slice(0, 10),
    amount: Number(row.amount),
    shareBasisPoints: Number(row.shareBasisPoints),
    ownerAmount: Number(row.ownerAmount),
  };
}

/**
 * Income collected up to `to` (dates in the organisation's time zone): money received (card, bank,
 * cash, check; not credits, deposits applied or transfers) and not voided, as positive lines;
 * refunds as negative lines on the day they were made.
 */
export async function incomeLines(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  to: string,
): Promise<MoneyLineRow[]> {
  const result = await db.execute(sql`
    with owned as (
      select property_id, share_basis_points as bp from property_owners
       where org_id = ${orgId} and owner_client_id = ${ownerId}
    ), tz as (select time_zone from organisations where id = ${orgId}),
    received as (
      select pay.id, 'payment' as type, (pay.received_at at time zone (select time_zone from tz))::date as date,
             t.first_name || ' ' || t.last_name as description, l.property_id, l.unit_id, pay.amount::bigint as amount
        from payments pay
        join leases l on l.id = pay.lease_id and l.org_id = pay.org_id
        join tenants t on t.id = pay.tenant_id and t.org_id = pay.org_id
       where pay.org_id = ${orgId}
         and l.property_id in (select property_id from owned)
         and pay.method in ('card', 'bank', 'cash', 'check')
         and not exists (select 1 from payment_voids v where v.payment_id = pay.id)
      union all
      select r.id, 'refund', (r.created_at at time zone (select time_zone from tz))::date,
             t.first_name || ' ' || t.last_name || ' — ' || r.reason, l.property_id, l.unit_id, -r.amount::bigint
        from payment_refunds r
        join payments pay on pay.id = r.payment_id and pay.org_id = r.org_id
        join leases l on l.id = pay.lease_id and l.org_id = pay.org_id
        join tenants t on t.id = pay.tenant_id and t.org_id = pay.org_id
       where pay.org_id = ${orgId}
         and l.property_id in (select property_id from owned)
         and pay.method in ('card', 'bank', 'cash', 'check')
    )
    select x.id, x.type, x.date::text as date, x.description, x.property_id as "propertyId",
           p.name as "propertyName", u.label as "unitLabel", x.amount, o.bp as "shareBasisPoints",
           round(x.amount * o.bp / 10000.0)::bigint as "ownerAmount",
           null as category, null as kind, null as "documentId"
      from received x
      join owned o on o.property_id = x.property_id
      join properties p on p.id = x.property_id and p.org_id = ${orgId}
      left join units u on u.id = x.unit_id and u.org_id = p.org_id
     where x.date <= ${to}::date
     order by x.date, x.id`);
  return rowsOf<Record<string, unknown>>(result).map(toLine);
}

/** Expenses (not voided) of the owner's properties dated up to `to`. */
export async function expenseLines(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  to: string,
): Promise<MoneyLineRow[]> {
  const result = await db.execute(sql`
    select e.id, 'expense' as type, e.date::text as date, e.description, e.property_id as "propertyId",
           p.name as "propertyName", u.label as "unitLabel", e.amount::bigint as amount,
           po.share_basis_points as "shareBasisPoints",
           round(e.amount::bigint * po.share_basis_points / 10000.0)::bigint as "ownerAmount",
           e.category, null as kind, e.document_id as "documentId"
      from expenses e
      join property_owners po on po.property_id = e.property_id and po.org_id = e.org_id and po.owner_client_id = ${ownerId}
      join properties p on p.id = e.property_id and p.org_id = e.org_id
      left join units u on u.id = e.unit_id and u.org_id = e.org_id
     where e.org_id = ${orgId} and e.voided_at is null and e.date <= ${to}::date
     order by e.date, e.id`);
  return rowsOf<Record<string, unknown>>(result).map(toLine);
}

/** The owner's contributions and distributions dated up to `to` (theirs alone: no share). */
export async function transactionLines(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  to: string,
): Promise<MoneyLineRow[]> {
  const result = await db.execute(sql`
    select id, 'owner_transaction' as type, date::text as date, reference as description,
           null as "propertyId", '' as "propertyName", null as "unitLabel", amount::bigint as amount,
           10000 as "shareBasisPoints", amount::bigint as "ownerAmount", null as category, kind,
           null as "documentId"
      from owner_transactions
     where org_id = ${orgId} and owner_client_id = ${ownerId} and date <= ${to}::date
     order by date, id`);
  return rowsOf<Record<string, unknown>>(result).map(toLine);
}

export async function findFeePolicy(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
): Promise<OwnerFeePolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(ownerFeePolicies)
    .where(and(eq(ownerFeePolicies.orgId, orgId), eq(ownerFeePolicies.ownerClientId, ownerId)));
  return row;
}

export async function saveFeePolicy(db: DbOrTx, values: typeof ownerFeePolicies.$inferInsert): Promise<void> {
  await db
    .insert(ownerFeePolicies)
    .values(values)
    .onConflictDoUpdate({
      target: ownerFeePolicies.ownerClientId,
      set: {
        kind: values.kind,
        percentBasisPoints: values.percentBasisPoints,
        minimumPerUnit: values.minimumPerUnit,
        flatMonthly: values.flatMonthly,
        updatedAt: new Date(),
      },
    });
}

export async function deleteFeePolicy(db: DbOrTx, orgId: string, ownerId: string): Promise<void> {
  await db
    .delete(ownerFeePolicies)
    .where(and(eq(ownerFeePolicies.orgId, orgId), eq(ownerFeePolicies.ownerClientId, ownerId)));
}

export async function insertTransaction(db: DbOrTx, values: typeof ownerTransactions.$inferInsert) {
  const [row] = await db.insert(ownerTransactions).values(values).returning();
  return row;
}

export async function findReserve(db: DbOrTx, orgId: string, propertyId: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: propertyReserves.amount })
    .from(propertyReserves)
    .where(and(eq(propertyReserves.orgId, orgId), eq(propertyReserves.propertyId, propertyId)));
  return row ? row.amount : null;
}

export async function saveReserve(db: DbOrTx, orgId: string, propertyId: string, amount: number) {
  await db
    .insert(propertyReserves)
    .values({ orgId, propertyId, amount })
    .onConflictDoUpdate({ target: propertyReserves.propertyId, set: { amount, updatedAt: new Date() } });
}

/** Every publication of an owner (each period's versions), newest first. */
export async function listPublications(db: DbOrTx, orgId: string, ownerId: string, period?: string) {
  return db
    .select({
      period: ownerStatementPublications.period,
      version: ownerStatementPublications.version,
      publishedAt: ownerStatementPublications.publishedAt,
      closingBalance: ownerStatementPublications.closingBalance,
    })
    .from(ownerStatementPublications)
    .where(
      and(
        eq(ownerStatementPublications.orgId, orgId),
        eq(ownerStatementPublications.ownerClientId, ownerId),
        period === undefined ? undefined : eq(ownerStatementPublications.period, period),
      ),
    )
    .orderBy(desc(ownerStatementPublications.period), desc(ownerStatementPublications.version));
}

/** A period's publication: that version, or the latest one. */
export async function findPublication(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  period: string,
  version?: number,
): Promise<OwnerStatementPublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(ownerStatementPublications)
    .where(
      and(
        eq(ownerStatementPublications.orgId, orgId),
        eq(ownerStatementPublications.ownerClientId, ownerId),
        eq(ownerStatementPublications.period, period),
        version === undefined ? undefined : eq(ownerStatementPublications.version, version),
      ),
    )
    .orderBy(desc(ownerStatementPublications.version))
    .limit(1);
  return row;
}

/**
 * Inserts the period's next version (1 for a first publication). Undefined when a concurrent
 * publication took that version (unique index): the caller answers 409 and the person retries.
 */
export async function insertPublication(
  db: DbOrTx,
  values: Omit<typeof ownerStatementPublications.$inferInsert, 'version'>,
) {
  const [latest] = await db
    .select({ version: sql<number>`coalesce(max(${ownerStatementPublications.version}), 0)::int` })
    .from(ownerStatementPublications)
    .where(
      and(
        eq(ownerStatementPublications.orgId, values.orgId),
        eq(ownerStatementPublications.ownerClientId, values.ownerClientId),
        eq(ownerStatementPublications.period, values.period),
      ),
    );
  const version = Number(latest?.version ?? 0) + 1;
  const [row] = await db
    .insert(ownerStatementPublications)
    .values({ ...values, version })
    .onConflictDoNothing()
    .returning();
  return row;
}
