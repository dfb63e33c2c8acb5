import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { signIn } from '../support/session';

/**
 * Lease review (issue 22): the owner uploads a lease, opens its review from the Documents list,
 * sees the terms and findings with the sentences they quote highlighted in the document's text,
 * and opens Create Lease pre-filled from the review.
 */
test('an owner reviews an uploaded lease and starts a lease from it', async ({ page }) => {
  const name = `Lease to review ${Date.now()}`;
  const lease = [
    'RESIDENTIAL LEASE',
    '',
    'This Lease is made between Demo Owner ("Landlord") and Robin Hale ("Tenant").',
    '',
    'The lease term commences on January 1, 2030 and ends on December 31, 2030.',
    'The monthly rent is $2,000.00. Rent is due on the 1st day of each month.',
    'A late fee of $250.00 will be charged if rent is paid late.',
    'The Tenant shall pay a security deposit of $2,000.00. The security deposit is non-refundable.',
    "Either party may end this lease at the end of the term by giving thirty (30) days' written notice.",
  ].join('\n');

  await signIn(page, OWNER);
  await expect(page).toHaveURL(/-dashboard$/);
  await page.getByRole('link', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'lease.txt', mimeType: 'text/plain', buffer: Buffer.from(lease) });
  await upload.getByLabel('Name').fill(name);
  await upload.getByLabel('Category').selectOption({ label: 'Lease' });
  await upload.getByLabel('Share with').selectOption({ label: 'Nobody (only me)' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();

  await page
    .getByRole('table')
    .getByRole('link', { name: `Review lease ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Lease review', level: 1 })).toBeVisible();

  // A finding with its explanation; its sentence is highlighted in the document's text.
  await expect(page.getByText('Non-refundable deposit', { exact: true })).toBeVisible();
  await expect(page.getByText('Late fee above the limit', { exact: true })).toBeVisible();
  const text = page.getByRole('region', { name: 'Page 1' });
  await expect(text.locator('mark', { hasText: 'The security deposit is non-refundable.' })).toBeVisible();
  await expect(text.locator('mark', { hasText: 'The monthly rent is $2,000.00.' })).toBeVisible();
  await expect(page.getByText('$2,000.00', { exact: true }).first()).toBeVisible();

  // Create lease from review: the dates and the rent are filled in.
  await page.getByRole('button', { name: 'Create lease from review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Lease' });
  await expect(dialog.getByLabel('Start Date')).toHaveValue('2030-01-01');
  await expect(dialog.getByLabel('End Date')).toHaveValue('2030-12-31');
  await expect(dialog.getByLabel(/Monthly Rent/)).toHaveValue('2000');
});
