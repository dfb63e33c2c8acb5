import { translate } from '@rentwise/core/locales/catalog';
import { isStoredKey, renderStoredText } from '@rentwise/core/notifications/text';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { actorOfOwner } from '../../../test/organisations';
import type { Actor } from '../../auth/actor';
import { notifications } from '../../db/schema';
import * as leaseJobs from '../leases/lease-jobs.service';
import * as leases from '../leases/leases.service';
import * as ledgerRepo from '../ledger/ledger.repository';
import * as ledger from '../ledger/ledger.service';
import type { ReminderDeps } from '../reminders/reminders.service';
import * as service from './rent-reminders.service';

let ctx: TestContext;
let deps: ReminderDeps;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  deps = { db: ctx.database.db, mailer: ctx.mailer, publicUrl: 'https://rentwise.test' };
});
afterAll(() => ctx.close());

const actorOf = (user: SignedInUser): Actor => actorOfOwner(user);

/** An owner with one tenant (with a login) on a lease from 2027-01-01, created on 2026-12-15. */
async function leaseSetup(options: { locale?: 'en' | 'fr' } = {}) {
  counter++;
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: `${counter} Reminder Road` });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Rhea', lastName: 'Rent' });
  if (options.locale) {
    await ctx.database.db.execute(
      sql`update profiles set locale = ${options.locale} where id = ${tenant.userId}`,
    );
  }
  const lease = await leases.createLease(
    ctx.database.db,
    actorOf(owner),
    {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      rentAmount: 100000,
    },
    '2026-12-15',
  );
  return { owner, tenant, lease };
}

/** The reminder notifications as stored (title and body: catalogue keys with their parameters). */
async function storedRemindersOf(userId: string) {
  return (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.type === 'reminder',
  );
}

/** The same, said in English. */
async function remindersOf(userId: string) {
  const say = (text: string) =>
    renderStoredText(text, 'en', (key, options) => translate('en', key as never, options));
  return (await storedRemindersOf(userId)).map((n) => ({ ...n, title: say(n.title), body: say(n.body) }));
}

/** The tenant's notifications as GET /api/notifications says them (the account's language). */
async function inbox(tenant: SignedInUser) {
  const response = await ctx.app.inject({
    url: '/api/notifications?types=reminder',
    headers: tenant.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { title: string; body: string; titleKey: string | null }[];
}

describe('rent reminder settings', () => {
  it('default to on, 3 days before and 1 day after, and save per owner', async () => {
    const { owner } = await leaseSetup();
    const other = await createSignedInUser(ctx, { role: 'owner' });
    expect(await service.getSettings(ctx.database.db, actorOf(owner))).toEqual({
      enabled: true,
      daysBefore: 3,
      daysAfter: 1,
    });
    await service.updateSettings(ctx.database.db, actorOf(owner), {
      enabled: false,
      daysBefore: 7,
      daysAfter: 2,
    });
    expect(await service.getSettings(ctx.database.db, actorOf(owner))).toEqual({
      enabled: false,
      daysBefore: 7,
      daysAfter: 2,
    });
    expect((await service.getSettings(ctx.database.db, actorOf(other))).daysBefore).toBe(3);
  });
});

describe('the rent-reminders job', () => {
  it('sends the before-due reminder once, by email and in-app, with the amount from the ledger', async () => {
    const { tenant } = await leaseSetup();
    await service.runRentReminders(deps, '2026-12-28');
    expect(await emailsTo(ctx, tenant.email, 'rent-reminder')).toHaveLength(0);

    const first = await service.runRentReminders(deps, '2026-12-29');
    expect(first.emails).toBeGreaterThanOrEqual(1);
    const again = await service.runRentReminders(deps, '2026-12-29');
    const later = await service.runRentReminders(deps, '2026-12-31');
    expect(again.emails + later.emails).toBe(0);

    const emails = await emailsTo(ctx, tenant.email, 'rent-reminder');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Rent due on Jan 1, 2027');
    expect(emails[0]?.textBody).toContain('$1,000');
    expect(emails[0]?.textBody).toContain('Reminder Road');
    const inApp = await remindersOf(tenant.userId);
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ title: 'Rent due on Jan 1, 2027', link: '/tenant-dashboard/payments' });
  });

  it('sends the overdue reminder once when rent is still open, never when it is paid', async () => {
    const { tenant, lease } = await leaseSetup();
    await leaseJobs.runRentCharges(ctx.database.db, '2027-01-01');
    await service.runRentReminders(deps, '2027-01-01');
    // On the due day: still the "due" notice (its window runs to the due date), not "overdue".
    expect((await emailsTo(ctx, tenant.email, 'rent-reminder')).map((e) => e.subject)).toEqual([
      'Rent due on Jan 1, 2027',
    ]);
    const before = 1;
    await service.runRentReminders(deps, '2027-01-02');
    await service.runRentReminders(deps, '2027-01-02');
    await service.runRentReminders(deps, '2027-01-05');
    const overdue = (await emailsTo(ctx, tenant.email, 'rent-reminder')).slice(before);
    expect(overdue.map((e) => e.subject)).toEqual(['Rent overdue']);
    expect(overdue[0]?.textBody).toContain('$1,000');

    // February: the tenant pays before the due date, so no overdue notice goes out.
    await ctx.database.db.transaction(async (tx) => {
      await ledgerRepo.insertPayment(tx, {
        leaseId: lease.id,
        tenantId: tenant.tenantId,
        amount: 300000,
        method: 'cash',
        receivedAt: new Date('2027-01-20T12:00:00Z'),
        recordedBy: lease.tenantId,
      });
      await ledger.settleLease(tx, lease.id);
    });
    await leaseJobs.runRentCharges(ctx.database.db, '2027-02-01');
    const sentBefore = (await emailsTo(ctx, tenant.email, 'rent-reminder')).length;
    await service.runRentReminders(deps, '2027-01-29');
    await service.runRentReminders(deps, '2027-02-03');
    expect((await emailsTo(ctx, tenant.email, 'rent-reminder')).length, 'paid ahead: nothing to remind').toBe(
      sentBefore,
    );
  });

  it("follows the owner's settings, and sends nothing when they are off", async () => {
    const custom = await leaseSetup();
    await service.updateSettings(ctx.database.db, actorOf(custom.owner), {
      enabled: true,
      daysBefore: 5,
      daysAfter: 3,
    });
    const off = await leaseSetup();
    await service.updateSettings(ctx.database.db, actorOf(off.owner), {
      enabled: false,
      daysBefore: 3,
      daysAfter: 1,
    });
    await leaseJobs.runRentCharges(ctx.database.db, '2027-02-01');

    await service.runRentReminders(deps, '2027-01-26');
    expect(await emailsTo(ctx, custom.tenant.email, 'rent-reminder')).toHaveLength(0);
    await service.runRentReminders(deps, '2027-01-27');
    const fiveDaysBefore = await emailsTo(ctx, custom.tenant.email, 'rent-reminder');
    expect(fiveDaysBefore.map((e) => e.subject)).toEqual(['Rent due on Feb 1, 2027']);

    await service.runRentReminders(deps, '2027-02-03');
    expect(await emailsTo(ctx, custom.tenant.email, 'rent-reminder')).toHaveLength(1);
    await service.runRentReminders(deps, '2027-02-04');
    // January's rent (due Jan 1) is past its catch-up week; February's is 3 days late.
    expect((await emailsTo(ctx, custom.tenant.email, 'rent-reminder')).map((e) => e.subject)).toEqual([
      'Rent due on Feb 1, 2027',
      'Rent overdue',
    ]);

    for (const day of ['2026-12-29', '2027-01-02', '2027-01-29', '2027-02-02', '2027-02-04']) {
      await service.runRentReminders(deps, day);
    }
    expect(await emailsTo(ctx, off.tenant.email, 'rent-reminder')).toHaveLength(0);
    expect(await remindersOf(off.tenant.userId)).toHaveLength(0);
  });

  it("writes in the tenant's language", async () => {
    const { tenant } = await leaseSetup({ locale: 'fr' });
    await service.runRentReminders(deps, '2026-12-30');
    const [email] = await emailsTo(ctx, tenant.email, 'rent-reminder');
    expect(email?.subject).toBe('Loyer dû le 1 janv. 2027');
    expect(email?.textBody).toContain('Petit rappel');
    const [inApp] = await inbox(tenant);
    expect(inApp?.title).toBe('Loyer dû le 1 janv. 2027');
    expect(inApp?.body).toMatch(
      /votre loyer de 1\s000\s\$US pour \d+ Reminder Road, Unit 1 est dû le 1 janv\. 2027/,
    );
  });

  it('stores the in-app reminder as a key, so switching the language changes it (the email stays)', async () => {
    const { tenant } = await leaseSetup({ locale: 'fr' });
    await service.runRentReminders(deps, '2026-12-30');
    const [stored] = await storedRemindersOf(tenant.userId);
    expect(isStoredKey(stored?.title ?? '')).toBe(true);
    expect(isStoredKey(stored?.body ?? '')).toBe(true);
    expect((await inbox(tenant))[0]?.title).toBe('Loyer dû le 1 janv. 2027');

    const switched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: tenant.headers,
      payload: { locale: 'en' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const [inApp] = await inbox(tenant);
    expect(inApp?.title).toBe('Rent due on Jan 1, 2027');
    expect(inApp?.body).toMatch(/your rent of \$1,000 for \d+ Reminder Road, Unit 1 is due on Jan 1, 2027\./);
    // The email was written in the language the tenant had then, as emails are.
    const [email] = await emailsTo(ctx, tenant.email, 'rent-reminder');
    expect(email?.subject).toBe('Loyer dû le 1 janv. 2027');
  });
});
