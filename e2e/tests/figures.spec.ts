import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { screenshots } from '../support/screenshots';
import { signIn } from '../support/session';

/**
 * Figures that agree (issue 18 item 9, decision 024), on the demo data: the Pending Payments tile
 * and the Upcoming Payments list beside it show the same amounts, overdue listed first; the
 * tenant's first card shows what they owe. `FIGURES_SHOTS=<dir>` also saves the two dashboards
 * on a phone and a desktop, in English and French, light and dark.
 */
const SHOTS = process.env.FIGURES_SHOTS;

const card = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByText(title, { exact: true }) });

test('the owner’s Pending Payments tile is the sum of the Upcoming Payments list, overdue first', async ({
  page,
}) => {
  test.setTimeout(SHOTS ? 120_000 : 30_000);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  const tile = card(page, 'Pending Payments');
  await expect(tile.getByText('$4,050', { exact: true })).toBeVisible();
  await expect(tile.getByText('$1,250 overdue')).toBeVisible();

  const upcoming = card(page, 'Upcoming Payments');
  // The list's own totals are the tile's figures.
  await expect(upcoming.getByText('2 overdue')).toBeVisible();
  await expect(upcoming.getByText('$1,250.00', { exact: true })).toBeVisible();
  await expect(upcoming.getByText('2 pending')).toBeVisible();
  await expect(upcoming.getByText('$4,050.00', { exact: true })).toBeVisible();
  // Overdue first: David's rent and late fee, then the two rents due today.
  const badges = upcoming.getByRole('listitem').locator('[data-slot="badge"]');
  await expect(badges).toHaveText(['Overdue', 'Overdue', 'Pending', 'Pending']);
  await expect(upcoming.getByText('Showing 4 of 4')).toBeVisible();
  // Monthly Revenue is the rent roll of the leases in force, with what came in this month.
  await expect(
    card(page, 'Monthly Revenue').getByText(
      /Rent of the leases in force today · \$[\d,]+ collected this month/,
    ),
  ).toBeVisible();

  await screenshots(page, SHOTS, 'owner-dashboard', /Showing 4 of 4|4 sur 4 affichés/, '/owner-dashboard');
});

test('the tenant’s first card shows what they owe', async ({ page }) => {
  test.setTimeout(SHOTS ? 120_000 : 30_000);
  await signIn(page, TENANT);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);
  const due = card(page, 'Next Rent Payment');
  await expect(due.getByText('$2,200.00')).toBeVisible();
  await expect(due.getByText('Pending')).toBeVisible();
  // The notice the landlord shared is among the Important Notices.
  await expect(card(page, 'Important Notices').getByText('Notice of annual inspection')).toBeVisible();
  await screenshots(page, SHOTS, 'tenant-dashboard', /Notice of annual inspection/, '/tenant-dashboard');
});
