import { expect, type Page, test } from '@playwright/test';
import { firstOfMonth, isoDay, lastOfMonth, leasedUnit } from '../support/leased-unit';
import { signIn, signOut } from '../support/session';

/**
 * Issue 18: a manager ends a lease mid-month and settles the deposit with two deductions; the
 * tenant sees the deposit statement in their documents. A fresh organisation of its own, so the
 * demo portfolio that other specs count stays as it is.
 */

const OWNER_PASSWORD = 'Harbour-View-2026';
const TENANT_PASSWORD = 'Quay-Side-2026';
const SHOTS = process.env.LIFECYCLE_SHOTS;

/** A day in the middle of a month, on or before today and less than a month back. */
function midMonth(): string {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return now.getUTCDate() >= 15
    ? isoDay(new Date(Date.UTC(year, month, 15)))
    : isoDay(new Date(Date.UTC(year, month - 1, 15)));
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a manager ends a lease mid-month and settles the deposit; the tenant sees the statement', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A lease from the first of two months ago; the deposit ($1,500) paid.
  const { ownerEmail, tenantEmail } = await leasedUnit(request, {
    owner: { prefix: 'manager', password: OWNER_PASSWORD, firstName: 'Maya', lastName: 'Manager' },
    address: '7 Harbour View',
    tenant: { firstName: 'Theo', lastName: 'Walker', phone: '5550107788', password: TENANT_PASSWORD },
    lease: { startDate: firstOfMonth(-2), endDate: lastOfMonth(9), rentAmount: 150000 },
    paid: 150000,
  });

  await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/leases');
  const row = page.getByRole('row').filter({ hasText: 'Theo Walker' });
  await row.getByRole('button', { name: 'View Details' }).click();
  const detail = page.getByRole('dialog', { name: 'Lease Details' });
  await expect(detail.getByText('Deposit held')).toBeVisible();

  // End lease: the confirmation says what happens and must be ticked.
  await detail.getByRole('button', { name: 'End lease' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End lease' });
  await expect(endDialog.getByText(/nothing is charged after it, the unit becomes vacant/)).toBeVisible();
  const moveOut = midMonth();
  await endDialog.getByLabel('Move-out date').fill(moveOut);
  await endDialog.getByLabel('Reason').fill('Relocating for work');
  await expect(endDialog.getByRole('button', { name: 'End lease' })).toBeDisabled();
  await endDialog.getByRole('checkbox').check();
  await shot(page, 'end-dialog');
  await endDialog.getByRole('button', { name: 'End lease' }).click();
  await expect(page.getByText('Lease ended')).toBeVisible();
  await expect(endDialog).toBeHidden();
  await expect(detail.getByText('Relocating for work', { exact: false })).toBeVisible();
  await expect(detail.getByText('Expired')).toBeVisible();

  // Settle deposit with two deductions: live totals, then a confirmation.
  await detail.getByRole('button', { name: 'Settle deposit' }).click();
  const settle = page.getByRole('dialog', { name: 'Settle deposit' });
  await expect(settle.getByText('$1,500.00')).toBeVisible();
  await settle.getByLabel('Description 1').fill('Carpet cleaning');
  await settle.getByLabel('Amount 1').fill('120');
  await settle.getByRole('button', { name: 'Add deduction' }).click();
  await settle.getByLabel('Description 2').fill('Replace lost keys');
  await settle.getByLabel('Amount 2').fill('45.50');
  await expect(settle.getByText('$165.50')).toBeVisible();
  await settle.getByRole('checkbox').check();
  await shot(page, 'settle-dialog');
  await settle.getByRole('button', { name: 'Settle deposit' }).click();
  // The toast (the panel below then says "Deposit settled on <date>").
  await expect(page.getByText('Deposit settled', { exact: true })).toBeVisible();
  await expect(settle).toBeHidden();
  await expect(detail.getByText(/Deposit settled on/)).toBeVisible();
  await expect(detail.getByText('Carpet cleaning')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Settle deposit' })).toHaveCount(0);
  await shot(page, 'lease-detail-settled');
  await page.keyboard.press('Escape');
  await signOut(page);

  // The tenant finds the statement among their lease documents.
  await signIn(page, { email: tenantEmail, password: TENANT_PASSWORD });
  await expect(page).toHaveURL(/\/tenant-dashboard/);
  await page.goto('/tenant-dashboard/documents');
  await expect(page.getByText(/^Deposit statement \d{4}-\d{2}-\d{2}\.pdf$/).first()).toBeVisible();
  await shot(page, 'tenant-documents');
});
