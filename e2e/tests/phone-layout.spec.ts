import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER_CLIENT, DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { demoOwnerStatementsPath, OWNER_PORTAL_PAGES, SIGNING_PAGES } from '../support/demo-pages';
import { signIn } from '../support/session';

/**
 * Phones (issue 24 item 1): at 390 × 844 no page of the owner's or the tenant's workspace, of the
 * owner portal, or reached from a signing email (support/demo-pages.ts) is wider than the screen, and a list's rows are cards whose menu holds the row's actions.
 * `PHONE_SHOTS=<dir>` also saves every list on a phone and a desktop, in English and French,
 * light and dark.
 */
const SHOTS = process.env.PHONE_SHOTS;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

const OWNER_PAGES = [
  '/owner-dashboard',
  '/owner-dashboard/properties',
  '/owner-dashboard/tenants',
  '/owner-dashboard/leases',
  '/owner-dashboard/maintenance',
  '/owner-dashboard/messages',
  '/owner-dashboard/calendar',
  '/owner-dashboard/documents',
  '/owner-dashboard/owners',
  '/owner-dashboard/renewals',
  '/owner-dashboard/expenses',
  '/owner-dashboard/reports',
  '/owner-dashboard/notifications',
  '/owner-dashboard/settings',
  '/owner-dashboard/settings/team',
  '/owner-dashboard/settings/activity',
  '/owner-dashboard/settings/import-export',
  ...SIGNING_PAGES,
];
const TENANT_PAGES = [
  '/tenant-dashboard',
  '/tenant-dashboard/payments',
  '/tenant-dashboard/maintenance',
  '/tenant-dashboard/documents',
  '/tenant-dashboard/messages',
  '/tenant-dashboard/notifications',
  '/tenant-dashboard/settings',
];

/** Opens `path` and fails if the page is wider than the screen (it would scroll sideways). */
async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${path} is ${scrollWidth}px wide on a ${innerWidth}px screen`)
    .toBeLessThanOrEqual(innerWidth);
}

test('the owner’s pages fit a phone, and a list’s cards carry the row’s actions', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 300_000 : 90_000);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  for (const path of [...OWNER_PAGES, await demoOwnerStatementsPath(request)])
    await expectNoSidewaysScroll(page, path);

  // Tenants: a card per tenant, no table; its menu holds View Details and the reminder.
  await page.goto('/owner-dashboard/tenants');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions for Marcus Reed' }).click();
  await expect(page.getByRole('menuitem', { name: 'Schedule reminder' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: /Marcus Reed/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Leases: the menu views a lease; its payment history fits the dialog.
  await page.goto('/owner-dashboard/leases');
  await page
    .getByRole('button', { name: /^Actions for Marcus Reed/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Record Payment' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const lease = page.getByRole('dialog');
  await expect(lease).toBeVisible();
  await page.waitForLoadState('networkidle');
  const overflow = await lease.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow, 'the lease dialog scrolls sideways').toBeLessThanOrEqual(0);

  // Documents: the shared list's cards, each with its own buttons (issue 24 item 1).
  await page.keyboard.press('Escape');
  await page.goto('/owner-dashboard/documents');
  await expect(page.locator('[data-slot="data-list-card"]').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();

  // Signed in, the 404 page's header leads back to the dashboard, not to Login (issue 24 item 4).
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/owner-dashboard');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  if (SHOTS) {
    for (const path of ['/owner-dashboard', '/owner-dashboard/tenants', '/owner-dashboard/leases'])
      await screenshots(page, path);
    for (const path of [
      '/owner-dashboard/properties',
      '/owner-dashboard/maintenance',
      '/owner-dashboard/owners',
      '/owner-dashboard/documents',
    ])
      await screenshots(page, path);
  }
});

test('the tenant’s pages fit a phone; the property card opens the lease’s terms', async ({ page }) => {
  test.setTimeout(SHOTS ? 300_000 : 60_000);
  await signIn(page, TENANT);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);
  for (const path of TENANT_PAGES) await expectNoSidewaysScroll(page, path);

  // The property card's View Lease Details opens the lease's terms (issue 24 item 4).
  await page.goto('/tenant-dashboard');
  await page.getByRole('button', { name: 'View Lease Details' }).click();
  const terms = page.getByRole('dialog', { name: 'Lease Details' });
  await expect(terms.getByText('Monthly rent')).toBeVisible();
  await expect(terms.getByText(/^\$2,200/).first()).toBeVisible();
  await expect(terms.getByText('Late fee')).toBeVisible();

  // A bank transfer takes an IBAN, its checksum checked before anything is sent (issue 24 item 6),
  // and the Pay dialog fits the phone.
  await page.goto('/tenant-dashboard/payments');
  await page.getByRole('button', { name: 'Make a Payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Make a Payment' });
  await pay.getByRole('radio', { name: 'Bank transfer' }).check();
  await pay.getByRole('radio', { name: 'IBAN' }).check();
  await pay.getByRole('textbox', { name: 'IBAN' }).fill('FR15 2004 1010 0505 0001 3M02 606');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByText('Check the IBAN: its check digits do not match')).toBeVisible();
  expect(await pay.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
  if (SHOTS) await pay.screenshot({ path: `${SHOTS}/tenant-pay-bank-phone.png` });
  await page.keyboard.press('Escape');
  if (SHOTS)
    for (const path of ['/tenant-dashboard', '/tenant-dashboard/payments', '/tenant-dashboard/maintenance'])
      await screenshots(page, path);
});

test('the owner portal’s pages fit a phone', async ({ page }) => {
  await signIn(page, DEMO_OWNER_CLIENT);
  await expect(page).toHaveURL(/\/owner-portal$/);
  for (const path of OWNER_PORTAL_PAGES) await expectNoSidewaysScroll(page, path);
});

async function screenshots(page: Page, path: string) {
  const sizes = { phone: PHONE, desktop: { width: 1280, height: 800 } };
  const name = path.replaceAll('/', '-').slice(1);
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const lang of ['en', 'fr']) {
      for (const theme of ['light', 'dark']) {
        await page.setViewportSize(viewport);
        await page.evaluate(
          ([l, th]) => {
            localStorage.setItem('rentwise.language', l);
            localStorage.setItem('rentwise.theme', th);
          },
          [lang, theme],
        );
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${name}-${size}-${lang}-${theme}.png`, fullPage: true });
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('rentwise.language', 'en');
    localStorage.setItem('rentwise.theme', 'light');
  });
  await page.setViewportSize(PHONE);
}
