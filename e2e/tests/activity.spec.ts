import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { signIn } from '../support/session';

/**
 * Issue 17 item 5: the demo owner (the organisation's admin) changes a unit's rent, opens
 * Settings › Activity and finds the change — who, what, and the rent before and after — then reads
 * the page in French. The rent is put back afterwards, so the demo portfolio is as other specs
 * expect it (that second change is an event too).
 */
test('the demo owner changes a rent and sees it in Activity with its before and after', async ({ page }) => {
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);

  // A unit of the first property: its rent goes up by $1.
  await page.goto('/owner-dashboard/properties');
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  const edit = dialog.getByRole('button', { name: /^Edit / }).first();
  const unitName = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  await edit.click();
  const rentInput = dialog.getByLabel('Rent', { exact: true });
  const oldRent = Number(await rentInput.inputValue());
  const newRent = oldRent + 1;
  await rentInput.fill(String(newRent));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unit updated')).toBeVisible();
  await page.keyboard.press('Escape');

  const money = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

  // Settings › Activity log › Open activity.
  await page.goto('/owner-dashboard/settings');
  await page.getByRole('link', { name: 'Open activity' }).click();
  await expect(page).toHaveURL(/\/owner-dashboard\/settings\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  // Newest first: the change just made, by the demo owner, an admin.
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Changed');
  await expect(newest).toContainText('Unit');
  await expect(newest).toContainText('Admin');
  await newest.getByRole('button', { name: 'Show changes' }).click();
  const rentRow = page.getByRole('row', { name: /^Monthly rent/ });
  await expect(rentRow.getByRole('cell').nth(0)).toHaveText(money(oldRent));
  await expect(rentRow.getByRole('cell').nth(1)).toHaveText(money(newRent));

  // Filters: only units → still there; only tenants → not this one.
  await page.getByLabel('Record type').selectOption({ label: 'Unit' });
  await expect(page.getByRole('row').nth(1)).toContainText('Unit');
  await page.getByLabel('Record type').selectOption({ label: 'Tenant' });
  await expect(page.getByRole('row').filter({ hasText: 'Monthly rent' })).toHaveCount(0);
  // A range that ends before it starts is refused on the spot.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('From').fill('2026-05-02');
  await page.getByLabel('To').fill('2026-05-01');
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The same page in French.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Activité', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Modification');
  await expect(page.getByRole('row').nth(1)).toContainText('Logement');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  // Put the rent back (the unit named `unitName`).
  await page.goto('/owner-dashboard/properties');
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  await dialog.getByRole('button', { name: `Edit ${unitName}` }).click();
  await dialog.getByLabel('Rent', { exact: true }).fill(String(oldRent));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unit updated').first()).toBeVisible();
});
