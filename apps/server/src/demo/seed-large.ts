/**
 * `npm run seed:large`: a large portfolio for benchmarks — one owner with 200 properties of 10
 * units (2,000 units), 95 % occupied by tenants with login accounts. Uses the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR — stop `npm start` first: PGlite has one owner).
 * Later features add 24 months of rent history to it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { profiles, properties, tenants, units, users } from '../db/schema';

export const LARGE_OWNER = { email: 'large@demo.rentwise.app', password: 'Rentwise-Large-2026' };
const PROPERTIES = 200;
const UNITS_PER_PROPERTY = 10;

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
  await db.transaction(async (tx) => {
    const ownerId = randomUUID();
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
      await tx.insert(tenants).values(
        occupied.map((unit, i) => ({
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
  console.log(
    `Seeded ${PROPERTIES} properties, ${PROPERTIES * UNITS_PER_PROPERTY} units for ${LARGE_OWNER.email} / ${LARGE_OWNER.password} in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
