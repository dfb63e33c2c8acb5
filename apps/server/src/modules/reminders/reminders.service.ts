import { AppError } from '@rentwise/core/errors';
import type { CreateReminderBody, Reminder, ReminderListQuery } from '@rentwise/core/reminders/schemas';
import { requireAccess, requireWholeOrganisation } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { jobClock } from '../../db/job-clock';
import { decodeCursor, toPage } from '../../db/pagination';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { todayIso } from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './reminders.repository';

/** What sending needs: the database, the outbox, and the site's address for the email's link. */
export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const notFound = () => new AppError('NOT_FOUND', 'Reminder not found');

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function toDto(row: repo.ReminderWithName): Reminder {
  return {
    id: row.id,
    recipient: row.tenantId ?? 'all',
    tenantId: row.tenantId,
    recipientName:
      row.tenantId && row.tenantFirstName !== null ? `${row.tenantFirstName} ${row.tenantLastName}` : null,
    subject: row.subject,
    message: row.message,
    sendOn: row.sendOn,
    status: row.status,
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
    recipientCount: row.recipientCount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function getReminder(db: DbOrTx, actor: MemberActor, id: string): Promise<Reminder> {
  const row = await repo.findReminder(db, actor, id);
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * POST /api/reminders (spec dialog 3). The recipient is 'all' or one of the owner's tenants
 * (another owner's tenant is a 404). The date may not be in the past; a day of slack covers users
 * whose day starts before UTC's. A reminder due today (or earlier) is sent at once, through the
 * same function as the daily job, so it reaches the tenant without waiting for the next run.
 */
export async function createReminder(
  deps: ReminderDeps,
  actor: Actor,
  body: CreateReminderBody,
  today = todayIso(),
): Promise<Reminder> {
  requireAccess(actor, 'reminder.write');
  if (body.recipient === 'all') requireWholeOrganisation(actor);
  if (body.sendOn < addDays(today, -1)) {
    throw new AppError('VALIDATION_FAILED', 'The date cannot be in the past', {
      details: { sendOn: 'validation:reminder.datePast' },
    });
  }
  const tenantId = body.recipient === 'all' ? null : body.recipient;
  const id = await deps.db.transaction(async (tx) => {
    if (tenantId && !(await repo.findOwnedTenant(tx, actor, tenantId))) {
      throw new AppError('NOT_FOUND', 'Tenant not found');
    }
    const values = {
      tenantId,
      subject: body.subject,
      message: body.message,
      sendOn: body.sendOn,
      status: 'scheduled' as const,
    };
    const reminderId = await repo.insertReminder(tx, {
      orgId: actor.orgId,
      ownerId: actor.userId,
      ...values,
    });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'reminder',
      entityId: reminderId,
      after: values,
    });
    return reminderId;
  });
  if (body.sendOn <= today) await sendDueReminders(deps, today, { onlyId: id });
  return getReminder(deps.db, actor, id);
}

/** GET /api/reminders: the owner's own, newest first. */
export async function listReminders(
  db: Db,
  actor: Actor,
  query: ReminderListQuery,
): Promise<{ items: Reminder[]; nextCursor: string | null }> {
  requireAccess(actor, 'reminder.read');
  const rows = await repo.listReminders(db, actor, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    status: query.status,
  });
  const page = toPage(
    rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    query.limit,
  );
  return { items: page.rows.map(toDto), nextCursor: page.nextCursor };
}

/** POST /api/reminders/:id/cancel: only a scheduled reminder can be cancelled (else 409). */
export async function cancelReminder(db: Db, actor: Actor, id: string): Promise<Reminder> {
  requireAccess(actor, 'reminder.write');
  return db.transaction(async (tx) => {
    const current = await repo.findReminder(tx, actor, id);
    if (!current) throw notFound();
    if (!(await repo.cancelScheduled(tx, actor.orgId, id))) {
      throw new AppError('CONFLICT', `This reminder is ${current.status} and can no longer be cancelled`, {
        key: 'errors:reminder.notCancellable',
      });
    }
    await recordAuditEvent(tx, actor, {
      action: 'cancel',
      entityType: 'reminder',
      entityId: id,
      before: { status: current.status },
      after: { status: 'cancelled' },
    });
    return getReminder(tx, actor, id);
  });
}

export interface SendResult {
  reminders: number;
  emails: number;
  notifications: number;
}

/**
 * The `reminders` job: sends every scheduled reminder whose date has come by `when` (a date, or an
 * instant read as each organisation's own date — how the hourly schedule runs it), each in its
 * own transaction that locks it, queues one email per recipient (in their language), writes a
 * notification to each recipient with an account and marks it sent. Running it twice, or on two
 * instances at once, sends each reminder once.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  when: string | Date,
  options: { onlyId?: string } = {},
): Promise<SendResult> {
  const clock = jobClock(when);
  const ids = await repo.listDueReminderIds(deps.db, clock, options.onlyId);
  const result: SendResult = { reminders: 0, emails: 0, notifications: 0 };
  for (const id of ids) {
    const sent = await deps.db.transaction(async (tx) => {
      const reminder = await repo.claimDueReminder(tx, id, clock);
      if (!reminder) return null;
      const recipients = await repo.listRecipients(tx, reminder.orgId, reminder.tenantId);
      const sender = await repo.senderName(tx, reminder.ownerId);
      let notifications = 0;
      let emails = 0;
      for (const recipient of recipients) {
        // The owner's own words go by email only to an address its tenant confirmed (issue 23
        // finding 4, decision 030); the in-app notification below is sent either way.
        if (recipient.emailConfirmed) {
          emails++;
          await deps.mailer.queue(tx, {
            orgId: reminder.orgId,
            to: recipient.email,
            template: 'rent-reminder',
            locale: recipient.locale,
            data: {
              tenantFirstName: recipient.firstName,
              senderName: sender,
              subject: reminder.subject,
              message: reminder.message,
              url: `${deps.publicUrl}/tenant-dashboard`,
            },
          });
        }
        if (recipient.userId) {
          await notify(tx, {
            userId: recipient.userId,
            type: 'reminder',
            title: reminder.subject,
            body: reminder.message,
            link: '/tenant-dashboard',
          });
          notifications++;
        }
      }
      await repo.markSent(tx, reminder.id, recipients.length);
      return { emails, notifications };
    });
    if (!sent) continue;
    result.reminders++;
    result.emails += sent.emails;
    result.notifications += sent.notifications;
  }
  if (result.emails > 0) deps.mailer.wake();
  return result;
}

// ---- For the rent-reminders module, which sends to the same recipients in the same way. ----

export function listRecipients(
  db: DbOrTx,
  orgId: string,
  tenantId: string | null,
): Promise<repo.Recipient[]> {
  return repo.listRecipients(db, orgId, tenantId);
}

export function senderName(db: DbOrTx, ownerId: string): Promise<string> {
  return repo.senderName(db, ownerId);
}
