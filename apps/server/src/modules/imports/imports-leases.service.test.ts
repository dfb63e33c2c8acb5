import { AppError } from '@rentwise/core/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOwnerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { charges, leases, payments, tenants, vendors } from '../../db/schema';
import * as leaseJobs from '../leases/lease-jobs.service';
import * as imports from './imports.service';

/**
 * Issue 20 items 1–2 on PGlite: leases with their terms and opening balances, and vendors, go in
 * through the same preview → commit → undo as the other kinds.
 */

let database: Database;
let actor: MemberActor;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  actor = await createOwnerActor(database.db);
}, 60_000);
afterAll(() => database.close());

async function importFile(kind: 'properties' | 'tenants' | 'leases' | 'vendors', text: string) {
  const created = await imports.createImport(database.db, actor, {
    kind,
    fileName: `${kind}.csv`,
    bytes: Buffer.from(text),
  });
  return created;
}

async function commit(id: string) {
  await imports.commitImport(database.db, actor, id);
  await imports.runPendingImports(database.db);
  return imports.getImport(database.db, actor, id);
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('no error');
}

const leaseFile = [
  'Property address;Unit;Tenant email;Start date;End date;Rent;Due day;Grace days;Late fee;Deposit held;Opening balance',
  '4 Harbour Road;A;kiri@example.com;01/02/2025;31/01/2028;1 200,50 €;1;5;50;€1.200,00;"2.450,75"',
  '4 Harbour Road;B;mere@example.com;01/03/2025;28/02/2028;900;;;;;0',
].join('\n');

describe('leases import', () => {
  let leaseImportId: string;

  it('previews a leases file against the units and tenants already imported', async () => {
    const props = await importFile(
      'properties',
      'Property address,Property type,Unit,Unit rent\n4 Harbour Road,House,A,1200\n4 Harbour Road,House,B,900\n',
    );
    expect((await commit(props.id)).status).toBe('committed');
    const people = await importFile(
      'tenants',
      [
        'First name,Last name,Email,Phone,Property address,Unit',
        'Kiri,Early,kiri@example.com,5550001111,4 Harbour Road,A',
        'Mere,Late,mere@example.com,5550002222,4 Harbour Road,B',
      ].join('\n'),
    );
    expect((await commit(people.id)).status).toBe('committed');

    const bad = await importFile(
      'leases',
      `${leaseFile}\n4 Harbour Road;C;kiri@example.com;01/03/2025;28/02/2028;900;;;;;\n4 Harbour Road;A;nobody@example.com;01/03/2029;28/02/2030;900;;;;;\n`,
    );
    expect(bad.counts).toEqual({ ready: 2, warning: 0, error: 2 });
    const errors = await imports.listRows(database.db, actor, bad.id, { status: 'error', limit: 10 });
    expect(errors.items.map((row) => row.messages)).toEqual([
      [{ field: 'unitLabel', message: 'imports:errors.unitUnknown' }],
      [{ field: 'tenantEmail', message: 'imports:errors.tenantUnknown' }],
    ]);
    expect((await errorOf(imports.commitImport(database.db, actor, bad.id))).code).toBe('CONFLICT');

    const good = await importFile('leases', leaseFile);
    expect(good.counts).toEqual({ ready: 2, warning: 0, error: 0 });
    leaseImportId = good.id;
  });

  it('a backdated lease comes in with one opening balance and its deposit held, never past rent or late fees', async () => {
    const done = await commit(leaseImportId);
    expect(done).toMatchObject({ status: 'committed', processed: 2, created: 2 });
    const rows = await database.db.select().from(leases).where(eq(leases.orgId, actor.orgId));
    const kiri = rows.find((lease) => lease.rentAmount === 120050);
    expect(kiri).toMatchObject({
      startDate: '2025-02-01',
      endDate: '2028-01-31',
      depositAmount: 120000,
      dueDay: 1,
      graceDays: 5,
      lateFee: 5000,
      status: 'active',
      chargesFrom: today,
      recordedOn: today,
    });
    const [tenant] = await database.db
      .select()
      .from(tenants)
      .where(and(eq(tenants.orgId, actor.orgId), eq(tenants.email, 'kiri@example.com')));
    expect(tenant).toMatchObject({ status: 'active', unitId: kiri?.unitId });

    // The daily jobs run as of today and a month later: only rent from today on is charged.
    await leaseJobs.runRentCharges(database.db, today);
    await leaseJobs.runLateFees(database.db, today);
    const ledger = () =>
      database.db
        .select({ kind: charges.kind, amount: charges.amount, paid: charges.paid, dueDate: charges.dueDate })
        .from(charges)
        .where(eq(charges.leaseId, kiri?.id as string));
    const now = await ledger();
    const past = now.filter((c) => c.dueDate < today);
    expect(past).toEqual([{ kind: 'deposit', amount: 120000, paid: 120000, dueDate: '2025-02-01' }]);
    expect(now.filter((c) => c.kind === 'other')).toEqual([
      { kind: 'other', amount: 245075, paid: 0, dueDate: today },
    ]);
    expect(now.filter((c) => c.kind === 'late_fee')).toEqual([]);
    const deposits = await database.db
      .select()
      .from(payments)
      .where(eq(payments.leaseId, kiri?.id as string));
    expect(deposits.map((p) => [p.method, p.amount])).toEqual([['transfer', 120000]]);
  });

  it('re-importing the file reports the leases as duplicates; a lease over an occupied unit is an error', async () => {
    const again = await importFile('leases', leaseFile);
    expect(again.counts).toEqual({ ready: 0, warning: 2, error: 0 });
    const overlap = await importFile(
      'leases',
      'Property address,Unit,Tenant email,Start date,End date,Rent\n4 Harbour Road,A,mere@example.com,2027-01-01,2029-01-01,"$1,000.00"\n',
    );
    const [row] = (await imports.listRows(database.db, actor, overlap.id, { limit: 10 })).items;
    expect(row?.messages).toEqual([{ field: 'unitLabel', message: 'imports:errors.leaseOverlap' }]);
  });

  it('undo removes the leases, their charges and held deposits; refused once a payment is recorded', async () => {
    const placement = () =>
      database.db
        .select({ email: tenants.email, status: tenants.status, unitId: tenants.unitId })
        .from(tenants)
        .where(eq(tenants.orgId, actor.orgId))
        .orderBy(tenants.email);
    const active = await placement();
    expect(active.map((t) => t.status)).toEqual(['active', 'active']);
    const undone = await imports.undoImport(database.db, actor, leaseImportId);
    expect(undone.status).toBe('undone');
    // The tenants go back to what they were before the leases came in: pending, in the same units.
    expect(await placement()).toEqual(active.map((t) => ({ ...t, status: 'pending' })));
    expect(await database.db.select().from(leases).where(eq(leases.orgId, actor.orgId))).toEqual([]);
    expect(await database.db.select().from(payments).where(eq(payments.orgId, actor.orgId))).toEqual([]);

    expect((await commit(leaseImportId)).status).toBe('committed');
    const [lease] = await database.db.select().from(leases).where(eq(leases.orgId, actor.orgId)).limit(1);
    await database.db.insert(payments).values({
      leaseId: lease?.id as string,
      orgId: actor.orgId,
      ownerId: actor.userId,
      tenantId: lease?.tenantId as string,
      amount: 10000,
      method: 'cash',
      receivedAt: new Date(),
      recordedBy: actor.userId,
    });
    const refused = await errorOf(imports.undoImport(database.db, actor, leaseImportId));
    expect(refused.code).toBe('CONFLICT');
    expect(Object.values(refused.details ?? {})).toEqual(['imports:undo.blockedByPayments']);
    expect(Object.keys(refused.details ?? {})[0]).toContain('4 Harbour Road');
    expect((await database.db.select().from(leases).where(eq(leases.orgId, actor.orgId))).length).toBe(2);
  });
});

describe('vendors import', () => {
  it('creates vendors from a French file, skips them on a re-import, and undoes', async () => {
    const file =
      'Nom;Métier;E-mail;Téléphone\nPlomberie Martin;Plomberie;martin@example.com;04 78 00 00 01\n';
    const created = await importFile('vendors', file);
    expect(created.counts).toEqual({ ready: 1, warning: 0, error: 0 });
    expect((await commit(created.id)).created).toBe(1);
    const list = await database.db.select().from(vendors).where(eq(vendors.orgId, actor.orgId));
    expect(list.map((v) => [v.name, v.trade, v.email, v.phone])).toEqual([
      ['Plomberie Martin', 'Plomberie', 'martin@example.com', '04 78 00 00 01'],
    ]);
    expect((await importFile('vendors', file)).counts).toEqual({ ready: 0, warning: 1, error: 0 });
    await imports.undoImport(database.db, actor, created.id);
    expect(await database.db.select().from(vendors).where(eq(vendors.orgId, actor.orgId))).toEqual([]);
  });
});
