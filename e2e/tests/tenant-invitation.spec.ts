import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailboxLink } from '../support/api-accounts';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { signIn } from '../support/session';

/**
 * Issue 23 finding 4 (decision 030): a tenant added by the demo owner is emailed an invitation;
 * until they confirm their address from it, the owner sees "Email not confirmed" (a resend right
 * away says when it can go again); the tenant opens the link, presses Confirm, and is told how to
 * sign in. Screenshots of the invitation page on a phone in French and dark mode too.
 */
const shots = 'test-results/tenant-invitation';

test('an added tenant confirms their address from the invitation; the owner sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `invited-${randomBytes(4).toString('hex')}@example.test`;
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/tenants');
  await page.getByRole('button', { name: 'Add Tenant' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
  await dialog.getByLabel('First Name').fill('Iris');
  await dialog.getByLabel('Last Name').fill('Invited');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('5550142233');
  await dialog.getByLabel('Property').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add Tenant' }).click();

  const credentials = page.getByRole('dialog', { name: 'Tenant account created' });
  await expect(credentials.getByText('We also emailed the tenant an invitation')).toBeVisible();
  await page.screenshot({ path: `${shots}/credentials-desktop.png` });
  await credentials.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: 'Iris Invited' });
  await expect(row).toContainText('Email not confirmed');
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: /Iris Invited/ });
  await expect(details.getByText('Not confirmed yet')).toBeVisible();
  await details.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText('You can send it again in 10 min.')).toBeVisible();
  await page.screenshot({ path: `${shots}/details-desktop.png` });

  // The tenant, in another browser: the link from the email.
  const link = await mailboxLink(request, email, /invited you to Rentwise/);
  expect(link).toContain('/tenant-invitation?token=');
  const tenant = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await tenant.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await phone.screenshot({ path: `${shots}/page-phone-en-light.png` });
  const french = await browser.newContext({
    locale: 'fr-FR',
    colorScheme: 'dark',
    viewport: { width: 390, height: 844 },
  });
  const frenchPage = await french.newPage();
  await frenchPage.goto(link);
  await expect(frenchPage.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
  await frenchPage.screenshot({ path: `${shots}/page-phone-fr-dark.png` });
  await french.close();

  await phone.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(phone.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(phone.getByText('the temporary password your landlord gave you')).toBeVisible();
  await phone.screenshot({ path: `${shots}/confirmed-phone-en-light.png` });
  await tenant.close();

  // The owner's list no longer marks them.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Iris Invited' })).not.toContainText(
    'Email not confirmed',
  );
});
