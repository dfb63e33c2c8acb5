import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken } from './api-accounts';
import { DEMO_OWNER } from './demo-accounts';

/**
 * The pages of the demo data that the page walks (phone-layout.spec: no page wider than a phone;
 * french-everywhere.spec: no English on a French page) open besides the workspace's menu pages.
 */

/** The owner portal, as the demo owner client (Harriet Cole) sees it. */
export const OWNER_PORTAL_PAGES = [
  '/owner-portal',
  '/owner-portal/properties',
  '/owner-portal/rent-roll',
  '/owner-portal/documents',
  '/owner-portal/approvals',
  '/owner-portal/statements',
  '/owner-portal/notifications',
];

/** The pages reached without an account from a signing email: a signing link that is not (or no longer) valid, and the verification of a signed PDF. */
export const SIGNING_PAGES = ['/sign/no-such-signing-link', '/verify'];

/** Owners › Harriet Cole › Statements: its address holds her id, read from the API. */
export async function demoOwnerStatementsPath(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const response = await request.get('/api/owners', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; lastName: string }[] };
  const harriet = items.find((owner) => owner.lastName === 'Cole');
  expect(harriet, 'the demo owner client Harriet Cole').toBeTruthy();
  return `/owner-dashboard/owners/${harriet?.id}/statements`;
}
