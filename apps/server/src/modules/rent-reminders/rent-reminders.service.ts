import { periodOf } from '@rentwise/core/leases/dates';
import { firstPeriodRent } from '@rentwise/core/leases/ledger';
import {
  RENT_REMINDER_DEFAULTS,
  type RentReminderDue,
  rentRemindersDue,
} from '@rentwise/core/leases/rent-schedule';
import { formatMoney } from '@rentwise/core/money/money';
import type { RentReminderSettings } from '@rentwise/core/reminders/rent-reminder-settings';
import { requireAccess, requireWholeOrganisation } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { jobClock } from '../../db/job-clock';
import type { LeaseRow } from '../../db/schema';
import { recordAuditUpdate } from '../audit/audit.service';
import * as ledger from '../ledger/ledger.service';
import { rentReminderNotification } from '../notifications/notification-texts';
import { formatDay, notify } from '../notifications/notifications.service';
import { currencyOf } from '../organisations/organisations.service';
import { listRecipients, type ReminderDeps, senderName } from '../reminders/reminders.service';
import { rentReminderText } from './rent-reminder-texts';
import * as repo from './rent-reminders.repository';

/** GET /api/settings/rent-reminders: the owner's settings, the defaults until they save some. */
export async function getSettings(db: DbOrTx, actor: Actor): Promise<RentReminderSettings> {
  requireAccess(actor, 'reminder.read');
  const row = await repo.findSettings(db, actor.orgId);
  if (!row) return { ...RENT_REMINDER_DEFAULTS };
  return { enabled: row.enabled, daysBefore: row.daysBefore, daysAfter: row.daysAfter };
}

/** PUT /api/settings/rent-reminders (ranges checked by the shared schema). */
export async function updateSettings(
  db: DbOrTx,
  actor: Actor,
  body: RentReminderSettings,
): Promise<RentReminderSettings> {
  requireAccess(actor, 'reminder.write');
  requireWholeOrganisation(actor); // the organisation's settings, for every property
  return db.transaction(async (tx) => {
    const before = await getSettings(tx, actor);
    const row = await repo.upsertSettings(tx, actor.orgId, body);
    const after = { enabled: row.enabled, daysBefore: row.daysBefore, daysAfter: row.daysAfter };
    await recordAuditUpdate(tx, actor, {
      entityType: 'rent_reminder_settings',
      entityId: actor.orgId,
      before,
      after,
    });
    return after;
  });
}

/**
 * What a reminder announces for a period, from the ledger: what is still open on that period's
 * charges (rent and any late fee) once its rent is charged; before that, the rent it will charge
 * less any credit the tenant has. 0 means nothing to remind about.
 */
async function amountFor(tx: DbOrTx, lease: LeaseRow, due: RentReminderDue): Promise<number> {
  const charges = (await ledger.chargesOf(tx, lease.id)).filter(
    (c) => c.period === due.period && (c.kind === 'rent' || c.kind === 'late_fee'),
  );
  if (charges.some((c) => c.kind === 'rent')) {
    return charges.reduce((sum, c) => sum + Math.max(0, c.open), 0);
  }
  const expected =
    due.period === periodOf(lease.startDate)
      ? firstPeriodRent({ startDate: lease.startDate, rentAmount: lease.rentAmount, dueDay: lease.dueDay })
      : lease.rentAmount;
  const credit = await ledger.creditOf(tx, lease.id);
  return Math.max(0, expected - credit);
}

export interface RentReminderResult {
  leases: number;
  emails: number;
  notifications: number;
}

/**
 * The `rent-reminders` job (hourly as of each organisation's own date, and
 * `POST /api/dev/jobs/rent-reminders/run { asOf }`): for
 * each active lease whose owner has reminders on, the "rent due soon" notice `daysBefore` days
 * before each due date and the "rent overdue" one `daysAfter` days after a due date whose rent is
 * still open — by email (outbox, the tenant's language) and in-app. Each (lease, period, kind)
 * goes out once: its row in `lease_notices` is inserted in the transaction that sends it.
 */
export async function runRentReminders(deps: ReminderDeps, when: string | Date): Promise<RentReminderResult> {
  const candidates = await repo.listReminderLeases(deps.db, jobClock(when), RENT_REMINDER_DEFAULTS);
  const result: RentReminderResult = { leases: 0, emails: 0, notifications: 0 };
  for (const candidate of candidates) {
    const { lease } = candidate;
    const due = rentRemindersDue(lease, candidate, candidate.asOf);
    if (due.length === 0) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const [recipient] = await listRecipients(tx, lease.orgId, lease.tenantId);
      if (!recipient) return { emails: 0, notifications: 0 };
      const address = candidate.unitLabel
        ? `${candidate.propertyAddress}, ${candidate.unitLabel}`
        : candidate.propertyAddress;
      let emails = 0;
      let notifications = 0;
      const currency = await currencyOf(tx, lease.orgId);
      for (const item of due) {
        const amount = await amountFor(tx, lease, item);
        if (amount <= 0) continue;
        const kind = item.kind === 'before-due' ? 'rent-before-due' : 'rent-overdue';
        if (!(await repo.claimNotice(tx, { leaseId: lease.id, kind, period: item.period, amount }))) continue;
        const text = rentReminderText(item.kind, recipient.locale, {
          amount: formatMoney(amount, recipient.locale, { decimals: amount % 100 !== 0, currency }),
          address,
          date: formatDay(item.dueDate, recipient.locale),
        });
        await deps.mailer.queue(tx, {
          orgId: lease.orgId,
          to: recipient.email,
          template: 'rent-reminder',
          locale: recipient.locale,
          data: {
            tenantFirstName: recipient.firstName,
            senderName: await senderName(tx, lease.ownerId),
            subject: text.subject,
            message: text.message,
            url: `${deps.publicUrl}/tenant-dashboard/payments`,
          },
        });
        emails++;
        if (recipient.userId) {
          // In-app: a key and its parameters, said in the language the tenant reads it in.
          const inApp = rentReminderNotification(item.kind, {
            amount,
            currency,
            address,
            date: item.dueDate,
          });
          await notify(tx, {
            userId: recipient.userId,
            type: 'reminder',
            ...inApp,
            link: '/tenant-dashboard/payments',
          });
          notifications++;
        }
      }
      return { emails, notifications };
    });
    if (sent.emails === 0) continue;
    result.leases++;
    result.emails += sent.emails;
    result.notifications += sent.notifications;
  }
  if (result.emails > 0) deps.mailer.wake();
  return result;
}

/**
 * Claims a lease notice (lease_notices: once per lease, kind and period) in the caller's
 * transaction: true when this call claimed it. The leases module's lease-expiry job uses it too.
 */
export function claimNotice(tx: DbOrTx, values: Parameters<typeof repo.claimNotice>[1]): Promise<boolean> {
  return repo.claimNotice(tx, values);
}
