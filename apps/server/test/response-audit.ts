import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { TestContext } from './helpers';
import type { Portfolio } from './portfolio';

/**
 * Records every response a suite provokes (an onSend hook on the test app) so that the suite can
 * prove, over all of them at once (QUALITY.md security row 13):
 * - every JSON success went through the route's declared response schema (fastify-type-provider-
 *   zod's serializer validates with it and strips undeclared keys — see responses.routes.test.ts);
 * - every error has the one error shape (GoTrue's on the auth API);
 * - no body carries a password hash, a stored token hash, a token of another session, or another
 *   account's ids or emails.
 *
 *   const responses = recordResponses();
 *   ctx = await createTestApp({ extraRoutes: responses.install });
 *   …
 *   expect(responses.problems()).toEqual([]);
 *   expect(await responses.leaks(ctx, [a, b])).toEqual([]);
 */

export interface RecordedResponse {
  /** `POST /api/properties/:id` (Fastify's route pattern; the URL when no route matched). */
  route: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
  authorization?: string;
  /** The route declares a response schema for this status. */
  declared: boolean;
}

/** The error handler's one shape (apps/server/src/http/errors.ts). */
export const errorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.string().min(1),
    message: z.string(),
    // The message as a catalogue key with its parameters, for the web to translate (issue 24).
    key: z
      .string()
      .regex(/^errors:[\w.]+$/)
      .optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.record(z.string(), z.string()).optional(),
    reasons: z.array(z.string()).optional(),
    requestId: z.string().optional(),
  }),
});

/** The auth API's errors (/auth/v1): GoTrue's shape (apps/server/src/auth/auth-error-handler.ts). */
export const authErrorBodySchema = z.strictObject({
  code: z.number().int(),
  error_code: z.string().min(1),
  msg: z.string(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  weak_password: z.strictObject({ reasons: z.array(z.string()) }).optional(),
  details: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
});

/**
 * Routes exempt from the cross-account scan, with the reason. Development-only tools: they are not
 * registered in production (routes.ts) and exist to show every outgoing email / run jobs.
 */
export const CROSS_ACCOUNT_SCAN_EXEMPT: Record<string, string> = {
  'GET /api/dev/mailbox': 'development-only outbox viewer (every email, by design); absent in production',
};

/** Routes outside the product API's schemas, with the reason. */
export const UNDECLARED_RESPONSE_OK: Record<string, string> = {
  'GET /api/openapi.json': 'the OpenAPI document itself (generated from the route schemas)',
};

function declaredFor(schema: FastifySchema | undefined, status: number): boolean {
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!response) return false;
  return Boolean(response[status] ?? response[String(status)] ?? response[`${Math.floor(status / 100)}xx`]);
}

export function recordResponses() {
  const records: RecordedResponse[] = [];
  return {
    records,
    /** Pass as `createTestApp({ extraRoutes })`: a root hook, so it sees every route. */
    install(app: FastifyInstance) {
      app.addHook('onSend', async (request, reply, payload) => {
        const body =
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('latin1') : '';
        const pattern = request.routeOptions.url;
        records.push({
          route: pattern ? `${request.method} ${pattern}` : `${request.method} ${request.url}`,
          url: request.url,
          status: reply.statusCode,
          contentType: String(reply.getHeader('content-type') ?? ''),
          body,
          authorization: request.headers.authorization,
          declared: declaredFor(request.routeOptions.schema, reply.statusCode),
        });
        return payload;
      });
    },
    /** Shape problems over the recorded responses from index `from` on (empty when all is well). */
    problems(from = 0): string[] {
      const problems: string[] = [];
      for (const record of records.slice(from)) {
        const where = `${record.route} → ${record.status}`;
        const json = record.contentType.startsWith('application/json');
        if (record.status >= 500) problems.push(`${where}: server error ${record.body.slice(0, 200)}`);
        if (record.status >= 200 && record.status < 300 && json && record.body && !record.declared) {
          if (UNDECLARED_RESPONSE_OK[record.route]) continue;
          problems.push(`${where}: JSON success without a declared response schema for this status`);
        }
        if (record.status >= 400) {
          // A route of the auth API answers GoTrue's shape, the product API its own.
          const shape = record.route.includes(' /auth/v1/') ? authErrorBodySchema : errorBodySchema;
          const parsed = json ? shape.safeParse(safeJson(record.body)) : undefined;
          if (!parsed?.success) problems.push(`${where}: not the error shape: ${record.body.slice(0, 200)}`);
        }
      }
      return problems;
    },
    /** Secrets and other accounts' data in any recorded body (empty when none). */
    async leaks(ctx: TestContext, portfolios: Portfolio[]): Promise<string[]> {
      return findLeaks(ctx, records, portfolios);
    },
  };
}

/** The account a bearer token names (its `sub`), without verifying it: the app already did. */
function subjectOf(authorization: string): string | undefined {
  const payload = authorization.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  const claims = safeJson(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string } | undefined;
  return claims?.sub;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every value of every `*hash*` column: stored password hashes and token hashes, all tables. */
async function storedHashes(ctx: TestContext): Promise<string[]> {
  const { db } = ctx.database;
  const columns = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name like '%hash%'`,
  );
  const values: string[] = [];
  for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    const result = await db.execute<{ value: string | null }>(
      sql`select ${sql.identifier(column_name)}::text as value from ${sql.identifier(table_name)}`,
    );
    for (const { value } of rowsOf<{ value: string | null }>(result))
      if (value && value.length >= 16) values.push(value);
  }
  return values;
}

/** drizzle's execute answers `{ rows }` on both drivers (pg and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const JWT = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/g;
/** The routes that issue sessions (their own tokens are the point of the answer). */
const ISSUERS = new Set(['POST /auth/v1/token']);

async function findLeaks(
  ctx: TestContext,
  records: RecordedResponse[],
  portfolios: Portfolio[],
): Promise<string[]> {
  const leaks: string[] = [];
  const hashes = await storedHashes(ctx);
  if (hashes.length === 0) leaks.push('no stored hashes found: the scan would be vacuous');

  // Refresh tokens: each may appear only in the one answer that issued it.
  const issuedBy = new Map<string, RecordedResponse>();
  for (const record of records) {
    if (!ISSUERS.has(record.route) || record.status !== 200) continue;
    const token = (safeJson(record.body) as { refresh_token?: string } | undefined)?.refresh_token;
    if (token) issuedBy.set(token, record);
  }

  // Whose data each signed-in caller may see: their own portfolio's; never another's.
  const groups = portfolios.map((portfolio) => ({
    users: new Set([portfolio.owner.userId, portfolio.tenant.userId]),
    values: [
      portfolio.owner.userId,
      portfolio.owner.email,
      portfolio.tenant.userId,
      portfolio.tenant.email,
      ...Object.values(portfolio.ids).filter((id): id is string => Boolean(id)),
    ],
  }));

  for (const record of records) {
    const where = `${record.route} → ${record.status}`;
    if (record.body.includes('$argon2')) leaks.push(`${where}: a password hash`);
    for (const hash of hashes) if (record.body.includes(hash)) leaks.push(`${where}: a stored hash`);
    for (const [token, issuer] of issuedBy) {
      if (issuer !== record && record.body.includes(token))
        leaks.push(`${where}: another answer's refresh token`);
    }
    if (!ISSUERS.has(record.route) && JWT.test(record.body)) leaks.push(`${where}: an access token`);
    JWT.lastIndex = 0;
    if (!record.authorization || CROSS_ACCOUNT_SCAN_EXEMPT[record.route]) continue;
    const caller = subjectOf(record.authorization);
    const own = groups.findIndex((group) => caller !== undefined && group.users.has(caller));
    if (own < 0) continue;
    groups.forEach((other, index) => {
      if (index === own) return;
      for (const value of other.values) {
        if (record.body.includes(value)) leaks.push(`${where}: another account's ${value}`);
      }
    });
  }
  return leaks;
}
