import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Sign-up metadata kept on the account (spec section 3): first_name, last_name, role. */
export interface UserMetadata {
  first_name?: string;
  last_name?: string;
  role?: string;
}

/**
 * Login accounts. `email` is stored trimmed and lower-cased. Link tokens (email confirmation) are
 * stored only as SHA-256 hashes; passwords only as argon2id hashes.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'tenant'] }).notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A tenant's temporary password: only PUT /auth/v1/user and logout work until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    userMetadata: jsonb('user_metadata').$type<UserMetadata>().notNull().default({}),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The newest reset link's token (SHA-256), valid 1 h from recovery_sent_at and used once. */
    recoveryTokenHash: text('recovery_token_hash'),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    /** Last confirmation or recovery email: at most one per address per 60 s. */
    lastEmailSentAt: timestamp('last_email_sent_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_confirmation_token_hash_key').on(table.confirmationTokenHash),
    uniqueIndex('users_recovery_token_hash_key').on(table.recoveryTokenHash),
  ],
);

/**
 * PKCE flows (decision 020): a sign-up, resend or recover that sent a `code_challenge` records it
 * here against the email link's token (hashed). Following the link (GET /verify) issues a
 * one-time auth code (stored hashed, valid 5 min) that only the holder of the code verifier can
 * exchange for a session (POST /token?grant_type=pkce); the row is deleted on exchange.
 */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['signup', 'recovery'] }).notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    /** base64url(SHA-256(code_verifier)). */
    codeChallenge: text('code_challenge').notNull(),
    authCodeHash: text('auth_code_hash'),
    authCodeIssuedAt: timestamp('auth_code_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_flow_states_link_token_hash_key').on(table.linkTokenHash),
    uniqueIndex('auth_flow_states_auth_code_hash_key').on(table.authCodeHash),
    index('auth_flow_states_user_id_idx').on(table.userId),
  ],
);

/**
 * One row per signed-in device. Every request with a bearer token checks its session row, so
 * deleting it (logout, password change, refresh-token reuse) takes effect at once.
 * kind: 'password' (sign-in), 'signup' (confirmation link), 'recovery' (reset link: it may only
 * change the password, and expires at `not_after`, one hour after it was sent).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['password', 'signup', 'recovery'] }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use revokes the token and creates its successor
 * (a chain per session: the "family"). Reuse of a revoked token within 10 s answers the live
 * successor; later reuse deletes the session, and with it the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    parentId: uuid('parent_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

/**
 * Fixed-window counters for the auth rate limits (per IP: failed logins, email requests,
 * verifications). Kept in the database so every server instance shares them.
 */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuthFlowStateRow = typeof authFlowStates.$inferSelect;
