import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Actor } from '../modules/properties/properties.service';
import * as propertiesService from '../modules/properties/properties.service';
import * as tenantsService from '../modules/tenants/tenants.service';
import type { Database } from './client';
import { cachedPage, PageCache } from './page-cache';
import { leases, properties, tenants, units } from './schema';

/**
 * db/page-cache.ts answers a repeat list read with the page built the last time while
 * PostgreSQL's fingerprint of its rows is unchanged (decision 018). These tests write the way any
 * code path might — raw updates of every column a page shows, on the listed table and on the
 * joined ones, trigger-kept columns included — and check after each write that the next read is a
 * new page equal to one built from scratch (single-record reads), and that an unchanged page is the
 * very same object.
 */
let database: Database;
const owner: Actor = { userId: randomUUID(), role: 'owner' };
const otherOwner: Actor = { userId: randomUUID(), role: 'owner' };
let propertyId: string;
let unitIds: string[];
let tenantIds: string[];

const accounts: tenantsService.TenantAccounts = {
  emailExists: async () => false,
  createTenantAccount: async () => ({ userId: randomUUID(), temporaryPassword: 'Abcdefgh1234' }),
};

beforeAll(async () => {
  database = await createTestDatabase();
  propertyId = (
    await propertiesService.createProperty(database.db, owner, {
      address: '1 Cache Street',
      propertyType: 'Duplex',
      units: 3,
      monthlyRent: 100000,
    })
  ).id;
  await propertiesService.createProperty(database.db, owner, {
    address: '2 Cache Street',
    propertyType: 'Condo',
    units: 1,
    monthlyRent: 90000,
  });
  unitIds = (
    await database.db.select({ id: units.id }).from(units).where(eq(units.propertyId, propertyId))
  ).map((row) => row.id);
  tenantIds = [];
  for (const [index, unitId] of unitIds.slice(0, 2).entries()) {
    const created = await tenantsService.createTenant(
      database.db,
      owner,
      accounts,
      {
        firstName: 'Cached',
        lastName: `Tenant${index}`,
        email: `cached.${index}@cache.test`,
        phone: '5551234567',
        propertyId,
        unitId,
      },
      'en',
    );
    tenantIds.push(created.tenant.id);
  }
});
afterAll(() => database.close());

const LIMIT = 1;

/** The tenants page built from scratch: the ids in list order, each read on its own. */
async function tenantsFromScratch(actor: Actor) {
  const ids = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.ownerId, actor.userId))
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(LIMIT + 1);
  const items = [];
  for (const { id } of ids.slice(0, LIMIT))
    items.push(await tenantsService.getTenant(database.db, actor, id));
  return { items, hasMore: ids.length > LIMIT };
}

async function propertiesFromScratch(actor: Actor) {
  const ids = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, actor.userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(LIMIT + 1);
  const items = [];
  for (const { id } of ids.slice(0, LIMIT))
    items.push(await propertiesService.getProperty(database.db, actor, id));
  return { items, hasMore: ids.length > LIMIT };
}

const readTenants = (actor: Actor = owner) =>
  tenantsService.listTenants(database.db, actor, { limit: LIMIT });
const readProperties = (actor: Actor = owner) =>
  propertiesService.listProperties(database.db, actor, { limit: LIMIT });

describe('list page cache (db/page-cache.ts)', () => {
  it('answers an unchanged page as the same frozen object from its second read on, on both lists', async () => {
    const seen = await readTenants();
    expect(Object.isFrozen(seen)).toBe(false);
    const first = await readTenants();
    expect(first).not.toBe(seen);
    expect(first).toEqual(seen);
    expect(await readTenants()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.items[0])).toBe(true);
    const seenProperties = await readProperties();
    const firstProperties = await readProperties();
    expect(firstProperties).toEqual(seenProperties);
    expect(await readProperties()).toBe(firstProperties);
  });

  it('the tenants page changes with every column it shows, whichever table holds it', async () => {
    const newest = () => tenantIds[tenantIds.length - 1];
    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        'first name',
        () => database.db.update(tenants).set({ firstName: 'Renamed' }).where(eq(tenants.id, newest())),
      ],
      [
        'last name',
        () => database.db.update(tenants).set({ lastName: 'Other' }).where(eq(tenants.id, newest())),
      ],
      [
        'email',
        () => database.db.update(tenants).set({ email: 'moved@cache.test' }).where(eq(tenants.id, newest())),
      ],
      [
        'phone',
        () => database.db.update(tenants).set({ phone: '5559999999' }).where(eq(tenants.id, newest())),
      ],
      ['status', () => database.db.update(tenants).set({ status: 'active' }).where(eq(tenants.id, newest()))],
      [
        'move-in date',
        () => database.db.update(tenants).set({ moveInDate: '2026-01-15' }).where(eq(tenants.id, newest())),
      ],
      ['unit', () => database.db.update(tenants).set({ unitId: unitIds[2] }).where(eq(tenants.id, newest()))],
      [
        'unit label (units)',
        () => database.db.update(units).set({ label: 'Garden flat' }).where(eq(units.id, unitIds[2])),
      ],
      [
        'address (properties)',
        () =>
          database.db.update(properties).set({ address: '9 New Road' }).where(eq(properties.id, propertyId)),
      ],
      [
        'login linked',
        () => database.db.update(tenants).set({ authUserId: randomUUID() }).where(eq(tenants.id, newest())),
      ],
      [
        'lease period (trigger on leases)',
        () =>
          database.db.insert(leases).values({
            ownerId: owner.userId,
            propertyId,
            tenantId: newest(),
            startDate: '2026-01-01',
            endDate: '2026-12-31',
            rentAmount: 100000,
            recordedOn: '2026-01-01',
          }),
      ],
      [
        'a newer tenant',
        async () => {
          const created = await tenantsService.createTenant(
            database.db,
            owner,
            accounts,
            {
              firstName: 'Newest',
              lastName: 'Tenant',
              email: 'newest@cache.test',
              phone: '5551234567',
              propertyId,
            },
            'en',
          );
          tenantIds.push(created.tenant.id);
        },
      ],
      [
        'the newest tenant removed',
        async () => {
          await database.db.delete(tenants).where(eq(tenants.id, tenantIds.pop() as string));
        },
      ],
    ];
    await readTenants();
    let before = await readTenants();
    for (const [what, write] of writes) {
      await write();
      const after = await readTenants();
      expect(after, what).not.toBe(before);
      const fromScratch = await tenantsFromScratch(owner);
      expect(after.items, what).toEqual(fromScratch.items);
      expect(after.nextCursor !== null, what).toBe(fromScratch.hasMore);
      expect(await readTenants(), `${what}, read again`).toBe(after);
      before = after;
    }
  });

  it('the properties page changes with every column it shows, trigger-kept figures included', async () => {
    const [{ id: newest }] = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.ownerId, owner.userId))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(1);
    const [{ id: unitId }] = await database.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.propertyId, newest));
    const set = (values: Partial<typeof properties.$inferInsert>) =>
      database.db.update(properties).set(values).where(eq(properties.id, newest));
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['name', () => set({ name: 'Renamed' })],
      ['address', () => set({ address: '3 Other Street' })],
      ['city', () => set({ city: 'Lyon' })],
      ['state', () => set({ state: 'Rhône' })],
      ['zip code', () => set({ zipCode: '69001' })],
      ['type', () => set({ propertyType: 'House' })],
      ['rent', () => set({ monthlyRent: 120000 })],
      [
        'a unit added (trigger on units)',
        () =>
          database.db
            .insert(units)
            .values({ propertyId: newest, label: 'Unit 9', monthlyRent: 90000, position: 9 }),
      ],
      [
        'a unit occupied (trigger on tenants)',
        () =>
          tenantsService.createTenant(
            database.db,
            owner,
            accounts,
            {
              firstName: 'Occupying',
              lastName: 'Tenant',
              email: 'occupying@cache.test',
              phone: '5551234567',
              propertyId: newest,
              unitId,
            },
            'en',
          ),
      ],
    ];
    await readProperties();
    let before = await readProperties();
    for (const [what, write] of writes) {
      await write();
      const after = await readProperties();
      expect(after, what).not.toBe(before);
      const fromScratch = await propertiesFromScratch(owner);
      expect(after.items, what).toEqual(fromScratch.items);
      expect(after.nextCursor !== null, what).toBe(fromScratch.hasMore);
      expect(await readProperties(), `${what}, read again`).toBe(after);
      before = after;
    }
  });

  it('answers each owner only their own page, with the same parameters', async () => {
    await readTenants(owner);
    await readTenants(owner);
    for (let read = 0; read < 2; read++) {
      expect((await readTenants(otherOwner)).items).toEqual([]);
      expect((await readProperties(otherOwner)).items).toEqual([]);
    }
    // An empty page is kept too: its fingerprint as read with its rows matches PostgreSQL's.
    const empty = await readTenants(otherOwner);
    expect(await readTenants(otherOwner)).toBe(empty);
    expect((await readTenants(owner)).items).toHaveLength(LIMIT);
  });
});

describe('cachedPage with a fake database', () => {
  it('reads a page plainly once, keeps it from its second read, and answers it while its fingerprint holds', async () => {
    // A version the fingerprint reports, and a write that lands between a held page's failed
    // check and the read of the new rows: the page must be kept under the newest version, the
    // one its rows are from, and be the answer from then on.
    let version = 0;
    const calls = { execute: 0, read: 0, fingerprint: 0 };
    let writeBeforeNextRead = false;
    const statement = {
      name: 'fake_list',
      execute: async () => {
        calls.execute++;
        return [{ version }];
      },
      fingerprint: async () => {
        calls.fingerprint++;
        return `v${version}`;
      },
      read: async () => {
        if (writeBeforeNextRead) {
          writeBeforeNextRead = false;
          version++;
        }
        calls.read++;
        return { rows: [{ version }], fingerprint: `v${version}` };
      },
    };
    const db = {};
    const build = (rows: Array<{ version: number }>) => ({ items: rows });
    const seen = await cachedPage(db, statement, { ownerId: 'o' }, build);
    expect(Object.isFrozen(seen)).toBe(false);
    expect(calls).toEqual({ execute: 1, read: 0, fingerprint: 0 });
    const first = await cachedPage(db, statement, { ownerId: 'o' }, build);
    expect(first).not.toBe(seen);
    expect(calls).toEqual({ execute: 1, read: 1, fingerprint: 0 });
    expect(await cachedPage(db, statement, { ownerId: 'o' }, build)).toBe(first);
    expect(calls).toEqual({ execute: 1, read: 1, fingerprint: 1 });
    version++;
    writeBeforeNextRead = true;
    const second = await cachedPage(db, statement, { ownerId: 'o' }, build);
    expect(second.items[0].version).toBe(2);
    expect(await cachedPage(db, statement, { ownerId: 'o' }, build)).toBe(second);
    expect(calls).toEqual({ execute: 1, read: 2, fingerprint: 3 });
    const otherOwner = await cachedPage(db, statement, { ownerId: 'other' }, build);
    expect(otherOwner).not.toBe(second);
    expect(calls.execute).toBe(2);
  });
});

describe('PageCache bound', () => {
  it('drops the least recently used pages beyond its row budget', () => {
    const cache = new PageCache<{ rows: number }>(10);
    cache.set('a', { rows: 4 });
    cache.set('b', { rows: 4 });
    cache.get('a'); // a is now the most recently used
    cache.set('c', { rows: 4 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ rows: 4 });
    expect(cache.get('c')).toEqual({ rows: 4 });
    expect(cache.heldRows).toBe(8);
    cache.set('a', { rows: 2 }); // replacing counts the new size only
    expect(cache.heldRows).toBe(6);
    cache.set('d', { rows: 11 }); // larger than the budget: nothing else stays
    expect(cache.size).toBe(0);
    expect(cache.heldRows).toBe(0);
  });
});
