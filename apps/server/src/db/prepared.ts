import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, is } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';
import { readPipelineOf } from './read-pipeline';
import { timestamptzToIso } from './timestamps';

/**
 * Named prepared statements for the hottest queries (the list endpoints and the session check
 * behind every request). PostgreSQL parses and plans a named statement once per connection
 * instead of on every request — planning cost more than running these queries — and Drizzle
 * builds their SQL once per process instead of once per call (docs/decisions/014).
 *
 * Statements are cached per database handle, so each test's own PGlite gets its own. A name must
 * stand for one SQL text: node-postgres refuses the same name with a different text.
 */
const statementsByDatabase = new WeakMap<object, Map<string, unknown>>();

export function preparedStatement<T>(db: DbOrTx, name: string, build: () => T): T {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

/** A prepared statement answering typed rows (`preparedRows`). */
export interface RowsStatement<Row> {
  /** Its name, unique per SQL text (db/page-cache.ts keys pages by it). */
  name: string;
  /** The rows, and their fingerprint read by the same statement (one snapshot). */
  read(placeholders: Record<string, unknown>): Promise<{ rows: Row[]; fingerprint: string }>;
  /**
   * What `read` would answer now, as a short text: the row count and two 64-bit hashes of the
   * rows (PostgreSQL's `hash_record_extended`, seeds 0 and 1, combined with `bit_xor`), a one-row
   * answer. Any change to any selected column of any row changes it (db/page-cache.ts).
   */
  fingerprint(placeholders: Record<string, unknown>): Promise<string>;
}

/** A Drizzle query, built but not run: its SQL text and its parameters (placeholders among them). */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The fingerprint of the rows of `r`, the list query as a subquery: `over` is '' for the one-row
 * aggregate, ' over ()' to put it beside every row. The row order is not hashed: it follows from
 * the sort keys, which are.
 */
const fingerprintOf = (over: string) =>
  `(count(*)${over})::text || ':' || coalesce(bit_xor(hash_record_extended(r, 0))${over}, 0) || ':' || coalesce(bit_xor(hash_record_extended(r, 1))${over}, 0)`;

/** The fingerprint of no rows, as `fingerprintOf` writes it. */
const EMPTY_FINGERPRINT = '0:0:0';

/**
 * The list query's rows with their fingerprint as one more column. The outer query orders them
 * again (keyset lists sort by `created_at desc, id desc`, db/pagination.ts): SQL does not promise
 * that a subquery's order survives.
 */
const rowsWithFingerprintSql = (text: string) =>
  `select r.*, ${fingerprintOf(' over ()')} from (${text}) r order by r."created_at" desc, r."id" desc`;

const fingerprintSql = (text: string) => `select ${fingerprintOf('')} from (${text}) r`;

// Timestamps and dates stay the text PostgreSQL wrote; every other type is parsed as usual
// (integers to numbers, and so on).
const RAW_TYPE_IDS = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
]);
const keepText = (value: string) => value;
const rawTypes = {
  getTypeParser: ((typeId: number, format?: string) =>
    RAW_TYPE_IDS.has(typeId)
      ? keepText
      : pg.types.getTypeParser(typeId, format as 'text')) as typeof pg.types.getTypeParser,
};
const rawParsers = Object.fromEntries([...RAW_TYPE_IDS].map((typeId) => [typeId, keepText]));

/**
 * Turns the driver's arrays into rows keyed like `fields` (the select's columns, in the order
 * Drizzle writes them): a timestamp column becomes ISO 8601 text (db/timestamps.ts), a date stays
 * 'YYYY-MM-DD', everything else is the driver's value.
 */
export function rowMapper<Row>(fields: Record<string, unknown>): (values: unknown[]) => Row {
  // Where Drizzle would answer a `Date`, ISO text; a timestamp without time zone is UTC, as
  // Drizzle reads it.
  const entries = Object.keys(fields).map((key, index) => {
    const field = fields[key];
    const value = `v[${index}]`;
    if (!is(field, PgTimestamp)) return `${JSON.stringify(key)}: ${value}`;
    const text = field.withTimezone ? value : `${value} + '+00'`;
    return `${JSON.stringify(key)}: ${value} === null ? null : iso(${text})`;
  });
  // Compiled once per statement, as ajv and fast-json-stringify compile theirs: one object
  // literal per row, the shape V8 optimises best (a loop of keyed stores cost ~7% of a list).
  const compiled = new Function('iso', `return (v) => ({ ${entries.join(', ')} });`);
  return compiled(timestamptzToIso) as (values: unknown[]) => Row;
}

/**
 * Like `preparedStatement`, for the list endpoints' queries: `build` makes the statement with
 * Drizzle, selecting `fields` (the schema stays the one source of names and types), and the driver
 * runs it, rows as arrays mapped to `Row` by `rowMapper`. Drizzle's own result mapping — a
 * generic decoder per column and a `Date` per timestamp, turned back into a string by the DTO —
 * was the largest share of these requests' CPU after the database round trip
 * (docs/decisions/017). Only on the database handle, not in a transaction: the lists read outside
 * one. On PostgreSQL the statements go over the read pipeline (db/read-pipeline.ts).
 */
export function preparedRows<Row>(
  db: DbOrTx,
  name: string,
  fields: Record<string, unknown>,
  build: () => BuiltQuery,
): RowsStatement<Row> {
  return preparedStatement(db, name, () => {
    const { sql: text, params } = build().toSQL();
    const toRow = rowMapper<Row>(fields);
    const fingerprintColumn = Object.keys(fields).length;
    const toRead = (rows: unknown[][]) => ({
      rows: rows.map(toRow),
      fingerprint: rows.length === 0 ? EMPTY_FINGERPRINT : (rows[0][fingerprintColumn] as string),
    });
    const readText = rowsWithFingerprintSql(text);
    const fingerprintText = fingerprintSql(text);
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      return {
        name,
        read: async (placeholders) => {
          const values = fillPlaceholders(params, placeholders);
          const result = await client.query<unknown[]>(readText, values, {
            rowMode: 'array',
            parsers: rawParsers,
          });
          return toRead(result.rows);
        },
        fingerprint: async (placeholders) => {
          const values = fillPlaceholders(params, placeholders);
          const result = await client.query<unknown[]>(fingerprintText, values, { rowMode: 'array' });
          return result.rows[0][0] as string;
        },
      };
    }
    if (client instanceof pg.Pool) {
      const pipeline = readPipelineOf(client);
      const run = (config: pg.QueryConfig) => (pipeline ? pipeline.query(config) : client.query(config));
      const fingerprintName = `${name}_fingerprint`;
      return {
        name,
        read: async (placeholders) => {
          const values = fillPlaceholders(params, placeholders);
          const config = { name, text: readText, values, rowMode: 'array', types: rawTypes };
          const result = await run(config as pg.QueryConfig);
          return toRead(result.rows as unknown as unknown[][]);
        },
        fingerprint: async (placeholders) => {
          const values = fillPlaceholders(params, placeholders);
          const config = { name: fingerprintName, text: fingerprintText, values, rowMode: 'array' };
          const result = await run(config as pg.QueryConfig);
          return (result.rows as unknown as string[][])[0][0];
        },
      };
    }
    throw new Error(`preparedRows(${name}) needs the database handle, not a transaction`);
  });
}
