import type { ExpenseCategory } from '@rentwise/core/expenses/schemas';
import type { DepositStatus } from '@rentwise/core/reports/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type Scope, scopeSql } from '../../db/scope';

/**
 * The reports' SQL (issue 19 items 4-5): one set-based query per report, scoped to the caller
 * (`scopeSql`: the organisation, and for a limited member or an owner client their properties),
 * every join tied to one organisation. Sums are bigint in SQL and numbers here (cents).
 */

const num = (value: unknown) => Number(value ?? 0);

/** The optional one-property filter on an aliased property column. */
function propertyFilter(column: SQL, propertyId: string | undefined): SQL {
  return propertyId ? sql` and ${column} = ${propertyId}::uuid` : sql``;
}

export interface PropertyMonthIncome {
  propertyId: string;
  month: string;
  income: number;
}

/**
 * Income collected per property and month, exactly as the owner statement counts it
 * (owner-statements.repository `incomeLines`): money received (card, bank, cash, check; not a
 * credit, a deposit applied or a transfer) and not voided, on its day in the organisation's time
 * zone; a refund of such a payment is negative income on the day it was made. The months are
 * `from`..`to` (YYYY-MM) inclusive; payments are read as a range of payments_org_received_idx.
 */
export async function incomeByPropertyMonth(
  db: DbOrTx,
  scope: Scope,
  range: { from: string; to: string; propertyId?: string },
): Promise<PropertyMonthIncome[]> {
  const start = `${range.from}-01`;
  const inScope = scopeSql(sql`l.org_id`, sql`l.property_id`, scope);
  const only = propertyFilter(sql`l.property_id`, range.propertyId);
  const result = await db.execute(sql`
    with o as (
      select id, time_zone,
             (${start}::date)::timestamp at time zone time_zone as starts,
             ((${start}::date + make_interval(months => ${monthSpan(range)}))::timestamp) at time zone time_zone as ends
        from organisations where id = ${scope.orgId}
    ), received as (
      select l.property_id, pay.received_at as at, pay.amount::bigint as amount
        from o
        join payments pay on pay.org_id = o.id
        join leases l on l.id = pay.lease_id and l.org_id = pay.org_id
       where ${inScope}${only}
         and pay.received_at >= o.starts and pay.received_at < o.ends
         and pay.method in ('card', 'bank', 'cash', 'check')
         and not exists (select 1 from payment_voids v where v.payment_id = pay.id)
      union all
      select l.property_id, r.created_at, -r.amount::bigint
        from o
        join payment_refunds r on r.org_id = o.id
        join payments pay on pay.id = r.payment_id and pay.org_id = r.org_id
        join leases l on l.id = pay.lease_id and l.org_id = pay.org_id
       where ${inScope}${only}
         and r.created_at >= o.starts and r.created_at < o.ends
         and pay.method in ('card', 'bank', 'cash', 'check')
    )
    select x.property_id as "propertyId",
           to_char(x.at at time zone (select time_zone from o), 'YYYY-MM') as month,
           sum(x.amount)::bigint as income
      from received x
     group by 1, 2`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    propertyId: String(row.propertyId),
    month: String(row.month),
    income: num(row.income),
  }));
}

/** Months from `from` to `to` inclusive. */
function monthSpan(range: { from: string; to: string }): number {
  const [fy, fm] = range.from.split('-').map(Number);
  const [ty, tm] = range.to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export interface PropertyMonthExpense {
  propertyId: string;
  month: string;
  category: ExpenseCategory;
  count: number;
  amount: number;
}

/** Expenses not voided, per property, month and category (as the owner statement counts them). */
export async function expensesByPropertyMonth(
  db: DbOrTx,
  scope: Scope,
  range: { from: string; to: string; propertyId?: string },
): Promise<PropertyMonthExpense[]> {
  const result = await db.execute(sql`
    select e.property_id as "propertyId", to_char(e.date, 'YYYY-MM') as month, e.category,
           count(*)::int as count, sum(e.amount)::bigint as amount
      from expenses e
     where ${scopeSql(sql`e.org_id`, sql`e.property_id`, scope)}${propertyFilter(sql`e.property_id`, range.propertyId)}
       and e.voided_at is null
       and e.date >= ${`${range.from}-01`}::date
       and e.date < (${`${range.to}-01`}::date + interval '1 month')::date
     group by 1, 2, 3`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    propertyId: String(row.propertyId),
    month: String(row.month),
    category: row.category as ExpenseCategory,
    count: num(row.count),
    amount: num(row.amount),
  }));
}

/** The names of the scope's properties (all of them, or the one asked for), by name. */
export async function propertyNames(
  db: DbOrTx,
  scope: Scope,
  propertyId?: string,
): Promise<{ id: string; name: string }[]> {
  const result = await db.execute(sql`
    select p.id, p.name from properties p
     where ${scopeSql(sql`p.org_id`, sql`p.id`, scope)}${propertyFilter(sql`p.id`, propertyId)}
     order by p.name, p.id`);
  return rowsOf<{ id: string; name: string }>(result);
}

/**
 * The deposit of a lease still held (ledger-lifecycle `depositHeld`): what its deposit charges were
 * paid, unless it was settled or moved to a renewal (then 0). Lease aliased `l`.
 */
const depositPaid = sql`coalesce((select sum(c.paid) from charges c
                                   where c.lease_id = l.id and c.org_id = l.org_id and c.kind = 'deposit'), 0)`;
const settled = sql`exists (select 1 from deposit_settlements s where s.lease_id = l.id and s.org_id = l.org_id)`;
const renewed = sql`exists (select 1 from leases n where n.renewed_from_lease_id = l.id and n.org_id = l.org_id
                              and n.status <> 'draft')`;

export interface RentRollRow {
  leaseId: string;
  propertyId: string;
  propertyName: string;
  unitLabel: string | null;
  tenantName: string;
  startDate: string;
  endDate: string;
  rent: number;
  depositHeld: number;
  balance: number;
}

/**
 * The rent roll: leases in force on `asOf` (active, started, not past their end or move-out),
 * their rent that day (the latest rent change in force, else the lease's), the deposit held and
 * the balance (the leases list's ledger sum: charges − payments not voided + refunds).
 */
export async function rentRoll(
  db: DbOrTx,
  scope: Scope,
  options: { asOf: string; propertyId?: string },
): Promise<RentRollRow[]> {
  // The ledger's sums are grouped once over the leases in force (hash aggregates), not read lease
  // by lease: on the large seed the per-lease sums were 1,900 index scans each of charges and
  // payments (most of the report's time).
  const result = await db.execute(sql`
    with ls as (
      select l.* from leases l
       where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}${propertyFilter(sql`l.property_id`, options.propertyId)}
         and l.status = 'active'
         and l.start_date <= ${options.asOf}::date
         and coalesce(l.move_out_date, l.end_date) >= ${options.asOf}::date
    ), charged as (
      select c.lease_id, sum(c.amount) as amount, sum(c.paid) filter (where c.kind = 'deposit') as deposit_paid
        from charges c join ls on ls.id = c.lease_id and ls.org_id = c.org_id
       group by c.lease_id
    ), paid as (
      select pm.lease_id, sum(pm.amount) as amount
        from payments pm join ls on ls.id = pm.lease_id and ls.org_id = pm.org_id
       where not exists (select 1 from payment_voids v where v.payment_id = pm.id)
       group by pm.lease_id
    ), refunded as (
      select pm.lease_id, sum(r.amount) as amount
        from payment_refunds r
        join payments pm on pm.id = r.payment_id and pm.org_id = r.org_id
        join ls on ls.id = pm.lease_id and ls.org_id = pm.org_id
       group by pm.lease_id
    )
    select l.id as "leaseId", l.property_id as "propertyId", p.name as "propertyName", u.label as "unitLabel",
           t.first_name || ' ' || t.last_name as "tenantName", l.start_date::text as "startDate",
           coalesce(l.move_out_date, l.end_date)::text as "endDate",
           coalesce((select rc.rent_amount from lease_rent_changes rc
                      where rc.lease_id = l.id and rc.org_id = l.org_id and rc.effective_date <= ${options.asOf}::date
                      order by rc.effective_date desc limit 1), l.rent_amount) as rent,
           (case when ${settled} or ${renewed} then 0 else coalesce(ch.deposit_paid, 0) end)::bigint as "depositHeld",
           (coalesce(ch.amount, 0) - coalesce(pd.amount, 0) + coalesce(rf.amount, 0))::bigint as balance
      from ls l
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
      left join charged ch on ch.lease_id = l.id
      left join paid pd on pd.lease_id = l.id
      left join refunded rf on rf.lease_id = l.id
     order by p.name, u.label nulls last, t.last_name, l.id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    ...(row as unknown as RentRollRow),
    rent: num(row.rent),
    depositHeld: num(row.depositHeld),
    balance: num(row.balance),
  }));
}

export interface AgingRow {
  tenantId: string;
  tenantName: string;
  propertyNames: string;
  current: number;
  days1To30: number;
  days31To60: number;
  days61To90: number;
  days90Plus: number;
  total: number;
}

/**
 * Aged receivables: what is open on every charge of the scope's leases (the partial index of open
 * charges, as the dashboard's Pending tile reads it), by days past its due date on `asOf`:
 * not yet due or due that day (current), 1–30, 31–60, 61–90, over 90; one row per tenant.
 */
export async function agedReceivables(
  db: DbOrTx,
  scope: Scope,
  options: { asOf: string; propertyId?: string },
): Promise<AgingRow[]> {
  const days = sql`(${options.asOf}::date - c.due_date)`;
  const bucket = (condition: SQL) => sql`coalesce(sum(c.open) filter (where ${condition}), 0)::bigint`;
  const result = await db.execute(sql`
    with open as (
      select l.tenant_id, l.property_id, l.org_id, c.due_date, (c.amount - c.paid) as open
        from leases l
        join lateral (select c.due_date, c.amount, c.paid from charges c
                       where c.lease_id = l.id and c.amount - c.paid > 0 offset 0) c on true
       where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}${propertyFilter(sql`l.property_id`, options.propertyId)}
    ), by_tenant as (
      select c.tenant_id, c.org_id,
             ${bucket(sql`${days} <= 0`)} as current,
             ${bucket(sql`${days} between 1 and 30`)} as "days1To30",
             ${bucket(sql`${days} between 31 and 60`)} as "days31To60",
             ${bucket(sql`${days} between 61 and 90`)} as "days61To90",
             ${bucket(sql`${days} > 90`)} as "days90Plus",
             sum(c.open)::bigint as total,
             array_agg(distinct c.property_id) as property_ids
        from open c
       group by c.tenant_id, c.org_id
    )
    select b.tenant_id as "tenantId", t.first_name || ' ' || t.last_name as "tenantName",
           (select string_agg(p.name, ', ' order by p.name) from properties p
             where p.org_id = b.org_id and p.id = any(b.property_ids)) as "propertyNames",
           b.current, b."days1To30", b."days31To60", b."days61To90", b."days90Plus", b.total
      from by_tenant b
      join tenants t on t.id = b.tenant_id and t.org_id = b.org_id
     order by b.total desc, t.last_name, t.id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    tenantId: String(row.tenantId),
    tenantName: String(row.tenantName),
    propertyNames: String(row.propertyNames ?? ''),
    current: num(row.current),
    days1To30: num(row.days1To30),
    days31To60: num(row.days31To60),
    days61To90: num(row.days61To90),
    days90Plus: num(row.days90Plus),
    total: num(row.total),
  }));
}

export interface DepositRow {
  leaseId: string;
  propertyName: string;
  unitLabel: string | null;
  tenantName: string;
  startDate: string;
  endDate: string;
  required: number;
  received: number;
  held: number;
  status: DepositStatus;
  settledOn: string | null;
  refundDue: number;
}

/**
 * The deposit register: every lease (not a draft) that asks for a deposit or was paid one. Received
 * = what its deposit charges were paid (a transfer from the lease it renews counts); held = that,
 * until it is settled (the settlement's refund due is shown) or moved to a renewal.
 */
export async function depositRegister(
  db: DbOrTx,
  scope: Scope,
  options: { propertyId?: string },
): Promise<DepositRow[]> {
  const result = await db.execute(sql`
    select l.id as "leaseId", p.name as "propertyName", u.label as "unitLabel",
           t.first_name || ' ' || t.last_name as "tenantName", l.start_date::text as "startDate",
           coalesce(l.move_out_date, l.end_date)::text as "endDate", l.deposit_amount as required,
           ${depositPaid}::bigint as received,
           s.settled_on::text as "settledOn", coalesce(s.refund_due, 0) as "refundDue",
           ${renewed} as renewed
      from leases l
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
      left join deposit_settlements s on s.lease_id = l.id and s.org_id = l.org_id
     where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}${propertyFilter(sql`l.property_id`, options.propertyId)}
       and l.status <> 'draft'
       and (l.deposit_amount > 0
            or exists (select 1 from charges c where c.lease_id = l.id and c.org_id = l.org_id and c.kind = 'deposit'))
     order by p.name, u.label nulls last, l.start_date, l.id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    const received = num(row.received);
    const status: DepositStatus = row.settledOn
      ? 'settled'
      : row.renewed
        ? 'transferred'
        : received > 0
          ? 'held'
          : 'due';
    return {
      leaseId: String(row.leaseId),
      propertyName: String(row.propertyName),
      unitLabel: (row.unitLabel as string | null) ?? null,
      tenantName: String(row.tenantName),
      startDate: String(row.startDate),
      endDate: String(row.endDate),
      required: num(row.required),
      received,
      held: status === 'held' ? received : 0,
      status,
      settledOn: (row.settledOn as string | null) ?? null,
      refundDue: num(row.refundDue),
    };
  });
}
