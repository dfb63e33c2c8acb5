import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * The owner's Calendar (a month of real events), draft leases (save, Draft badge, activate,
 * delete) and the full notifications list, on the demo portfolio. Other specs add data to the
 * same database, so nothing here depends on exact counts.
 */

// A demo tenant no other spec relies on; the drafts are far in the future, clear of any lease.
const DRAFT_TENANT = 'Aisha Okafor';

// The browser's "today" is the server's (UTC), whatever the machine's zone.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

function monthTitle(offset: number): string {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() + offset);
  return day.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

test.describe('calendar, draft leases and notifications', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the owner sees the month with rent due dates and moves to the next month', async ({ page }) => {
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard\/calendar$/);

    await expect(page.getByRole('heading', { name: monthTitle(0) })).toBeVisible();
    // The demo leases fall due on the 1st (and two of them today): rent chips in the grid.
    const rentChips = page.locator('[data-event-type="rent-due"]');
    await expect(rentChips.first()).toBeVisible();
    await expect(rentChips.first()).toContainText('Rent ·');
    await expect(page.getByText('Upcoming Events')).toBeVisible();

    // Selecting a day with rent due lists its events.
    const first = page.getByRole('button', { name: /, \d+ events?$/ }).first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^\$[\d,.]+ from /).first()).toBeVisible();

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: monthTitle(1) })).toBeVisible();
    await expect(rentChips.first()).toBeVisible();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(page.getByRole('heading', { name: monthTitle(0) })).toBeVisible();
    // The reminders list is still on the page.
    await expect(page.getByRole('heading', { name: 'Reminders' })).toBeVisible();
  });

  test('the owner saves a draft lease, sees its Draft badge, activates it, and deletes another draft', async ({
    page,
  }) => {
    const year = 2040 + randomInt(0, 50);
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Leases' }).click();

    const saveDraft = async (startYear: number) => {
      await page.getByRole('button', { name: 'New Lease' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Lease' });
      await dialog.getByLabel('Tenant', { exact: true }).selectOption({ label: DRAFT_TENANT });
      await dialog.getByLabel('Start Date').fill(`${startYear}-01-01`);
      await dialog.getByLabel('End Date').fill(`${startYear}-12-31`);
      await dialog.getByLabel('Monthly Rent').fill('1500');
      await dialog.getByRole('button', { name: 'Save as Draft' }).click();
      await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
    };

    await saveDraft(year);
    await page.getByLabel('Search by tenant or property').fill(DRAFT_TENANT);
    const row = page.getByRole('row').filter({ hasText: `Jan 1, ${year}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Lease Details' });
    await expect(details.getByText('This lease is a draft')).toBeVisible();
    await details.getByRole('button', { name: 'Activate Lease' }).click();
    await expect(page.getByText('Lease activated', { exact: true })).toBeVisible();
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Activate Lease' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // A second draft, deleted after the confirmation.
    await saveDraft(year + 1);
    const other = page.getByRole('row').filter({ hasText: `Jan 1, ${year + 1}` });
    await expect(other.getByText('Draft', { exact: true })).toBeVisible();
    await other.getByRole('button', { name: 'View Details' }).click();
    await details.getByRole('button', { name: 'Delete draft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await confirm.getByRole('button', { name: 'Delete draft' }).click();
    await expect(page.getByText('Draft deleted', { exact: true })).toBeVisible();
    await expect(other).toHaveCount(0);
  });

  test('View All Notifications opens the full list for the owner and the tenant', async ({ page }) => {
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'View All Notifications' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await signOut(page);

    // The tenant: the activated draft above told them nothing (Aisha), but the demo tenant has
    // notices of their own or the empty state; the full list opens the same way.
    await signIn(page, TENANT);
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await expect(page.getByText('Important Notices')).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'View All Notifications' }).click();
    await expect(page).toHaveURL(/\/tenant-dashboard\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
