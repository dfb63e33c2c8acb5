import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import {
  createPortfolio,
  type Portfolio as Fixture,
  portfolioLeaseTerm,
  type Resource,
} from '../../test/portfolio';

/**
 * Access control driven by the route table (QUALITY.md security rows; issue 8, item 1). Every
 * operation in the OpenAPI document must be classified below — a new route fails this suite until
 * it is — and every classified operation is then proven: no token → 401 (unless public), the
 * wrong role → 403, another account's record → 404 with the record unchanged.
 */

type Access = 'public' | 'owner' | 'tenant' | 'user';
interface RouteRule {
  access: Access;
  resource?: Resource;
  /** A valid body, so that a 404 (not a 400) is what answers another account's id. */
  body?: Record<string, unknown> | unknown[];
  /** Another tenant's record is also a 404 for a tenant (routes both roles can call). */
  tenantScoped?: boolean;
  /** Registered only in some configurations (demo data on); absent from the test app. */
  optional?: boolean;
}

const RULES: Record<string, RouteRule> = {
  'GET /livez': { access: 'public' },
  'GET /readyz': { access: 'public' },
  // Prometheus metrics: local requests only, or METRICS_TOKEN's bearer (http/metrics.routes.test.ts).
  'GET /metrics': { access: 'public' },
  'POST /auth/v1/signup': { access: 'public' },
  'POST /auth/v1/token': { access: 'public' },
  'GET /auth/v1/verify': { access: 'public' },
  'POST /auth/v1/verify': { access: 'public' },
  'POST /auth/v1/recover': { access: 'public' },
  'POST /auth/v1/resend': { access: 'public' },
  'GET /auth/v1/user': { access: 'user' },
  'PUT /auth/v1/user': { access: 'user' },
  'POST /auth/v1/logout': { access: 'user' },
  'GET /api/profile': { access: 'user' },
  'PATCH /api/profile': { access: 'user' },
  'POST /api/contact': { access: 'public' },
  'GET /api/demo/credentials': { access: 'public', optional: true },
  'GET /api/dev/mailbox': { access: 'public' },
  'POST /api/dev/jobs/{name}/run': { access: 'user' },
  // The team workspace (modules/team): the active organisation, its members and invitations.
  'GET /api/org': { access: 'owner' },
  'PATCH /api/org': { access: 'owner', body: { name: 'Hijacked' } },
  'GET /api/organisations': { access: 'owner' },
  'GET /api/org/members': { access: 'owner' },
  'PATCH /api/org/members/{id}': { access: 'owner', body: { role: 'viewer' } },
  'DELETE /api/org/members/{id}': { access: 'owner' },
  'POST /api/org/invitations': { access: 'owner' },
  'DELETE /api/org/invitations/{id}': { access: 'owner' },
  // The invitation link: the token is the credential (rate-limited; 404 unknown, 410 spent).
  'GET /api/invitations/{token}': { access: 'public' },
  // Any signed-in account (a tenant gets a clear 409, team.routes.test.ts).
  'POST /api/invitations/{token}/accept': { access: 'user' },
  'GET /api/properties': { access: 'owner' },
  'POST /api/properties': { access: 'owner' },
  'GET /api/properties/{id}': { access: 'owner', resource: 'property' },
  'PATCH /api/properties/{id}': { access: 'owner', resource: 'property', body: { propertyType: 'Hijacked' } },
  'DELETE /api/properties/{id}': { access: 'owner', resource: 'property' },
  'GET /api/properties/{id}/units': { access: 'owner', resource: 'property' },
  'PATCH /api/units/{id}': { access: 'owner', resource: 'unit', body: { label: 'Hijacked' } },
  'POST /api/properties/{id}/archive': { access: 'owner', resource: 'property' },
  'POST /api/properties/{id}/unarchive': { access: 'owner', resource: 'property' },
  'POST /api/properties/{id}/units': {
    access: 'owner',
    resource: 'property',
    body: { label: 'Hijacked', monthlyRent: 100 },
  },
  'DELETE /api/units/{id}': { access: 'owner', resource: 'unit' },
  // Rent suggestions (issue 22): advice for a unit, and the organisation's rent index.
  'GET /api/units/{id}/rent-suggestion': { access: 'owner', resource: 'unit' },
  'GET /api/org/rent-indices': { access: 'owner' },
  'PUT /api/org/rent-indices': { access: 'owner', body: { index: 'irl', values: [] } },
  'GET /api/tenants': { access: 'owner' },
  'POST /api/tenants': { access: 'owner' },
  'GET /api/tenants/check-email': { access: 'owner' },
  'GET /api/tenants/{id}': { access: 'owner', resource: 'tenant' },
  'PATCH /api/tenants/{id}': { access: 'owner', resource: 'tenant', body: { phone: '5550000000' } },
  'POST /api/tenants/{id}/archive': { access: 'owner', resource: 'tenant' },
  'POST /api/tenants/{id}/unarchive': { access: 'owner', resource: 'tenant' },
  'POST /api/tenants/{id}/invitation': { access: 'owner', resource: 'tenant' },
  // The link in a tenant's invitation email: the token is the credential (issue 23 finding 4).
  'POST /api/tenant-invitations/confirm': { access: 'public' },
  // Owner clients (modules/owner-clients); another organisation's owner is a 404 (owner-clients.routes.test.ts).
  'GET /api/owners': { access: 'owner' },
  'POST /api/owners': { access: 'owner' },
  'GET /api/owners/{id}': { access: 'owner' },
  'PATCH /api/owners/{id}': { access: 'owner', body: { firstName: 'Hijacked' } },
  'POST /api/owners/{id}/archive': { access: 'owner' },
  'POST /api/owners/{id}/invite': { access: 'owner' },
  'GET /api/owner-portal/summary': { access: 'owner' },
  'GET /api/properties/{id}/owners': { access: 'owner', resource: 'property' },
  'PUT /api/properties/{id}/owners': { access: 'owner', resource: 'property', body: [] },
  'GET /api/dashboard/owner': { access: 'owner' },
  'GET /api/dashboard/open-charges': { access: 'owner' },
  'GET /api/leases': { access: 'user' },
  'POST /api/leases': { access: 'owner' },
  'GET /api/leases/expiry-flags': { access: 'owner' },
  'GET /api/leases/{id}': { access: 'user', resource: 'lease', tenantScoped: true },
  'GET /api/leases/{id}/ledger': { access: 'user', resource: 'lease', tenantScoped: true },
  'POST /api/leases/{id}/activate': { access: 'owner', resource: 'lease' },
  'DELETE /api/leases/{id}': { access: 'owner', resource: 'lease' },
  'GET /api/leases/defaults': { access: 'owner' },
  'PATCH /api/leases/{id}': { access: 'owner', resource: 'lease', body: { dueDay: 2 } },
  'GET /api/leases/{id}/lifecycle': { access: 'user', resource: 'lease', tenantScoped: true },
  'POST /api/leases/{id}/end': {
    access: 'owner',
    resource: 'lease',
    body: { moveOutDate: '2026-11-01', reason: 'Hijacked' },
  },
  'POST /api/leases/{id}/renew': {
    access: 'owner',
    resource: 'lease',
    body: { startDate: '2030-01-01', endDate: '2030-12-31', rentAmount: 100 },
  },
  'POST /api/leases/{id}/rent-changes': {
    access: 'owner',
    resource: 'lease',
    body: { effectiveDate: '2030-01-01', rentAmount: 100 },
  },
  // Lease documents and renewal offers (issue 21; modules/lease-templates, modules/renewals).
  'GET /api/org/lease-template': { access: 'owner' },
  'PUT /api/org/lease-template': { access: 'owner', body: { clauses: [] } },
  // The organisation's logo (issue 19): every member sees it, admins upload (multipart) and remove it.
  'GET /api/org/logo': { access: 'owner' },
  'PUT /api/org/logo': { access: 'owner' },
  'DELETE /api/org/logo': { access: 'owner' },
  'GET /api/leases/{id}/agreement.pdf': { access: 'user', resource: 'lease', tenantScoped: true },
  'GET /api/renewals': { access: 'owner' },
  'POST /api/leases/{id}/renewal-offers': {
    access: 'owner',
    resource: 'lease',
    body: { ...portfolioLeaseTerm().renewal, rentAmount: 100 },
  },
  'GET /api/renewal-offers': { access: 'tenant' },
  'GET /api/renewal-offers/{id}': { access: 'user', resource: 'renewal-offer', tenantScoped: true },
  // Tenants only (an owner → 403 at the guard); another tenant's offer → 404 is proven by the
  // access matrix (a tenant of another organisation) and renewals.routes.test.ts.
  'POST /api/renewal-offers/{id}/accept': { access: 'tenant' },
  'POST /api/renewal-offers/{id}/decline': { access: 'tenant', body: { reason: 'Hijacked' } },
  'POST /api/leases/{id}/deposit-settlement': {
    access: 'owner',
    resource: 'lease',
    body: { deductions: [] },
  },
  // Other charges, credits, charge voids, returned payments (issue 18 items 5-6; route tests in
  // modules/leases/lease-charges.routes.test.ts prove another organisation's charge is a 404).
  'POST /api/leases/{id}/charges': {
    access: 'owner',
    resource: 'lease',
    body: { description: 'Hijacked', amount: 100, dueDate: '2030-01-01' },
  },
  'POST /api/leases/{id}/credits': {
    access: 'owner',
    resource: 'lease',
    body: { description: 'Hijacked', amount: 100, date: '2026-01-01' },
  },
  'GET /api/leases/{id}/ledger-details': { access: 'user', resource: 'lease', tenantScoped: true },
  'POST /api/leases/{id}/recurring-charges/{chargeId}/stop': { access: 'owner' },
  'POST /api/charges/{id}/void': { access: 'owner', body: { reason: 'Hijacked' } },
  // Expenses (issue 19 item 1; modules/expenses/expenses.routes.test.ts).
  'GET /api/expenses': { access: 'owner' },
  'POST /api/expenses': { access: 'owner' },
  'GET /api/expenses/{id}': { access: 'owner', resource: 'expense' },
  'PATCH /api/expenses/{id}': { access: 'owner', resource: 'expense', body: { description: 'Hijacked' } },
  'POST /api/expenses/{id}/void': { access: 'owner', resource: 'expense', body: { reason: 'Hijacked' } },
  // NOI and the reports (issue 19 items 4-5; modules/reports/reports.routes.test.ts: scope and 404s).
  'GET /api/reports/noi': { access: 'owner' },
  'GET /api/reports/rent-roll': { access: 'owner' },
  'GET /api/reports/aged-receivables': { access: 'owner' },
  'GET /api/reports/deposits': { access: 'owner' },
  'GET /api/reports/income-statement': { access: 'owner' },
  'GET /api/reports/expenses': { access: 'owner' },
  // Owner money and statements (issue 19; modules/owner-statements/owner-statements.routes.test.ts).
  'GET /api/owners/{id}/statements': { access: 'owner' },
  'GET /api/owners/{id}/statements/{period}': { access: 'owner' },
  'GET /api/owners/{id}/statements/{period}.pdf': { access: 'owner' },
  'GET /api/owners/{id}/statements/{period}.csv': { access: 'owner' },
  'POST /api/owners/{id}/statements/{period}/publish': { access: 'owner' },
  'PUT /api/owners/{id}/fee-policy': { access: 'owner', body: { kind: 'none' } },
  'POST /api/owners/{id}/transactions': { access: 'owner' },
  'PUT /api/properties/{id}/reserve': { access: 'owner', resource: 'property', body: { amount: 100 } },
  'POST /api/payments/{id}/return': { access: 'owner', resource: 'payment', body: { reason: 'Hijacked' } },
  'GET /api/payments': { access: 'user' },
  'POST /api/payments': { access: 'user' },
  'GET /api/payments/provider': { access: 'user' },
  'GET /api/payments/{id}/receipt': { access: 'user', resource: 'payment', tenantScoped: true },
  'POST /api/payments/{id}/void': { access: 'owner', resource: 'payment', body: { reason: 'Hijacked' } },
  'POST /api/payments/{id}/refund': {
    access: 'owner',
    resource: 'payment',
    body: { amount: 100, reason: 'Hijacked' },
  },
  'GET /api/payments/{id}/receipt.pdf': { access: 'user', resource: 'payment', tenantScoped: true },
  // Online payments through Stripe (issue 25, modules/stripe/stripe.routes.test.ts).
  'POST /api/payments/intents': {
    access: 'tenant',
    body: { leaseId: '00000000-0000-4000-8000-000000000000', amount: 100 },
  },
  'GET /api/org/payments': { access: 'owner' },
  'PUT /api/org/payments': { access: 'owner', body: { feePayer: 'tenant' } },
  'POST /api/org/payments/onboarding': { access: 'owner', body: {} },
  // Bank debits still processing, on the caller's leases (modules/stripe/stripe.service.test.ts).
  'GET /api/payments/processing': { access: 'user' },
  // Autopay (issue 25 item 3, modules/stripe/autopay.service.test.ts: another lease's is a 404).
  'GET /api/autopay': { access: 'tenant' },
  'POST /api/autopay/setup': { access: 'tenant', body: { leaseId: '00000000-0000-4000-8000-000000000000' } },
  'PUT /api/autopay': {
    access: 'tenant',
    body: { leaseId: '00000000-0000-4000-8000-000000000000', enabled: false },
  },
  // Stripe calls it: authenticated by the Stripe-Signature header over the raw body, rate limited.
  'POST /api/webhooks/stripe': { access: 'public' },
  'GET /api/dashboard/tenant': { access: 'tenant' },
  'GET /api/reminders': { access: 'owner' },
  'POST /api/reminders': { access: 'owner' },
  'POST /api/reminders/{id}/cancel': { access: 'owner', resource: 'reminder' },
  'GET /api/settings/rent-reminders': { access: 'owner' },
  'PUT /api/settings/rent-reminders': { access: 'owner' },
  'GET /api/calendar': { access: 'owner' },
  'GET /api/audit-events': { access: 'owner' },
  'GET /api/notifications': { access: 'user' },
  'POST /api/notifications/read-all': { access: 'user' },
  'POST /api/notifications/{id}/read': { access: 'user', resource: 'notification', tenantScoped: true },
  // Multipart upload: the guard answers 401/403 at onRequest, before the body is read.
  'POST /api/documents': { access: 'owner' },
  'GET /api/documents': { access: 'user' },
  'GET /api/documents/{id}': { access: 'user', resource: 'document', tenantScoped: true },
  'GET /api/documents/{id}/download': { access: 'user', resource: 'document', tenantScoped: true },
  'DELETE /api/documents/{id}': { access: 'owner', resource: 'document' },
  // E-signature (issue 21; modules/signatures): requests by admins and managers; the signing link
  // is the credential (rate-limited; 404 unknown, 410 used/expired/closed); a tenant signs from the
  // portal as the signer with their email; anyone may verify a PDF (rate-limited).
  'POST /api/signature-requests': { access: 'owner' },
  'GET /api/signature-requests': { access: 'owner' },
  'GET /api/signature-requests/{id}': { access: 'owner', resource: 'signature-request' },
  'GET /api/signing/{token}': { access: 'public' },
  'GET /api/signing/{token}/document': { access: 'public' },
  'POST /api/signing/{token}': { access: 'public' },
  'GET /api/portal/signatures': { access: 'tenant' },
  'GET /api/portal/signatures/{id}/document': { access: 'tenant' },
  'POST /api/portal/signatures/{id}': { access: 'tenant', body: { decline: 'Hijacked' } },
  'POST /api/signatures/verify': { access: 'public' },
  // The document id is in the body; another organisation's → 404 (lease-reviews.routes.test.ts).
  'POST /api/lease-reviews': { access: 'owner' },
  // Imports (issue 20): multipart upload refused by the guard before the body is read.
  'GET /api/imports/templates/{kind}': { access: 'owner' },
  'POST /api/imports': { access: 'owner' },
  'GET /api/imports/{id}': { access: 'owner', resource: 'import' },
  'PATCH /api/imports/{id}': { access: 'owner', resource: 'import', body: { dateFormat: 'DD/MM/YYYY' } },
  'GET /api/imports/{id}/rows': { access: 'owner', resource: 'import' },
  'POST /api/imports/{id}/commit': { access: 'owner', resource: 'import' },
  'POST /api/imports/{id}/undo': { access: 'owner', resource: 'import' },
  'GET /api/exports/csv/{kind}': { access: 'owner' },
  // The whole organisation as a ZIP (issue 20): admins; another organisation's export is a 404.
  'GET /api/exports/org': { access: 'owner' },
  'GET /api/exports/{id}': { access: 'owner', resource: 'org-export' },
  'GET /api/exports/{id}/download': { access: 'owner', resource: 'org-export' },
  'GET /api/conversations': { access: 'user' },
  'POST /api/conversations': { access: 'owner' },
  'GET /api/conversations/unread-count': { access: 'user' },
  'GET /api/conversations/{id}': { access: 'user', resource: 'conversation', tenantScoped: true },
  'GET /api/conversations/{id}/messages': { access: 'user', resource: 'conversation', tenantScoped: true },
  'POST /api/conversations/{id}/messages': {
    access: 'user',
    resource: 'conversation',
    tenantScoped: true,
    body: { body: 'Hijacked' },
  },
  'GET /api/maintenance-requests': { access: 'user' },
  'POST /api/maintenance-requests': { access: 'user' },
  'GET /api/maintenance-requests/{id}': {
    access: 'user',
    resource: 'maintenance-request',
    tenantScoped: true,
  },
  'PATCH /api/maintenance-requests/{id}': {
    access: 'owner',
    resource: 'maintenance-request',
    body: { status: 'cancelled' },
  },
  'POST /api/maintenance-requests/{id}/updates': {
    access: 'user',
    resource: 'maintenance-request',
    body: { text: 'Hijacked' },
    tenantScoped: true,
  },
  // Tenants only (an owner → 403 at the guard); another tenant's request → 404 is proven by the
  // access matrix (a tenant of another organisation) and maintenance-withdraw.routes.test.ts.
  'POST /api/maintenance-requests/{id}/withdraw': { access: 'tenant' },
  'POST /api/maintenance-requests/{id}/assign': {
    access: 'owner',
    resource: 'maintenance-request',
    body: { vendorId: '00000000-0000-4000-8000-000000000000' },
  },
  // Multipart: the guard and the request's scope (404) answer before the body is read.
  'POST /api/maintenance-requests/{id}/photos': {
    access: 'user',
    resource: 'maintenance-request',
    tenantScoped: true,
  },
  // Approvals (maintenance-approvals.routes.ts): the estimate (maintenance.manage), the owner client's decision.
  'PUT /api/maintenance-requests/{id}/estimate': {
    access: 'owner',
    resource: 'maintenance-request',
    body: { estimatedCost: 100 },
  },
  // Only an owner client may decide (a member → 403); another property's request → 404
  // (maintenance-approvals.routes.test.ts).
  'POST /api/maintenance-requests/{id}/approval': { access: 'owner', body: { decision: 'approve' } },
  'GET /api/vendors': { access: 'owner' },
  'POST /api/vendors': { access: 'owner' },
  // The vendor's private job link: the token is the credential (rate-limited, 404/410 otherwise).
  'GET /api/vendor-jobs/{token}': { access: 'public' },
  'POST /api/vendor-jobs/{token}/updates': { access: 'public' },
  // Multipart; a dead link is a 404/410 before the body is read.
  'POST /api/vendor-jobs/{token}/photos': { access: 'public' },
  // Only the photos of the link's job (anything else 404).
  'GET /api/vendor-jobs/{token}/photos/{photoId}': { access: 'public' },
};

let ctx: TestContext;
let a: Fixture;
let b: Fixture;
let operations: string[];

/** Where owner A reads the record back, to prove a refused call changed nothing. */
function readBackUrl(resource: Resource, id: string): string {
  const urls: Record<Resource, string> = {
    property: `/api/properties/${id}`,
    unit: `/api/properties/${a.ids.property}/units`,
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

function urlFor(operation: string, id: string): string {
  const path = operation.split(' ')[1];
  return path
    .replace('{id}', id)
    .replace('{name}', 'rent-charges')
    .replace('{kind}', 'properties')
    .replace('{period}', '2026-03');
}

beforeAll(async () => {
  ctx = await createTestApp();
  // The fixture (and the Resource type) live in test/portfolio.ts, shared by the security suites.
  a = await createPortfolio(ctx, '1 Access Row');
  b = await createPortfolio(ctx, '2 Control Lane');
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}, 60_000);
afterAll(() => ctx.close());

describe('access control over every route', () => {
  it('classifies every operation of the API (a new route must be added to RULES)', () => {
    const unclassified = operations.filter((operation) => !RULES[operation]);
    expect(unclassified).toEqual([]);
    const stale = Object.keys(RULES).filter(
      (operation) => !RULES[operation]?.optional && !operations.includes(operation),
    );
    expect(stale).toEqual([]);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const rule = RULES[operation];
      if (!rule || rule.access === 'public') continue;
      const [method] = operation.split(' ');
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: urlFor(operation, a.ids[rule.resource ?? 'property'] ?? a.ids.property!),
        payload: method === 'GET' || method === 'DELETE' ? undefined : (rule.body ?? {}),
      });
      if (response.statusCode !== 401) failures.push(`${operation} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to the wrong role', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const rule = RULES[operation];
      if (!rule || (rule.access !== 'owner' && rule.access !== 'tenant')) continue;
      const caller = rule.access === 'owner' ? a.tenant : a.owner;
      const [method] = operation.split(' ');
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: urlFor(operation, a.ids[rule.resource ?? 'property'] ?? a.ids.property!),
        headers: caller.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : (rule.body ?? {}),
      });
      if (response.statusCode !== 403) failures.push(`${operation} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 for another account's record and leaves it unchanged", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const rule = RULES[operation];
      if (!rule?.resource) continue;
      const id = a.ids[rule.resource];
      if (!id) continue;
      const [method] = operation.split(' ');
      const callers = [b.owner, ...(rule.tenantScoped ? [b.tenant] : [])];
      for (const caller of callers) {
        const readBack = () =>
          ctx.app.inject({ url: readBackUrl(rule.resource!, id), headers: a.owner.headers });
        const before = await readBack();
        expect(before.statusCode, operation).toBe(200);
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: urlFor(operation, id),
          headers: caller.headers,
          payload: method === 'GET' || method === 'DELETE' ? undefined : rule.body,
        });
        if (response.statusCode !== 404)
          failures.push(`${operation} by ${caller.email} → ${response.statusCode}`);
        const after = await readBack();
        if (after.body !== before.body) failures.push(`${operation} changed the record`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never lists another account's rows", async () => {
    const lists: [string, SignedInUser, string[]][] = [
      ['/api/properties', b.owner, [a.ids.property!]],
      ['/api/tenants', b.owner, [a.ids.tenant!]],
      ['/api/leases', b.owner, [a.ids.lease!]],
      ['/api/leases', b.tenant, [a.ids.lease!]],
      ['/api/payments', b.owner, [a.ids.lease!, a.ids.payment!]],
      ['/api/payments', b.tenant, [a.ids.lease!, a.ids.payment!]],
      ['/api/documents', b.owner, [a.ids.document!]],
      ['/api/documents', b.tenant, [a.ids.document!]],
      ['/api/maintenance-requests', b.owner, [a.ids['maintenance-request']!]],
      ['/api/maintenance-requests', b.tenant, [a.ids['maintenance-request']!]],
      ['/api/conversations', b.owner, [a.ids.conversation!]],
      ['/api/conversations', b.tenant, [a.ids.conversation!]],
    ];
    for (const [url, caller, foreignIds] of lists) {
      const response = await ctx.app.inject({ url, headers: caller.headers });
      expect(response.statusCode, url).toBe(200);
      for (const id of foreignIds) expect(response.body, `${url} leaks ${id}`).not.toContain(id);
    }
    // The owner's own rows are there (the check above is not vacuous).
    const own = await ctx.app.inject({ url: '/api/leases', headers: a.tenant.headers });
    expect(own.body).toContain(a.ids.lease);
    const ownDocuments = await ctx.app.inject({ url: '/api/documents', headers: a.tenant.headers });
    expect(ownDocuments.body).toContain(a.ids.document);
  });
});
