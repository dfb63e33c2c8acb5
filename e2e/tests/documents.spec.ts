import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { type Account, signIn } from '../support/session';

/**
 * Documents (issue 7): the demo owner uploads a document shared with the demo tenant; the tenant
 * finds it on their Documents page and downloads exactly the bytes that were uploaded; the
 * tenant's receipts (from the ledger) are there too.
 */

async function signedIn(browser: Browser, user: Account): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, user);
  await expect(page).toHaveURL(/-dashboard$/);
  return page;
}

test('an owner shares a document with a tenant, who downloads the same bytes and sees receipts', async ({
  browser,
}) => {
  const stamp = Date.now();
  const name = `Parking notice ${stamp}`;
  // A small, real PDF whose bytes are unique to this run.
  const bytes = Buffer.from(
    `%PDF-1.4\n% e2e ${stamp}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n` +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  // The owner uploads it from the Documents page, shared with the demo tenant.
  const owner = await signedIn(browser, OWNER);
  await owner.getByRole('link', { name: 'Documents' }).click();
  await expect(owner).toHaveURL(/\/owner-dashboard\/documents$/);
  await expect(owner.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Upload Document' });
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'parking.pdf', mimeType: 'application/pdf', buffer: bytes });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Category').selectOption({ label: 'Notice' });
  await dialog.getByLabel('Share with').selectOption({ label: 'A tenant' });
  await dialog.getByLabel('Tenant').selectOption({ label: 'Marcus Reed' });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(owner.getByText('Document uploaded')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('table').getByText(name)).toBeVisible();

  // The tenant finds it under Notices and downloads it: the same bytes.
  const tenant = await signedIn(browser, TENANT);
  await tenant.getByRole('link', { name: 'View Documents' }).click();
  await expect(tenant).toHaveURL(/\/tenant-dashboard\/documents$/);
  const notices = tenant.getByRole('list', { name: 'Notices' });
  await expect(notices.getByText(name)).toBeVisible();
  const [download] = await Promise.all([
    tenant.waitForEvent('download'),
    notices.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  await expect(tenant.getByText('Download initiated')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  const downloaded = await readFile(await download.path());
  expect(downloaded.equals(bytes)).toBe(true);

  // View opens it in a new tab.
  const [popup] = await Promise.all([
    tenant.waitForEvent('popup'),
    notices.getByRole('button', { name: `View ${name}` }).click(),
  ]);
  await expect(tenant.getByText('Viewing document')).toBeVisible();
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();

  // The demo lease agreement is under Lease Documents; the ledger's receipts under Receipts.
  await expect(
    tenant.getByRole('list', { name: 'Lease Documents' }).getByText('Lease agreement'),
  ).toBeVisible();
  const receipts = tenant.getByRole('list', { name: 'Receipts' });
  const receipt = receipts.getByText(/^Payment receipt RW-\d{4}-\d{6}$/).first();
  await expect(receipt).toBeVisible();
  const receiptName = await receipt.textContent();
  const [receiptDownload] = await Promise.all([
    tenant.waitForEvent('download'),
    receipts.getByRole('button', { name: `Download ${receiptName}` }).click(),
  ]);
  const pdf = await readFile(await receiptDownload.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await owner.context().close();
  await tenant.context().close();
});
