import type { Calendar, CalendarEvent, CalendarQuery } from '@rentwise/core/calendar/schemas';
import { periodOf } from '@rentwise/core/leases/dates';
import { chargeStatus, firstPeriodRent } from '@rentwise/core/leases/ledger';
import { rentDueDatesBetween } from '@rentwise/core/leases/rent-schedule';
import { mayAccess, requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { todayIso } from '../ledger/ledger.service';
import * as repo from './calendar.repository';

const typeOrder: Record<CalendarEvent['type'], number> = {
  'rent-due': 0,
  'lease-start': 1,
  'lease-end': 2,
  maintenance: 3,
  reminder: 4,
};

/**
 * GET /api/calendar (owners only): the owner's events between `from` and `to` — rent due dates
 * of each active lease (with the ledger's status once charged), lease starts and ends, scheduled
 * and sent reminders, and planned maintenance visits — ordered by date. The range is at most 62
 * days (the shared query schema), so the work stays bounded.
 */
export async function getCalendar(
  db: DbOrTx,
  actor: Actor,
  query: CalendarQuery,
  today = todayIso(),
): Promise<Calendar> {
  requireAccess(actor, 'calendar.read');
  const { from, to } = query;
  // Each kind of event only for a role that may read it (a maintenance coordinator: visits).
  const [leases, charges, reminders, visits] = await Promise.all([
    mayAccess(actor, 'lease.read') ? repo.listLeasesBetween(db, actor, from, to) : [],
    mayAccess(actor, 'ledger.read') ? repo.listRentChargesBetween(db, actor, from, to) : [],
    mayAccess(actor, 'reminder.read') ? repo.listRemindersBetween(db, actor, from, to) : [],
    mayAccess(actor, 'maintenance.read') ? repo.listVisitsBetween(db, actor, from, to) : [],
  ]);
  const chargeOf = new Map(charges.map((c) => [`${c.leaseId}|${c.period}`, c]));
  const events: CalendarEvent[] = [];
  const base = { title: null, amount: null, status: null } as const;

  for (const lease of leases) {
    const place = {
      leaseId: lease.id,
      tenantName: lease.tenantName,
      propertyAddress: lease.propertyAddress,
      unitLabel: lease.unitLabel,
    };
    if (lease.startDate >= from && lease.startDate <= to) {
      events.push({
        ...base,
        ...place,
        id: `lease-start:${lease.id}`,
        type: 'lease-start',
        date: lease.startDate,
      });
    }
    if (lease.endDate >= from && lease.endDate <= to) {
      events.push({ ...base, ...place, id: `lease-end:${lease.id}`, type: 'lease-end', date: lease.endDate });
    }
    // Rent is due only while the lease runs; an ended lease keeps the periods it charged.
    for (const due of rentDueDatesBetween(lease, from, to)) {
      const charge = chargeOf.get(`${lease.id}|${due.period}`);
      if (lease.status === 'ended' && !charge) continue;
      const expected =
        due.period === periodOf(lease.startDate)
          ? firstPeriodRent({
              startDate: lease.startDate,
              rentAmount: lease.rentAmount,
              dueDay: lease.dueDay,
            })
          : lease.rentAmount;
      events.push({
        ...base,
        ...place,
        id: `rent-due:${lease.id}:${due.period}`,
        type: 'rent-due',
        date: due.dueDate,
        amount: charge?.amount ?? expected,
        status: charge
          ? chargeStatus({ dueDate: charge.dueDate, open: charge.open }, lease.graceDays, today)
          : null,
      });
    }
  }

  for (const reminder of reminders) {
    events.push({
      ...base,
      id: `reminder:${reminder.id}`,
      type: 'reminder',
      date: reminder.sendOn,
      title: reminder.subject,
      status: reminder.status,
      leaseId: null,
      tenantName: reminder.tenantName,
      propertyAddress: null,
      unitLabel: null,
    });
  }

  for (const visit of visits) {
    events.push({
      ...base,
      id: `maintenance:${visit.id}`,
      type: 'maintenance',
      date: visit.scheduledFor,
      title: visit.title,
      status: visit.status,
      leaseId: null,
      tenantName: visit.tenantName,
      propertyAddress: visit.propertyAddress,
      unitLabel: visit.unitLabel,
    });
  }

  events.sort((a, b) =>
    a.date === b.date ? typeOrder[a.type] - typeOrder[b.type] : a.date < b.date ? -1 : 1,
  );
  return { from, to, events };
}
