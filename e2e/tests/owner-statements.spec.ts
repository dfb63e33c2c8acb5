import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiToken } from '../support/api-accounts';
import { DEMO_OWNER_CLIENT } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Issue 19 "done means": the demo accountant records an expense with a receipt photo, publishes
 * March's statement for Harriet Cole (100 % of 456 Oak Ave), and Harriet opens it in her owner
 * portal and downloads the PDF and the CSV. Figures are checked to the cent against the published
 * statement (the API's JSON), on screen in English and in French, and in the CSV.
 */

const ACCOUNTANT = { email: 'accountant@demo.rentwise.app', password: 'Rentwise-Demo-2026' };
/** A 1×1 PNG: the receipt photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The latest March that is over (always among a member's last twelve months). */
function lastMarch(): string {
  const now = new Date();
  const year = now.getUTCMonth() + 1 > 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${year}-03`;
}

/** The app's money format (packages/core formatMoney, cents shown), spaces made plain. */
const money = (cents: number, language: 'en' | 'fr') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function figure(page: Page, label: string): Promise<string> {
  const row = page.getByTestId('owner-statement').getByRole('row', { name: label, exact: false }).first();
  return plain((await row.getByRole('cell').last().textContent()) ?? '');
}

test('an accountant publishes March’s statement and the owner client reads it in the portal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const period = lastMarch();
  const description = `Gutter repair ${Date.now()}`;

  // The accountant records a bill on 456 Oak Ave in March, with a photo of the receipt.
  await signIn(page, ACCOUNTANT);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/expenses');
  await page.getByRole('button', { name: 'Record expense' }).click();
  const form = page.getByRole('dialog', { name: 'Record expense' });
  await form.getByLabel('Property').selectOption({ label: '456 Oak Ave' });
  await form.getByLabel('Category').selectOption({ label: 'Repairs and maintenance' });
  await form.getByLabel('Date').fill(`${period}-15`);
  await form.getByLabel('Amount').fill('123.45');
  await form.getByLabel('Description').fill(description);
  await form
    .getByLabel('Receipt or invoice (photo or PDF, optional)')
    .setInputFiles({ name: 'gutter-receipt.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Save expense' }).click();
  await expect(page.getByText('Expense recorded').first()).toBeVisible();

  // Owners › Harriet Cole › Statements: March, the new line with its receipt, then Publish.
  await page.getByRole('link', { name: 'Owners' }).click();
  const harriet = page.getByRole('row').filter({ hasText: 'Harriet Cole' });
  await harriet.getByRole('button', { name: 'Statements' }).click();
  await expect(page.getByRole('heading', { name: 'Statements of Harriet Cole' })).toBeVisible();
  const monthName = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
  await page.getByLabel('Month').selectOption({ label: monthName });
  const line = page.getByRole('row').filter({ hasText: description });
  await expect(line).toContainText('$123.45');
  await expect(line.getByRole('button', { name: 'Receipt' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Publish the statement for ${monthName}?` });
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Statement for ${monthName} published.`).first()).toBeVisible();

  // The published figures, to compare with every place they appear.
  const token = await apiToken(request, ACCOUNTANT.email, ACCOUNTANT.password);
  const ownerId = new URL(page.url()).pathname.split('/')[3];
  const published = await (
    await request.get(`/api/owners/${ownerId}/statements/${period}?version=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  expect(published.expenses.total).toBeGreaterThanOrEqual(12345);

  // "The NOI tile, the income statement and the statement agree", to the cent. The statement's
  // 456 Oak Ave part (Harriet owns all of it): its income − its operating expenses (capital
  // improvements apart) = the Income statement report's NOI for 456 Oak Ave in March; and the
  // dashboard's tile (the whole portfolio, this month) = the same report for all properties now.
  type Line = { propertyName: string; ownerAmount: number };
  const oak = (item: { propertyName: string }) => item.propertyName === '456 Oak Ave';
  const statementNoi =
    (published.income.units as { propertyName: string; total: number }[])
      .filter(oak)
      .reduce((sum, unit) => sum + unit.total, 0) -
    (published.expenses.categories as { category: string; lines: Line[] }[])
      .filter((category) => category.category !== 'capital_improvements')
      .flatMap((category) => category.lines)
      .filter(oak)
      .reduce((sum, item) => sum + item.ownerAmount, 0);
  const cents = (text: string | null) => {
    const value = Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
    if (!Number.isFinite(value) || !text?.includes('$')) throw new Error(`not an amount: ${text}`);
    return value;
  };
  await page.goto('/owner-dashboard');
  const tile = page.getByTestId('noi-tile').locator('p').first();
  await expect(tile).toContainText('$');
  const tileNoi = cents(await tile.textContent());
  await page.goto('/owner-dashboard/reports');
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Income statement' });
  const reportNoi = page.locator('[data-total="Net operating income"]');
  await expect(reportNoi).toContainText('$');
  const reportNow = cents(await reportNoi.textContent());
  await page.getByLabel('From month', { exact: true }).fill(period);
  await page.getByLabel('To month', { exact: true }).fill(period);
  const oakMarch = page.waitForResponse(
    (response) =>
      response.url().includes('/api/reports/income-statement') &&
      response.url().includes('propertyId=') &&
      response.url().includes(`from=${period}`) &&
      response.url().includes(`to=${period}`),
  );
  await page.getByLabel('Property', { exact: true }).selectOption({ label: '456 Oak Ave' });
  await oakMarch;
  await expect(page.getByRole('row').filter({ hasText: '123 Main St' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '456 Oak Ave' })).toHaveCount(1);
  const reportMarch = cents(await reportNoi.textContent());
  expect({ tile: tileNoi, statement: statementNoi }).toEqual({ tile: reportNow, statement: reportMarch });
  await signOut(page);

  // Harriet's portal: Statements › March, the same figures, and the PDF and CSV downloads.
  await signIn(page, DEMO_OWNER_CLIENT);
  await expect(page).toHaveURL(/\/owner-portal$/);
  await page.getByRole('link', { name: 'Statements' }).click();
  await page.getByRole('link', { name: `Open the statement for ${monthName}` }).click();
  await expect(page.getByRole('heading', { name: `Owner statement — ${monthName}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: description })).toContainText('$123.45');
  expect(await figure(page, 'Closing balance')).toBe(money(published.closingBalance, 'en'));
  expect(await figure(page, 'Total expenses')).toBe(money(published.expenses.total, 'en'));
  expect(await figure(page, 'Available to distribute')).toBe(money(published.availableToDistribute, 'en'));

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`owner-statement-${period}-v1.pdf`);
  expect(
    readFileSync(await pdfFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const rows = readFileSync(await (await csv).path(), 'utf8')
    .trim()
    .split('\r\n');
  const decimal = (cents: number) => (cents / 100).toFixed(2);
  expect(rows.find((row) => row.includes(description))).toMatch(/,123\.45,100\.00,123\.45$/);
  expect(rows).toContain(`Summary,,Closing balance,,,,,,,,,${decimal(published.closingBalance)}`);
  expect(rows).toContain(`Summary,,Total expenses,,,,,,,,,${decimal(published.expenses.total)}`);

  // The same statement in French: the figures in French, to the cent.
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Relevé propriétaire — mars/ })).toBeVisible();
  expect(await figure(page, 'Solde de clôture')).toBe(money(published.closingBalance, 'fr'));
  expect(await figure(page, 'Total des dépenses')).toBe(money(published.expenses.total, 'fr'));
  const frenchLine = page.getByRole('row').filter({ hasText: description });
  expect(plain((await frenchLine.textContent()) ?? '')).toContain(money(12345, 'fr'));
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'en'));
});
