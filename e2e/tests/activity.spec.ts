import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { signIn } from '../support/session';

/**
 * Issue 17 item 5: the demo owner (the organisation's admin) edits a property's city, opens
 * Settings › Activity and finds the change — who, what, and the city before and after — then reads
 * the page in French. The city is put back afterwards, so the demo portfolio is as other specs
 * expect it (that second change is an event too).
 */
test('the demo owner edits a property and sees it in Activity with its before and after', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);

  // The first property's city changes.
  const editFirstProperty = async (city: (old: string) => string) => {
    await page.goto('/owner-dashboard/properties');
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Edit property' }).click();
    const form = page.getByRole('dialog', { name: 'Edit property' });
    const old = await form.getByLabel('City').inputValue();
    await form.getByLabel('City').fill(city(old));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Property updated').first()).toBeVisible();
    await expect(form).toBeHidden();
    await page.keyboard.press('Escape');
    return old;
  };
  const oldCity = await editFirstProperty((old) => `${old} Heights`);
  const newCity = `${oldCity} Heights`;

  // Settings › Activity log › Open activity.
  await page.goto('/owner-dashboard/settings');
  await page.getByRole('link', { name: 'Open activity' }).click();
  await expect(page).toHaveURL(/\/owner-dashboard\/settings\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  // Newest first: the change just made, by the demo owner, an admin.
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Changed');
  await expect(newest).toContainText('Property');
  await expect(newest).toContainText('Admin');
  await newest.getByRole('button', { name: 'Show changes' }).click();
  const cityRow = page.getByRole('row', { name: /^City/ });
  await expect(cityRow.getByRole('cell').nth(0)).toHaveText(oldCity);
  await expect(cityRow.getByRole('cell').nth(1)).toHaveText(newCity);
  await page.keyboard.press('Escape');

  // Filters: only properties → still there; only tenants → not this one.
  await page.getByLabel('Record type').selectOption({ label: 'Property' });
  await expect(page.getByRole('row').nth(1)).toContainText('Property');
  await page.getByLabel('Record type').selectOption({ label: 'Tenant' });
  await expect(page.getByRole('row').filter({ hasText: newCity })).toHaveCount(0);
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
  await expect(page.getByRole('row').nth(1)).toContainText('Bien');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  // Put the city back.
  await editFirstProperty(() => oldCity);
});
