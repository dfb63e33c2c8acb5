import { AppError } from '@rentwise/core/errors';
import { and, type Column, eq, getTableName, lt, or, type SQL, sql } from 'drizzle-orm';
import { isoString } from './timestamps';

/**
 * Keyset pagination on (created_at desc, id desc): the cursor is the last row's pair, opaque to
 * clients. Stable under inserts, and an index on (owner_id, created_at, id) serves it.
 */
export interface Cursor {
  createdAt: Date;
  id: string;
}

/** A row a page can end on: `createdAt` as a `Date`, or as ISO text (rows of `preparedRows`). */
export interface CursorRow {
  createdAt: Date | string;
  id: string;
}

export function encodeCursor(row: CursorRow): string {
  return Buffer.from(`${isoString(row.createdAt)}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor');
  }
  return { createdAt, id };
}

/** Given limit+1 fetched rows, the page and the next cursor. */
export function toPage<T extends CursorRow>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { rows: page, nextCursor: hasMore ? encodeCursor(page[page.length - 1]) : null };
}

/** The keyset condition "after this cursor" in (created_at desc, id desc) order. */
export function afterCursor(createdAt: Column, id: Column, cursor: Cursor): SQL {
  return keysetAfter(createdAt, id, cursor.createdAt.toISOString(), cursor.id);
}

/**
 * The cursor row's `created_at` to the microsecond. A cursor carries milliseconds (all a `Date`
 * holds), and rows written within one millisecond of each other differ below that: comparing with
 * the cut time skipped them on the next page. So the row's own time is read back by its id (a
 * primary-key lookup); if the row is gone, the cursor's time serves. For tables with `id` and
 * `created_at`, as every keyset-paginated table has.
 */
export function cursorTime(table: string, at: unknown, afterId: unknown): SQL {
  return sql`coalesce((select "created_at" from ${sql.identifier(table)} where "id" = ${afterId}::uuid), ${at}::timestamptz)`;
}

/** (created_at, id) < (the cursor row's time, afterId), spelled so the (owner_id, created_at, id) index serves it. */
function keysetAfter(createdAt: Column, id: Column, at: unknown, afterId: unknown): SQL {
  const exact = cursorTime(getTableName(createdAt.table), at, afterId);
  return or(lt(createdAt, exact), and(eq(createdAt, exact), lt(id, afterId)))!;
}

/** A page request of a list: size, where to continue, and the search box's text. */
export interface ListPage {
  limit: number;
  cursor?: Cursor;
  search?: string;
}

/**
 * What a prepared list statement varies by (db/prepared.ts): one statement per page size, with or
 * without a cursor and a search. The page size is a constant, not a parameter: with `limit $n`
 * PostgreSQL prices the generic plan for 10% of the owner's rows, finds it dearer than a custom
 * plan and re-plans every execution.
 */
export interface ListShape {
  rows: number;
  cursor: boolean;
  search: boolean;
}

export function listShape(page: ListPage): ListShape {
  return { rows: page.limit + 1, cursor: Boolean(page.cursor), search: Boolean(page.search) };
}

export function listStatementName(list: string, shape: ListShape): string {
  return `${list}_${shape.rows}${shape.cursor ? '_after' : ''}${shape.search ? '_search' : ''}`;
}

/**
 * The placeholders of a list statement besides the owner: `cursorCreatedAt` and `cursorId` (see
 * `afterCursorPlaceholders`) and `pattern`, the search as an ILIKE pattern.
 */
export function listParams(page: ListPage): {
  cursorCreatedAt?: string;
  cursorId?: string;
  pattern?: string;
} {
  return {
    ...(page.cursor
      ? { cursorCreatedAt: page.cursor.createdAt.toISOString(), cursorId: page.cursor.id }
      : {}),
    ...(page.search ? { pattern: `%${escapeLike(page.search)}%` } : {}),
  };
}

/** The keyset condition of `afterCursor` for a prepared statement (placeholders of `listParams`). */
export function afterCursorPlaceholders(createdAt: Column, id: Column): SQL {
  return keysetAfter(createdAt, id, sql.placeholder('cursorCreatedAt'), sql.placeholder('cursorId'));
}

/** Escapes LIKE wildcards so a search matches them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
