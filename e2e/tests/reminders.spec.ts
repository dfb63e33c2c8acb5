import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Rent reminders and in-app notifications on the demo portfolio: the owner schedules a reminder
 * for today to the demo tenant through the Send Reminder dialog; it is emailed at once (the dev
 * mailbox shows it) and the tenant finds it, unread, in the top bar's notifications.
 */

// The browser's "today" is the server's (UTC), whatever the machine's zone.
test.use({ timezoneId: 'UTC' });

function isoDay(offsetDays = 0): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

test.describe('rent reminders', () => {
  test.describe.configure({ timeout: 90_000 });

  test('owner schedules a reminder for today → the tenant gets the email and an unread notification', async ({
    page,
    request,
  }) => {
    const subject = `Rent due on the 1st ${randomBytes(3).toString('hex')}`;
    const later = `Inspection next month ${randomBytes(3).toString('hex')}`;

    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.getByRole('button', { name: 'Schedule Reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Reminder' });
    await expect(
      dialog.getByText(
        'Send a reminder message to your tenants about rent payments or other important information.',
      ),
    ).toBeVisible();

    // The spec's validation messages.
    await dialog.getByRole('button', { name: 'Schedule Reminder' }).click();
    await expect(dialog.getByText('Please select at least one tenant')).toBeVisible();
    await expect(dialog.getByText('Subject is required')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(dialog.getByText('Please select a date')).toBeVisible();
    await expect(dialog.getByLabel('Send on')).toHaveAttribute('min', isoDay());

    await dialog.getByLabel('Recipient').selectOption({ label: TENANT.name });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('A friendly reminder: your rent is due on the 1st. Thank you!');
    await dialog.getByLabel('Send on').fill(isoDay());
    await dialog.getByRole('button', { name: 'Schedule Reminder' }).click();
    await expect(page.getByText('Reminder scheduled', { exact: true })).toBeVisible();
    await expect(page.getByText('The reminder has been scheduled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Due today: emailed at once.
    await expect
      .poll(async () => {
        const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(TENANT.email)}`);
        const emails = (await mailbox.json()) as { subject: string; text: string }[];
        return emails.find((email) => email.subject === subject)?.text ?? '';
      })
      .toContain('Hello Marcus,');

    // The other ways in preselect the tenant: an open payment's reminder button, a Tenants row.
    // (Which open payments the dashboard lists depends on what earlier tests added: take the first.)
    const paymentReminder = page.getByRole('button', { name: /^Send a reminder to / }).first();
    const payer = ((await paymentReminder.getAttribute('aria-label')) ?? '').replace(
      'Send a reminder to ',
      '',
    );
    expect(payer).not.toBe('');
    await paymentReminder.click();
    await expect(dialog.getByLabel('Recipient').locator('option:checked')).toHaveText(payer);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/owner-dashboard/tenants');
    await page
      .getByRole('row')
      .filter({ hasText: TENANT.name })
      .getByRole('button', { name: 'Schedule reminder' })
      .click();
    await expect(dialog.getByLabel('Recipient').locator('option:checked')).toHaveText(TENANT.name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A later one waits on the Calendar page, and can be cancelled there.
    await page.goto('/owner-dashboard/calendar');
    await expect(
      page.getByRole('row').filter({ hasText: subject }).getByText('Sent', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Schedule Reminder' }).click();
    await dialog.getByLabel('Recipient').selectOption({ label: 'All Tenants' });
    await dialog.getByLabel('Subject').fill(later);
    await dialog.getByLabel('Message').fill('The yearly inspection is planned for next month.');
    await dialog.getByLabel('Send on').fill(isoDay(30));
    await dialog.getByRole('button', { name: 'Schedule Reminder' }).click();
    const laterRow = page.getByRole('row').filter({ hasText: later });
    await expect(laterRow.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(laterRow.getByText('All Tenants')).toBeVisible();
    await laterRow.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this reminder?' })
      .getByRole('button', { name: 'Cancel reminder' })
      .click();
    await expect(laterRow.getByText('Cancelled', { exact: true })).toBeVisible();
    await signOut(page);

    // The tenant sees it in the notifications dropdown, unread.
    await signIn(page, TENANT);
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await bell.click();
    const item = page.getByRole('menuitem').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.getByText('Unread')).toBeAttached();
    await expect(item.getByText('now', { exact: true }).or(item.getByText(/minute/))).toBeVisible();
    await item.click();
    // Opening it marked it read.
    if (unreadBefore === 1) {
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    } else {
      await expect(
        page.getByRole('button', { name: `Notifications, ${unreadBefore - 1} unread` }),
      ).toBeVisible();
    }
  });
});
