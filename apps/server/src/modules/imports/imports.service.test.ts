import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOwnerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { importRows, imports, properties } from '../../db/schema';
import { commitImport, createImport, getImport, runPendingImports } from './imports.service';

let database: Database;
let actor: MemberActor;

beforeAll(async () => {
  database = await createTestDatabase();
  actor = await createOwnerActor(database.db);
}, 60_000);
afterAll(() => database.close());

/** A file of `count` buildings with two units each. */
function units(prefix: string, count: number): Buffer {
  const lines = ['Property address,Property type,Unit,Unit rent'];
  for (let i = 1; i <= count; i++)
    lines.push(`${i} ${prefix} Street,House,A,1000`, `${i} ${prefix} Street,House,B,1100`);
  return Buffer.from(lines.join('\n'));
}

async function propertyCount(prefix: string): Promise<number> {
  const rows = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(sql`${properties.orgId} = ${actor.orgId} and ${properties.address} like ${`% ${prefix} Street`}`);
  return rows.length;
}

describe('the commit worker', () => {
  it('two workers at once create each record once', async () => {
    const created = await createImport(database.db, actor, {
      kind: 'properties',
      fileName: 'a.csv',
      bytes: units('Twin', 300),
    });
    await commitImport(database.db, actor, created.id);
    const [a, b] = await Promise.all([runPendingImports(database.db), runPendingImports(database.db)]);
    expect(a + b).toBe(1);
    const done = await getImport(database.db, actor, created.id);
    expect(done).toMatchObject({ status: 'committed', processed: 600, total: 600, created: 300 });
    expect(await propertyCount('Twin')).toBe(300);
  });

  it('resumes a commit whose worker stopped, skipping the rows it had committed', async () => {
    const created = await createImport(database.db, actor, {
      kind: 'properties',
      fileName: 'b.csv',
      bytes: units('Resume', 200),
    });
    await commitImport(database.db, actor, created.id);
    // A first worker committed the first half, then its process stopped (no heartbeat since).
    const claimedBefore = await runPendingImports(database.db);
    expect(claimedBefore).toBe(1);
    await database.db.update(importRows).set({ committed: false }).where(eq(importRows.importId, created.id));
    await database.db
      .update(importRows)
      .set({ committed: true })
      .where(sql`${importRows.importId} = ${created.id} and ${importRows.rowNumber} <= 201`);
    await database.db.execute(sql`delete from properties where org_id = ${actor.orgId} and address like '% Resume Street'
      and split_part(address, ' ', 1)::int > 100`);
    await database.db
      .update(imports)
      .set({ status: 'running', claimedAt: sql`now() - interval '5 minutes'` })
      .where(eq(imports.id, created.id));
    expect(await propertyCount('Resume')).toBe(100);
    // The stale commit is claimed again and creates only the second half (not the first again).
    expect(await runPendingImports(database.db)).toBe(1);
    expect(await propertyCount('Resume')).toBe(200);
    expect((await getImport(database.db, actor, created.id)).status).toBe('committed');
    expect(await runPendingImports(database.db)).toBe(0);
  });
});
