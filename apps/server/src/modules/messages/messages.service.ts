import { AppError } from '@rentwise/core/errors';
import type {
  Conversation,
  ConversationListQuery,
  ConversationPage,
  CreateConversationBody,
  Message,
  MessageListQuery,
  MessagePage,
  SendMessageBody,
  UnreadCount,
} from '@rentwise/core/messages/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { decodeKeyset, encodeKeyset, KEY_FORMATS } from '../../db/pagination';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { fallbackNameParam } from '../notifications/notification-texts';
import { notify } from '../notifications/notifications.service';
import { fallbackName, newMessageNotification, preview } from './message-texts';
import * as repo from './messages.repository';

/** What sending and the email job need. */
export interface MessageDeps {
  db: Db;
  mailer: Mailer;
  /** The site's address, for the link in the email. */
  publicUrl: string;
  /** A message still unread this many minutes after it was sent is emailed to its recipient. */
  emailDelayMinutes: number;
}

const notFound = () => new AppError('NOT_FOUND', 'Conversation not found');

/** Where a message's recipient reads it, inside the app (notification link and email link). */
export function messagesPath(role: 'owner' | 'tenant', conversationId: string): string {
  return role === 'owner'
    ? `/owner-dashboard/messages?conversation=${conversationId}`
    : `/tenant-dashboard/messages?conversation=${conversationId}`;
}

function ownerName(row: repo.ConversationListRow): string | null {
  const name = [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ').trim();
  return name || row.ownerCompany || null;
}

function tenantName(row: repo.ConversationListRow): string {
  return `${row.tenantFirstName} ${row.tenantLastName}`.trim();
}

function toConversation(row: repo.ConversationListRow, viewer: Actor): Conversation {
  const contact =
    viewer.role === 'owner'
      ? {
          name: tenantName(row),
          role: 'tenant' as const,
          active: row.counterpartActive,
          detail: row.propertyAddress
            ? [row.propertyAddress, row.unitLabel].filter(Boolean).join(' · ')
            : null,
        }
      : {
          name: ownerName(row) ?? row.ownerEmail,
          role: 'owner' as const,
          active: row.counterpartActive,
          detail: null,
        };
  return {
    id: row.id,
    tenantId: row.tenantId,
    contact,
    lastMessage:
      row.lastBody !== null && row.lastCreatedAt !== null
        ? {
            preview: preview(row.lastBody),
            fromMe: row.lastSenderRole === viewer.role,
            createdAt: row.lastCreatedAt,
          }
        : null,
    unreadCount: row.unreadCount,
    lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
  };
}

function toMessage(row: repo.MessageListRow, actor: Actor): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    fromMe: row.senderUserId === actor.userId,
    body: row.body,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/**
 * GET /api/conversations. An owner: their conversations, most recent first (one per tenant at
 * most). A tenant: the conversation with their landlord, created the first time they look, so the
 * Messages page always has its contact.
 */
export async function listConversations(
  db: Db,
  actor: Actor,
  query: ConversationListQuery,
): Promise<ConversationPage> {
  requireAccess(actor, 'message.read');
  if (actor.role === 'tenant' && !query.cursor) {
    for (const record of await repo.tenantRecordsOfUser(db, actor.userId)) {
      await repo.ensureConversation(db, record, record.id);
    }
  }
  const rows = await repo.listConversations(db, actor, {
    limit: query.limit,
    cursor: decodeKeyset(query.cursor, KEY_FORMATS.timestamp),
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toConversation(row, actor)),
    nextCursor: hasMore && last ? encodeKeyset(last.activity, last.id) : null,
  };
}

/** GET /api/conversations/unread-count: the sidebar's badge. */
export async function countUnread(db: Db, actor: Actor): Promise<UnreadCount> {
  requireAccess(actor, 'message.read');
  return { unreadCount: await repo.countUnread(db, actor) };
}

/**
 * POST /api/conversations (owners): the conversation with one of their tenants, created if there
 * is none yet — idempotent. Another owner's tenant is a 404.
 */
export async function startConversation(
  db: Db,
  actor: Actor,
  body: CreateConversationBody,
): Promise<{ conversation: Conversation; created: boolean }> {
  requireAccess(actor, 'message.write');
  requireAccess(actor, 'tenant.read'); // a member writing to one of the tenants they can see
  return db.transaction(async (tx) => {
    if (!(await repo.findOwnedTenant(tx, actor, body.tenantId))) {
      throw new AppError('NOT_FOUND', 'Tenant not found');
    }
    const { id, created } = await repo.ensureConversation(
      tx,
      { orgId: actor.orgId, ownerId: actor.userId },
      body.tenantId,
    );
    const row = await repo.findConversation(tx, actor, id);
    if (!row) throw notFound();
    if (created) {
      await recordAuditEvent(tx, actor, {
        action: 'create',
        entityType: 'conversation',
        entityId: id,
        after: { tenantId: body.tenantId },
      });
    }
    return { conversation: toConversation(row, actor), created };
  });
}

/** GET /api/conversations/:id: one of the caller's conversations (another's is a 404). */
export async function getConversation(db: Db, actor: Actor, id: string): Promise<Conversation> {
  requireAccess(actor, 'message.read');
  const row = await repo.findConversation(db, actor, id);
  if (!row) throw notFound();
  return toConversation(row, actor);
}

/**
 * GET /api/conversations/:id/messages: a page of messages, newest first. Reading the conversation
 * marks the other side's messages read (and the reader's notifications about them), so they are
 * neither counted as unread nor emailed later.
 */
export async function listMessages(
  db: Db,
  actor: Actor,
  id: string,
  query: MessageListQuery,
): Promise<MessagePage> {
  requireAccess(actor, 'message.read');
  const cursor = decodeKeyset(query.cursor, KEY_FORMATS.timestamp);
  const rows = await db.transaction(async (tx) => {
    if (!(await repo.findConversation(tx, actor, id))) throw notFound();
    if (!cursor) {
      await repo.markRead(tx, id, actor.role);
      await repo.markMessageNotificationsRead(tx, actor.userId, messagesPath(actor.role, id));
    }
    return repo.listMessages(tx, id, { limit: query.limit, cursor });
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toMessage(row, actor)),
    nextCursor: hasMore && last ? encodeKeyset(last.createdAt, last.id) : null,
  };
}

/**
 * POST /api/conversations/:id/messages. In one transaction: the message, the conversation's
 * last-message time and the recipient's in-app notification (in their language). The email, if
 * it is still unread later, is the message-emails job's business.
 */
export async function sendMessage(db: Db, actor: Actor, id: string, body: SendMessageBody): Promise<Message> {
  requireAccess(actor, 'message.write');
  const row = await db.transaction(async (tx) => {
    const conversation = await repo.findConversation(tx, actor, id);
    if (!conversation) throw notFound();
    const message = await repo.insertMessage(tx, {
      conversationId: id,
      senderUserId: actor.userId,
      senderRole: actor.role,
      body: body.body,
    });
    const recipientRole = actor.role === 'owner' ? 'tenant' : 'owner';
    const recipientId =
      recipientRole === 'owner'
        ? conversation.ownerId
        : (await repo.tenantAccount(tx, conversation.tenantId)).userId;
    if (recipientId) {
      const sender =
        actor.role === 'owner'
          ? (ownerName(conversation) ?? fallbackNameParam('owner'))
          : tenantName(conversation);
      await notify(tx, {
        userId: recipientId,
        type: 'message',
        ...newMessageNotification({ sender, preview: preview(body.body, 200) }),
        link: messagesPath(recipientRole, id),
      });
    }
    return message;
  });
  return toMessage(row, actor);
}

export interface MessageEmailResult {
  emails: number;
  messages: number;
}

/** How many of the unread messages one email quotes (the newest ones). */
const QUOTED_MESSAGES = 5;

/**
 * The `message-emails` job: every message still unread `emailDelayMinutes` after it was sent is
 * emailed to its recipient, in their language — one email per conversation and sending side,
 * quoting the latest of them. Each group is claimed in its own transaction (FOR UPDATE SKIP
 * LOCKED) that queues the email and stamps `email_notified_at`, so running the job twice, or on
 * two instances at once, emails each message at most once; a message read in time never is.
 */
export async function sendMessageEmails(deps: MessageDeps, now = new Date()): Promise<MessageEmailResult> {
  const cutoff = new Date(now.getTime() - deps.emailDelayMinutes * 60_000);
  const result: MessageEmailResult = { emails: 0, messages: 0 };
  for (const group of await repo.listEmailDueGroups(deps.db, cutoff)) {
    const sent = await deps.db.transaction(async (tx) => {
      const due = await repo.claimEmailDueMessages(tx, group.conversationId, group.senderRole, cutoff);
      if (due.length === 0) return 0;
      const parties = await repo.conversationParties(tx, group.conversationId);
      const conversation =
        parties &&
        (await repo.findConversation(
          tx,
          // The job reads the conversation as the member who started it would.
          {
            role: 'owner',
            userId: parties.ownerId,
            orgId: parties.orgId,
            orgRole: 'admin',
            propertyIds: null,
          },
          group.conversationId,
        ));
      if (!parties || !conversation) return 0;
      const recipientRole = group.senderRole === 'owner' ? 'tenant' : 'owner';
      const recipient =
        recipientRole === 'tenant'
          ? await repo.tenantAccount(tx, parties.tenantId)
          : await repo.ownerAccount(tx, parties.ownerId);
      if (!recipient) return 0;
      if ('emailConfirmed' in recipient && !recipient.emailConfirmed) {
        // The owner's words go by email only to an address its tenant confirmed (issue 23 finding
        // 4, decision 030): these messages stay in the app, marked handled so they are not retried.
        await repo.markEmailed(
          tx,
          due.map((message) => message.id),
        );
        return 0;
      }
      const sender =
        group.senderRole === 'owner'
          ? (ownerName(conversation) ?? fallbackName(recipient.locale, 'owner'))
          : tenantName(conversation);
      await deps.mailer.queue(tx, {
        orgId: parties.orgId,
        to: recipient.email,
        template: 'new-message',
        locale: recipient.locale,
        data: {
          recipientFirstName: recipient.firstName ?? '',
          senderName: sender,
          count: due.length,
          messages: due.slice(-QUOTED_MESSAGES).map((message) => message.body),
          url: `${deps.publicUrl}${messagesPath(recipientRole, group.conversationId)}`,
        },
      });
      await repo.markEmailed(
        tx,
        due.map((message) => message.id),
      );
      return due.length;
    });
    if (sent > 0) {
      result.emails++;
      result.messages += sent;
    }
  }
  if (result.emails > 0) deps.mailer.wake();
  return result;
}
