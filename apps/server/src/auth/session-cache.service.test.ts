import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { buildApp } from '../app';
import type { Database, NotificationHandlers } from '../db/client';
import { findSessionWithUser, type SessionWithUser } from './auth.repository';
import { startSessionCache } from './session-cache';

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A signed-in owner, a fresh cache on the test database, and a reader of the owner's session. */
async function ownerWithCache() {
  const user = await createSignedInUser(ctx, { role: 'owner' });
  const cache = await startSessionCache(ctx.database, silent);
  const sessionId = sessionIdOf(user.session.access_token);
  return { user, cache, sessionId, reader: countingReader(ctx.database, sessionId) };
}

/** A lookup that counts its database reads. */
function countingReader(database: Database, sessionId: string) {
  const reader = {
    reads: 0,
    read: () => {
      reader.reads++;
      return findSessionWithUser(database.db, sessionId);
    },
  };
  return reader;
}

describe('the session cache on a real database', () => {
  it('reads a session once, then answers from memory', async () => {
    const { user, cache, sessionId, reader } = await ownerWithCache();
    expect((await cache.lookup(sessionId, reader.read))?.user.id).toBe(user.userId);
    expect((await cache.lookup(sessionId, reader.read))?.user.id).toBe(user.userId);
    expect(reader.reads).toBe(1);
    await cache.stop();
  });

  it('forgets a session the database deleted, whoever deleted it (the trigger notifies)', async () => {
    const { cache, sessionId, reader } = await ownerWithCache();
    await cache.lookup(sessionId, reader.read);
    // Plain SQL, not the auth service: no code path tells the cache, only the database does.
    await ctx.database.executeSql('delete from sessions where id = $1', [sessionId]);
    await vi.waitFor(async () => expect(await cache.lookup(sessionId, reader.read)).toBeUndefined());
    await cache.stop();
  });

  it("forgets every session of a user whose account changed (the user's row notifies)", async () => {
    const { user, cache, sessionId, reader } = await ownerWithCache();
    await cache.lookup(sessionId, reader.read);
    await ctx.database.executeSql('update users set must_change_password = true where id = $1', [
      user.userId,
    ]);
    await vi.waitFor(async () =>
      expect((await cache.lookup(sessionId, reader.read))?.user.mustChangePassword).toBe(true),
    );
    expect(reader.reads).toBe(2);
    await cache.stop();
  });
});

describe('two instances on one database', () => {
  it('a sign-out or password change on one instance ends the session on the other', async () => {
    const other = await buildApp({
      config: ctx.app.deps.config,
      database: ctx.database,
      mailer: ctx.mailer,
      logger: silent,
    });
    try {
      const user = await createSignedInUser(ctx, { role: 'owner' });
      const me = (app: typeof other, token: string) =>
        app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${token}` } });
      // Both instances have checked (and so remember) the session.
      expect((await me(ctx.app, user.session.access_token)).statusCode).toBe(200);
      expect((await me(other, user.session.access_token)).statusCode).toBe(200);
      const logout = await ctx.app.inject({ method: 'POST', url: '/auth/v1/logout', headers: user.headers });
      expect(logout.statusCode).toBe(204);
      expect((await me(ctx.app, user.session.access_token)).statusCode).toBe(401);
      await vi.waitFor(async () => expect((await me(other, user.session.access_token)).statusCode).toBe(401));

      const second = await createSignedInUser(ctx, { role: 'tenant' });
      expect((await me(other, second.session.access_token)).statusCode).toBe(200);
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: second.headers,
        payload: { password: 'Another-Long-Passphrase-2026', current_password: second.password },
      });
      expect(changed.statusCode).toBe(200);
      // The session that changed the password lives on, and sees the change at once on both.
      expect((await me(ctx.app, second.session.access_token)).statusCode).toBe(200);
      await vi.waitFor(async () => {
        const again = await other.inject({
          method: 'PUT',
          url: '/auth/v1/user',
          headers: second.headers,
          payload: {
            password: 'Third-Long-Passphrase-2026',
            current_password: 'Another-Long-Passphrase-2026',
          },
        });
        expect(again.statusCode).toBe(200);
      });
    } finally {
      await other.close();
    }
  });
});

/** The `sid` claim of an access token (the payload is not verified here: the test made it). */
function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
  return payload.sid as string;
}

/** A database whose notifications the test sends by hand. */
function fakeDatabase() {
  let handlers: NotificationHandlers | undefined;
  const database = {
    listen: async (_channel: string, given: NotificationHandlers) => {
      handlers = given;
      given.onLive(true);
      return async () => given.onLive(false);
    },
  } as unknown as Database;
  return {
    database,
    notify: (payload: string) => handlers?.onMessage(payload),
    setLive: (live: boolean) => handlers?.onLive(live),
  };
}

const row = (sessionId: string, userId: string) =>
  ({ session: { id: sessionId }, user: { id: userId } }) as unknown as SessionWithUser;

describe('the session cache rules', () => {
  it('keeps nothing and answers nothing while its notifications are down', async () => {
    const fake = fakeDatabase();
    const cache = await startSessionCache(fake.database, silent);
    const read = vi.fn(async () => row('s1', 'u1'));
    await cache.lookup('s1', read);
    fake.setLive(false);
    await cache.lookup('s1', read);
    await cache.lookup('s1', read);
    expect(read).toHaveBeenCalledTimes(3);
    fake.setLive(true);
    await cache.lookup('s1', read);
    await cache.lookup('s1', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('does not keep a read that an invalidation overtook (it may predate the change)', async () => {
    const fake = fakeDatabase();
    const cache = await startSessionCache(fake.database, silent);
    const overtaken = vi.fn(async () => {
      fake.notify('s:s1');
      return row('s1', 'u1');
    });
    await cache.lookup('s1', overtaken);
    const later = vi.fn(async () => row('s1', 'u1'));
    await cache.lookup('s1', later);
    await cache.lookup('s1', later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('forgets by session, by user, and after its time to live', async () => {
    let now = 0;
    const fake = fakeDatabase();
    const cache = await startSessionCache(fake.database, silent, { ttlMs: 1000, now: () => now });
    const read = vi.fn(async () => row('s1', 'u1'));
    await cache.lookup('s1', read);
    fake.notify('u:u1');
    await cache.lookup('s1', read);
    cache.forgetSession('s1');
    await cache.lookup('s1', read);
    now = 999;
    await cache.lookup('s1', read);
    expect(read).toHaveBeenCalledTimes(3);
    now = 1000;
    await cache.lookup('s1', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const fake = fakeDatabase();
    const cache = await startSessionCache(fake.database, silent, { maxEntries: 2 });
    const reads: string[] = [];
    const lookup = (id: string) =>
      cache.lookup(id, async () => {
        reads.push(id);
        return row(id, 'u');
      });
    await lookup('a');
    await lookup('b');
    await lookup('c');
    await lookup('b');
    await lookup('a');
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
