import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../src/config';
import { loggerOptions } from '../src/http/logging';
import { createOwnerClientLogin } from './access-matrix';
import { type SignedInUser, signIn } from './auth';
import { createTestApp, type TestContext, testConfig } from './helpers';
import { fillPath, loadOperations, type Operation, type ValueHints, validValue, withQuery } from './openapi';
import { createPortfolio, type Portfolio, portfolioLeaseTerm, type Resource } from './portfolio';
import { recordResponses } from './response-audit';

/**
 * What the mass-assignment and fuzz suites share: one app on one database, the two-account
 * fixture, every operation of the OpenAPI document, who may call each, and a recorder of every
 * response for the schema and leak checks.
 */
export interface SecurityHarness {
  ctx: TestContext;
  operations: Operation[];
  a: Portfolio;
  b: Portfolio;
  responses: ReturnType<typeof recordResponses>;
  /** The callers an operation admits (anonymous for a public route), from portfolio `a`. */
  callersFor(operation: Operation): Promise<Caller[]>;
  /** Lines the server logged at error level (the cause of any 500). */
  errorLog: string[];
}

export interface Caller {
  role: 'anonymous' | 'owner' | 'tenant' | 'owner client';
  user?: SignedInUser;
}

export async function createSecurityHarness(
  options: { config?: Partial<Config> } = {},
): Promise<SecurityHarness> {
  const responses = recordResponses();
  const base = testConfig();
  // Errors the server logs (a 500's cause), so a failing run can show why.
  const errorLog: string[] = [];
  const logger = pino(loggerOptions('error'), { write: (line: string) => errorLog.push(line) });
  const ctx = await createTestApp({
    logger: logger as unknown as FastifyBaseLogger,
    config: {
      // The per-address auth limits have their own tests (auth/security.routes.test.ts); here they
      // would turn most answers into 429s. Each request also comes from its own address.
      auth: {
        ...base.auth,
        loginFailureLimit: 1_000_000,
        emailRequestLimit: 1_000_000,
        verifyLimit: 1_000_000,
      },
      ...options.config,
    },
    extraRoutes: responses.install,
  });
  const a = await createPortfolio(ctx, '1 Security Row');
  const b = await createPortfolio(ctx, '2 Harness Lane');
  const operations = await loadOperations(ctx);
  // An owner client of a's property: the only one who may decide a repair's approval.
  const ownerClient = await createOwnerClientLogin(ctx, a.owner.orgId!, a.ids.property!);
  const ownerClientUser = { ...ownerClient.user, headers: ownerClient.headers } as SignedInUser;
  const cache = new Map<string, Caller[]>();

  async function callersFor(operation: Operation): Promise<Caller[]> {
    if (!operation.secured) return [{ role: 'anonymous' }];
    const cached = cache.get(operation.key);
    if (cached) return cached;
    const callers: Caller[] = [];
    for (const [role, user] of [
      ['owner', a.owner],
      ['tenant', a.tenant],
    ] as const) {
      // The guard answers before the body is parsed (guards.ts hoists it to onRequest), so a
      // malformed body tells the role apart without running the handler (no side effects).
      const response = await ctx.app.inject({
        method: operation.method,
        url: operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: operation.method === 'GET' ? undefined : '{',
      });
      const code = response.statusCode === 403 ? response.json().error?.code : undefined;
      if (code !== 'FORBIDDEN') callers.push({ role, user });
    }
    // A route for owner clients only (a repair's approval): fuzz it as one, not as nobody.
    if (callers.length === 0) callers.push({ role: 'owner client', user: ownerClientUser });
    cache.set(operation.key, callers);
    return callers;
  }

  return { ctx, operations, a, b, responses, callersFor, errorLog };
}

/**
 * Which fixture record a path or field names: `/api/leases/{id}` and `leaseId` → 'lease',
 * `/api/maintenance-requests/{id}` and `maintenanceRequestId` → 'maintenance-request'.
 */
export function resourceOf(name: string, path: string, portfolio: Portfolio): Resource | undefined {
  const resources = Object.keys(portfolio.ids) as Resource[];
  const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');
  const camel = (word: string) => word.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  if (name === 'id') {
    const segment = path.split('/{id}')[0]?.split('/').pop() ?? '';
    return resources.find((resource) => resource === singular(segment));
  }
  return resources.find((resource) => name === `${camel(resource)}Id`);
}

/** Ids of `portfolio`'s own records for fields and parameters that name one. */
export function ownIds(portfolio: Portfolio, path = ''): ValueHints {
  return {
    uuid: (name) => {
      const resource = resourceOf(name, path, portfolio);
      return resource ? portfolio.ids[resource] : undefined;
    },
  };
}

/** A new session for `user` (after a fuzzed logout or password change ended the old one). */
export async function renewSession(ctx: TestContext, user: SignedInUser): Promise<void> {
  const response = await signIn(ctx, user.email, user.password, '10.254.0.1');
  if (response.statusCode !== 200) throw new Error(`could not sign in again: ${response.body}`);
  user.session = response.json();
  user.headers.authorization = `Bearer ${user.session.access_token}`;
}

/** A different client address per request, so per-address limits never kick in across runs. */
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${100 + ((addressCounter >> 16) & 0x7f)}.${(addressCounter >> 8) & 0xff}.${addressCounter & 0xff}`;
}

/**
 * Valid bodies the JSON schema alone cannot produce (zod refinements across fields). The
 * mass-assignment suite checks that every base body passes validation, so an entry here cannot
 * silently go stale, and a new route whose generated body fails tells you to add one.
 */
export const VALID_BODIES: Record<string, (portfolio: Portfolio) => Record<string, unknown>> = {
  // `method: 'card'` (the enum's first value) needs card details; cash needs nothing else.
  'POST /api/payments': (portfolio) => ({ leaseId: portfolio.ids.lease, amount: 100, method: 'cash' }),
  // The portfolio's lease ends in 60 days (portfolioLeaseTerm): a move-out today, a renewal from
  // the day after its end (issue 18), a renewal offer as the portfolio's own (issue 21).
  'POST /api/leases/{id}/end': () => ({
    moveOutDate: new Date().toISOString().slice(0, 10),
    reason: 'Moving out',
  }),
  'POST /api/leases/{id}/renew': () => {
    const { startDate, endDate } = portfolioLeaseTerm().renewal;
    return { startDate, endDate, rentAmount: 100000 };
  },
  'POST /api/leases/{id}/renewal-offers': () => ({ ...portfolioLeaseTerm().renewal, rentAmount: 103000 }),
  // A credit is dated today at the latest (issue 18 item 5).
  'POST /api/leases/{id}/credits': () => ({
    description: 'Goodwill',
    amount: 100,
    date: new Date().toISOString().slice(0, 10),
  }),
  'POST /auth/v1/signup': () => ({
    email: `valid.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`,
    password: 'an unguessable passphrase 7',
    data: { first_name: 'Valid', last_name: 'Owner' },
  }),
};

/** Query values the schema cannot say (the token route reads its body by grant type). */
export const VALID_QUERIES: Record<string, Record<string, string>> = {
  'POST /auth/v1/token': { grant_type: 'password' },
};

export interface ValidRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

/** The smallest valid request of an operation, naming `portfolio`'s own records. */
export function validRequest(operation: Operation, portfolio: Portfolio): ValidRequest {
  const hints = ownIds(portfolio, operation.path);
  const request: ValidRequest = { path: {}, query: { ...VALID_QUERIES[operation.key] }, headers: {} };
  for (const parameter of operation.params) {
    const value = validValue(parameter.schema, parameter.name, hints);
    if (parameter.in === 'path') request.path[parameter.name] = String(value);
    else if (parameter.in === 'query' && parameter.required) request.query[parameter.name] ??= value;
    // Declared headers (Idempotency-Key) are sent: without one the payment route answers 400.
    else if (parameter.in === 'header') request.headers[parameter.name] = `valid-${Math.random()}`;
  }
  const override = VALID_BODIES[operation.key];
  if (override) request.body = override(portfolio);
  else if (operation.body?.schema) request.body = validValue(operation.body.schema, '', hints);
  return request;
}

export function urlOf(operation: Operation, request: Pick<ValidRequest, 'path' | 'query'>): string {
  return withQuery(fillPath(operation.path, request.path), request.query);
}
