import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { createOwnerActor } from '../../test/organisations';
import type { MemberActor } from '../auth/actor';
import { commitImport, createImport, runPendingImports } from '../modules/imports/imports.service';
import type { Database } from './client';
import { refreshStatistics } from './statistics';

/** Decision 032: the planner's statistics are refreshed where PGlite would otherwise never have any. */

let database: Database;
let actor: MemberActor;

beforeAll(async () => {
  database = await createTestDatabase();
  actor = await createOwnerActor(database.db);
}, 60_000);
afterAll(() => database.close());

/** What the planner believes a table holds: -1 until the table was first analyzed. */
async function plannerRows(table: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select reltuples::int as n from pg_class where relname = '${table}' and relkind = 'r'`,
  );
  return Number(rows[0]?.n);
}

describe('planner statistics', () => {
  it("an import's commit analyzes the tables it filled", async () => {
    const lines = ['Property address,Property type,Unit,Unit rent'];
    for (let i = 1; i <= 40; i++)
      lines.push(`${i} Stats Street,House,A,1000`, `${i} Stats Street,House,B,1100`);
    const created = await createImport(database.db, actor, {
      kind: 'properties',
      fileName: 'stats.csv',
      bytes: Buffer.from(lines.join('\n')),
    });
    await commitImport(database.db, actor, created.id);
    await runPendingImports(database.db);
    expect(await plannerRows('units')).toBe(80);
    expect(await plannerRows('properties')).toBe(40);
  });

  it('on PGlite, refreshStatistics analyzes every table (the start and the daily job call it)', async () => {
    if (database.kind !== 'pglite') return;
    // A table no import fills: never analyzed before.
    expect(await plannerRows('audit_events')).toBe(-1);
    expect(await refreshStatistics(database)).toBe(true);
    expect(await plannerRows('audit_events')).toBeGreaterThan(0);
  });
});
