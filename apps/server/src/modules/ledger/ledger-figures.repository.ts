import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type Scope, scopeSql } from '../../db/scope';
import type { PaymentDueRow } from './ledger.repository';

/**
 * The ledger's figures in SQL (decision 024): the one spelling of core's `figures.ts` rules for
 * pending, overdue and collected. The totals and the lists beside them share each predicate, so a
 * tile is always the sum of its list.
 */

/**
 * Late as of a date (core `lateFeeDate`): grace days count from the due date, its first day;
 * 0 grace days leave the due date itself on time. Charge aliased `c`, its lease `l`.
 */
function isOverdue(asOf: string) {
  return sql`(${asOf}::date >= c.due_date + greatest(l.grace_days, 1))`;
}

/**
 * The scope's open charges, aliased `c` (with their lease `l`): per lease of the organisation, a
 * probe of the partial index of open charges (charges_open_lease_due_idx, `amount - paid > 0`
 * spelled as its predicate), an index-only read that never touches settled history. Written as a
 * lateral join: on the large seed a plain join had the planner read all 49,000 charges instead.
 * No cut on the due date: a charge dated ahead is pending until its grace period ends. The totals
 * read only the index's own columns.
 */
function openCharges(columns = sql`c.*`) {
  return sql`leases l
    join lateral (select ${columns} from charges c where c.lease_id = l.id and c.amount - c.paid > 0 offset 0) c on true`;
}

function inScope(scope: Scope) {
  return scopeSql(sql`l.org_id`, sql`l.property_id`, scope);
}

/** Pending and overdue: what is open on the scope's charges, split by core's `openChargeFigure`. */
export async function openChargeTotals(
  db: DbOrTx,
  scope: Scope,
  asOf: string,
): Promise<{ pending: number; overdue: number; pendingCount: number; overdueCount: number }> {
  const late = isOverdue(asOf);
  const result = await db.execute(sql`
    select coalesce(sum(c.amount - c.paid) filter (where not ${late}), 0)::bigint as pending,
           coalesce(sum(c.amount - c.paid) filter (where ${late}), 0)::bigint as overdue,
           (count(*) filter (where not ${late}))::int as "pendingCount",
           (count(*) filter (where ${late}))::int as "overdueCount"
      from ${openCharges(sql`c.due_date, c.amount, c.paid`)}
     where ${inScope(scope)}`);
  const [row] = rowsOf<{ pending: number; overdue: number; pendingCount: number; overdueCount: number }>(
    result,
  );
  return {
    pending: Number(row.pending),
    overdue: Number(row.overdue),
    pendingCount: Number(row.pendingCount),
    overdueCount: Number(row.overdueCount),
  };
}

/** The open list's keyset: overdue (0) before pending (1), then due date, then id. */
export interface OpenChargeCursor {
  rank: 0 | 1;
  dueDate: string;
  id: string;
}

/**
 * The open charges behind `openChargeTotals`, in core's `compareOpenCharges` order: overdue first,
 * then pending, each oldest due first; keyset pages of `limit` (+1 to tell whether more follow).
 */
export async function listOpenCharges(
  db: DbOrTx,
  scope: Scope,
  options: { asOf: string; limit: number; cursor?: OpenChargeCursor },
): Promise<(PaymentDueRow & { rank: 0 | 1 })[]> {
  const rank = sql`(case when ${isOverdue(options.asOf)} then 0 else 1 end)`;
  const after = options.cursor
    ? sql` and (${rank}, c.due_date, c.id) > (${options.cursor.rank}::int, ${options.cursor.dueDate}::date, ${options.cursor.id}::uuid)`
    : sql``;
  // The page is chosen on the charges and their leases alone; only its rows are then joined to
  // their tenant, property and unit.
  const result = await db.execute(sql`
    with page as (
      select c.id, c.lease_id, c.kind, c.period, c.due_date, c.amount, c.paid, c.created_at,
             l.grace_days, l.tenant_id, l.property_id, l.unit_id, l.org_id, ${rank} as rank
        from ${openCharges()}
       where ${inScope(scope)}${after}
       order by ${rank}, c.due_date, c.id
       limit ${options.limit + 1})
    select c.id, c.lease_id as "leaseId", c.kind, c.period, c.due_date::text as "dueDate", c.amount,
           c.created_at as "createdAt", (c.amount - c.paid)::int as open, c.grace_days as "graceDays",
           t.id as "tenantId", t.first_name as "tenantFirstName", t.last_name as "tenantLastName",
           p.address as "propertyAddress", u.label as "unitLabel", c.rank
      from page c
      join tenants t on t.id = c.tenant_id and t.org_id = c.org_id
      join properties p on p.id = c.property_id and p.org_id = c.org_id
      left join units u on u.id = c.unit_id and u.org_id = c.org_id
     order by c.rank, c.due_date, c.id`);
  return rowsOf<PaymentDueRow & { rank: 0 | 1 }>(result).map((row) => ({
    ...row,
    open: Number(row.open),
    rank: Number(row.rank) as 0 | 1,
  }));
}

/**
 * Collected in the month starting `monthStart` (core `collectedInMonth`): money received that
 * month in the organisation's time zone — card, bank, cash, check, not the lease lifecycle's
 * non-cash entries — less what was refunded of it; a voided payment counts for nothing. The month
 * is a range on (org_id, received_at), the payments_org_received_idx.
 */
export async function collectedInMonth(db: DbOrTx, scope: Scope, monthStart: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(pm.amount - coalesce(
             (select sum(r.amount) from payment_refunds r where r.payment_id = pm.id), 0)), 0)::int as collected
      from organisations o
      join payments pm on pm.org_id = o.id
      join leases l on l.id = pm.lease_id and l.org_id = pm.org_id
     where o.id = ${scope.orgId} and ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}
       and pm.received_at >= (${monthStart}::date)::timestamp at time zone o.time_zone
       and pm.received_at < ((${monthStart}::date + interval '1 month')::timestamp) at time zone o.time_zone
       and pm.method in ('card', 'bank', 'cash', 'check')
       and not exists (select 1 from payment_voids v where v.payment_id = pm.id)`);
  const [row] = rowsOf<{ collected: number }>(result);
  return Number(row.collected);
}
