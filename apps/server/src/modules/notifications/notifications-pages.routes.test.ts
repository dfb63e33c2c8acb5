import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { notify } from './notifications.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/notifications pages and filters', () => {
  it('pages with nextCursor, filters unread and by type, and keeps the unread count of all', async () => {
    const user = await createSignedInUser(ctx, { role: 'tenant' });
    const other = await createSignedInUser(ctx, { role: 'tenant' });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const id = await notify(ctx.database.db, {
        userId: user.userId,
        type: i % 2 === 0 ? 'lease' : 'reminder',
        title: `N${i}`,
        body: `Body ${i}`,
      });
      ids.push(id!);
    }
    // Newest first by created_at: give each its own second, as PGlite's clock can give two
    // inserts the same millisecond (then the order between them is the id's).
    for (const [index, id] of ids.entries()) {
      await ctx.database.db.execute(
        sql`update notifications set created_at = ${`2026-01-01T00:00:0${index}Z`}::timestamptz where id = ${id}`,
      );
    }
    await notify(ctx.database.db, { userId: other.userId, type: 'reminder', title: 'Other', body: 'x' });
    const get = (query: string) =>
      ctx.app.inject({ url: `/api/notifications${query}`, headers: user.headers });

    const first = (await get('?limit=2')).json();
    expect(first.items.map((n: { title: string }) => n.title)).toEqual(['N5', 'N4']);
    expect(first.unreadCount).toBe(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await get(`?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(['N3', 'N2']);
    const last = (await get(`?limit=2&cursor=${second.nextCursor}`)).json();
    expect(last.items.map((n: { title: string }) => n.title)).toEqual(['N1']);
    expect(last.nextCursor).toBeNull();

    await ctx.app.inject({ method: 'POST', url: `/api/notifications/${ids[4]}/read`, headers: user.headers });
    const unread = (await get('?unread=true&limit=10')).json();
    expect(unread.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1']);
    expect(unread.unreadCount).toBe(4);

    const leases = (await get('?types=lease')).json();
    expect(leases.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N2']);
    const both = (await get('?types=lease,reminder&limit=50')).json();
    expect(both.items).toHaveLength(5);

    for (const bad of ['?types=nope', '?types=lease,', '?unread=yes', '?cursor=garbage', '?limit=51']) {
      expect((await get(bad)).statusCode, bad).toBe(400);
    }
  });
});
