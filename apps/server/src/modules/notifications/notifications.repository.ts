import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCursor, type Cursor } from '../../db/pagination';
import { type NotificationRow, notifications, profiles, users } from '../../db/schema';

/**
 * Inserts a notification for an existing account; a user id without an account (deleted, or an
 * owner id in fixtures) writes nothing and answers undefined rather than failing the caller.
 */
export async function insertNotification(
  db: DbOrTx,
  values: { userId: string; type: NotificationRow['type']; title: string; body: string; link: string | null },
): Promise<string | undefined> {
  const result = await db.execute(sql`
    insert into notifications (user_id, type, title, body, link)
    select ${values.userId}::uuid, ${values.type}, ${values.title}, ${values.body}, ${values.link}
     where exists (select 1 from users where id = ${values.userId}::uuid)
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

/** The user's notifications, newest first (keyset on created_at, id); limit+1 rows for paging. */
export async function listLatest(
  db: DbOrTx,
  userId: string,
  limit: number,
  options: { cursor?: Cursor; unreadOnly?: boolean; types?: NotificationRow['type'][] } = {},
): Promise<NotificationRow[]> {
  const conditions = [eq(notifications.userId, userId)];
  if (options.unreadOnly) conditions.push(isNull(notifications.readAt));
  if (options.types?.length) conditions.push(inArray(notifications.type, options.types));
  if (options.cursor) conditions.push(afterCursor(notifications.createdAt, notifications.id, options.cursor));
  return db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read (keeps the first read time); undefined when not theirs. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The language the user reads in (profiles.locale), English when unknown. */
export async function localeOf(db: DbOrTx, userId: string): Promise<'en' | 'fr'> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.locale ?? 'en';
}

/**
 * The login account of a tenant record: linked by auth_user_id once the tenant has signed in,
 * until then the tenant account with the record's email (as leases.repository scopes it).
 */
export async function accountOfTenant(db: DbOrTx, tenantId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select u.id from tenants t
      join users u on u.id = t.auth_user_id
                   or (t.auth_user_id is null and not t.link_by_invitation and u.role = 'tenant' and u.email = lower(t.email))
     where t.id = ${tenantId}
     limit 1`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  return row?.id ?? null;
}
