import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client';
import { readPipelineOf } from './read-pipeline';

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

/** A prepared statement answering its rows as arrays of column values, in select order. */
export interface RowsStatement {
  execute(placeholders: Record<string, unknown>): Promise<unknown[][]>;
}

/** A Drizzle query, built but not run: its SQL text and its parameters (placeholders among them). */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

// Timestamps and dates stay the text PostgreSQL wrote (db/timestamps.ts turns a timestamp into
// ISO 8601); every other type is parsed as usual (integers to numbers, and so on).
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
 * Like `preparedStatement`, for the list endpoints' queries: the statement is built with Drizzle
 * (the schema stays the one source of names and types) and run by the driver itself, rows as
 * arrays. Drizzle's own result mapping — a generic decoder per column and a `Date` per
 * timestamp, turned back into a string by the DTO — was the largest share of these requests'
 * CPU after the database round trip (docs/decisions/017). Only on the database handle, not in a
 * transaction: the lists read outside one.
 */
export function preparedRows(db: DbOrTx, name: string, build: () => BuiltQuery): RowsStatement {
  return preparedStatement(db, name, () => {
    const { sql: text, params } = build().toSQL();
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      return {
        execute: async (placeholders) => {
          const values = fillPlaceholders(params, placeholders);
          const result = await client.query<unknown[]>(text, values, {
            rowMode: 'array',
            parsers: rawParsers,
          });
          return result.rows;
        },
      };
    }
    if (client instanceof pg.Pool) {
      // Over the pool's pipelined connections when it has them (db/read-pipeline.ts).
      const pipeline = readPipelineOf(client);
      const run = (config: pg.QueryConfig) => (pipeline ? pipeline.query(config) : client.query(config));
      return {
        execute: async (placeholders) => {
          const values = fillPlaceholders(params, placeholders);
          const config = { name, text, values, rowMode: 'array', types: rawTypes } as pg.QueryConfig;
          const result = await run(config);
          return result.rows as unknown as unknown[][];
        },
      };
    }
    throw new Error(`preparedRows(${name}) needs the database handle, not a transaction`);
  });
}
