import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asOfSql, type JobClock } from '../../db/job-clock';
import { rowsOf } from '../../db/rows';

export { asOfSql, type JobClock };

/**
 * The daily ledger jobs as set-based SQL (decision 027): one statement charges the rent (or the
 * late fees) of a whole batch of leases. Each statement is the SQL spelling of a pure rule in
 * packages/core/src/leases/ledger.ts — `chargesDue` (with `rentDueDate`, `periodRent`,
 * `rentInForce`) and `lateFeeApplies`/`lateFeeDate` — and ledger-jobs.service.test.ts runs both on
 * the same random leases and compares the charges. The unique (lease, kind, period) index makes a
 * second run, or a second instance, insert nothing (`on conflict do nothing`).
 */

/** A uuid[] parameter (one parameter, whatever the batch size). */
function uuidArray(ids: string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * Locks and returns the next batch of active leases (by id, after `after`) that have started as
 * of their organisation's date. Locked in id order for the rest of the transaction, so a payment
 * on one of them waits for the batch, and a second instance running the same job waits and then
 * finds every charge there.
 */
export async function lockActiveLeaseBatch(
  db: DbOrTx,
  clock: JobClock,
  after: string | null,
  size: number,
): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select l.id
        from leases l
        join organisations o on o.id = l.org_id
       where l.status = 'active'
         ${after ? sql`and l.id > ${after}::uuid` : sql``}
         and l.start_date <= ${asOfSql(clock)}
       order by l.id
       limit ${size}
         for update of l`),
  );
  return rows.map((row) => row.id);
}

/**
 * The leases of the batch with what the rules read: the ledger's end is the move-out date of a
 * lease ended early (decision 022), else its end date; `as_of` is the organisation's date.
 */
function batchCte(ids: string[], clock: JobClock): SQL {
  return sql`batch as (
    select l.id, l.org_id, l.start_date, coalesce(l.move_out_date, l.end_date) as end_date, l.rent_amount,
           l.deposit_amount, l.due_day, l.grace_days, l.late_fee, l.recorded_on,
           coalesce(l.charges_from, l.start_date) as charges_from, ${asOfSql(clock)} as as_of
      from leases l
      join organisations o on o.id = l.org_id
     where l.id = any(${uuidArray(ids)}))`;
}

/** First day of the month of a date expression, as a date. */
const monthOf = (date: SQL) => sql`(${date} - (extract(day from ${date})::int - 1))`;

/**
 * `chargesDue` for a batch: the deposit on the start date; each period's rent from the start's
 * period to that of min(as of, end), due on the start date (first period) or the due day clamped
 * to the month's length, never after the end; charged at the rent in force on its due date
 * (`lease_rent_changes`, the latest effective on or before it) and prorated by day at either end
 * of the lease (from the start day when it is after the due day; to the end day), rounded to the
 * cent. Nothing due before the lease's `charges_from` (an imported lease's opening balance
 * stands for it). Returns the lease id of each charge inserted.
 */
export async function insertRentCharges(db: DbOrTx, ids: string[], clock: JobClock): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ lease_id: string }>(
    await db.execute(sql`
      with ${batchCte(ids, clock)},
      started as (
        select b.*, least(b.as_of, b.end_date) as last_day
          from batch b
         where b.start_date <= b.as_of),
      periods as (
        select s.*, p::date as period_start,
               extract(day from (p + interval '1 month' - interval '1 day'))::int as days_in_month
          from started s
         cross join lateral generate_series(${monthOf(sql`s.start_date`)}::timestamp,
                                            ${monthOf(sql`s.last_day`)}::timestamp,
                                            interval '1 month') p),
      due as (
        select x.*,
               x.period_start = ${monthOf(sql`x.start_date`)} as is_first,
               least(case when x.period_start = ${monthOf(sql`x.start_date`)} then x.start_date
                          else x.period_start + (least(x.due_day, x.days_in_month) - 1) end,
                     x.end_date) as due_date
          from periods x),
      rent as (
        select d.id, d.period_start, d.due_date, d.days_in_month,
               case when d.is_first and extract(day from d.start_date)::int > least(d.due_day, d.days_in_month)
                    then extract(day from d.start_date)::int else 1 end as from_day,
               case when d.period_start = ${monthOf(sql`d.end_date`)}
                    then extract(day from d.end_date)::int else d.days_in_month end as to_day,
               coalesce((select rc.rent_amount from lease_rent_changes rc
                          where rc.lease_id = d.id and rc.effective_date <= d.due_date
                          order by rc.effective_date desc limit 1), d.rent_amount) as rent
          from due d
         where d.due_date <= d.last_day and d.due_date >= d.charges_from)
      insert into charges (lease_id, kind, period, due_date, amount)
      select id, 'deposit', to_char(start_date, 'YYYY-MM'), start_date, deposit_amount
        from started
       where deposit_amount > 0 and start_date >= charges_from
      union all
      select id, 'rent', to_char(period_start, 'YYYY-MM'), due_date,
             case when from_day = 1 and to_day = days_in_month then rent
                  else round(rent::numeric * (to_day - from_day + 1) / days_in_month)::int end
        from rent
      on conflict do nothing
      returning lease_id`),
  );
  return rows.map((row) => row.lease_id);
}

/**
 * `lateFeeApplies` for a batch: a late fee (the lease's, if any) on each rent charge still open
 * once its grace period is over (`lateFeeDate`: the due date + max(grace days, 1), the fee's own
 * due date), unless the grace period ended on or before the day the lease was recorded; once per
 * period (the unique index), and never on a period due before the lease's `charges_from`.
 * Returns the lease id of each fee inserted.
 */
export async function insertLateFees(db: DbOrTx, ids: string[], clock: JobClock): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ lease_id: string }>(
    await db.execute(sql`
      with ${batchCte(ids, clock)}
      insert into charges (lease_id, kind, period, due_date, amount)
      select c.lease_id, 'late_fee', c.period, c.due_date + greatest(b.grace_days, 1), b.late_fee
        from batch b
        join charges c on c.lease_id = b.id and c.org_id = b.org_id
       where c.kind = 'rent'
         and c.amount - c.paid > 0
         and b.late_fee > 0
         and c.due_date + greatest(b.grace_days, 1) <= b.as_of
         and c.due_date + greatest(b.grace_days, 1) > b.recorded_on
         and c.due_date >= b.charges_from
      on conflict do nothing
      returning lease_id`),
  );
  return rows.map((row) => row.lease_id);
}

/**
 * Of these leases, those with money a payment has not allocated yet (a credit): the same
 * definition as `listPayments`' `unallocated` (nothing once voided; less refunds and allocations).
 */
export async function leasesWithCredit(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ lease_id: string }>(
    await db.execute(sql`
      select distinct p.lease_id
        from payments p
       where p.lease_id = any(${uuidArray(ids)})
         and not exists (select 1 from payment_voids v where v.payment_id = p.id)
         and p.amount
             - coalesce((select sum(r.amount) from payment_refunds r where r.payment_id = p.id), 0)
             - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0) > 0`),
  );
  return rows.map((row) => row.lease_id);
}
