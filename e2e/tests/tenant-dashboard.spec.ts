import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { signIn } from '../support/session';

/**
 * The demo tenant (seeded at start-up with a year of paid rent and this month's rent due today):
 * the dashboard cards come from their ledger, and a payment's receipt downloads as a PDF.
 */

/** A dashboard card, found by its title. */
const card = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('the demo tenant sees their next rent, lease and home, and downloads a receipt PDF', async ({
  page,
}) => {
  await signIn(page, TENANT);
  await expect(page).toHaveURL(/\/tenant-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Marcus!' })).toBeVisible();

  // The demo tenant's rent ($2,200) falls due today and is not paid yet.
  const nextRent = card(page, 'Next Rent Payment');
  await expect(nextRent.getByText('$2,200.00')).toBeVisible();
  await expect(nextRent.getByText('Pending')).toBeVisible();
  await expect(card(page, 'Lease Ends').getByText(/^\d+ days remaining$/)).toBeVisible();
  await expect(card(page, 'Your Property').getByText('123 Main St')).toBeVisible();
  // The seed paid every earlier month, so the history has receipts (no need to pay here first).
  await expect(
    card(page, 'Payment History')
      .getByText(/Receipt RW-\d{4}-\d{6}/)
      .first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'View all payments' }).click();
  await expect(page).toHaveURL(/\/tenant-dashboard\/payments$/);
  await page
    .getByRole('button', { name: /^Receipt RW-\d{4}-\d{6}$/ })
    .first()
    .click();
  const receipt = page.getByRole('dialog', { name: /^Receipt RW-\d{4}-\d{6}$/ });
  await expect(receipt.getByText('Amount received')).toBeVisible();
  await expect(receipt.getByText('Marcus Reed')).toBeVisible();
  await expect(receipt.getByRole('cell', { name: /^Rent / })).toBeVisible();
  // Every earlier month was paid when this payment came in.
  await expect(receipt.getByText('Balance after this payment')).toBeVisible();
  await expect(receipt.getByText('$0.00')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-RW-\d{4}-\d{6}\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Receipt downloaded')).toBeVisible();
});
