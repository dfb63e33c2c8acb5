import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SessionWithUser } from './auth.repository';

/** The channel the database's triggers write to (migration 0009_auth_change_notify). */
export const AUTH_CHANGE_CHANNEL = 'rentwise_auth';

/**
 * The sessions this instance has checked, so that a request with a bearer token does not wait for
 * a database round trip before its own query (decision 016). What keeps it right:
 *
 * - The database announces every change that could end a session or narrow what it may do
 *   (triggers on `sessions` and `users` notify "s:<session id>" or "u:<user id>"), whoever makes
 *   it; every instance listens and forgets those entries.
 * - The instance that makes such a change forgets at once as well (`forgetSession`/`forgetUser`
 *   from the auth service), so on that instance it is never late, not even by the notification's
 *   few milliseconds.
 * - Nothing is read from or kept in the cache unless the LISTEN connection is up; when it drops,
 *   everything is dropped, because messages may have been missed.
 * - A lookup that started before any invalidation arrived is not kept: it may have read the row
 *   just before the change that the invalidation announced.
 * - Entries live at most `ttlMs` (defence in depth), and at most `maxEntries` are kept.
 * Expiry by time (decision 006) is still computed on every request from the cached row.
 */
export interface SessionCache {
  /** Reads through the cache: `read` runs when nothing usable is remembered. */
  lookup(
    sessionId: string,
    read: () => Promise<SessionWithUser | undefined>,
  ): Promise<SessionWithUser | undefined>;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
  /** Stops listening and forgets everything. */
  stop(): Promise<void>;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  found: SessionWithUser;
  storedAt: number;
}

export async function startSessionCache(
  database: Database,
  log: FastifyBaseLogger,
  options: SessionCacheOptions = {},
): Promise<SessionCache> {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let live = false;
  let stopping = false;
  // Bumped by every invalidation: a lookup that saw another value when it started is not kept.
  let invalidations = 0;

  const forgetAll = () => {
    entries.clear();
    invalidations++;
  };
  const forgetSession = (sessionId: string) => {
    entries.delete(sessionId);
    invalidations++;
  };
  const forgetUser = (userId: string) => {
    for (const [sessionId, entry] of entries) {
      if (entry.found.user.id === userId) entries.delete(sessionId);
    }
    invalidations++;
  };

  const unsubscribe = await database.listen(AUTH_CHANGE_CHANNEL, {
    onMessage(payload) {
      if (payload.startsWith('s:')) forgetSession(payload.slice(2));
      else if (payload.startsWith('u:')) forgetUser(payload.slice(2));
      else forgetAll();
    },
    onLive(isLive) {
      forgetAll();
      if (live && !isLive && !stopping) {
        log.warn(
          'session cache off: database notifications lost; every request checks its session in the database',
        );
      }
      live = isLive;
    },
  });

  const remembered = (sessionId: string) => {
    if (!live) return undefined;
    const entry = entries.get(sessionId);
    if (!entry) return undefined;
    if (now() - entry.storedAt >= ttlMs) {
      entries.delete(sessionId);
      return undefined;
    }
    return entry.found;
  };

  return {
    async lookup(sessionId, read) {
      const cached = remembered(sessionId);
      if (cached) return cached;
      const startedAt = invalidations;
      const found = await read();
      if (found && live && invalidations === startedAt) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { found, storedAt: now() });
      }
      return found;
    },
    forgetSession,
    forgetUser,
    async stop() {
      stopping = true;
      await unsubscribe();
      forgetAll();
    },
  };
}
