/**
 * The owner statement bench (issue 19, QUALITY.md: one owner's monthly statement PDF on the large
 * portfolio ≤ 5 s): an in-memory PGlite with one owner client owning a 2,000-unit portfolio (200
 * buildings × 10 units, every unit let), a year of rent received on every unit (24,000 payments)
 * and a year of expenses (five bills a building a month, 12,000), a percent fee policy — then the
 * last full month's statement computed (the opening balance over the eleven months before) and
 * rendered as a PDF, timed, three times. Prints one JSON line of figures.
 *
 *   node --import tsx apps/server/src/modules/owner-statements/statements-bench.ts [--units=2000]
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MemberActor } from '../../auth/actor';
import { createDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { organisations, ownerClients, ownerFeePolicies } from '../../db/schema';
import { statementDocument } from './owner-statements.service';
import { renderStatementPdf } from './statement-pdf';

const units = Number(process.argv.find((arg) => arg.startsWith('--units='))?.split('=')[1] ?? 2000);
const perBuilding = 10;
const buildings = Math.ceil(units / perBuilding);

const stage = (label: string) => process.stderr.write(`${new Date().toISOString()} ${label}\n`);
const database = await createDatabase({});
await runMigrations(database);
stage('migrated');
const { db } = database;
const actor: MemberActor = {
  userId: randomUUID(),
  role: 'owner',
  orgId: randomUUID(),
  orgRole: 'admin',
  propertyIds: null,
};
const orgId = actor.orgId;
await db.insert(organisations).values({ id: orgId, name: 'Statement bench' });
const [owner] = await db
  .insert(ownerClients)
  .values({ orgId, firstName: 'Bella', lastName: 'Bench', email: 'bella.bench@example.test' })
  .returning();
await db.insert(ownerFeePolicies).values({
  ownerClientId: owner.id,
  orgId,
  kind: 'percent',
  percentBasisPoints: 800,
  minimumPerUnit: 2500,
});

const now = new Date();
const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1))
  .toISOString()
  .slice(0, 10);
const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

const seeded = performance.now();
await db.execute(sql`
  insert into properties (org_id, owner_id, name, address, property_type, units, units_count, monthly_rent)
  select ${orgId}, ${actor.userId}, b || ' Bench Street', b || ' Bench Street', 'Apartment', ${perBuilding},
         ${perBuilding}, 120000
    from generate_series(1, ${buildings}) as b`);
await db.execute(sql`
  insert into property_owners (org_id, property_id, owner_client_id, share_basis_points)
  select org_id, id, ${owner.id}, 10000 from properties where org_id = ${orgId}`);
await db.execute(sql`
  insert into units (org_id, property_id, label, monthly_rent, position)
  select p.org_id, p.id, 'Unit ' || u, 100000 + u * 2500, u
    from properties p cross join generate_series(1, ${perBuilding}) as u
   where p.org_id = ${orgId}`);
await db.execute(sql`
  insert into tenants (org_id, owner_id, first_name, last_name, email, phone, property_id, unit_id, status)
  select u.org_id, ${actor.userId}, 'Tenant', u.label || ' of ' || p.name,
         'bench.' || u.id || '@example.test', '5550000000', u.property_id, u.id, 'active'
    from units u join properties p on p.id = u.property_id
   where u.org_id = ${orgId}`);
await db.execute(sql`
  insert into leases (org_id, owner_id, property_id, unit_id, tenant_id, start_date, end_date, rent_amount, recorded_on)
  select t.org_id, ${actor.userId}, t.property_id, t.unit_id, t.id, ${firstMonth}::date,
         (${firstMonth}::date + interval '3 years')::date, u.monthly_rent, ${firstMonth}::date
    from tenants t join units u on u.id = t.unit_id
   where t.org_id = ${orgId}`);
await db.execute(sql`
  insert into payments (lease_id, org_id, owner_id, tenant_id, amount, method, received_at, recorded_by)
  select l.id, l.org_id, l.owner_id, l.tenant_id, l.rent_amount,
         (array['bank', 'card', 'check', 'cash'])[1 + (m % 4)],
         (${firstMonth}::date + make_interval(months => m) + make_interval(days => m % 5))::timestamptz
           + interval '15 hours',
         ${actor.userId}
    from leases l cross join generate_series(0, 11) as m
   where l.org_id = ${orgId}`);
await db.execute(sql`
  insert into expenses (org_id, property_id, category, date, amount, description, created_by)
  select p.org_id, p.id, (array['utilities', 'repairs_maintenance', 'cleaning_landscaping', 'insurance',
         'property_tax'])[1 + k], (${firstMonth}::date + make_interval(months => m) + make_interval(days => 3 + k * 5))::date,
         5000 + ((m * 131 + k * 977) % 400) * 100, 'Bill ' || k || ' — ' || p.name, ${actor.userId}
    from properties p cross join generate_series(0, 11) as m cross join generate_series(0, 4) as k
   where p.org_id = ${orgId}`);
// As seed:large does: the planner's statistics of a database that has seen its data.
await db.execute(sql`vacuum analyze`);
const seedSeconds = (performance.now() - seeded) / 1000;
stage('seeded');

const runs: {
  statementSeconds: number;
  pdfSeconds: number;
  totalSeconds: number;
  cpuSeconds: number;
  bytes: number;
}[] = [];
let lines = 0;
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  // CPU time too (PGlite runs in this process): what the run costs whatever else the machine does.
  const cpu = process.cpuUsage();
  const document = await statementDocument(db, actor, owner.id, period, { lang: 'en' });
  const computed = performance.now();
  stage('statement computed');
  const pdf = await renderStatementPdf(document);
  const done = performance.now();
  const used = process.cpuUsage(cpu);
  lines =
    document.statement.income.units.reduce((total, unit) => total + unit.lines.length, 0) +
    document.statement.expenses.categories.reduce((total, category) => total + category.lines.length, 0);
  runs.push({
    statementSeconds: (computed - started) / 1000,
    pdfSeconds: (done - computed) / 1000,
    totalSeconds: (done - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    bytes: pdf.length,
  });
}
await database.close();
const slowest = runs.reduce((max, run) => (run.totalSeconds > max.totalSeconds ? run : max), runs[0]);
console.log(
  JSON.stringify({
    units,
    period,
    lines,
    seedSeconds,
    runs,
    statementSeconds: slowest.statementSeconds,
    pdfSeconds: slowest.pdfSeconds,
    totalSeconds: slowest.totalSeconds,
    cpuSeconds: slowest.cpuSeconds,
    pdfBytes: slowest.bytes,
  }),
);
