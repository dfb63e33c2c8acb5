import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  type AuthFlowStateRow,
  authFlowStates,
  authRateLimits,
  refreshTokens,
  type SessionRow,
  sessions,
  type UserMetadata,
  type UserRow,
  users,
} from '../db/schema';

/** The auth service's SQL, and the only code of the auth service that knows Drizzle. */

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByConfirmationTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.confirmationTokenHash, tokenHash));
  return row;
}

export async function findUserByRecoveryTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.recoveryTokenHash, tokenHash));
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: 'owner' | 'tenant';
  emailConfirmedAt: Date | null;
  mustChangePassword: boolean;
  userMetadata: UserMetadata;
  confirmationTokenHash?: string | null;
  confirmationSentAt?: Date | null;
  lastEmailSentAt?: Date | null;
}

/** Inserts the account; answers undefined when the email is taken (nothing is changed then). */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Claims the per-address email slot: sets last_email_sent_at to `now` only if the last email went
 * out before `notBefore`. Atomic, so two concurrent requests never both send.
 */
export async function claimEmailSlot(
  db: DbOrTx,
  userId: string,
  now: Date,
  notBefore: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lastEmailSentAt: now })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastEmailSentAt} is null or ${users.lastEmailSentAt} <= ${notBefore.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

// --- sessions and refresh tokens --------------------------------------------------------------

export async function insertSession(
  db: DbOrTx,
  session: { userId: string; kind: SessionRow['kind']; notAfter: Date | null; createdAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  return row;
}

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

/** Runs on every authenticated request (a primary-key lookup), so logout takes effect at once. */
export async function findSessionWithUser(
  db: DbOrTx,
  sessionId: string,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Deletes every session of the user, except `keepSessionId` when given. */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteUserSessionsOfKind(
  db: DbOrTx,
  userId: string,
  kind: SessionRow['kind'],
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, kind)));
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ refreshedAt: now }).where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(
  db: DbOrTx,
  token: { sessionId: string; tokenHash: string; parentId: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Revokes the token if it is live and answers it; answers undefined when it was already revoked
 * or does not exist. The row lock makes exactly one of several concurrent refreshes the winner.
 */
export async function revokeLiveRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
    .returning();
  return row;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

// --- PKCE flow states (auth_flow_states) -----------------------------------------------------

export async function insertFlowState(
  db: DbOrTx,
  flow: { userId: string; kind: AuthFlowStateRow['kind']; linkTokenHash: string; codeChallenge: string },
): Promise<void> {
  await db.insert(authFlowStates).values(flow);
}

/** An account's flows of one kind: a new email link replaces the older ones. */
export async function deleteUserFlowStates(
  db: DbOrTx,
  userId: string,
  kind: AuthFlowStateRow['kind'],
): Promise<void> {
  await db
    .delete(authFlowStates)
    .where(and(eq(authFlowStates.userId, userId), eq(authFlowStates.kind, kind)));
}

/** Sets the auth code of the flow started with this link; answers undefined for an implicit-flow link. */
export async function issueFlowAuthCode(
  db: DbOrTx,
  linkTokenHash: string,
  authCodeHash: string,
  now: Date,
): Promise<AuthFlowStateRow | undefined> {
  const [row] = await db
    .update(authFlowStates)
    .set({ authCodeHash, authCodeIssuedAt: now })
    .where(eq(authFlowStates.linkTokenHash, linkTokenHash))
    .returning();
  return row;
}

export async function findFlowStateByAuthCodeHash(
  db: DbOrTx,
  authCodeHash: string,
): Promise<AuthFlowStateRow | undefined> {
  const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.authCodeHash, authCodeHash));
  return row;
}

/** Deletes the flow; answers false when another request already did (an auth code works once). */
export async function deleteFlowState(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(authFlowStates)
    .where(eq(authFlowStates.id, id))
    .returning({ id: authFlowStates.id });
  return rows.length > 0;
}

// --- rate limits ------------------------------------------------------------------------------

/**
 * Counts one hit in `key`'s fixed window, starting a new window when the current one is older
 * than `windowSeconds`. One atomic statement, shared by every server instance.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<{ hits: number; windowStartedAt: Date }> {
  const expiredBefore = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    insert into auth_rate_limits (key, window_started_at, hits)
    values (${key}, ${now.toISOString()}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when auth_rate_limits.window_started_at <= ${expiredBefore}::timestamptz
                  then 1 else auth_rate_limits.hits + 1 end,
      window_started_at = case when auth_rate_limits.window_started_at <= ${expiredBefore}::timestamptz
                  then excluded.window_started_at else auth_rate_limits.window_started_at end
    returning hits, window_started_at`);
  const row = (result as unknown as { rows: { hits: number; window_started_at: string | Date }[] }).rows[0];
  return { hits: Number(row.hits), windowStartedAt: new Date(row.window_started_at) };
}

export async function readRateLimit(
  db: DbOrTx,
  key: string,
): Promise<{ hits: number; windowStartedAt: Date } | undefined> {
  const [row] = await db.select().from(authRateLimits).where(eq(authRateLimits.key, key));
  return row ? { hits: row.hits, windowStartedAt: row.windowStartedAt } : undefined;
}

export async function deleteStaleRateLimits(db: DbOrTx, olderThan: Date): Promise<void> {
  await db.execute(
    sql`delete from auth_rate_limits where window_started_at < ${olderThan.toISOString()}::timestamptz`,
  );
}
