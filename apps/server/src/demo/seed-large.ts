/**
 * `npm run seed:large`: a large portfolio for benchmarks — one owner with 200 properties of 10
 * units (2,000 units), 95 % occupied by tenants with login accounts. Uses the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR — stop `npm start` first: PGlite has one owner).
 * Each occupied unit has a lease that began 24 months ago with its rent ledger (a deposit and one
 * rent charge per month, ~50k charges) and the payments that settled it (~45k): most tenants are
 * paid up, some owe the current month, one in twenty owes the last three (QUALITY.md's large
 * portfolio for the dashboard and list benchmarks).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  charges,
  leases,
  paymentAllocations,
  payments,
  profiles,
  properties,
  tenants,
  units,
  users,
} from '../db/schema';

export const LARGE_OWNER = { email: 'large@demo.rentwise.app', password: 'Rentwise-Large-2026' };
const PROPERTIES = 200;
const UNITS_PER_PROPERTY = 10;
const MONTHS_OF_HISTORY = 24;

type LeaseSeed = { leaseId: string; tenantId: string; propertyId: string; unitId: string; rent: number };

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
  });
  await runMigrations(database);
  const { db } = database;
  const existing = await db.execute(sql`select id from users where email = ${LARGE_OWNER.email}`);
  if ((existing as unknown as { rows: unknown[] }).rows.length > 0) {
    console.log(`The large portfolio already exists (${LARGE_OWNER.email}).`);
    await database.close();
    return;
  }
  const started = Date.now();
  const ownerHash = await hashPassword(LARGE_OWNER.password);
  // Tenants of the benchmark portfolio share one (unknown) password hash: hashing 1,900 distinct
  // passwords would only slow the seed down.
  const tenantHash = await hashPassword(randomUUID());
  const leaseSeeds: LeaseSeed[] = [];
  const ownerId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: ownerId,
      email: LARGE_OWNER.email,
      passwordHash: ownerHash,
      role: 'owner',
      emailConfirmedAt: new Date(),
      mustChangePassword: false,
      userMetadata: { first_name: 'Lara', last_name: 'Largeportfolio', role: 'owner' },
    });
    await tx.insert(profiles).values({
      id: ownerId,
      email: LARGE_OWNER.email,
      role: 'owner',
      firstName: 'Lara',
      lastName: 'Largeportfolio',
      locale: 'en',
    });
    for (let p = 0; p < PROPERTIES; p++) {
      const propertyId = randomUUID();
      const rent = 90000 + (p % 20) * 5000;
      const createdAt = new Date(Date.now() - (PROPERTIES - p) * 3600_000);
      await tx.insert(properties).values({
        id: propertyId,
        ownerId,
        name: `${100 + p} Benchmark Avenue`,
        address: `${100 + p} Benchmark Avenue`,
        city: 'Metropolis',
        propertyType: p % 3 === 0 ? 'Apartment' : p % 3 === 1 ? 'Duplex' : 'Condo',
        units: UNITS_PER_PROPERTY,
        monthlyRent: rent,
        createdAt,
      });
      const unitRows = Array.from({ length: UNITS_PER_PROPERTY }, (_, u) => ({
        id: randomUUID(),
        propertyId,
        label: `Unit ${u + 1}`,
        monthlyRent: rent,
        position: u + 1,
      }));
      await tx.insert(units).values(unitRows);
      const occupied = unitRows.filter((_, u) => (p * UNITS_PER_PROPERTY + u) % 20 !== 0);
      const accounts = occupied.map((unit, i) => ({
        id: randomUUID(),
        email: `tenant.${p}.${i}@large.rentwise.app`,
        passwordHash: tenantHash,
        role: 'tenant' as const,
        emailConfirmedAt: new Date(),
        mustChangePassword: false,
        userMetadata: {
          first_name: `Tenant${p}`,
          last_name: `Unit${unit.position}`,
          role: 'tenant' as const,
        },
      }));
      await tx.insert(users).values(accounts);
      const tenantIds = occupied.map(() => randomUUID());
      occupied.forEach((unit, i) => {
        leaseSeeds.push({ leaseId: randomUUID(), tenantId: tenantIds[i], propertyId, unitId: unit.id, rent });
      });
      await tx.insert(tenants).values(
        occupied.map((unit, i) => ({
          id: tenantIds[i],
          ownerId,
          authUserId: accounts[i].id,
          firstName: `Tenant${p}`,
          lastName: `Unit${unit.position}`,
          email: accounts[i].email,
          phone: `555${String(p).padStart(3, '0')}${String(i).padStart(4, '0')}`,
          propertyId,
          unitId: unit.id,
          status: 'active' as const,
          createdAt,
        })),
      );
    }
  });
  const history = await seedRentHistory(db, ownerId, leaseSeeds);
  console.log(
    `Seeded ${PROPERTIES} properties, ${PROPERTIES * UNITS_PER_PROPERTY} units, ${history.leases} leases, ${history.charges} charges, ${history.payments} payments for ${LARGE_OWNER.email} / ${LARGE_OWNER.password} in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  await database.close();
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts rows in chunks: one statement per chunk keeps the parameter count under PostgreSQL's limit. */
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Leases from the first of the month 24 months ago, their deposit and monthly rent charges up to
 * the current month, and payments allocated to them (inserted directly, as the ledger would have
 * written them month after month).
 */
async function seedRentHistory(
  db: Awaited<ReturnType<typeof createDatabase>>['db'],
  ownerId: string,
  seeds: LeaseSeed[],
) {
  const now = new Date();
  const months = Array.from({ length: MONTHS_OF_HISTORY + 1 }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - MONTHS_OF_HISTORY + i, 1));
    return { period: iso(first).slice(0, 7), dueDate: iso(first), first };
  });
  const startDate = months[0].dueDate;
  const endDate = iso(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth() + 1, 0)));
  const chargeRows: (typeof charges.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const allocationRows: (typeof paymentAllocations.$inferInsert)[] = [];
  seeds.forEach((seed, index) => {
    chargeRows.push({
      leaseId: seed.leaseId,
      kind: 'deposit',
      period: months[0].period,
      dueDate: startDate,
      amount: seed.rent,
    });
    months.forEach((month, m) => {
      const chargeId = randomUUID();
      chargeRows.push({
        id: chargeId,
        leaseId: seed.leaseId,
        kind: 'rent',
        period: month.period,
        dueDate: month.dueDate,
        amount: seed.rent,
      });
      const fromEnd = months.length - 1 - m;
      // The current month is open for half the tenants; one in twenty also owes the two before.
      const unpaid = (fromEnd === 0 && index % 2 === 0) || (fromEnd <= 2 && index % 20 === 0);
      if (unpaid || month.first > now) return;
      const paymentId = randomUUID();
      const receivedAt = new Date(month.first.getTime() + ((index % 5) + 1) * 86_400_000);
      paymentRows.push({
        id: paymentId,
        leaseId: seed.leaseId,
        ownerId,
        tenantId: seed.tenantId,
        amount: seed.rent,
        method: index % 3 === 0 ? 'card' : 'bank',
        receivedAt: receivedAt > now ? now : receivedAt,
        recordedBy: ownerId,
      });
      allocationRows.push({ paymentId, chargeId, amount: seed.rent });
    });
  });
  await db.transaction(async (tx) => {
    await insertChunked(seeds, (chunk) =>
      tx.insert(leases).values(
        chunk.map((seed) => ({
          id: seed.leaseId,
          ownerId,
          propertyId: seed.propertyId,
          unitId: seed.unitId,
          tenantId: seed.tenantId,
          startDate,
          endDate,
          rentAmount: seed.rent,
          depositAmount: seed.rent,
          recordedOn: startDate,
        })),
      ),
    );
    await insertChunked(chargeRows, (chunk) => tx.insert(charges).values(chunk));
    await insertChunked(paymentRows, (chunk) => tx.insert(payments).values(chunk));
    // The triggers of migration 0007 add each chunk to its charges' `paid` (decision 013).
    await insertChunked(allocationRows, (chunk) => tx.insert(paymentAllocations).values(chunk));
  });
  // Fresh statistics and no dead rows (those `paid` updates leave one per paid charge), as
  // autovacuum would have left them over two years of use.
  await db.execute(sql`vacuum analyze`);
  return { leases: seeds.length, charges: chargeRows.length, payments: paymentRows.length };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
