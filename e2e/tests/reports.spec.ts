import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { eachLook } from '../support/screenshots';
import { signIn } from '../support/session';

/**
 * NOI and the reports agree (issue 19 "Done means"), on the demo data: the dashboard's NOI tile
 * for this month is the income statement's NOI for this month on the Reports page, for the whole
 * portfolio; the 12-month chart has its table with the same figure, in
 * English and in French. `REPORTS_SHOTS=<dir>` also saves the pages on a phone and a desktop,
 * English and French, light and dark.
 */
const SHOTS = process.env.REPORTS_SHOTS;

test('the NOI tile, its table and the income statement agree, in English and French', async ({ page }) => {
  test.setTimeout(SHOTS ? 180_000 : 45_000);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  const tile = page.getByTestId('noi-tile');
  await expect(tile.getByText('Net operating income', { exact: true })).toBeVisible();
  const noi = (await tile.locator('p.text-2xl').textContent()) ?? '';
  expect(noi).toMatch(/\$/);

  // The chart's table: its last month is the tile's figure.
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('region', { name: 'Net operating income, last 12 months' });
  await expect(table.locator('tbody tr').last().locator('td').last()).toHaveText(noi);

  // Reports › Income statement for this month (the default range): the same NOI.
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Report').selectOption('income-statement');
  await expect(page.locator('[data-total="Net operating income"]')).toHaveText(noi);

  // In French: the same figures, written the French way.
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'fr'));
  await page.goto('/owner-dashboard');
  const frTile = page.getByTestId('noi-tile');
  await expect(frTile.getByText("Résultat net d'exploitation", { exact: true })).toBeVisible();
  const frNoi = (await frTile.locator('p.text-2xl').textContent()) ?? '';
  expect(frNoi).toMatch(/\$US/);
  await page.goto('/owner-dashboard/reports');
  await page.getByLabel('Rapport').selectOption('income-statement');
  await expect(page.locator(`[data-total="Résultat net d'exploitation"]`)).toHaveText(frNoi);
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'en'));

  if (SHOTS) {
    await screenshots(
      page,
      SHOTS,
      'owner-dashboard-noi',
      '/owner-dashboard',
      /Net operating income|Résultat net/,
    );
    await screenshots(
      page,
      SHOTS,
      'reports',
      '/owner-dashboard/reports',
      /Leases in force|Les baux en vigueur/,
    );
  }
});

/** The page, and its NOI chart alone when it has one, in every look. */
async function screenshots(page: Page, dir: string, what: string, path: string, ready: RegExp) {
  await eachLook(page, dir, async (look) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: look.file(what), fullPage: true });
    const chart = page.getByTestId('noi-chart');
    if (await chart.count()) await chart.screenshot({ path: look.file(`${what}-chart`) });
  });
}
