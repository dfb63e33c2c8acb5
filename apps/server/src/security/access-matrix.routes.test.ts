import type { Action } from '@rentwise/core/organisations/permissions';
import { can } from '@rentwise/core/organisations/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatrixCallers, type MatrixCaller } from '../../test/access-matrix';
import { createTestApp, type TestContext } from '../../test/helpers';
import { multipartBody, pngImage } from '../../test/multipart';
import { createPortfolio, type Portfolio, portfolioLeaseTerm, type Resource } from '../../test/portfolio';

/**
 * The access matrix (issue 17 item 3): every route of the OpenAPI document × every kind of caller
 * (admin, manager, limited manager, accountant, maintenance, viewer, owner client, tenant, another
 * organisation) → allowed, 403, or 404 with the record unchanged. The expectation is computed from
 * the permission table (packages/core/src/organisations/permissions.ts) and what each route
 * declares in the document: `x-permission` (its action) and `x-roles` (the account roles its guard
 * lets through) — nothing is listed by hand but the few routes about the account itself.
 *
 * - "allowed" is proven without changing anything: a GET must answer 200; any other method is sent
 *   with input its schema refuses (an id that is not one, or a body of the wrong shape), so the
 *   answer shows the guard let the caller through (400, never 401/403/404).
 * - "403": the route's guard refuses before the body is read, and the record is unchanged.
 * - "404": a record the caller may not see (another organisation's; another property's for a
 *   limited member or an owner client), sent with a valid body, and the record is unchanged.
 */

/** Guarded routes about the account itself, not an organisation's data: no permission to name. */
const ACCOUNT_ROUTES = new Set([
  'GET /api/profile',
  'PATCH /api/profile',
  'GET /api/organisations',
  'POST /api/invitations/{token}/accept',
  // Removing a member needs member.manage, but a member may always leave: the service decides.
  'DELETE /api/org/members/{id}',
  // Development only (404 in production): runs a daily job now.
  'POST /api/dev/jobs/{name}/run',
]);

/** Records of the organisation as a whole: another organisation's are a 404, a limit does not apply. */
type OrgRecord = 'owner' | 'member' | 'invitation';
type MatrixResource = Resource | OrgRecord;
const ORG_RECORDS = new Set<MatrixResource>(['owner', 'member', 'invitation']);

/** Which fixture record an `{id}` names, by the path's collection. */
const RESOURCE_OF: [RegExp, MatrixResource][] = [
  [/^\/api\/owners\/\{id\}/, 'owner'],
  [/^\/api\/org\/members\/\{id\}/, 'member'],
  [/^\/api\/org\/invitations\/\{id\}/, 'invitation'],
  [/^\/api\/properties\/\{id\}/, 'property'],
  [/^\/api\/units\/\{id\}/, 'unit'],
  [/^\/api\/tenants\/\{id\}/, 'tenant'],
  [/^\/api\/leases\/\{id\}/, 'lease'],
  [/^\/api\/payments\/\{id\}/, 'payment'],
  [/^\/api\/reminders\/\{id\}/, 'reminder'],
  [/^\/api\/documents\/\{id\}/, 'document'],
  [/^\/api\/signature-requests\/\{id\}/, 'signature-request'],
  [/^\/api\/portal\/signatures\/\{id\}/, 'signature-request'],
  [/^\/api\/maintenance-requests\/\{id\}/, 'maintenance-request'],
  [/^\/api\/conversations\/\{id\}/, 'conversation'],
  [/^\/api\/notifications\/\{id\}/, 'notification'],
  [/^\/api\/imports\/\{id\}/, 'import'],
  [/^\/api\/exports\/\{id\}/, 'org-export'],
  [/^\/api\/expenses\/\{id\}/, 'expense'],
  [/^\/api\/renewal-offers\/\{id\}/, 'renewal-offer'],
];

/** Valid bodies, so that a record out of reach answers 404 rather than 400. */
const BODIES: Record<string, unknown> = {
  'POST /api/portal/signatures/{id}': { decline: 'Hijacked' },
  'PATCH /api/owners/{id}': { firstName: 'Hijacked' },
  'PATCH /api/org/members/{id}': { role: 'viewer' },
  'PATCH /api/properties/{id}': { propertyType: 'Hijacked' },
  'PUT /api/properties/{id}/owners': [],
  'PATCH /api/units/{id}': { label: 'Hijacked' },
  'POST /api/properties/{id}/units': { label: 'Hijacked', monthlyRent: 100 },
  'PATCH /api/tenants/{id}': { phone: '5550000000' },
  'PATCH /api/leases/{id}': { dueDay: 2 },
  'POST /api/leases/{id}/end': { moveOutDate: '2026-11-01', reason: 'Hijacked' },
  'POST /api/leases/{id}/renew': { startDate: '2030-01-01', endDate: '2030-12-31', rentAmount: 100 },
  'POST /api/leases/{id}/rent-changes': { effectiveDate: '2030-01-01', rentAmount: 100 },
  'POST /api/leases/{id}/deposit-settlement': { deductions: [] },
  // After the portfolio's lease, whose term is relative to today.
  'POST /api/leases/{id}/renewal-offers': { ...portfolioLeaseTerm().renewal, rentAmount: 100 },
  'PUT /api/org/lease-template': { clauses: [] },
  'POST /api/renewal-offers/{id}/decline': { reason: 'Hijacked' },
  'POST /api/leases/{id}/charges': { description: 'Hijacked', amount: 100, dueDate: '2030-01-01' },
  'POST /api/leases/{id}/credits': { description: 'Hijacked', amount: 100, date: '2026-01-01' },
  'POST /api/charges/{id}/void': { reason: 'Hijacked' },
  'PATCH /api/imports/{id}': { dateFormat: 'DD/MM/YYYY' },
  'PATCH /api/expenses/{id}': { description: 'Hijacked' },
  'POST /api/expenses/{id}/void': { reason: 'Hijacked' },
  'PUT /api/owners/{id}/fee-policy': { kind: 'none' },
  'POST /api/owners/{id}/transactions': {
    kind: 'contribution',
    date: '2026-01-01',
    amount: 100,
    reference: 'Hijacked',
  },
  'PUT /api/properties/{id}/reserve': { amount: 100 },
  'POST /api/payments/{id}/return': { reason: 'Hijacked' },
  'POST /api/payments/{id}/void': { reason: 'Hijacked' },
  'POST /api/payments/{id}/refund': { amount: 100, reason: 'Hijacked' },
  'POST /api/conversations/{id}/messages': { body: 'Hijacked' },
  'PATCH /api/maintenance-requests/{id}': { status: 'cancelled' },
  'PUT /api/maintenance-requests/{id}/estimate': { estimatedCost: 100 },
  'POST /api/maintenance-requests/{id}/approval': { decision: 'decline' },
  'POST /api/maintenance-requests/{id}/updates': { text: 'Hijacked' },
  'POST /api/maintenance-requests/{id}/assign': { vendorId: '00000000-0000-4000-8000-000000000000' },
};

/** The month an owner statement route names (published for the owner client in beforeAll). */
const STATEMENT_PERIOD = '2026-03';

/** Query strings a GET needs to answer 200. */
const QUERIES: Record<string, string> = {
  'GET /api/calendar': '?from=2026-01-01&to=2026-02-01',
  'GET /api/tenants/check-email': '?email=matrix%40example.test',
};

/** Where A's admin reads a record back, to prove a refused call changed nothing. */
function readBackUrl(resource: MatrixResource, id: string, fixture: Portfolio): string {
  const urls: Record<MatrixResource, string> = {
    owner: `/api/owners/${id}`,
    member: '/api/org/members',
    invitation: '/api/org/members',
    property: `/api/properties/${id}`,
    unit: `/api/properties/${fixture.ids.property}/units`,
    tenant: `/api/tenants/${id}`,
    lease: `/api/leases/${id}/ledger`,
    payment: '/api/payments',
    reminder: '/api/reminders',
    notification: '/api/notifications',
    document: `/api/documents/${id}`,
    'signature-request': `/api/signature-requests/${id}`,
    'maintenance-request': `/api/maintenance-requests/${id}`,
    conversation: `/api/conversations/${id}/messages`,
    import: `/api/imports/${id}`,
    'org-export': `/api/exports/${id}`,
    expense: `/api/expenses/${id}`,
    'renewal-offer': `/api/renewal-offers/${id}`,
  };
  return urls[resource];
}

interface Operation {
  key: string;
  method: string;
  path: string;
  action: Action | undefined;
  roles: ('owner' | 'tenant')[] | undefined;
  resource: MatrixResource | undefined;
}

type Expected = 'allowed' | 403 | 404;

/** What the permission table and the route's declaration say this caller gets. */
function expected(operation: Operation, caller: MatrixCaller): Expected {
  if (!operation.roles?.includes(caller.account)) return 403;
  if (operation.action && !can(caller.accessRole, operation.action)) return 403;
  // Notifications are the caller's own (each user's), whatever the organisation.
  if (!operation.resource || operation.resource === 'notification') return 'allowed';
  if (caller.foreign) return 404;
  if (caller.limitedElsewhere && !ORG_RECORDS.has(operation.resource)) return 404;
  return 'allowed';
}

let ctx: TestContext;
let a: Portfolio;
let b: Portfolio;
let callers: MatrixCaller[];
let ids: Record<MatrixResource, string>;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  a = await createPortfolio(ctx, '1 Matrix Row');
  b = await createPortfolio(ctx, '2 Matrix Lane');
  const matrix = await createMatrixCallers(ctx, a, b);
  callers = matrix.callers;
  ids = { ...(a.ids as Record<Resource, string>), ...matrix.orgRecords };
  // The owner client reads published statements only: A's admin publishes the period the matrix reads.
  const published = await ctx.app.inject({
    method: 'POST',
    url: `/api/owners/${ids.owner}/statements/${STATEMENT_PERIOD}/publish`,
    headers: a.owner.headers,
  });
  if (published.statusCode !== 200) throw new Error(`statement publication failed: ${published.body}`);
  // Both organisations have a logo: GET /api/org/logo answers 200 and DELETE removes one.
  for (const owner of [a.owner, b.owner]) {
    const body = multipartBody({}, [{ fileName: 'logo.png', bytes: pngImage(4, 4) }]);
    const logo = await ctx.app.inject({
      method: 'PUT',
      url: '/api/org/logo',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    if (logo.statusCode !== 200) throw new Error(`logo upload failed: ${logo.body}`);
  }
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  operations = Object.entries(
    document.paths as Record<string, Record<string, Record<string, unknown>>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      action: spec['x-permission'] as Action | undefined,
      roles: spec['x-roles'] as ('owner' | 'tenant')[] | undefined,
      resource: RESOURCE_OF.find(([pattern]) => pattern.test(path))?.[1],
    })),
  );
}, 120_000);
afterAll(() => ctx.close());

function urlOf(operation: Operation, id: string): string {
  // Another parameter (a charge of the lease…) gets a well-formed id: the lease decides first.
  const path = operation.path
    .replace('{id}', id)
    .replace('{name}', 'rent-charges')
    .replace('{kind}', 'properties')
    .replace('{period}', STATEMENT_PERIOD)
    .replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
  return path + (QUERIES[operation.key] ?? '');
}

async function call(operation: Operation, caller: MatrixCaller, outcome: Expected) {
  const id = operation.resource ? ids[operation.resource] : ids.property;
  if (outcome === 'allowed' && operation.method !== 'GET') {
    // Input the schema refuses: the guard has already let the caller through when 400 comes.
    const invalidId = operation.path.includes('{id}');
    return ctx.app.inject({
      method: operation.method as 'POST',
      url: urlOf(operation, invalidId ? 'not-an-id' : id),
      headers: caller.headers,
      payload: invalidId ? (BODIES[operation.key] as object) : ([0] as unknown as object),
    });
  }
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return ctx.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, id),
    headers: caller.headers,
    payload: hasBody && outcome === 404 ? (BODIES[operation.key] as object) : undefined,
  });
}

describe('the access matrix: every route × every caller', () => {
  it('every guarded route names the permission it needs (x-permission), but the account routes', () => {
    const guarded = operations.filter((operation) => operation.roles);
    expect(guarded.length).toBeGreaterThan(60);
    const unnamed = guarded.filter((o) => !o.action && !ACCOUNT_ROUTES.has(o.key)).map((o) => o.key);
    expect(unnamed).toEqual([]);
    const stale = [...ACCOUNT_ROUTES].filter((key) => !operations.some((o) => o.key === key));
    expect(stale).toEqual([]);
  });

  it('answers each caller as the permission table says, and leaves refused records unchanged', async () => {
    const failures: string[] = [];
    const counts = { allowed: 0, 403: 0, 404: 0 };
    for (const operation of operations) {
      if (!operation.roles || !operation.action) continue;
      for (const caller of callers) {
        const outcome = expected(operation, caller);
        counts[outcome] += 1;
        const readBack =
          operation.resource && outcome !== 'allowed'
            ? () =>
                ctx.app.inject({
                  url: readBackUrl(operation.resource!, ids[operation.resource!], a),
                  headers: a.owner.headers,
                })
            : undefined;
        const before = readBack ? (await readBack()).body : undefined;
        const response = await call(operation, caller, outcome);
        const status = response.statusCode;
        const ok =
          outcome === 'allowed'
            ? operation.method === 'GET'
              ? status === 200
              : ![401, 403, 404].includes(status) && status < 500
            : status === outcome;
        if (!ok) failures.push(`${operation.key} as ${caller.role}: expected ${outcome}, got ${status}`);
        if (readBack && (await readBack()).body !== before) {
          failures.push(`${operation.key} as ${caller.role} changed the record`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every kind of answer occurs (the matrix is not vacuous).
    expect(counts.allowed).toBeGreaterThan(100);
    expect(counts[403]).toBeGreaterThan(100);
    expect(counts[404]).toBeGreaterThan(30);
    // Some 1,400 requests: on a loaded 2-core machine this takes longer than the default 30 s.
  }, 180_000);

  it("never lists another property's rows to a limited manager or an owner client", async () => {
    const limited = callers.filter((caller) => caller.limitedElsewhere);
    const lists = ['/api/properties', '/api/tenants', '/api/leases', '/api/payments', '/api/documents'];
    const foreignIds = [a.ids.property!, a.ids.tenant!, a.ids.lease!, a.ids.payment!, a.ids.document!];
    for (const caller of limited) {
      for (const url of [
        ...lists,
        '/api/maintenance-requests',
        '/api/conversations',
        `/api/calendar${QUERIES['GET /api/calendar']}`,
      ]) {
        const response = await ctx.app.inject({ url, headers: caller.headers });
        if (response.statusCode === 403) continue; // a list the role may not read at all
        expect(response.statusCode, `${url} as ${caller.role}`).toBe(200);
        for (const id of [...foreignIds, a.ids['maintenance-request']!, a.ids.conversation!]) {
          expect(response.body, `${url} as ${caller.role} leaks ${id}`).not.toContain(id);
        }
      }
      const dashboard = await ctx.app.inject({ url: '/api/dashboard/owner', headers: caller.headers });
      if (dashboard.statusCode === 200) expect(dashboard.json().totalProperties).toBe(1);
    }
    // The unlimited manager does see them (the check above is not vacuous).
    const manager = callers.find((caller) => caller.role === 'manager')!;
    const all = await ctx.app.inject({ url: '/api/properties', headers: manager.headers });
    expect(all.body).toContain(a.ids.property);
  });
});
