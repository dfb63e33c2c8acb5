import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/session';

/**
 * The owner workspace as a new owner meets it: an empty dashboard, a property added through the
 * Add New Property dialog, a tenant through Add Tenant with the credentials copied; the tenant
 * signs in with them, must set a password, reaches the tenant dashboard; the owner's tiles follow.
 */

const OWNER_PASSWORD = 'Birch-Avenue-58';
const TENANT_PASSWORD = 'Cedar-Terrace-19';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
}

/** A confirmed owner, signed up through the API and confirmed from the dev mailbox. */
async function createOwner(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('owner');
  const signup = await request.post('/auth/v1/signup', {
    data: {
      email,
      password: OWNER_PASSWORD,
      data: { first_name: 'Olga', last_name: 'Owner', role: 'owner' },
    },
  });
  expect(signup.ok()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const emails = (await (
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        text: string;
      }[];
      link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  expect((await request.get(link as string, { maxRedirects: 0 })).status()).toBe(303);
  return email;
}

test.describe('owner workspace', () => {
  test.describe.configure({ timeout: 90_000 });

  test('owner adds a property and a tenant, copies the credentials; the tenant signs in and sets a password; the tiles change', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ownerEmail = await createOwner(request);

    await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    // Her first sign-in: Welcome, not Welcome back (issue 24 item 4).
    await expect(page.getByRole('heading', { name: 'Welcome, Olga!' })).toBeVisible();
    await expect(page.getByText('No properties yet. Add your first property to see it here.')).toBeVisible();

    // Add New Property: the spec's validation first, then a real property with three units.
    await page.goto('/owner-dashboard/properties');
    await page.getByRole('button', { name: 'Add Property' }).first().click();
    const propertyDialog = page.getByRole('dialog', { name: 'Add New Property' });
    await expect(
      propertyDialog.getByText('Enter the details of your new property to add it to your portfolio.'),
    ).toBeVisible();
    await propertyDialog.getByRole('button', { name: 'Add Property' }).click();
    await expect(propertyDialog.getByText('Address must be at least 5 characters')).toBeVisible();
    await propertyDialog.getByLabel('Property Address').fill('48 Birch Avenue');
    await propertyDialog.getByLabel('Property Type').fill('Apartment');
    await propertyDialog.getByLabel('Number of Units').fill('3');
    await propertyDialog.getByLabel('Monthly Revenue ($)').fill('1800');
    await propertyDialog.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property added successfully')).toBeVisible();
    await expect(page.getByText('The property has been added to your portfolio')).toBeVisible();
    const propertyRow = page.getByRole('row').filter({ hasText: '48 Birch Avenue' });
    await expect(propertyRow).toContainText('Apartment');
    await expect(propertyRow).toContainText('0%');

    // Add Tenant, then the credentials dialog and its three copy actions.
    const tenantEmail = uniqueEmail('tenant');
    await page.goto('/owner-dashboard/tenants');
    await page.getByRole('button', { name: 'Add Tenant' }).first().click();
    const tenantDialog = page.getByRole('dialog', { name: 'Add Tenant' });
    await tenantDialog.getByLabel('First Name').fill('Theo');
    await tenantDialog.getByLabel('Last Name').fill('Tenant');
    await tenantDialog.getByLabel('Email').fill(tenantEmail);
    await tenantDialog.getByLabel('Phone').fill('5550147788');
    await tenantDialog.getByLabel('Property').selectOption({ label: '48 Birch Avenue' });
    await tenantDialog.getByRole('button', { name: 'Add Tenant' }).click();

    const credentials = page.getByRole('dialog', { name: 'Tenant account created' });
    await expect(credentials.getByText(tenantEmail)).toBeVisible();
    await credentials.getByRole('button', { name: 'Copy email' }).click();
    await expect(page.getByText('Email copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tenantEmail);
    await credentials.getByRole('button', { name: 'Copy password' }).click();
    await expect(page.getByText('Password copied')).toBeVisible();
    const temporaryPassword = await page.evaluate(() => navigator.clipboard.readText());
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    await credentials.getByRole('button', { name: 'Copy all credentials' }).click();
    await expect(page.getByText('All credentials copied')).toBeVisible();
    const all = await page.evaluate(() => navigator.clipboard.readText());
    expect(all).toContain(tenantEmail);
    expect(all).toContain(temporaryPassword);
    await credentials.getByRole('button', { name: 'Done' }).click();

    const tenantRow = page.getByRole('row').filter({ hasText: 'Theo Tenant' });
    await expect(tenantRow).toContainText('48 Birch Avenue');
    await expect(tenantRow).toContainText('Pending');
    await signOut(page);

    // The tenant: temporary password → Set a new password → tenant dashboard.
    await signIn(page, { email: tenantEmail, password: temporaryPassword });
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(TENANT_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(TENANT_PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await expect(page.getByText('Tenant Dashboard').first()).toBeVisible();
    await signOut(page);

    // The owner's tiles count the property's units; a tenant without a lease occupies none and
    // brings no rent (decision 024: occupancy and the rent roll count leases in force).
    await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await expect(page.getByText('0 occupied · 3 vacant')).toBeVisible();
    await expect(page.getByText('0%', { exact: true })).toBeVisible();
    await page.goto('/owner-dashboard/tenants');
    await expect(page.getByRole('row').filter({ hasText: 'Theo Tenant' })).toContainText('Active');
  });
});
