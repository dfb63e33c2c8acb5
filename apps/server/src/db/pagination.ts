import { AppError } from '@rentwise/core/errors';
import { and, type Column, eq, getTableName, lt, or, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset pagination, the one cursor codec of every list. A cursor is the last shown row's sort
 * value (as text) and its id, opaque to clients: stable under inserts, and an index ending in
 * (sort value, id) serves the next page.
 */
export interface Keyset {
  /** The sort value of the last row shown: a timestamp, a date or a name, as text. */
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A check of a cursor's key (a RegExp is one). */
export interface KeyFormat {
  test(key: string): boolean;
}

/** `2026-02-30` matches \d{4}-\d{2}-\d{2} but is no day: PostgreSQL refused it with a 500. */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * What a cursor's key may look like, per kind of sort value. Every part is checked, not only the
 * shape: a cursor is client input, and an impossible date or time must be a 400, not a database error.
 */
export const KEY_FORMATS = {
  /** ISO 8601 in UTC, milliseconds (a `Date`) or microseconds (PostgreSQL's own text). */
  timestamp: {
    test(key: string): boolean {
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/.exec(key);
      return (
        match !== null &&
        isCalendarDate(match[1]) &&
        Number(match[2]) <= 23 &&
        Number(match[3]) <= 59 &&
        Number(match[4]) <= 59
      );
    },
  },
  date: { test: isCalendarDate },
  /** Any non-empty text (a vendor's name), of a length a name can have. */
  text: /^[\s\S]{1,1000}$/,
} satisfies Record<string, KeyFormat>;

export function encodeKeyset(key: string, id: string): string {
  return Buffer.from(`${key}|${id}`).toString('base64url');
}

/** The cursor's keyset, or 400 BAD_REQUEST when it is not one this API wrote. */
export function decodeKeyset(cursor: string | undefined, keyFormat: KeyFormat): Keyset | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // The id is last and never holds '|', so a key may (a name).
  const split = text.lastIndexOf('|');
  const key = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !keyFormat.test(key) || !UUID.test(id)) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor', { key: 'errors:list.invalidCursor' });
  }
  return { key, id };
}

/** The lists in (created_at desc, id desc) order: the cursor with its time as a `Date`. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Cursor): string {
  return encodeKeyset(row.createdAt.toISOString(), row.id);
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  const keyset = decodeKeyset(cursor, KEY_FORMATS.timestamp);
  if (!keyset) return undefined;
  const createdAt = new Date(keyset.key);
  if (Number.isNaN(createdAt.getTime()))
    throw new AppError('BAD_REQUEST', 'Invalid cursor', { key: 'errors:list.invalidCursor' });
  return { createdAt, id: keyset.id };
}

/** Given limit+1 fetched rows, the page and the next cursor. */
export function toPage<T extends Cursor>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { rows: page, nextCursor: hasMore ? encodeCursor(page[page.length - 1]) : null };
}

/**
 * The cursor row's `created_at` to the microsecond. A cursor carries milliseconds (all a `Date`
 * holds), and rows written within one millisecond of each other differ below that: comparing with
 * the cut time skipped them on the next page. So the row's own time is read back by its id (a
 * primary-key lookup); if the row is gone, the cursor's time serves. For tables with `id` and
 * `created_at`, as every keyset-paginated table has.
 */
export function cursorTime(table: string, cursor: Cursor): SQL {
  return sql`coalesce((select "created_at" from ${sql.identifier(table)} where "id" = ${cursor.id}::uuid), ${cursor.createdAt.toISOString()}::timestamptz)`;
}

/**
 * The keyset condition "after this cursor" in (created_at desc, id desc) order, spelled so an
 * index on (owner_id, created_at, id) serves it.
 */
export function afterCursor(createdAt: Column, id: Column, cursor: Cursor): SQL {
  const exact = cursorTime(getTableName(createdAt.table), cursor);
  return or(lt(createdAt, exact), and(eq(createdAt, exact), lt(id, cursor.id)))!;
}

/** A page request of a list: size, where to continue, and the search box's text. */
export interface ListPage {
  limit: number;
  cursor?: Cursor;
  search?: string;
}

/** The search box's text as an ILIKE pattern that matches it anywhere, wildcards literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
