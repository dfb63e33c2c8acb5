import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createPortfolio, type Portfolio } from '../../test/portfolio';

/**
 * A list and the one-record route answer the same record, whatever the session's time zone, and
 * keyset pages (db/pagination.ts) skip no row, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let ctx: TestContext;
let portfolio: Portfolio;

beforeAll(async () => {
  ctx = await createTestApp();
  portfolio = await createPortfolio(ctx, '12 Ledger Lane');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: portfolio.owner.headers });

describe('list rows', () => {
  it('a property in the list is the property its own route answers', async () => {
    const list = await get('/api/properties?limit=20');
    expect(list.statusCode).toBe(200);
    const [item] = list.json().items;
    const one = await get(`/api/properties/${item.id}`);
    expect(one.json()).toEqual(item);
    expect(item.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('a tenant in the list is the tenant its own route answers, lease dates included', async () => {
    const list = await get('/api/tenants?limit=20');
    const [item] = list.json().items;
    const one = await get(`/api/tenants/${item.id}`);
    expect(one.json()).toEqual(item);
    expect(item.lease).toEqual({
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      endDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(item.moveInDate === null || /^\d{4}-\d\d-\d\d$/.test(item.moveInDate)).toBe(true);
  });

  it('createdAt is the stored instant in UTC, also from a database session in another time zone', async () => {
    const propertyId = portfolio.ids.property as string;
    await ctx.database.db.execute(
      sql`update properties set created_at = '2026-03-04 05:06:07.891234+00' where id = ${propertyId}`,
    );
    const listed = async () =>
      (await get('/api/properties?limit=20')).json().items.find((p: { id: string }) => p.id === propertyId);
    expect((await listed()).createdAt).toBe('2026-03-04T05:06:07.891Z');
    // PGlite has one session; on PostgreSQL this reaches one pooled connection of several.
    await ctx.database.db.execute(sql`set time zone 'Asia/Kolkata'`);
    try {
      expect((await listed()).createdAt).toBe('2026-03-04T05:06:07.891Z');
      expect((await get(`/api/properties/${propertyId}`)).json().createdAt).toBe('2026-03-04T05:06:07.891Z');
    } finally {
      await ctx.database.db.execute(sql`set time zone 'UTC'`);
    }
  });

  it('pages through rows written within one millisecond without skipping any', async () => {
    const ids: string[] = [];
    for (const address of ['21 Micro Lane', '22 Micro Lane', '23 Micro Lane']) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: portfolio.owner.headers,
        payload: { address, propertyType: 'Condo', units: 1, monthlyRent: 100000 },
      });
      ids.push(created.json().id as string);
    }
    // Three rows 100 µs apart, all newer than the portfolio's: a cursor holds milliseconds only.
    for (const [index, id] of ids.entries()) {
      await ctx.database.db.execute(
        sql`update properties set created_at = ${`2030-01-01 00:00:00.000${index + 1}00+00`}::timestamptz where id = ${id}`,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await get(`/api/properties?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen.slice(0, 3)).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });
});
