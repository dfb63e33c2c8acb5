import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { apiToken, confirmedOwner } from '../support/api-accounts';
import { importByApi } from '../support/imports';
import { signIn, signOut } from '../support/session';

/**
 * Issue 20: a fresh owner uploads a CSV of units with two bad rows, sees them with their messages,
 * fixes the file and uploads it again, imports it with the progress bar, finds the properties,
 * undoes the import and imports it again; adds owner clients, vendors, tenants and leases through
 * the API; then exports the whole organisation as a ZIP and imports every kind of it into a new
 * organisation (properties on the page, the others through the API), whose pages show them all. IMPORT_SHOTS=<dir> saves the page on a phone and a
 * desktop, in English and French, light and dark.
 */
const SHOTS = process.env.IMPORT_SHOTS;
const PASSWORD = 'Spreadsheet-Row-2026';

const header = 'Property address;City;Property type;Unit;Unit rent';
const good = [
  '14 Rue Burdeau;Lyon;Apartment;A;"850,00 €"',
  '14 Rue Burdeau;Lyon;Apartment;B;900',
  '2 Quai Saint-Vincent;Lyon;House;1;1 200',
];
const bad = ['9 Rue Neuve;Lyon;Apartment;A;abc', 'x;Lyon;Apartment;B;700'];

async function upload(page: Page, lines: string[], name: string) {
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${[header, ...lines].join('\r\n')}\r\n`),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

test('upload a file with two bad rows, see them, fix the file, import with progress, undo, import again', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 240_000 : 90_000);
  const email = await confirmedOwner(request, {
    prefix: 'import',
    password: PASSWORD,
    firstName: 'Ines',
    lastName: 'Morel',
  });
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);

  await page.goto('/owner-dashboard/settings');
  await page.getByRole('link', { name: 'Open import' }).click();
  await expect(page.getByRole('heading', { name: 'Import & export', level: 1 })).toBeVisible();

  // Two bad rows: shown first, each with what is wrong; the import button stays disabled.
  await upload(page, [...good, ...bad], 'units.csv');
  await expect(page.getByRole('button', { name: '2 errors' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Row 5')).toBeVisible();
  await expect(page.getByText('Unit rent: Enter an amount such as 1,200.50')).toBeVisible();
  await expect(page.getByText('Row 6')).toBeVisible();
  await expect(page.getByText(/Property address: .*at least 5/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();

  // The file fixed and uploaded again: no errors, five rows to import.
  await upload(
    page,
    [...good, '9 Rue Neuve;Lyon;Apartment;A;650', '9 Rue Neuve;Lyon;Apartment;B;700'],
    'units-fixed.csv',
  );
  await expect(page.getByRole('button', { name: '0 errors' })).toBeVisible();
  await page.getByRole('button', { name: '5 ready' }).click();
  await expect(page.getByText('Row 2')).toBeVisible();
  if (SHOTS) await screenshots(page, 'preview');
  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Done: 3 records created.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  if (SHOTS) await screenshots(page, 'committed');

  const importUrl = page.url();
  await page.goto('/owner-dashboard/properties');
  await expect(page.getByText('14 Rue Burdeau').first()).toBeVisible();
  await expect(page.getByText('2 Quai Saint-Vincent').first()).toBeVisible();

  // Undo removes what the import created; importing again brings it back.
  await page.goto(importUrl);
  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByText('The import was undone: what it created was removed.').first()).toBeVisible();
  await page.goto('/owner-dashboard/properties');
  await expect(page.getByText('14 Rue Burdeau')).toHaveCount(0);
  await page.goto(importUrl);
  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  await expect(page.getByText('Done: 3 records created.')).toBeVisible();

  // The other kinds through the API (the page is the same for each): owner clients, vendors,
  // tenants in two of the units and their leases.
  const run = `${Date.now()}`;
  const headers = { authorization: `Bearer ${await apiToken(request, email, PASSWORD)}` };
  const tenantA = `lea.${run}@example.test`;
  const tenantB = `hugo.${run}@example.test`;
  await importByApi(
    request,
    headers,
    'owner_clients',
    'First name,Last name,Email,Phone,Company\nPaul,Durand,,,SCI Durand\n',
  );
  await importByApi(
    request,
    headers,
    'vendors',
    `Name,Trade,Email,Phone\nPlomberie Martin,Plumbing,martin.${run}@example.test,0478000001\n`,
  );
  await importByApi(
    request,
    headers,
    'tenants',
    `First name,Last name,Email,Phone,Property address,Unit\nLéa,Roux,${tenantA},0600000001,14 Rue Burdeau,A\nHugo,Blanc,${tenantB},0600000002,14 Rue Burdeau,B\n`,
  );
  await importByApi(
    request,
    headers,
    'leases',
    `Property address,Unit,Tenant email,Start date,End date,Rent,Deposit held,Opening balance\n14 Rue Burdeau,A,${tenantA},2025-09-01,2028-08-31,850,850,120\n14 Rue Burdeau,B,${tenantB},2026-01-01,2028-12-31,900,,\n`,
  );

  // The whole organisation as a ZIP, prepared in the background, then imported into a new one.
  await page.getByRole('button', { name: 'Export everything (ZIP)' }).click();
  await expect(page.getByText(/^The export is ready/)).toBeVisible({ timeout: 30_000 });
  if (SHOTS) {
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { name: 'Export the whole organisation' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/org-export-ready-${size}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the ZIP' }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['properties.csv', 'tenants.csv', 'leases.csv']));
  const csv = (kind: string) => Buffer.from(zip[`${kind}.csv`] as Uint8Array);

  // A new organisation takes it all back, kind after kind in their dependency order: properties
  // with their units on the page, then owner clients, vendors, tenants and leases.
  await signOut(page);
  const second = await confirmedOwner(request, {
    prefix: 'import-new',
    password: PASSWORD,
    firstName: 'Noa',
    lastName: 'Morel',
  });
  await signIn(page, { email: second, password: PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/settings/import-export');
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: 'properties.csv',
    mimeType: 'text/csv',
    buffer: csv('properties'),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByRole('button', { name: '0 errors' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  await expect(page.getByText('Done: 3 records created.')).toBeVisible();
  const newHeaders = { authorization: `Bearer ${await apiToken(request, second, PASSWORD)}` };
  for (const [kind, count] of [
    ['owner_clients', 1],
    ['vendors', 1],
    ['tenants', 2],
    ['leases', 2],
  ] as const) {
    expect((await importByApi(request, newHeaders, kind, csv(kind))).created, kind).toBe(count);
  }

  // On screen, the new organisation has what the first one had.
  await page.goto('/owner-dashboard/properties');
  await expect(page.getByText('14 Rue Burdeau').first()).toBeVisible();
  await expect(page.getByText('9 Rue Neuve').first()).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(1 + 3);
  await page.goto('/owner-dashboard/tenants');
  await expect(page.getByRole('row').filter({ hasText: tenantA })).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(1 + 2);
  await page.goto('/owner-dashboard/leases');
  await expect(page.getByRole('row').filter({ hasText: 'Léa Roux' })).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(1 + 2);
  await page.goto('/owner-dashboard/owners');
  await expect(page.getByRole('row').filter({ hasText: 'Paul Durand' })).toHaveCount(1);
  const vendors = await (await request.get('/api/vendors', { headers: newHeaders })).json();
  expect(vendors.items.map((vendor: { name: string }) => vendor.name)).toEqual(['Plomberie Martin']);
});

/** The page as it is now, phone and desktop × English and French × light and dark. */
async function screenshots(page: Page, what: string) {
  const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
  const url = page.url();
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
        await page.reload();
        await expect(page.getByRole('heading', { name: /^Import (&|et) export$/, level: 1 })).toBeVisible();
        await expect(page.getByText(/^(Row|Ligne) 2$/)).toBeVisible();
        const name = (part: string) => `${SHOTS}/import-${what}-${size}-${lang}-${theme}-${part}.png`;
        await page.screenshot({ path: name('top') });
        await page.getByRole('heading', { name: /^(Preview|Aperçu)$/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('preview') });
        await page.getByRole('heading', { name: /^(Import|Importer)$/, level: 2 }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('commit') });
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('rentwise.language', 'en');
    localStorage.setItem('rentwise.theme', 'light');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
}
