import { expect, type Page, test } from '@playwright/test';
import { apiToken, confirmedOwner, uniqueEmail } from '../support/api-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Issue 21 item 2: a manager sends a renewal offer at +3 % from the Renewals board; the tenant
 * declines it in their portal with a reason; the board then offers the move-out (the lease's End
 * lease dialog). A fresh organisation of its own. RENEWALS_SHOTS=<dir> also saves the board, the
 * dialog and the tenant's card on a phone and a desktop, in English and French, light and dark.
 */

const OWNER_PASSWORD = 'Renewal-Board-2026';
const TENANT_PASSWORD = 'Renewal-Card-2026';
const SHOTS = process.env.RENEWALS_SHOTS;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => iso(new Date(Date.now() + days * 86_400_000));

async function screenshots(page: Page, what: string, path: string, ready: RegExp) {
  if (!SHOTS) return;
  const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
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
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${what}-${size}-${lang}-${theme}.png`, fullPage: true });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => {
    localStorage.setItem('rentwise.language', 'en');
    localStorage.setItem('rentwise.theme', 'light');
  });
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
}

test('a manager sends a renewal offer at +3 %; the tenant declines it; the board offers the move-out', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 240_000 : 90_000);
  const ownerEmail = await confirmedOwner(request, {
    prefix: 'renewals',
    password: OWNER_PASSWORD,
    firstName: 'Rita',
    lastName: 'Renew',
  });
  const headers = { authorization: `Bearer ${await apiToken(request, ownerEmail, OWNER_PASSWORD)}` };
  const property = await request.post('/api/properties', {
    headers,
    data: { address: '3 Renewal Quay', propertyType: 'Apartment', units: 1, monthlyRent: 123450 },
  });
  expect(property.ok()).toBe(true);
  const tenantEmail = uniqueEmail('tenant');
  const tenant = await request.post('/api/tenants', {
    headers,
    data: {
      firstName: 'Nina',
      lastName: 'Nomad',
      email: tenantEmail,
      phone: '5550104455',
      propertyId: (await property.json()).id,
    },
  });
  expect(tenant.ok()).toBe(true);
  const { tenant: tenantRow, credentials } = await tenant.json();
  const changed = await request.put('/auth/v1/user', {
    headers: {
      authorization: `Bearer ${await apiToken(request, tenantEmail, credentials.temporaryPassword)}`,
    },
    data: { password: TENANT_PASSWORD },
  });
  expect(changed.ok()).toBe(true);
  const lease = await request.post('/api/leases', {
    headers,
    data: {
      propertyId: tenantRow.propertyId,
      tenantId: tenantRow.id,
      startDate: inDays(-300),
      endDate: inDays(45),
      rentAmount: 123450,
    },
  });
  expect(lease.status(), await lease.text()).toBe(201);

  await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('link', { name: 'Renewals' }).first().click();
  await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Nina Nomad' });
  await expect(row.getByText('Not started')).toBeVisible();
  await screenshots(page, 'renewals-board', '/owner-dashboard/renewals', /Nina Nomad/);

  await row.getByRole('button', { name: 'Send offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send renewal offer' });
  // 1,234.50 × 1.03 = 1,271.535 → $1,271.54, as the server rounds.
  await expect(dialog.getByText('New rent: $1,271.54 (currently $1,234.50)')).toBeVisible();
  await dialog.getByLabel('Message to the tenant (optional)').fill('We would love you to stay.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/renewal-offer-dialog-desktop-en-light.png` });
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Renewal offer sent')).toBeVisible();
  await expect(row.getByText('Offer sent')).toBeVisible();
  await expect(row.getByText(/\$1,271\.54 from/)).toBeVisible();
  await signOut(page);

  await signIn(page, { email: tenantEmail, password: TENANT_PASSWORD });
  await expect(page).toHaveURL(/\/tenant-dashboard/);
  const card = page.getByRole('heading', { name: 'Lease renewal offer' });
  await expect(card).toBeVisible();
  await expect(page.getByText(/\$1,271\.54 per month \(currently \$1,234\.50\)/)).toBeVisible();
  await expect(page.getByText('We would love you to stay.')).toBeVisible();
  await screenshots(page, 'renewal-tenant-card', '/tenant-dashboard', /We would love you to stay/);
  await page.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline the renewal offer' });
  await decline.getByRole('button', { name: 'Decline offer' }).click();
  await expect(decline.getByText('Please give a reason')).toBeVisible();
  await decline.getByLabel('Reason').fill('Moving closer to work');
  await decline.getByRole('button', { name: 'Decline offer' }).click();
  await expect(page.getByText('Offer declined')).toBeVisible();
  // The card is gone (the notification of the offer stays among the notices).
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/renewals');
  await expect(row.getByText('Declined')).toBeVisible();
  await expect(row.getByText('Reason: Moving closer to work')).toBeVisible();
  await row.getByRole('button', { name: 'Start move-out' }).click();
  await expect(page.getByRole('dialog', { name: 'End lease' })).toBeVisible();
});
