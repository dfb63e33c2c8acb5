import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiToken, mailboxLink, uniqueEmail } from '../support/api-accounts';
import { signIn } from '../support/session';

/**
 * Issue 24 items 3 and 5: an organisation that keeps its books in euros (chosen at sign-up) shows
 * € on its dashboard and on a receipt; an amount typed with three decimals is refused with a
 * message, never rounded. A fresh organisation of its own, so the demo portfolio stays as it is.
 */

const PASSWORD = 'Euro-Books-2026';
const iso = (date: Date) => date.toISOString().slice(0, 10);

test('a euro organisation shows € on its dashboard and receipts; a third decimal is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('euro');
  const signup = await request.post('/auth/v1/signup', {
    data: {
      email,
      password: PASSWORD,
      data: { first_name: 'Eva', last_name: 'Euro', role: 'owner', currency: 'EUR' },
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const link = await mailboxLink(request, email, /Confirm your Rentwise account/);
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
  const headers = { authorization: `Bearer ${await apiToken(request, email, PASSWORD)}` };

  const property = await request.post('/api/properties', {
    headers,
    data: { address: '9 Rue des Euros', propertyType: 'Apartment', units: 1, monthlyRent: 120000 },
  });
  expect(property.ok()).toBe(true);
  const tenant = await request.post('/api/tenants', {
    headers,
    data: {
      firstName: 'Lou',
      lastName: 'Locataire',
      email: uniqueEmail('lou'),
      phone: '0612345678',
      propertyId: (await property.json()).id,
    },
  });
  expect(tenant.ok(), await tenant.text()).toBe(true);
  const { tenant: tenantRow } = await tenant.json();
  const now = new Date();
  const lease = await request.post('/api/leases', {
    headers,
    data: {
      propertyId: tenantRow.propertyId,
      tenantId: tenantRow.id,
      startDate: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
      existingLease: true,
      endDate: iso(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth() - 1, 0))),
      rentAmount: 120000,
      depositAmount: 0,
    },
  });
  expect(lease.status(), await lease.text()).toBe(201);
  const paid = await request.post('/api/payments', {
    headers: { ...headers, 'idempotency-key': randomBytes(8).toString('hex') },
    data: { leaseId: (await lease.json()).id, amount: 120050, method: 'check' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const receiptNumber: string = (await paid.json()).payment.receiptNumber;

  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  // The dashboard's money is in euros, never in dollars.
  const main = page.locator('main');
  await expect(main.getByText(/€\s?1,200/).first()).toBeVisible();
  await expect(main).not.toContainText('$');

  await page.goto('/owner-dashboard/leases');
  const row = page.getByRole('row').filter({ hasText: 'Lou Locataire' });
  await expect(row).toContainText('€');

  // Record Payment: 12.345 is refused with a message, nothing is recorded.
  await row.getByRole('button', { name: /Record Payment/ }).click();
  const record = page.getByRole('dialog', { name: 'Record Payment' });
  await record.getByLabel('Amount').fill('12.345');
  await record.getByLabel('Method').selectOption({ label: 'Cash' });
  await record.getByRole('button', { name: 'Record Payment' }).click();
  await expect(record.getByText('Enter the amount with at most two decimals (cents)')).toBeVisible();
  await expect(record).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();

  // The receipt of the check: in euros, on screen.
  await row.getByRole('button', { name: 'View Details' }).click();
  const detail = page.getByRole('dialog', { name: 'Lease Details' });
  await detail.getByRole('button', { name: `Receipt ${receiptNumber}` }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt ${receiptNumber}` });
  await expect(receipt.getByText('€1,200.50').first()).toBeVisible();
  await expect(receipt).not.toContainText('$');
});
