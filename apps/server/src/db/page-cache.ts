import type { RowsStatement } from './prepared';

/**
 * Repeat reads of a list page answer the page built the last time, as long as the database says
 * its rows are unchanged (docs/decisions/018).
 *
 * Why: a list page is read far more often than it changes — the owner's screens load it on every
 * visit, and every tab and device does the same — and most of a list request's CPU is receiving,
 * decoding and re-encoding rows that are the same as the last time. So a read of a page this
 * process holds first asks PostgreSQL for the page's fingerprint (`RowsStatement.fingerprint`:
 * the row count and two 64-bit hashes of every selected column of every row, computed by the same
 * query with the same parameters), a one-row answer. If it equals the fingerprint the held page
 * was built under, that page is the answer. Otherwise the rows are read together with their
 * fingerprint (`RowsStatement.read`: one statement, one snapshot), and the page is built and kept.
 *
 * A page is kept from its second read on. The first read of a page runs the plain query and only
 * notes the page as seen: hashing the rows costs PostgreSQL about a third more than the plain
 * query, which a page read once — a deep page scrolled past, a search typed once — would pay for
 * nothing, and it would push pages read again and again out of the cache.
 *
 * Why this is never stale: there is no invalidation to forget. The fingerprint is taken from the
 * committed data on every read, so a write by any request, job or server instance shows at once.
 *
 * A page is frozen (the response serializer writes a frozen answer once, http/response-serializer.ts)
 * and keyed by the statement's name and every parameter, the owner's id among them, so a page is
 * only ever answered to the owner it was read for. The cache is per database handle and holds at
 * most `MAX_CACHED_ROWS` rows of pages (a page counts its rows plus one, a page seen once counts
 * one), least recently used dropped first.
 */
export const MAX_CACHED_ROWS = 20_000;

/** A page kept, or (no `page`) a page read once. */
interface CachedPage {
  fingerprint?: string;
  page?: object;
  rows: number;
}

/** Pages by key, least recently used first, holding at most `maxRows` rows in all. */
export class PageCache<Entry extends { rows: number } = CachedPage> {
  private readonly pages = new Map<string, Entry>();
  private rows = 0;

  constructor(private readonly maxRows: number) {}

  get(key: string): Entry | undefined {
    const entry = this.pages.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(key);
      this.pages.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    const previous = this.pages.get(key);
    if (previous) {
      this.rows -= previous.rows;
      this.pages.delete(key);
    }
    this.pages.set(key, entry);
    this.rows += entry.rows;
    for (const [oldest, old] of this.pages) {
      if (this.rows <= this.maxRows) break;
      this.pages.delete(oldest);
      this.rows -= old.rows;
    }
  }

  get size(): number {
    return this.pages.size;
  }

  get heldRows(): number {
    return this.rows;
  }
}

const cacheByDatabase = new WeakMap<object, PageCache>();

function cacheOf(db: object): PageCache {
  let cache = cacheByDatabase.get(db);
  if (!cache) {
    cache = new PageCache(MAX_CACHED_ROWS);
    cacheByDatabase.set(db, cache);
  }
  return cache;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The page of `statement` for `placeholders`, built by `build` from its rows — or the same page
 * as the last read, frozen, when the rows are unchanged.
 */
export async function cachedPage<Row, Page extends object>(
  db: object,
  statement: RowsStatement<Row>,
  placeholders: Record<string, unknown>,
  build: (rows: Row[]) => Page,
): Promise<Readonly<Page>> {
  const cache = cacheOf(db);
  const key = `${statement.name}\u0000${JSON.stringify(placeholders)}`;
  const held = cache.get(key);
  if (!held) {
    cache.set(key, { rows: 1 });
    return build(await statement.execute(placeholders));
  }
  if (held.page && held.fingerprint === (await statement.fingerprint(placeholders))) {
    return held.page as Page;
  }
  const { rows, fingerprint } = await statement.read(placeholders);
  const page = deepFreeze(build(rows));
  // An empty page still takes room: it counts as one row.
  cache.set(key, { fingerprint, page, rows: rows.length + 1 });
  return page;
}
