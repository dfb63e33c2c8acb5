import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOwnerActor } from '../../../test/organisations';
import type { Actor, MemberActor } from '../../auth/actor';
import { createTenantAccount } from '../../auth/tenant-accounts.service';
import type { Database } from '../../db/client';
import { notifications, outboundEmails, profiles, reminders, tenants } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createOutboxTransport } from '../../mail/transport';
import * as properties from '../properties/properties.service';
import * as service from './reminders.service';

let database: Database;
let deps: service.ReminderDeps;
const TODAY = '2026-11-22';

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

function newOwner(): Promise<MemberActor> {
  return createOwnerActor(database.db);
}

async function propertyOf(owner: MemberActor) {
  return properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Reminder Lane`,
    propertyType: 'Apartment',
    units: 4,
    monthlyRent: 100000,
  });
}

/**
 * A tenant record of `owner`. `account`: 'linked' (auth_user_id set), 'unlinked' (an account with
 * the same email that has not signed in yet) or 'none'.
 */
async function addTenant(
  owner: MemberActor,
  propertyId: string,
  options: { account?: 'linked' | 'unlinked' | 'none'; status?: 'pending' | 'active' | 'former' } = {},
) {
  const email = `${randomUUID()}@tenants.test`;
  const account = options.account ?? 'linked';
  let userId: string | null = null;
  if (account !== 'none') {
    userId = (
      await database.db.transaction((tx) =>
        createTenantAccount(tx, { email, firstName: 'Rita', lastName: 'Renter', locale: 'en' }),
      )
    ).userId;
  }
  const [row] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      authUserId: account === 'linked' ? userId : null,
      firstName: 'Rita',
      lastName: 'Renter',
      email,
      phone: '5550001111',
      propertyId,
      status: options.status ?? 'active',
      // The tenant confirmed the address (issue 23 finding 4): the owner's reminders may email it.
      emailConfirmedAt: new Date(),
    })
    .returning();
  return { ...row, userId };
}

async function emailsTo(address: string) {
  return database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, address));
}

async function notificationsOf(userId: string) {
  return database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

const body = (recipient: string, sendOn: string) => ({
  recipient,
  subject: 'Rent due soon',
  message: 'Your December rent is due on the 1st. Thank you!',
  sendOn,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    from: 'Rentwise <no-reply@rentwise.test>',
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  });
  deps = { db: database.db, mailer, publicUrl: 'https://rentwise.test' };
});
afterAll(() => database.close());

describe('the reminders job', () => {
  it('sends a due reminder once, even when run twice', async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    const reminder = await service.createReminder(deps, owner, body(tenant.id, '2026-12-01'), TODAY);
    expect(reminder).toMatchObject({
      status: 'scheduled',
      recipient: tenant.id,
      recipientName: 'Rita Renter',
    });
    expect(await emailsTo(tenant.email)).toHaveLength(0);

    expect(await service.sendDueReminders(deps, '2026-11-30')).toMatchObject({ reminders: 0 });
    expect(await service.sendDueReminders(deps, '2026-12-01')).toEqual({
      reminders: 1,
      emails: 1,
      notifications: 1,
    });
    expect(await service.sendDueReminders(deps, '2026-12-01')).toEqual({
      reminders: 0,
      emails: 0,
      notifications: 0,
    });
    expect(await service.sendDueReminders(deps, '2026-12-05')).toMatchObject({ reminders: 0 });

    const emails = await emailsTo(tenant.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe('Rent due soon');
    expect(emails[0].textBody).toContain('Hello Rita,');
    expect(emails[0].textBody).toContain('Your December rent is due on the 1st.');
    const notes = await notificationsOf(tenant.userId!);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'reminder', title: 'Rent due soon', readAt: null });
    const [row] = await database.db.select().from(reminders).where(eq(reminders.id, reminder.id));
    expect(row.status).toBe('sent');
    expect(row.sentAt).not.toBeNull();
    expect(row.recipientCount).toBe(1);
  });

  it('sends two runs at once only once', async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    await service.createReminder(deps, owner, body(tenant.id, '2026-12-02'), TODAY);
    const [a, b] = await Promise.all([
      service.sendDueReminders(deps, '2026-12-02'),
      service.sendDueReminders(deps, '2026-12-02'),
    ]);
    expect(a.reminders + b.reminders).toBe(1);
    expect(await emailsTo(tenant.email)).toHaveLength(1);
  });

  it('never sends a cancelled reminder, and only a scheduled one can be cancelled', async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    const reminder = await service.createReminder(deps, owner, body(tenant.id, '2026-12-03'), TODAY);
    const cancelled = await service.cancelReminder(database.db, owner, reminder.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await service.sendDueReminders(deps, '2027-01-01')).toMatchObject({ reminders: 0 });
    expect(await emailsTo(tenant.email)).toHaveLength(0);
    expect(await notificationsOf(tenant.userId!)).toHaveLength(0);
    expect((await errorOf(service.cancelReminder(database.db, owner, reminder.id))).code).toBe('CONFLICT');
  });

  it("'all' reaches each current tenant of the owner; those with an account also get a notification", async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const linked = await addTenant(owner, property.id, { account: 'linked' });
    const unlinked = await addTenant(owner, property.id, { account: 'unlinked', status: 'pending' });
    const noAccount = await addTenant(owner, property.id, { account: 'none' });
    const former = await addTenant(owner, property.id, { status: 'former' });
    const otherOwner = await newOwner();
    const stranger = await addTenant(otherOwner, (await propertyOf(otherOwner)).id);

    // Due today: sent at once, by the same function as the job.
    const reminder = await service.createReminder(deps, owner, body('all', TODAY), TODAY);
    expect(reminder).toMatchObject({
      status: 'sent',
      recipient: 'all',
      recipientName: null,
      recipientCount: 3,
    });

    for (const tenant of [linked, unlinked]) {
      expect(await emailsTo(tenant.email)).toHaveLength(1);
      expect(await notificationsOf(tenant.userId!)).toHaveLength(1);
    }
    expect(await emailsTo(noAccount.email)).toHaveLength(1);
    for (const tenant of [former, stranger]) {
      expect(await emailsTo(tenant.email)).toHaveLength(0);
      expect(await notificationsOf(tenant.userId!)).toHaveLength(0);
    }
    expect(await service.sendDueReminders(deps, TODAY)).toMatchObject({ reminders: 0 });
  });

  it("writes the email in the tenant's language", async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    await database.db.update(profiles).set({ locale: 'fr' }).where(eq(profiles.id, tenant.userId!));
    await service.createReminder(deps, owner, body(tenant.id, TODAY), TODAY);
    const [email] = await emailsTo(tenant.email);
    expect(email.locale).toBe('fr');
    expect(email.textBody).toContain('Bonjour Rita,');
  });
});

describe('reminder rules', () => {
  it('belong to their owner: tenants are refused, other owners see nothing', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    const reminder = await service.createReminder(deps, owner, body(tenant.id, '2026-12-10'), TODAY);

    const asTenant: Actor = { userId: tenant.userId!, role: 'tenant' };
    expect((await errorOf(service.createReminder(deps, asTenant, body('all', TODAY), TODAY))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorOf(service.listReminders(database.db, asTenant, { limit: 10 }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorOf(service.createReminder(deps, other, body(tenant.id, TODAY), TODAY))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorOf(service.cancelReminder(database.db, other, reminder.id))).code).toBe('NOT_FOUND');
    expect((await service.listReminders(database.db, other, { limit: 10 })).items).toHaveLength(0);
    const mine = await service.listReminders(database.db, owner, { limit: 10 });
    expect(mine.items.map((r) => r.id)).toEqual([reminder.id]);
  });

  it('refuse a date in the past (a day of slack for time zones ahead of UTC)', async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    const error = await errorOf(service.createReminder(deps, owner, body(tenant.id, '2026-11-20'), TODAY));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({ sendOn: 'validation:reminder.datePast' });
    // Yesterday in UTC can be today for the user: accepted and sent at once.
    const yesterday = await service.createReminder(deps, owner, body(tenant.id, '2026-11-21'), TODAY);
    expect(yesterday.status).toBe('sent');
  });

  it('list newest first, page by page', async () => {
    const owner = await newOwner();
    const property = await propertyOf(owner);
    const tenant = await addTenant(owner, property.id);
    const created = [];
    for (const day of ['2026-12-11', '2026-12-12', '2026-12-13']) {
      created.push(await service.createReminder(deps, owner, body(tenant.id, day), TODAY));
    }
    const first = await service.listReminders(database.db, owner, { limit: 2 });
    expect(first.items.map((r) => r.id)).toEqual([created[2].id, created[1].id]);
    const second = await service.listReminders(database.db, owner, {
      limit: 2,
      cursor: first.nextCursor ?? undefined,
    });
    expect(second.items.map((r) => r.id)).toEqual([created[0].id]);
    expect(second.nextCursor).toBeNull();
  });
});
