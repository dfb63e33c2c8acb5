import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type Scope, scopeSql } from '../../db/scope';

export interface CalendarLease {
  id: string;
  status: 'active' | 'ended';
  startDate: string;
  endDate: string;
  dueDay: number;
  rentAmount: number;
  graceDays: number;
  tenantName: string;
  propertyAddress: string;
  unitLabel: string | null;
}

/** The owner's non-draft leases that overlap [from, to]. */
export async function listLeasesBetween(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<CalendarLease[]> {
  const result = await db.execute(sql`
    select l.id, l.status, l.start_date::text as "startDate", l.end_date::text as "endDate",
           l.due_day as "dueDay", l.rent_amount as "rentAmount", l.grace_days as "graceDays",
           t.first_name || ' ' || t.last_name as "tenantName", p.address as "propertyAddress",
           u.label as "unitLabel"
      from leases l
      join tenants t on t.id = l.tenant_id and t.org_id = l.org_id
      join properties p on p.id = l.property_id and p.org_id = l.org_id
      left join units u on u.id = l.unit_id and u.org_id = l.org_id
     where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)} and l.status <> 'draft'
       and l.start_date <= ${to}::date and l.end_date >= ${from}::date
     order by l.start_date, l.id`);
  return rowsOf<CalendarLease>(result);
}

export interface CalendarRentCharge {
  leaseId: string;
  period: string;
  dueDate: string;
  amount: number;
  open: number;
}

/** The rent charges of the owner's leases due in [from, to], with what is still open. */
export async function listRentChargesBetween(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<CalendarRentCharge[]> {
  const result = await db.execute(sql`
    select c.lease_id as "leaseId", c.period, c.due_date::text as "dueDate", c.amount,
           c.amount - c.paid as open
      from charges c
      join leases l on l.id = c.lease_id and l.org_id = c.org_id
     where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)} and c.kind = 'rent'
       and c.due_date between ${from}::date and ${to}::date`);
  return rowsOf<CalendarRentCharge>(result).map((row) => ({ ...row, open: Number(row.open) }));
}

export interface CalendarReminder {
  id: string;
  subject: string;
  sendOn: string;
  status: 'scheduled' | 'sent';
  tenantName: string | null;
}

/** The owner's scheduled and sent reminders dated in [from, to] (cancelled ones are left out). */
export async function listRemindersBetween(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<CalendarReminder[]> {
  const result = await db.execute(sql`
    select r.id, r.subject, r.send_on::text as "sendOn", r.status,
           case when t.id is null then null else t.first_name || ' ' || t.last_name end as "tenantName"
      from reminders r
      left join tenants t on t.id = r.tenant_id and t.org_id = r.org_id
     where ${scopeSql(sql`r.org_id`, sql`t.property_id`, scope)} and r.status <> 'cancelled'
       and r.send_on between ${from}::date and ${to}::date
     order by r.send_on, r.created_at`);
  return rowsOf<CalendarReminder>(result);
}

export interface CalendarVisit {
  id: string;
  title: string;
  scheduledFor: string;
  status: string;
  tenantName: string | null;
  propertyAddress: string;
  unitLabel: string | null;
}

/** Planned maintenance visits of the owner's open requests (not cancelled) in [from, to]. */
export async function listVisitsBetween(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<CalendarVisit[]> {
  const result = await db.execute(sql`
    select m.id, m.title, m.scheduled_for::text as "scheduledFor", m.status,
           case when t.id is null then null else t.first_name || ' ' || t.last_name end as "tenantName",
           p.address as "propertyAddress", u.label as "unitLabel"
      from maintenance_requests m
      join properties p on p.id = m.property_id and p.org_id = m.org_id
      left join units u on u.id = m.unit_id and u.org_id = m.org_id
      left join tenants t on t.id = m.tenant_id and t.org_id = m.org_id
     where ${scopeSql(sql`m.org_id`, sql`m.property_id`, scope)} and m.status <> 'cancelled'
       and m.scheduled_for between ${from}::date and ${to}::date
     order by m.scheduled_for, m.created_at`);
  return rowsOf<CalendarVisit>(result);
}
