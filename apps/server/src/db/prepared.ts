import type { DbOrTx } from './client';

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
