/**
 * `npm run seed:large`: a large portfolio for benchmarks — one owner with 200 properties of 10
 * units (2,000 units), 95 % occupied by tenants with login accounts. Uses the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR — stop `npm start` first: PGlite has one owner).
 * Each occupied unit has a lease that began 24 months ago with its rent ledger (a deposit and one
 * rent charge per month, ~50k charges) and the payments that settled it (~45k): most tenants are
 * paid up, some owe the current month, one in twenty owes the last three (QUALITY.md's large
 * portfolio for the dashboard and list benchmarks). The other lists get data too (maintenance
 * requests, vendors, conversations and messages, documents, notifications, reminders), so the
 * bench measures none of them empty, and one tenant has a known password (LARGE_TENANT) for the
 * tenant dashboard. Units have attributes (bedrooms, bathrooms, area, floor, features) and rents
 * that follow them, for the rent-suggestion backtest (issue 22).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  charges,
  conversations,
  documents,
  leases,
  maintenanceRequests,
  memberships,
  messages,
  notifications,
  organisations,
  paymentAllocations,
  payments,
  profiles,
  properties,
  reminders,
  tenants,
  units,
  users,
  vendors,
} from '../db/schema';

export const LARGE_OWNER = { email: 'large@demo.rentwise.app', password: 'Rentwise-Large-2026' };
/** The one tenant of the large portfolio who can sign in (the bench's tenant dashboard). */
export const LARGE_TENANT = { email: 'tenant.0.0@large.rentwise.app', password: 'Rentwise-Tenant-2026' };
const PROPERTIES = 200;
const UNITS_PER_PROPERTY = 10;
const MONTHS_OF_HISTORY = 24;

type LeaseSeed = { leaseId: string; tenantId: string; propertyId: string; unitId: string; rent: number };

/** A small seeded PRNG (mulberry32): the same portfolio on every run, so backtest figures compare. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BEDROOMS_BY_POSITION = [0, 1, 1, 2, 2, 2, 3, 3, 1, 2];

/**
 * A unit's attributes and rent (issue 22: the rent-suggestion backtest needs units that differ).
 * The rent is the building's base (its location) × a linear size term × small premiums for the
 * floor and features × ±8 % noise, rounded to $5 — a generator of its own, deliberately not the
 * suggestion's arithmetic (which scales by area^0.6 and knows nothing of floors' or features' prices).
 */
function largeUnit(base: number, p: number, u: number) {
  const next = random(p * 100 + u + 1);
  const bedrooms = BEDROOMS_BY_POSITION[u % BEDROOMS_BY_POSITION.length];
  const areaM2 = Math.round(26 + 21 * bedrooms + (next() - 0.5) * 16);
  const bathrooms = bedrooms >= 3 ? 2 : bedrooms === 2 && next() < 0.5 ? 1.5 : 1;
  const floor = Math.floor(u / 2);
  const features = [
    ...(next() < 0.35 ? ['balcony'] : []),
    ...(p % 2 === 0 ? ['elevator'] : []),
    ...(next() < 0.3 ? ['parking'] : []),
    ...(bedrooms >= 2 && next() < 0.6 ? ['dishwasher'] : []),
  ];
  const noise = 1 + (next() - 0.5) * 0.16;
  const rent =
    Math.round(
      (base * (0.55 + 0.0075 * areaM2) * (1 + 0.01 * floor) * (1 + 0.02 * features.length) * noise) / 500,
    ) * 500;
  return { bedrooms, bathrooms, areaM2, floor, features, monthlyRent: rent };
}

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
  const knownTenantHash = await hashPassword(LARGE_TENANT.password);
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
    // The owner's organisation takes the owner's id (as migration 0014 did for existing owners),
    // so every row below names it with \`orgId: ownerId\`.
    await tx.insert(organisations).values({ id: ownerId, name: "Lara's properties" });
    await tx.insert(memberships).values({ orgId: ownerId, userId: ownerId, role: 'admin' });
    for (let p = 0; p < PROPERTIES; p++) {
      const propertyId = randomUUID();
      const rent = 90000 + (p % 20) * 5000;
      const createdAt = new Date(Date.now() - (PROPERTIES - p) * 3600_000);
      await tx.insert(properties).values({
        id: propertyId,
        orgId: ownerId,
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
        position: u + 1,
        ...largeUnit(rent, p, u),
      }));
      await tx.insert(units).values(unitRows);
      const occupied = unitRows.filter((_, u) => (p * UNITS_PER_PROPERTY + u) % 20 !== 0);
      const accounts = occupied.map((unit, i) => ({
        id: randomUUID(),
        email: `tenant.${p}.${i}@large.rentwise.app`,
        passwordHash: p === 0 && i === 0 ? knownTenantHash : tenantHash,
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
        leaseSeeds.push({
          leaseId: randomUUID(),
          tenantId: tenantIds[i],
          propertyId,
          unitId: unit.id,
          rent: unit.monthlyRent,
        });
      });
      await tx.insert(tenants).values(
        occupied.map((unit, i) => ({
          id: tenantIds[i],
          orgId: ownerId,
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
  const activity = await seedActivity(db, ownerId, leaseSeeds);
  console.log(
    `Seeded ${PROPERTIES} properties, ${PROPERTIES * UNITS_PER_PROPERTY} units, ${history.leases} leases, ${history.charges} charges, ${history.payments} payments, ${activity} for ${LARGE_OWNER.email} / ${LARGE_OWNER.password} in ${Math.round((Date.now() - started) / 1000)} s.`,
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
        orgId: ownerId,
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
          orgId: ownerId,
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

/**
 * What two years of use leave in the other lists: a dozen vendors, two maintenance requests per
 * property (some with a visit planned this month), a conversation of four messages with each
 * tenant, a lease document per lease, a notification per payment-like event for the owner, and a
 * monthly reminder. Inserted directly, like the rent history.
 */
async function seedActivity(
  db: Awaited<ReturnType<typeof createDatabase>>['db'],
  ownerId: string,
  seeds: LeaseSeed[],
) {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const thisMonth = new Date();
  const vendorRows = Array.from({ length: 12 }, (_, v) => ({
    id: randomUUID(),
    orgId: ownerId,
    ownerId,
    name: `Vendor ${String(v + 1).padStart(2, '0')}`,
    trade: ['Plumbing', 'Electrical', 'HVAC', 'General'][v % 4],
    email: `vendor.${v + 1}@large.rentwise.app`,
    phone: `555900${String(v).padStart(4, '0')}`,
  }));
  const statuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
  const priorities = ['low', 'medium', 'high', 'urgent'] as const;
  const categories = ['plumbing', 'electrical', 'appliance', 'structural', 'hvac', 'other'] as const;
  const byProperty = new Map<string, LeaseSeed[]>();
  for (const seed of seeds)
    byProperty.set(seed.propertyId, [...(byProperty.get(seed.propertyId) ?? []), seed]);
  const requestRows: (typeof maintenanceRequests.$inferInsert)[] = [];
  [...byProperty.values()].forEach((propertySeeds, p) => {
    for (let r = 0; r < 2; r++) {
      const seed = propertySeeds[r % propertySeeds.length];
      const n = p * 2 + r;
      const status = statuses[n % 4];
      const scheduled =
        status === 'in_progress'
          ? iso(new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth(), 1 + (n % 28))))
          : null;
      requestRows.push({
        orgId: ownerId,
        ownerId,
        propertyId: seed.propertyId,
        unitId: seed.unitId,
        tenantId: seed.tenantId,
        reportedByKind: 'owner',
        reportedBy: ownerId,
        title: `Request ${n + 1}`,
        category: categories[n % categories.length],
        priority: priorities[n % 4],
        description: 'Seeded for the benchmarks.',
        status,
        vendorId: status === 'pending' ? null : vendorRows[n % vendorRows.length].id,
        scheduledFor: scheduled,
        createdAt: daysAgo(n % 700),
        updatedAt: daysAgo(n % 700),
      });
    }
  });
  const tenantUsers = (await db.execute(
    sql`select id, auth_user_id from tenants where owner_id = ${ownerId}`,
  )) as unknown as { rows: { id: string; auth_user_id: string }[] };
  const userOfTenant = new Map(tenantUsers.rows.map((row) => [row.id, row.auth_user_id]));
  const conversationRows: (typeof conversations.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  seeds.forEach((seed, index) => {
    const id = randomUUID();
    const last = daysAgo(index % 365);
    conversationRows.push({
      id,
      orgId: ownerId,
      ownerId,
      tenantId: seed.tenantId,
      createdAt: daysAgo(400),
      lastMessageAt: last,
    });
    for (let m = 0; m < 4; m++) {
      const fromTenant = m % 2 === 0;
      messageRows.push({
        conversationId: id,
        senderUserId: fromTenant ? (userOfTenant.get(seed.tenantId) ?? ownerId) : ownerId,
        senderRole: fromTenant ? 'tenant' : 'owner',
        body: `Message ${m + 1} about the unit.`,
        createdAt: new Date(last.getTime() - (3 - m) * 3600_000),
        // The last tenant message of one conversation in ten is still unread.
        readAt: m === 2 && index % 10 === 0 ? null : last,
      });
    }
  });
  const documentRows = seeds.map((seed, index) => ({
    orgId: ownerId,
    ownerId,
    propertyId: seed.propertyId,
    leaseId: seed.leaseId,
    tenantId: seed.tenantId,
    name: `Lease ${index + 1}.pdf`,
    kind: 'lease' as const,
    contentType: 'application/pdf',
    sizeBytes: 120_000,
    storageKey: `seed-large/${randomUUID()}`,
    uploadedBy: ownerId,
    createdAt: daysAgo(730 - (index % 30)),
  }));
  const notificationRows = Array.from({ length: 5000 }, (_, n) => ({
    userId: ownerId,
    type: (['payment', 'lease', 'tenant', 'maintenance', 'message', 'reminder'] as const)[n % 6],
    title: `Notification ${n + 1}`,
    body: 'Seeded for the benchmarks.',
    link: '/owner-dashboard',
    readAt: n < 30 ? null : daysAgo(n / 7),
    createdAt: daysAgo(n / 7),
  }));
  const reminderRows = Array.from({ length: 48 }, (_, n) => ({
    orgId: ownerId,
    ownerId,
    tenantId: n % 2 === 0 ? null : seeds[n].tenantId,
    subject: `Reminder ${n + 1}`,
    message: 'Seeded for the benchmarks.',
    sendOn: iso(daysAgo(700 - n * 15)),
    status: n < 46 ? ('sent' as const) : ('scheduled' as const),
    sentAt: n < 46 ? daysAgo(700 - n * 15) : null,
    recipientCount: n < 46 ? 1 : null,
    createdAt: daysAgo(710 - n * 15),
  }));
  await db.transaction(async (tx) => {
    await tx.insert(vendors).values(vendorRows);
    await insertChunked(requestRows, (chunk) => tx.insert(maintenanceRequests).values(chunk));
    await insertChunked(conversationRows, (chunk) => tx.insert(conversations).values(chunk));
    await insertChunked(messageRows, (chunk) => tx.insert(messages).values(chunk));
    await insertChunked(documentRows, (chunk) => tx.insert(documents).values(chunk));
    await insertChunked(notificationRows, (chunk) => tx.insert(notifications).values(chunk));
    await insertChunked(reminderRows, (chunk) => tx.insert(reminders).values(chunk));
  });
  await db.execute(sql`analyze`);
  return `${requestRows.length} maintenance requests, ${conversationRows.length} conversations, ${messageRows.length} messages, ${documentRows.length} documents, ${notificationRows.length} notifications, ${reminderRows.length} reminders`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
