import { formatDate } from '@rentwise/core/dates';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import type { Notification, NotificationList, NotificationType } from '@rentwise/core/notifications/schemas';
import { isStoredKey, renderStoredText } from '@rentwise/core/notifications/text';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import type { NotificationRow } from '../../db/schema';
import * as repo from './notifications.repository';

export { accountOfTenant, localeOf } from './notifications.repository';

/** A date as the recipient reads it: 'Mar 5, 2025' in English, '5 mars 2025' in French. */
export function formatDay(iso: string, lang: 'en' | 'fr'): string {
  // The web's formatDate (packages/core/src/dates.ts); a timestamp counts by its UTC day.
  return formatDate(iso.slice(0, 10), lang);
}

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
}

/**
 * Writes an in-app notification. Call it with the transaction of the change it reports, so the
 * notification exists exactly when that change was committed. Answers the id (undefined when the
 * user has no account).
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<string | undefined> {
  return repo.insertNotification(db, {
    userId: input.userId,
    type: input.type,
    // Stored text is plain; the web renders it as text, never as HTML.
    title: input.title.slice(0, 200),
    body: input.body.slice(0, 2000),
    link: input.link ?? null,
  });
}

/** A stored title or body (a key with its parameters, or plain text from before) said in `lang`. */
export function sayNotificationText(text: string, lang: Language): string {
  return renderStoredText(text, lang, (key, options) => translate(lang, key as CatalogKey, options));
}

/**
 * Title and body said in the account's language (a stored key, core/notifications/text.ts); the
 * keys themselves too, so the web says them in the language on screen.
 */
function toDto(row: NotificationRow, lang: Language): Notification {
  const say = (text: string) => sayNotificationText(text, lang);
  return {
    id: row.id,
    type: row.type,
    title: say(row.title),
    body: say(row.body),
    titleKey: isStoredKey(row.title) ? row.title : null,
    bodyKey: isStoredKey(row.body) ? row.body : null,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/notifications: only the caller's own, a page at a time (Load more passes `cursor`). */
export async function listNotifications(
  db: DbOrTx,
  actor: Actor,
  query: { limit: number; cursor?: string; unread?: 'true' | 'false'; types?: string },
): Promise<NotificationList> {
  const [rows, unreadCount, lang] = await Promise.all([
    repo.listLatest(db, actor.userId, query.limit + 1, {
      cursor: decodeCursor(query.cursor),
      unreadOnly: query.unread === 'true',
      // Checked by the query schema: each one is a notification type.
      types: query.types?.split(',') as NotificationType[] | undefined,
    }),
    repo.countUnread(db, actor.userId),
    repo.localeOf(db, actor.userId),
  ]);
  const page = toPage(rows, query.limit);
  return { items: page.rows.map((row) => toDto(row, lang)), unreadCount, nextCursor: page.nextCursor };
}

/** Someone else's notification is a 404, like an unknown id. */
export async function markNotificationRead(db: DbOrTx, actor: Actor, id: string): Promise<Notification> {
  const row = await repo.markRead(db, actor.userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
  return toDto(row, await repo.localeOf(db, actor.userId));
}

export async function markAllNotificationsRead(db: DbOrTx, actor: Actor): Promise<{ updated: number }> {
  return { updated: await repo.markAllRead(db, actor.userId) };
}
