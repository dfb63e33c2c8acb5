import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ts from 'typescript';
import { DEMO_OWNER, DEMO_OWNER_CLIENT, DEMO_TENANT } from './demo-accounts';
import { signIn } from './session';

/**
 * The axe walk of every route (the specs accessibility-routes, light theme, and
 * accessibility-routes-dark, which run in the two e2e lanes side by side).
 *
 * QUALITY.md row 19 and issue 26: axe (WCAG 2.0 A/AA, 2.1 A/AA) finds no serious or critical
 * violation on any page of the web's route table, in the light and the dark theme, with the demo
 * data. The routes are read from apps/web/src/app/router.tsx itself, so a page added there is
 * checked here without anyone remembering to list it. Pages under `<RequireRole allow="owner">`
 * are opened as the demo owner, `allow="tenant"` as the demo tenant, the rest signed out; the owner
 * portal's pages (`/owner-portal…`, inside the owner guard) as the demo owner client.
 */

type Audience = 'public' | 'owner' | 'tenant' | 'portal';
interface RoutePage {
  /** As written in the route table, e.g. `/vendor-jobs/:token`. */
  pattern: string;
  audience: Audience;
}

const routerFile = path.resolve(import.meta.dirname, '../../apps/web/src/app/router.tsx');

/** The string value of `key: '…'` in an object literal of the route table. */
function stringProperty(node: ts.ObjectLiteralExpression, key: string): string | undefined {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === key) {
      if (ts.isStringLiteralLike(property.initializer)) return property.initializer.text;
    }
  }
  return undefined;
}

function property(node: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const entry of node.properties) {
    if (ts.isPropertyAssignment(entry) && entry.name.getText() === key) return entry.initializer;
  }
  return undefined;
}

/** `element: <RequireRole allow="owner" />` → 'owner'. */
function guardedRole(node: ts.ObjectLiteralExpression): Audience | undefined {
  const element = property(node, 'element');
  if (!element || !ts.isJsxSelfClosingElement(element) || element.tagName.getText() !== 'RequireRole') {
    return undefined;
  }
  for (const attribute of element.attributes.properties) {
    if (
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText() === 'allow' &&
      attribute.initializer &&
      ts.isStringLiteral(attribute.initializer)
    ) {
      const role = attribute.initializer.text;
      if (role === 'owner' || role === 'tenant') return role;
    }
  }
  throw new Error(`router.tsx: a RequireRole this spec does not know how to sign in for`);
}

/** Every page (a route with a path or `index`, and no children) of `export const routes`. */
function readRouteTable(): RoutePage[] {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let table: ts.ArrayLiteralExpression | undefined;
  const find = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      table = node.initializer;
    } else {
      node.forEachChild(find);
    }
  };
  source.forEachChild(find);
  if (!table) throw new Error('router.tsx no longer exports `routes` as an array literal');

  const pages: RoutePage[] = [];
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, audience: Audience) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const own = stringProperty(element, 'path');
      const fullPath =
        own === undefined || own.startsWith('/') || own === '*'
          ? (own ?? parentPath)
          : `${parentPath.replace(/\/$/, '')}/${own}`;
      const role = own?.startsWith('/owner-portal') ? 'portal' : (guardedRole(element) ?? audience);
      const children = property(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) {
        walk(children, fullPath, role);
      } else if (own !== undefined || property(element, 'index')) {
        pages.push({ pattern: fullPath, audience: role });
      }
    }
  };
  walk(table, '', 'public');
  return pages;
}

export const routePages = readRouteTable();

/** Sign in once through the API, as the owner, for the calls that fetch a route's parameters. */
async function ownerHeaders(request: APIRequestContext) {
  const token = await request.post('/auth/v1/token?grant_type=password', { data: DEMO_OWNER });
  expect(token.ok()).toBe(true);
  return { authorization: `Bearer ${(await token.json()).access_token}` };
}

/**
 * A vendor's private job link. The demo seeds none (only its hash could be stored), so the demo
 * owner assigns the demo's vendor to its request again, which emails the vendor a fresh link.
 */
async function demoVendorToken(request: APIRequestContext): Promise<string> {
  const headers = await ownerHeaders(request);
  const list = await request.get('/api/maintenance-requests?limit=100', { headers });
  const items = (await list.json()).items as { id: string; vendor: { id: string; email: string } | null }[];
  const job = items.find((item) => item.vendor);
  if (!job?.vendor) throw new Error('the demo data has no maintenance request with a vendor');
  const vendor = job.vendor;
  const assigned = await request.post(`/api/maintenance-requests/${job.id}/assign`, {
    headers,
    data: { vendorId: vendor.id },
  });
  expect(assigned.ok()).toBe(true);
  let token = '';
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(vendor.email)}`);
      // Newest first: the link just sent.
      const emails = (await mailbox.json()) as { text: string }[];
      token = emails[0]?.text.match(/\/vendor-jobs\/([^\s/]+)/)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The demo owner's signed lease agreement (a PDF the demo seeds), for the lease review page. */
async function demoLeaseDocumentId(request: APIRequestContext): Promise<string> {
  const headers = await ownerHeaders(request);
  const list = await request.get('/api/documents?limit=200', { headers });
  expect(list.ok()).toBe(true);
  const items = (await list.json()).items as { id: string; kind: string }[];
  const agreement = items.find((item) => item.kind === 'lease');
  if (!agreement) throw new Error('the demo data has no lease document');
  return agreement.id;
}

/** A pending invitation to the demo organisation (the invitation page's main state). */
async function demoInvitationToken(request: APIRequestContext): Promise<string> {
  const headers = await ownerHeaders(request);
  const email = `a11y.${Date.now()}@example.test`;
  const invited = await request.post('/api/org/invitations', { headers, data: { email, role: 'viewer' } });
  expect(invited.ok()).toBe(true);
  let token = '';
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const emails = (await mailbox.json()) as { text: string }[];
      token = emails[0]?.text.match(/\/invitations\/([^\s/]+)/)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The demo repair that waits for the owner client's approval (the approval email's page). */
async function demoPendingApprovalId(request: APIRequestContext): Promise<string> {
  const headers = await ownerHeaders(request);
  const list = await request.get('/api/maintenance-requests?approvalStatus=pending', { headers });
  const items = (await list.json()).items as { id: string }[];
  if (!items[0]) throw new Error('the demo data has no repair waiting for an owner approval');
  return items[0].id;
}

/** The demo owner client with a portal login (Harriet Cole): her statements page. */
async function demoOwnerClientId(request: APIRequestContext): Promise<string> {
  const headers = await ownerHeaders(request);
  const list = await request.get('/api/owners', { headers });
  expect(list.ok()).toBe(true);
  const items = (await list.json()).items as { id: string; email?: string | null }[];
  const owner = items.find((item) => item.email === DEMO_OWNER_CLIENT.email) ?? items[0];
  if (!owner) throw new Error('the demo data has no owner client');
  return owner.id;
}

/** Last month: the demo publishes the owner clients' statements of the last three months. */
async function lastMonth(): Promise<string> {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** How each route parameter gets a real value from the demo data. A new one must be added here. */
const parameterValues: Record<string, (request: APIRequestContext) => Promise<string>> = {
  token: demoVendorToken,
  documentId: demoLeaseDocumentId,
  invitationToken: demoInvitationToken,
  requestId: demoPendingApprovalId,
  ownerId: demoOwnerClientId,
  period: lastMonth,
};

/** Values already fetched in this worker: both themes open the same vendor link. */
const fetchedValues = new Map<string, string>();

async function concretePath(pattern: string, request: APIRequestContext): Promise<string> {
  // The catch-all route: any unknown address shows the not-found page.
  if (pattern === '*') return '/no-such-page';
  let concrete = pattern;
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
    const lookUp = parameterValues[name];
    if (!lookUp) throw new Error(`${pattern}: give :${name} a value from the demo data in parameterValues`);
    if (!fetchedValues.has(name)) fetchedValues.set(name, await lookUp(request));
    concrete = concrete.replace(`:${name}`, encodeURIComponent(fetchedValues.get(name) as string));
  }
  return concrete;
}

/** axe's serious and critical WCAG 2.0/2.1 A and AA violations on the page (first 5 nodes each). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

/**
 * Waits until the page has drawn its data: a pre-rendered public page has been hydrated
 * (docs/decisions/015), its heading is there and nothing is still loading.
 */
async function settle(page: Page) {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

const accounts = { owner: DEMO_OWNER, tenant: DEMO_TENANT, portal: DEMO_OWNER_CLIENT } as const;
const homes = { owner: '/owner-dashboard', tenant: '/tenant-dashboard', portal: '/owner-portal' } as const;

/** One theme's walk: a describe per audience, a test per route. */
export function axeRouteWalk(theme: 'light' | 'dark') {
  for (const audience of ['public', 'owner', 'tenant', 'portal'] as const) {
    test.describe(`axe on the ${audience} routes, ${theme} theme`, () => {
      // One browser page per group: it signs in once, then opens each route with one page load.
      // (A failed test restarts the worker, and this runs again for the routes left.)
      let page: Page;

      test.beforeAll(async ({ browser }, testInfo) => {
        const { baseURL, viewport } = testInfo.project.use;
        page = await (await browser.newContext({ baseURL, viewport })).newPage();
        await page.addInitScript((choice) => localStorage.setItem('rentwise.theme', choice), theme);
        if (audience !== 'public') {
          await signIn(page, accounts[audience]);
          await expect(page).toHaveURL(new RegExp(`${homes[audience]}$`));
        }
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      for (const route of routePages.filter((entry) => entry.audience === audience)) {
        test(`${route.pattern} has no serious or critical violations`, async ({ request }) => {
          await page.goto(await concretePath(route.pattern, request));
          await settle(page);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
}
