import { AppError } from '@rentwise/core/errors';
import { and, type Column, eq, lt, or, type SQL } from 'drizzle-orm';

/**
 * Keyset pagination on (created_at desc, id desc): the cursor is the last row's pair, opaque to
 * clients. Stable under inserts, and an index on (owner_id, created_at, id) serves it.
 */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
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
export function toPage<T extends Cursor>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { rows: page, nextCursor: hasMore ? encodeCursor(page[page.length - 1]) : null };
}

/** The keyset condition "after this cursor" in (created_at desc, id desc) order. */
export function afterCursor(createdAt: Column, id: Column, cursor: Cursor): SQL {
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)))!;
}
