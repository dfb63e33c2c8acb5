import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import type { Keyset } from '../../db/pagination';
import { rowsOf } from '../../db/rows';
import { conversations, messages, notifications } from '../../db/schema';
import { type Scope, scopeSql } from '../../db/scope';

/**
 * What the viewer may see: a member the conversations of their organisation; a tenant the conversation of
 * their tenant record (linked by auth_user_id once they have signed in, until then by email —
 * as leases.repository scopes a tenant).
 */
function viewerCondition(viewer: Actor) {
  // A member limited to some properties: the conversations with those properties' tenants.
  if (viewer.role === 'owner') return scopeSql(sql`c.org_id`, sql`t.property_id`, viewer);
  return sql`(t.auth_user_id = ${viewer.userId}
    or (t.auth_user_id is null and not t.link_by_invitation and lower(t.email) = (select lower(email) from users where id = ${viewer.userId})))`;
}

/** A timestamp as ISO text with microseconds, in UTC. */
const isoText = (expression: ReturnType<typeof sql>) =>
  sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface ConversationListRow {
  id: string;
  ownerId: string;
  tenantId: string;
  createdAt: string;
  lastMessageAt: string | null;
  /** coalesce(last_message_at, created_at) as text, for the cursor. */
  activity: string;
  tenantFirstName: string;
  tenantLastName: string;
  propertyAddress: string | null;
  unitLabel: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerCompany: string | null;
  ownerEmail: string;
  lastBody: string | null;
  lastSenderRole: 'owner' | 'tenant' | null;
  lastCreatedAt: string | null;
  unreadCount: number;
  counterpartActive: boolean;
}

const activity = sql`coalesce(c.last_message_at, c.created_at)`;

/**
 * Conversations with what a list shows: both names, the latest message, the viewer's unread count
 * and whether the other side was active within the hour (a session used or refreshed: access
 * tokens live an hour and an open tab refreshes them).
 */
function conversationSelect(viewer: Actor) {
  return sql`
    select c.id, c.owner_id as "ownerId", c.tenant_id as "tenantId",
           ${isoText(sql`c.created_at`)} as "createdAt",
           ${isoText(sql`c.last_message_at`)} as "lastMessageAt",
           ${isoText(activity)} as activity,
           t.first_name as "tenantFirstName", t.last_name as "tenantLastName",
           p.address as "propertyAddress", un.label as "unitLabel",
           op.first_name as "ownerFirstName", op.last_name as "ownerLastName",
           op.company_name as "ownerCompany", ou.email as "ownerEmail",
           lm.body as "lastBody", lm.sender_role as "lastSenderRole",
           ${isoText(sql`lm.created_at`)} as "lastCreatedAt",
           (select count(*) from messages m
             where m.conversation_id = c.id and m.sender_role <> ${viewer.role} and m.read_at is null)::int
             as "unreadCount",
           exists (
             select 1 from sessions s
              where s.user_id = ${viewer.role === 'owner' ? sql`tacc.id` : sql`c.owner_id`}
                and coalesce(s.refreshed_at, s.created_at) > now() - interval '65 minutes'
           ) as "counterpartActive"
      from conversations c
      join tenants t on t.id = c.tenant_id and t.org_id = c.org_id
      join users ou on ou.id = c.owner_id
      left join profiles op on op.id = c.owner_id
      left join properties p on p.id = t.property_id and p.org_id = t.org_id
      left join units un on un.id = t.unit_id and un.org_id = t.org_id
      left join lateral (
        select u.id from users u
         where u.id = t.auth_user_id
            or (t.auth_user_id is null and not t.link_by_invitation and u.role = 'tenant' and u.email = lower(t.email))
         limit 1
      ) tacc on true
      left join lateral (
        select m.body, m.sender_role, m.created_at from messages m
         where m.conversation_id = c.id
         order by m.created_at desc, m.id desc
         limit 1
      ) lm on true`;
}

/** The viewer's conversations, most recent activity first. */
export async function listConversations(
  db: DbOrTx,
  viewer: Actor,
  options: { limit: number; cursor?: Keyset },
): Promise<ConversationListRow[]> {
  const conditions = [viewerCondition(viewer)];
  if (options.cursor) {
    conditions.push(
      sql`(${activity}, c.id) < (${options.cursor.key}::timestamptz, ${options.cursor.id}::uuid)`,
    );
  }
  const result = await db.execute(sql`
    ${conversationSelect(viewer)}
     where ${sql.join(conditions, sql` and `)}
     order by ${activity} desc, c.id desc
     limit ${options.limit + 1}`);
  return rowsOf<ConversationListRow>(result).map((row) => ({
    ...row,
    unreadCount: Number(row.unreadCount),
  }));
}

/** One conversation if the viewer is part of it; undefined otherwise (the service answers 404). */
export async function findConversation(
  db: DbOrTx,
  viewer: Actor,
  id: string,
): Promise<ConversationListRow | undefined> {
  const result = await db.execute(sql`
    ${conversationSelect(viewer)}
     where c.id = ${id} and ${viewerCondition(viewer)}`);
  const [row] = rowsOf<ConversationListRow>(result);
  return row ? { ...row, unreadCount: Number(row.unreadCount) } : undefined;
}

/** The tenant records a tenant account is (normally one: one tenant record per email). */
export async function tenantRecordsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; orgId: string; ownerId: string }[]> {
  const result = await db.execute(sql`
    select t.id, t.org_id as "orgId", t.owner_id as "ownerId" from tenants t
     where t.auth_user_id = ${userId}
        or (t.auth_user_id is null and not t.link_by_invitation and lower(t.email) = (select lower(email) from users where id = ${userId}))
     order by t.created_at, t.id`);
  return rowsOf<{ id: string; orgId: string; ownerId: string }>(result);
}

export async function findOwnedTenant(
  db: DbOrTx,
  scope: Scope,
  tenantId: string,
): Promise<{ id: string } | undefined> {
  const result = await db.execute(sql`
    select t.id from tenants t where t.id = ${tenantId} and ${scopeSql(sql`t.org_id`, sql`t.property_id`, scope)}`);
  return rowsOf<{ id: string }>(result)[0];
}

/**
 * The conversation of an organisation and a tenant record, created if missing (started by
 * `ownerId`, the member the tenant's messages notify); `created` tells which.
 */
export async function ensureConversation(
  db: DbOrTx,
  owner: { orgId: string; ownerId: string },
  tenantId: string,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(conversations)
    .values({ orgId: owner.orgId, ownerId: owner.ownerId, tenantId })
    .onConflictDoNothing({ target: [conversations.orgId, conversations.tenantId] })
    .returning({ id: conversations.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.orgId, owner.orgId), eq(conversations.tenantId, tenantId)));
  return { id: row.id, created: false };
}

export interface MessageListRow {
  id: string;
  conversationId: string;
  senderUserId: string;
  senderRole: 'owner' | 'tenant';
  body: string;
  createdAt: string;
  readAt: string | null;
}

const messageColumns = sql`
  m.id, m.conversation_id as "conversationId", m.sender_user_id as "senderUserId",
  m.sender_role as "senderRole", m.body, ${isoText(sql`m.created_at`)} as "createdAt",
  ${isoText(sql`m.read_at`)} as "readAt"`;

/** A page of a conversation's messages, newest first. */
export async function listMessages(
  db: DbOrTx,
  conversationId: string,
  options: { limit: number; cursor?: Keyset },
): Promise<MessageListRow[]> {
  const cursor = options.cursor
    ? sql`and (m.created_at, m.id) < (${options.cursor.key}::timestamptz, ${options.cursor.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select ${messageColumns}
      from messages m
     where m.conversation_id = ${conversationId} ${cursor}
     order by m.created_at desc, m.id desc
     limit ${options.limit + 1}`);
  return rowsOf<MessageListRow>(result);
}

/** Marks the other side's unread messages read (the reader opened the conversation). */
export async function markRead(
  db: DbOrTx,
  conversationId: string,
  readerRole: 'owner' | 'tenant',
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderRole, readerRole),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** The reader's unread 'message' notifications pointing at this conversation are read too. */
export async function markMessageNotificationsRead(db: DbOrTx, userId: string, link: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'message'),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    );
}

export async function insertMessage(
  db: DbOrTx,
  values: { conversationId: string; senderUserId: string; senderRole: 'owner' | 'tenant'; body: string },
): Promise<MessageListRow> {
  const result = await db.execute(sql`
    with inserted as (
      insert into messages (conversation_id, sender_user_id, sender_role, body)
      values (${values.conversationId}, ${values.senderUserId}, ${values.senderRole}, ${values.body})
      returning *
    ), touched as (
      update conversations set last_message_at = (select created_at from inserted)
       where id = ${values.conversationId}
    )
    select ${messageColumns} from inserted m`);
  return rowsOf<MessageListRow>(result)[0];
}

/** Messages from the other side the viewer has not read, over all their conversations. */
export async function countUnread(db: DbOrTx, viewer: Actor): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n
      from conversations c
      join tenants t on t.id = c.tenant_id and t.org_id = c.org_id
      join messages m on m.conversation_id = c.id and m.org_id = c.org_id
     where ${viewerCondition(viewer)} and m.sender_role <> ${viewer.role} and m.read_at is null`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * A tenant record's address and language, its login account (null when it has none) and whether
 * the tenant confirmed the address through their invitation (decision 030).
 */
export interface TenantRecipient {
  userId: string | null;
  email: string;
  firstName: string;
  locale: 'en' | 'fr';
  emailConfirmed: boolean;
}

/** The login account of a tenant record, with its language (null when it has none). */
export async function tenantAccount(db: DbOrTx, tenantId: string): Promise<TenantRecipient> {
  const result = await db.execute(sql`
    select acc.id as "userId", coalesce(acc.email, t.email) as email, t.first_name as "firstName",
           coalesce(pr.locale, 'en') as locale, t.email_confirmed_at is not null as "emailConfirmed"
      from tenants t
      left join lateral (
        select u.id, u.email from users u
         where u.id = t.auth_user_id
            or (t.auth_user_id is null and not t.link_by_invitation and u.role = 'tenant' and u.email = lower(t.email))
         limit 1
      ) acc on true
      left join profiles pr on pr.id = acc.id
     where t.id = ${tenantId}`);
  return rowsOf<TenantRecipient>(result)[0];
}

/** An owner's address, first name and language. */
export async function ownerAccount(
  db: DbOrTx,
  ownerId: string,
): Promise<{ email: string; firstName: string | null; locale: 'en' | 'fr' } | undefined> {
  const result = await db.execute(sql`
    select u.email, pr.first_name as "firstName", coalesce(pr.locale, 'en') as locale
      from users u left join profiles pr on pr.id = u.id
     where u.id = ${ownerId}`);
  return rowsOf<{ email: string; firstName: string | null; locale: 'en' | 'fr' }>(result)[0];
}

/**
 * (conversation, sending side) pairs with at least one message still unread and not emailed that
 * was sent before `cutoff`: the message-emails job sends one email per pair.
 */
export async function listEmailDueGroups(
  db: DbOrTx,
  cutoff: Date,
): Promise<{ conversationId: string; senderRole: 'owner' | 'tenant' }[]> {
  const result = await db.execute(sql`
    select distinct m.conversation_id as "conversationId", m.sender_role as "senderRole"
      from messages m
     where m.read_at is null and m.email_notified_at is null and m.created_at <= ${cutoff.toISOString()}::timestamptz`);
  return rowsOf<{ conversationId: string; senderRole: 'owner' | 'tenant' }>(result);
}

/**
 * Locks the group's due messages for the transaction that emails them, oldest first. A message
 * another worker holds is skipped (SKIP LOCKED); once emailed or read it no longer matches.
 */
export async function claimEmailDueMessages(
  db: DbOrTx,
  conversationId: string,
  senderRole: 'owner' | 'tenant',
  cutoff: Date,
): Promise<MessageListRow[]> {
  const result = await db.execute(sql`
    select ${messageColumns}
      from messages m
     where m.conversation_id = ${conversationId} and m.sender_role = ${senderRole}
       and m.read_at is null and m.email_notified_at is null
       and m.created_at <= ${cutoff.toISOString()}::timestamptz
     order by m.created_at, m.id
     for update skip locked`);
  return rowsOf<MessageListRow>(result);
}

export async function markEmailed(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update messages set email_notified_at = now()
     where id in (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
}

/** The conversation's two parties, for the job (no viewer: it runs as the system). */
export async function conversationParties(
  db: DbOrTx,
  id: string,
): Promise<{ orgId: string; ownerId: string; tenantId: string } | undefined> {
  const [row] = await db
    .select({ orgId: conversations.orgId, ownerId: conversations.ownerId, tenantId: conversations.tenantId })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
}
