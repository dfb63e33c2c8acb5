import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asOfSql, type JobClock } from '../../db/job-clock';
import { afterCursor, type Cursor } from '../../db/pagination';
import { profiles, type ReminderRow, reminders, tenants } from '../../db/schema';
import { inScope, type Scope } from '../../db/scope';

export interface ReminderWithName extends ReminderRow {
  tenantFirstName: string | null;
  tenantLastName: string | null;
}

const reminderColumns = {
  id: reminders.id,
  orgId: reminders.orgId,
  ownerId: reminders.ownerId,
  tenantId: reminders.tenantId,
  subject: reminders.subject,
  message: reminders.message,
  sendOn: reminders.sendOn,
  status: reminders.status,
  sentAt: reminders.sentAt,
  recipientCount: reminders.recipientCount,
  createdAt: reminders.createdAt,
  tenantFirstName: tenants.firstName,
  tenantLastName: tenants.lastName,
};

export async function insertReminder(db: DbOrTx, values: typeof reminders.$inferInsert): Promise<string> {
  const [row] = await db.insert(reminders).values(values).returning({ id: reminders.id });
  return row.id;
}

export async function findReminder(
  db: DbOrTx,
  scope: Scope,
  id: string,
): Promise<ReminderWithName | undefined> {
  const [row] = await db
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(tenants, and(eq(tenants.id, reminders.tenantId), eq(tenants.orgId, reminders.orgId)))
    .where(and(eq(reminders.id, id), inScope(reminders.orgId, tenants.propertyId, scope)));
  return row;
}

/** The owner's reminders, newest first (keyset on created_at, id). */
export async function listReminders(
  db: DbOrTx,
  scope: Scope,
  options: { limit: number; cursor?: Cursor; status?: ReminderRow['status'] },
): Promise<ReminderWithName[]> {
  // A limited member: the reminders to their properties' tenants (one to everyone is not theirs).
  const conditions = [inScope(reminders.orgId, tenants.propertyId, scope)];
  if (options.status) conditions.push(eq(reminders.status, options.status));
  if (options.cursor) conditions.push(afterCursor(reminders.createdAt, reminders.id, options.cursor));
  return db
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(tenants, and(eq(tenants.id, reminders.tenantId), eq(tenants.orgId, reminders.orgId)))
    .where(and(...conditions))
    .orderBy(desc(reminders.createdAt), desc(reminders.id))
    .limit(options.limit + 1);
}

/** Cancels a scheduled reminder of the owner; undefined when it is not (or no longer) scheduled. */
export async function cancelScheduled(db: DbOrTx, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(reminders)
    .set({ status: 'cancelled' })
    .where(and(eq(reminders.id, id), eq(reminders.orgId, orgId), eq(reminders.status, 'scheduled')))
    .returning({ id: reminders.id });
  return rows.length > 0;
}

/**
 * Ids of scheduled reminders due by the clock's date — each organisation's own date when the
 * clock is an instant (optionally just one of them).
 */
export async function listDueReminderIds(db: DbOrTx, clock: JobClock, onlyId?: string): Promise<string[]> {
  const result = await db.execute(sql`
    select r.id
      from reminders r
      join organisations o on o.id = r.org_id
     where r.status = 'scheduled' and r.send_on <= ${asOfSql(clock)}
       ${onlyId ? sql`and r.id = ${onlyId}` : sql``}
     order by r.send_on, r.created_at`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Locks a reminder that is still scheduled and due, for the transaction that sends it. Another
 * worker holding it makes this skip it (SKIP LOCKED); once sent, it no longer matches.
 */
export async function claimDueReminder(
  db: DbOrTx,
  id: string,
  clock: JobClock,
): Promise<ReminderRow | undefined> {
  const result = await db.execute(sql`
    select r.id, r.org_id as "orgId", r.owner_id as "ownerId", r.tenant_id as "tenantId", r.subject,
           r.message, r.send_on::text as "sendOn", r.status
      from reminders r
      join organisations o on o.id = r.org_id
     where r.id = ${id} and r.status = 'scheduled' and r.send_on <= ${asOfSql(clock)}
       for update of r skip locked`);
  const [row] = (result as unknown as { rows: ReminderRow[] }).rows;
  return row;
}

export async function markSent(db: DbOrTx, id: string, recipientCount: number): Promise<void> {
  await db
    .update(reminders)
    .set({ status: 'sent', sentAt: sql`now()`, recipientCount })
    .where(eq(reminders.id, id));
}

export interface Recipient {
  tenantId: string;
  firstName: string;
  email: string;
  /** The tenant's login account, if any (linked, or not yet linked but with the same email). */
  userId: string | null;
  locale: 'en' | 'fr';
  /**
   * The tenant confirmed this address through their invitation (decision 030): only then may an
   * email carrying the owner's own words (a reminder) go to it.
   */
  emailConfirmed: boolean;
}

/**
 * Who a reminder reaches: one tenant of the owner, or (tenantId null) each of the owner's current
 * tenants (pending or active). A tenant record is linked to its login by auth_user_id once the
 * tenant has signed in; until then by its email (as in leases.repository).
 */
export async function listRecipients(
  db: DbOrTx,
  orgId: string,
  tenantId: string | null,
): Promise<Recipient[]> {
  const which = tenantId ? sql`t.id = ${tenantId}` : sql`t.status in ('pending', 'active')`;
  const result = await db.execute(sql`
    select t.id as "tenantId", t.first_name as "firstName", t.email, acc.id as "userId",
           coalesce(pr.locale, 'en') as locale, t.email_confirmed_at is not null as "emailConfirmed"
      from tenants t
      left join lateral (
        select u.id from users u
         where u.id = t.auth_user_id
            or (t.auth_user_id is null and not t.link_by_invitation and u.role = 'tenant' and u.email = lower(t.email))
         limit 1
      ) acc on true
      left join profiles pr on pr.id = acc.id
     where t.org_id = ${orgId} and ${which}
     order by t.created_at, t.id`);
  return (result as unknown as { rows: Recipient[] }).rows;
}

export async function findOwnedTenant(
  db: DbOrTx,
  scope: Scope,
  tenantId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), inScope(tenants.orgId, tenants.propertyId, scope)));
  return row;
}

/** How the owner signs a reminder: their name, else their company, else nothing. */
export async function senderName(db: DbOrTx, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ first: profiles.firstName, last: profiles.lastName, company: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  if (!row) return '';
  const name = [row.first, row.last].filter(Boolean).join(' ').trim();
  return name || row.company || '';
}
