/**
 * The daily ledger jobs at scale (issue 18 item 11, decision 027), run by scripts/bench/jobs.mjs
 * on a fresh PostgreSQL (DATABASE_URL): seeds `--leases` active leases (default 100,000) across
 * organisations of 50 leases in four time zones, then times, through the jobs' own code:
 *   1. rent-charges catching up the history (each lease's deposit and rent since its start),
 *   2. rent-charges on the 1st of a month (one new rent per lease, the history probed),
 *   3. the same run again (idempotent: nothing inserted),
 *   4. late-fees on the 6th, when 30 % of that month's rent is still open,
 * and for each the same rows inserted by one bare INSERT … SELECT into a copy of `charges`
 * without triggers (the floor). Prints one JSON line. Not a test: figures only.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { chargeLateFeesDue, chargeRentDue } from '../modules/ledger/ledger-jobs.service';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const LEASES = arg('leases', 100_000);
const PER_ORG = 50;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('jobs-bench: DATABASE_URL is required (a PostgreSQL it may fill)');

// The jobs run on a connection like the server's (its 5 s statement timeout: each batch's statement
// must fit); the seed and the bare inserts on one without a timeout.
const database = await createDatabase({ url, poolSize: 4, onPoolError: () => {} });
const { db } = database;
const seeder = await createDatabase({
  url,
  poolSize: 3,
  statementTimeoutMs: 3_600_000,
  onPoolError: () => {},
});
const exec = (query: ReturnType<typeof sql>) => seeder.db.execute(query);
const log = (message: string) => process.stderr.write(`  ${message}\n`);

async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const start = performance.now();
  const result = await fn();
  return { seconds: (performance.now() - start) / 1000, result };
}

await runMigrations(seeder);
const orgs = Math.ceil(LEASES / PER_ORG);
log(`seeding ${LEASES} leases in ${orgs} organisations`);
const seed = await timed(async () => {
  await exec(sql`
    insert into organisations (id, name, time_zone)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'Bench org ' || i,
           (array['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'])[1 + i % 4]
      from generate_series(1, ${orgs}) i`);
  // One property per ten leases; one tenant per lease.
  await exec(sql`
    insert into properties (id, org_id, owner_id, name, address, property_type, units, monthly_rent)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(p), 12, '0'))::uuid,
           ('00000000-0000-4000-8000-' || lpad(to_hex(1 + (p * 10) / ${PER_ORG}), 12, '0'))::uuid,
           '00000000-0000-4000-a000-000000000001', 'P' || p, p || ' Bench Street', 'Apartment', 10, 150000
      from generate_series(0, ${Math.ceil(LEASES / 10) - 1}) p`);
  await exec(sql`
    insert into tenants (id, org_id, owner_id, first_name, last_name, email, phone, property_id, status)
    select ('00000000-0000-4000-b000-' || lpad(to_hex(i), 12, '0'))::uuid, p.org_id, p.owner_id,
           'T', 'Bench ' || i, 't' || i || '@bench.test', '5550000000', p.id, 'active'
      from generate_series(0, ${LEASES - 1}) i
      join properties p on p.id = ('00000000-0000-4000-9000-' || lpad(to_hex(i / 10), 12, '0'))::uuid`);
  // Started between September 2026 and January 2027 (any day: the first period prorated), due on
  // the 1st (one in ten on the 5th, 15th or 28th), recorded when they started.
  await exec(sql`
    insert into leases (org_id, owner_id, property_id, tenant_id, start_date, end_date, rent_amount,
                        deposit_amount, due_day, grace_days, late_fee, recorded_on)
    select t.org_id, t.owner_id, t.property_id, t.id, s.start, date '2028-08-31',
           100000 + (i % 50) * 1000, 150000,
           case when i % 10 = 0 then (array[5, 15, 28])[1 + (i / 10) % 3] else 1 end, 5, 5000, s.start
      from generate_series(0, ${LEASES - 1}) i
      join tenants t on t.id = ('00000000-0000-4000-b000-' || lpad(to_hex(i), 12, '0'))::uuid
     cross join lateral (select date '2026-09-01' + ((i * 7919) % 150) as start) s`);
  await exec(sql`vacuum analyze`);
});
log(`seeded in ${seed.seconds.toFixed(1)} s`);

await exec(sql`create table bench_charges (like charges including defaults including indexes)`);

/** One bare INSERT … SELECT of the rows a run inserted (those created after `since`). */
async function bareInsert(since: Date): Promise<{ seconds: number; rows: number }> {
  await exec(sql`truncate bench_charges`);
  const { seconds, result } = await timed(() =>
    exec(sql`
      insert into bench_charges (lease_id, org_id, kind, period, due_date, amount)
      select lease_id, org_id, kind, period, due_date, amount from charges where created_at >= ${since.toISOString()}::timestamptz`),
  );
  return { seconds, rows: (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0 };
}

async function measure(label: string, run: () => Promise<{ leases: number; charges: number }>) {
  await exec(sql`checkpoint`);
  const now = (await exec(sql`select now() as at`)) as unknown as { rows: { at: string | Date }[] };
  const since = new Date(now.rows[0].at);
  const { seconds, result } = await timed(run);
  const bare = await bareInsert(since);
  await exec(sql`vacuum analyze charges`);
  const figure = {
    job: label,
    leases: result.leases,
    charges: result.charges,
    seconds,
    leasesPerSecond: result.leases / seconds,
    bareSeconds: bare.seconds,
    bareRows: bare.rows,
    ratioToBare: bare.rows > 0 ? seconds / bare.seconds : null,
  };
  log(`${label}: ${result.charges} charges for ${result.leases} leases in ${seconds.toFixed(2)} s`);
  return figure;
}

// Noon UTC is the same date in UTC, Paris, New York and Tokyo.
const at = (date: string) => ({ now: new Date(`${date}T12:00:00Z`) });
const figures = [];
figures.push(
  await measure('rent-charges, catching up the history', () => chargeRentDue(db, at('2027-02-28'))),
);
figures.push(await measure('rent-charges, the 1st of a month', () => chargeRentDue(db, at('2027-03-01'))));
figures.push(
  await measure('rent-charges, run again (nothing due)', () => chargeRentDue(db, at('2027-03-01'))),
);
// Everything due before March is paid, and 70 % of March's rent by the 3rd: one payment per
// lease, allocated to each charge it pays.
await exec(sql`
  with paid as (
    select c.id as charge_id, c.lease_id, c.amount
      from charges c
     where c.due_date < date '2027-03-01'
        or (c.kind = 'rent' and c.period = '2027-03' and abs(hashtext(c.lease_id::text)) % 10 >= 3)),
  per_lease as (select lease_id, sum(amount)::int as amount from paid group by lease_id),
  inserted as (
    insert into payments (lease_id, org_id, owner_id, tenant_id, amount, method, received_at, recorded_by)
    select l.id, l.org_id, l.owner_id, l.tenant_id, pl.amount, 'cash', timestamptz '2027-03-03 10:00Z', l.owner_id
      from per_lease pl join leases l on l.id = pl.lease_id
    returning id, lease_id)
  insert into payment_allocations (payment_id, charge_id, amount)
  select i.id, p.charge_id, p.amount from inserted i join paid p on p.lease_id = i.lease_id`);
await exec(sql`vacuum analyze`);
figures.push(await measure('late-fees, the 6th', () => chargeLateFeesDue(db, at('2027-03-06'))));
figures.push(
  await measure('late-fees, run again (nothing due)', () => chargeLateFeesDue(db, at('2027-03-06'))),
);

await database.close();
await seeder.close();
process.stdout.write(
  `${JSON.stringify({ leases: LEASES, organisations: orgs, seedSeconds: seed.seconds, figures })}\n`,
);
