import { describe } from 'vitest';

/** CI's PostgreSQL server (`.ci/run` sets it); absent on a developer's machine. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * `describe` for tests that need a real PostgreSQL server (several connections, a dropped
 * connection). Without TEST_DATABASE_URL they are skipped, and say so: a warning in the output and
 * the reason in the skipped test's name, so a green PGlite run never hides them silently.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  if (testDatabaseUrl) {
    describe(name, body);
    return;
  }
  console.warn(`⚠ SKIPPED (needs PostgreSQL): "${name}" — set TEST_DATABASE_URL to run it.`);
  describe.skip(`${name} [SKIPPED: needs PostgreSQL, set TEST_DATABASE_URL]`, body);
}
