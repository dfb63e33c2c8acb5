import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, is, type SQLWrapper, sql } from 'drizzle-orm';
import { PgTimestamp, type SelectedFields } from 'drizzle-orm/pg-core';
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
  /** The rows. */
  execute(placeholders: Record<string, unknown>): Promise<Row[]>;
  /**
   * The rows and their fingerprint, from one statement (so one snapshot): the same query with
   * two more columns, each row's two hashes, which are combined here as `fingerprint` combines
   * them in PostgreSQL.
   */
  read(placeholders: Record<string, unknown>): Promise<{ rows: Row[]; fingerprint: string }>;
  /**
   * What `read` would answer now, as a short text: the row count and two 64-bit hashes of the
   * rows (PostgreSQL's `hash_record_extended` of each row's selected columns, seeds 0 and 1,
   * combined with `bit_xor`), a one-row answer. Any change to any selected column of any row
   * changes it (db/page-cache.ts).
   */
  fingerprint(placeholders: Record<string, unknown>): Promise<string>;
}

/** A Drizzle query, built but not run: its SQL text and its parameters (placeholders among them). */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The row hashes `read` selects after the list's own columns. As text: drivers parse a bigint
 * differently (a string, a BigInt), text they all leave alone.
 */
function withRowHashes<Fields extends SelectedFields>(fields: Fields): Fields {
  const row = sql.join(Object.values(fields) as SQLWrapper[], sql`, `);
  return {
    ...fields,
    rowHash0: sql<string>`hash_record_extended(row(${row}), 0)::text`.as('row_hash_0'),
    rowHash1: sql<string>`hash_record_extended(row(${row}), 1)::text`.as('row_hash_1'),
  };
}

/**
 * The fingerprint of the list query's rows (`text`, the plain query), computed by PostgreSQL as
 * `fingerprintOfRows` computes it from `read`'s rows. `hash_record_extended` of the subquery's
 * row equals that of `row(<the same columns>)` in `withRowHashes`: a record's hash combines its
 * columns' hashes, in order, and nothing else (page-cache.service.test.ts checks that a held page
 * is answered). Hashing the subquery's row, which PostgreSQL has built anyway, costs it less than
 * building a row to hash — and this query runs on every repeat read.
 */
const fingerprintSql = (text: string) =>
  `select count(*)::text || ':' || coalesce(bit_xor(hash_record_extended(r, 0)), 0) || ':' || coalesce(bit_xor(hash_record_extended(r, 1)), 0) from (${text}) r`;

/** `fingerprintSql`'s answer, from the rows of `read` (their last two cells, the row hashes). */
function fingerprintOfRows(rows: unknown[][], hash0Column: number): string {
  let xor0 = 0n;
  let xor1 = 0n;
  for (const row of rows) {
    xor0 ^= BigInt(row[hash0Column] as string);
    xor1 ^= BigInt(row[hash0Column + 1] as string);
  }
  // PostgreSQL's bigint is signed 64-bit; BigInt's xor of two such values stays in that range.
  return `${rows.length}:${xor0}:${xor1}`;
}

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
export function preparedRows<Row, Fields extends SelectedFields = SelectedFields>(
  db: DbOrTx,
  name: string,
  fields: Fields,
  build: (selection: Fields) => BuiltQuery,
): RowsStatement<Row> {
  return preparedStatement(db, name, () => {
    const plain = build(fields).toSQL();
    const hashed = build(withRowHashes(fields)).toSQL();
    const fingerprintText = fingerprintSql(plain.sql);
    const run = arrayRowsRunner(db, name);
    const toRow = rowMapper<Row>(fields);
    const hash0Column = Object.keys(fields).length;
    return {
      name,
      execute: async (placeholders) => {
        const values = fillPlaceholders(plain.params, placeholders);
        return (await run(name, plain.sql, values)).map(toRow);
      },
      read: async (placeholders) => {
        const values = fillPlaceholders(hashed.params, placeholders);
        const rows = await run(`${name}_hashed`, hashed.sql, values);
        return { rows: rows.map(toRow), fingerprint: fingerprintOfRows(rows, hash0Column) };
      },
      fingerprint: async (placeholders) => {
        const values = fillPlaceholders(plain.params, placeholders);
        const [[fingerprint]] = await run(`${name}_fingerprint`, fingerprintText, values);
        return fingerprint as string;
      },
    };
  });
}

/**
 * Runs a named statement and answers its rows as arrays, timestamps and dates as text: on PGlite
 * directly, on PostgreSQL over the read pipeline (db/read-pipeline.ts) when the pool has one.
 */
function arrayRowsRunner(
  db: DbOrTx,
  name: string,
): (statementName: string, text: string, values: unknown[]) => Promise<unknown[][]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return async (_statementName, text, values) =>
      (await client.query<unknown[]>(text, values, { rowMode: 'array', parsers: rawParsers })).rows;
  }
  if (client instanceof pg.Pool) {
    const pipeline = readPipelineOf(client);
    return async (statementName, text, values) => {
      const config = {
        name: statementName,
        text,
        values,
        rowMode: 'array',
        types: rawTypes,
      } as pg.QueryConfig;
      const result = await (pipeline ? pipeline.query(config) : client.query(config));
      return result.rows as unknown as unknown[][];
    };
  }
  throw new Error(`preparedRows(${name}) needs the database handle, not a transaction`);
}
