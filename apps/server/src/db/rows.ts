/** The rows of a raw `db.execute(sql`…`)` result: drizzle answers `{ rows }` on both drivers (pg and PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
