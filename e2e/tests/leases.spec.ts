import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Leases and rent on the demo portfolio (seeded by the server at start-up): an owner creates a
 * lease, the tenant sees the rent due and pays it with a test card, the owner sees it paid and the
 * dashboard tiles change; a late fee appears once the ledger's clock passes the grace period.
 */

const TENANT_PASSWORD = 'Maple-Court-2026';

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).access_token as string;
}

/** A tenant of 321 Elm St (which has a vacant unit) with a login past its temporary password. */
async function createTenant(request: APIRequestContext, ownerToken: string) {
  const headers = { authorization: `Bearer ${ownerToken}` };
  const properties = await (await request.get('/api/properties', { headers })).json();
  const elm = properties.items.find((p: { address: string }) => p.address === '321 Elm St');
  const email = `nora.${Date.now()}.${randomBytes(2).toString('hex')}@example.test`;
  const created = await request.post('/api/tenants', {
    headers,
    data: { firstName: 'Nora', lastName: 'Quinn', email, phone: '4695550199', propertyId: elm.id },
  });
  expect(created.status()).toBe(201);
  const { credentials } = await created.json();
  const temporary = await token(request, email, credentials.temporaryPassword);
  const changed = await request.put('/auth/v1/user', {
    headers: { authorization: `Bearer ${temporary}` },
    data: { password: TENANT_PASSWORD },
  });
  expect(changed.ok()).toBe(true);
  return { email };
}

test.describe('leases, rent and payments', () => {
  // Three sign-ins and a dozen screens in one story.
  test.describe.configure({ timeout: 90_000 });
  test('owner creates a lease → the tenant pays the rent due by test card → the owner sees it paid', async ({
    page,
    request,
  }) => {
    const ownerToken = await token(request, OWNER.email, OWNER.password);
    const tenant = await createTenant(request, ownerToken);

    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    // The spec's sample figures, from the demo ledger.
    await expect(page.getByText('$4,050', { exact: true })).toBeVisible();
    await expect(page.getByText('$1,250 overdue')).toBeVisible();
    // A tenant assigned to the vacant unit does not occupy it: occupancy counts leases in force
    // (decision 024), so the unit fills with the lease below.
    await expect(page.getByText('7 occupied · 1 vacant')).toBeVisible();

    await page.goto('/owner-dashboard/leases');
    await expect(page.getByRole('heading', { name: 'Leases', exact: true })).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Lucas Martin' }).getByText('Expiring Soon'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'New Lease' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Lease' });
    await expect(
      dialog.getByText('Create a new lease agreement for your property and tenant.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Lease' }).click();
    await expect(dialog.getByText('Tenant name is required')).toBeVisible();
    await expect(dialog.getByText('Please select a start date')).toBeVisible();
    await expect(dialog.getByText('Rent amount must be positive')).toBeVisible();

    // The tenant picker searches the server: typing narrows the choices.
    await dialog.getByLabel('Find a tenant').fill('nora');
    const tenantSelect = dialog.getByLabel('Tenant', { exact: true });
    await expect(tenantSelect.locator('option', { hasText: 'Lucas Martin' })).toHaveCount(0);
    await tenantSelect.selectOption({ label: 'Nora Quinn' });
    await expect(dialog.getByLabel('Property')).toHaveValue(/.+/);
    const today = new Date().toISOString().slice(0, 10);
    await dialog.getByLabel('Start Date').fill(today);
    await dialog.getByLabel('End Date').fill(today);
    await dialog.getByLabel('Monthly Rent').fill('1800');
    await dialog.getByRole('button', { name: 'Create Lease' }).click();
    await expect(dialog.getByText('End date must be after start date')).toBeVisible();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`;
    await dialog.getByLabel('End Date').fill(nextYear);
    await dialog.getByRole('button', { name: 'Create Lease' }).click();
    await expect(page.getByText('Lease agreement created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Nora Quinn' });
    await expect(row.getByText('Active')).toBeVisible();

    // The dashboard: the unit is now occupied and the new charges are pending.
    await page.goto('/owner-dashboard');
    await expect(page.getByText('8 occupied · 0 vacant')).toBeVisible();
    await expect(page.getByText('$4,050', { exact: true })).toBeHidden();
    await signOut(page);

    // The tenant sees the rent due and pays it with a test card.
    await signIn(page, { email: tenant.email, password: TENANT_PASSWORD });
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await page.goto('/tenant-dashboard/payments');
    await expect(page.getByText('Balance due')).toBeVisible();
    await expect(page.getByText('Pending').first()).toBeVisible();
    await page.getByRole('button', { name: 'Make a Payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Make a Payment' });
    await expect(pay.getByText(/Test mode/)).toBeVisible();
    await pay.getByLabel('Card number').fill('4242 4242 4242 4241');
    await pay.getByLabel('Expiry (MM/YY)').fill('01/20');
    await pay.getByLabel('CVC').fill('12');
    await pay.getByRole('button', { name: /^Pay / }).click();
    await expect(pay.getByText('Invalid card number')).toBeVisible();
    await expect(pay.getByText('Enter a future expiry date (MM/YY)')).toBeVisible();
    await pay.getByLabel('Card number').fill('4000 0000 0000 0002');
    await pay.getByLabel('Expiry (MM/YY)').fill('12/30');
    await pay.getByLabel('CVC').fill('123');
    await pay.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Payment declined')).toBeVisible();
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByRole('button', { name: /^Pay / }).dblclick();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page.getByText('Nothing due right now.')).toBeVisible();
    // One payment in the history despite the double click (the toast repeats the receipt number).
    await expect(page.getByRole('button', { name: /^Receipt RW-\d{4}-\d{6}$/ })).toHaveCount(1);
    await expect(page.getByRole('cell', { name: 'Card', exact: true })).toHaveCount(1);
    await signOut(page);

    // The owner sees it paid, and the Pending tile is back to the demo figure.
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await expect(page.getByText('$4,050', { exact: true })).toBeVisible();
    await page.goto('/owner-dashboard/leases');
    await page
      .getByRole('row')
      .filter({ hasText: 'Nora Quinn' })
      .getByRole('button', { name: 'View Details' })
      .click();
    const detail = page.getByRole('dialog', { name: 'Lease Details' });
    await expect(detail.getByText('Security deposit').first()).toBeVisible();
    await expect(detail.getByRole('cell', { name: 'Paid' }).first()).toBeVisible();
    await expect(detail.getByRole('cell', { name: 'Pending' })).toHaveCount(0);
  });

  test('the owner records a cash payment, and a late fee appears after the grace period', async ({
    page,
    request,
  }) => {
    const ownerToken = await token(request, OWNER.email, OWNER.password);
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.goto('/owner-dashboard/leases');
    const row = page.getByRole('row').filter({ hasText: 'Emily Garcia' });
    await row.getByRole('button', { name: /Record Payment/ }).click();
    const record = page.getByRole('dialog', { name: 'Record Payment' });
    await record.getByLabel('Amount').fill('100');
    await record.getByLabel('Method').selectOption({ label: 'Cash' });
    await record.getByRole('button', { name: 'Record Payment' }).click();
    await expect(page.getByText('Payment recorded')).toBeVisible();
    await expect(row.getByText('$1,750')).toBeVisible();

    // Move the ledger's clock (in the server, not the browser): next month's rent, then its fee.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const feeDay = new Date(next.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const headers = { authorization: `Bearer ${ownerToken}` };
    for (const [job, asOf] of [
      ['rent-charges', next.toISOString().slice(0, 10)],
      ['late-fees', feeDay],
      ['late-fees', feeDay],
    ]) {
      const run = await request.post(`/api/dev/jobs/${job}/run`, { headers, data: { asOf } });
      expect(run.ok()).toBe(true);
    }
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: 'James Wilson' })
      .getByRole('button', { name: 'View Details' })
      .click();
    const detail = page.getByRole('dialog', { name: 'Lease Details' });
    await expect(detail.getByRole('cell', { name: /^Late fee / })).toHaveCount(1);
  });
});
