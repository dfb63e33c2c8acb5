import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { insertLeaseInNewProperty } from '../../test/leases';
import { createOwnerActor } from '../../test/organisations';
import type { MemberActor } from '../auth/actor';
import type { Database } from '../db/client';
import { leaseNotices, leases, organisations, reminders } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { createOutboxTransport } from '../mail/transport';
import { runLeaseExpiry } from '../modules/leases/lease-jobs.service';
import { type ReminderDeps, sendDueReminders } from '../modules/reminders/reminders.service';
import { runRentReminders } from '../modules/rent-reminders/rent-reminders.service';

/**
 * Issue 18: "jobs run 'as of' each organisation's today". The schedule runs lease expiry and both
 * reminder jobs every hour with the current instant; each organisation reads it as its own date.
 * Auckland (NZDT, UTC+13) starts 1 December at 11:00 UTC on 30 November, while UTC is still on
 * the 30th — so one run at that instant acts for Auckland and not for UTC.
 */

let database: Database;
let deps: ReminderDeps;
let auckland: MemberActor;
let utc: MemberActor;

/** 11:00 UTC on 30 November: 1 December, 00:00 in Auckland; still 30 November in UTC. */
const AUCKLAND_MIDNIGHT = new Date('2026-11-30T11:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  deps = {
    db: database.db,
    mailer: createMailer({
      db: database.db,
      transport: createOutboxTransport(),
      from: 'Rentwise <no-reply@rentwise.test>',
      logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    }),
    publicUrl: 'https://rentwise.test',
  };
});
afterAll(() => database.close());

async function organisationIn(timeZone: string): Promise<MemberActor> {
  const actor = await createOwnerActor(database.db);
  await database.db.update(organisations).set({ timeZone }).where(eq(organisations.id, actor.orgId));
  return actor;
}

function leaseOf(actor: MemberActor, dates: { startDate: string; endDate: string }) {
  return insertLeaseInNewProperty(database.db, actor, { ...dates, rentAmount: 150000 });
}

async function statusOf(leaseId: string) {
  const [row] = await database.db
    .select({ status: leases.status })
    .from(leases)
    .where(eq(leases.id, leaseId));
  return row.status;
}

describe('hourly jobs as of each organisation’s own date', () => {
  beforeAll(async () => {
    auckland = await organisationIn('Pacific/Auckland');
    utc = await organisationIn('UTC');
  });

  it('lease expiry ends a lease the day after its end date in its organisation’s time zone', async () => {
    const dates = { startDate: '2025-12-01', endDate: '2026-11-30' };
    const [inAuckland, inUtc] = [await leaseOf(auckland, dates), await leaseOf(utc, dates)];
    await runLeaseExpiry(database.db, new Date('2026-11-30T10:59:00Z'));
    expect(await statusOf(inAuckland.lease.id)).toBe('active');
    await runLeaseExpiry(database.db, AUCKLAND_MIDNIGHT);
    expect(await statusOf(inAuckland.lease.id)).toBe('ended');
    expect(await statusOf(inUtc.lease.id)).toBe('active');
    await runLeaseExpiry(database.db, new Date('2026-12-01T00:00:00Z'));
    expect(await statusOf(inUtc.lease.id)).toBe('ended');
  });

  it('a scheduled reminder goes out when its day starts where the organisation is', async () => {
    const reminderOf = async (actor: MemberActor) => {
      const { tenant } = await leaseOf(actor, { startDate: '2026-11-01', endDate: '2027-10-31' });
      const [row] = await database.db
        .insert(reminders)
        .values({
          orgId: actor.orgId,
          ownerId: actor.userId,
          tenantId: tenant.id,
          subject: 'Rent due soon',
          message: 'Your December rent is due on the 1st.',
          sendOn: '2026-12-01',
          status: 'scheduled',
        })
        .returning();
      return row.id;
    };
    const [inAuckland, inUtc] = [await reminderOf(auckland), await reminderOf(utc)];
    const statusOfReminder = async (id: string) =>
      (await database.db.select({ status: reminders.status }).from(reminders).where(eq(reminders.id, id)))[0]
        .status;
    await sendDueReminders(deps, new Date('2026-11-30T10:59:00Z'));
    expect(await statusOfReminder(inAuckland)).toBe('scheduled');
    await sendDueReminders(deps, AUCKLAND_MIDNIGHT);
    expect(await statusOfReminder(inAuckland)).toBe('sent');
    expect(await statusOfReminder(inUtc)).toBe('scheduled');
    await sendDueReminders(deps, new Date('2026-12-01T00:00:00Z'));
    expect(await statusOfReminder(inUtc)).toBe('sent');
  });

  it('the "rent due soon" notice goes out three days before the 1st by the organisation’s date', async () => {
    const dates = { startDate: '2026-11-01', endDate: '2027-10-31' };
    const [inAuckland, inUtc] = [await leaseOf(auckland, dates), await leaseOf(utc, dates)];
    const noticesOf = async (leaseId: string) =>
      (await database.db.select().from(leaseNotices).where(eq(leaseNotices.leaseId, leaseId))).map(
        (notice) => `${notice.kind} ${notice.period}`,
      );
    // 11:00 UTC on 27 November is 28 November in Auckland: three days before 1 December there.
    await runRentReminders(deps, new Date('2026-11-27T10:59:00Z'));
    expect(await noticesOf(inAuckland.lease.id)).toEqual([]);
    await runRentReminders(deps, new Date('2026-11-27T11:00:00Z'));
    expect(await noticesOf(inAuckland.lease.id)).toEqual(['rent-before-due 2026-12']);
    expect(await noticesOf(inUtc.lease.id)).toEqual([]);
    await runRentReminders(deps, new Date('2026-11-28T00:00:00Z'));
    expect(await noticesOf(inUtc.lease.id)).toEqual(['rent-before-due 2026-12']);
  });
});
