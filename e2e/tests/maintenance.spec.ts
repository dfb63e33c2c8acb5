import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Maintenance with vendors on the demo portfolio (issue 7): the demo tenant reports an issue →
 * the owner adds a vendor and assigns it → the vendor opens the private link from the dev mailbox
 * (no account), sees the tenant as on-site contact and the tenant's photo, adds a photo of their
 * own and posts progress → the tenant sees that update and both photos. Also the owner's Log
 * Maintenance dialog (spec dialog 5): its validation messages and success toast.
 */

/** A 1×1 PNG. */
const PHOTO = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);

test.describe('maintenance', () => {
  test.describe.configure({ timeout: 120_000 });

  test('tenant reports with a photo → owner assigns a new vendor → vendor posts from the emailed link → tenant sees it', async ({
    page,
    request,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const title = `Leaking bathroom pipe ${tag}`;
    const vendorName = `Pipe Pros ${tag}`;
    const vendorEmail = `pipes.${tag}@vendors.example`;
    const progress = `Arriving tomorrow at 9am with a new valve ${tag}.`;
    const vendorPhoto = `valve-${tag}.png`;

    // The tenant reports the issue from the dashboard's Report an Issue action.
    await signIn(page, TENANT);
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Maintenance Requests' })).toBeVisible();
    await page.getByRole('link', { name: 'Report an Issue' }).click();
    const form = page.getByRole('dialog', { name: 'New Maintenance Request' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Issue title is required')).toBeVisible();
    await expect(form.getByText('Please provide a more detailed description')).toBeVisible();
    await expect(form.getByLabel('Category').locator('option')).toHaveText([
      'Plumbing',
      'Electrical',
      'Appliance',
      'Structural',
      'HVAC',
      'Other',
    ]);
    await expect(form.getByLabel('Priority').locator('option')).toHaveText([
      'Low',
      'Medium',
      'High',
      'Emergency',
    ]);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption({ label: 'Plumbing' });
    await form.getByLabel('Priority').selectOption({ label: 'Emergency' });
    await form.getByLabel('Description').fill('Water leaks from the pipe under the bathroom sink.');
    await form.getByLabel('Photos (optional)').setInputFiles({
      name: 'leak.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Maintenance request submitted', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    const tenantCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(tenantCard.getByText('Pending', { exact: true })).toBeVisible();
    await expect(tenantCard.getByText('Emergency', { exact: true })).toBeVisible();
    await expect(tenantCard.getByRole('img', { name: 'leak.png' })).toBeVisible();
    await signOut(page);

    // The owner opens it, adds a vendor and assigns it.
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.getByRole('link', { name: 'Maintenance' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard\/maintenance$/);
    await page.getByLabel('Priority').selectOption({ label: 'Urgent' });
    await page.getByRole('button', { name: `Open ${title}` }).click();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail.getByText('Marcus Reed')).toBeVisible();
    // The tenant's photo, downloaded with the owner's session.
    await expect(detail.getByRole('img', { name: 'leak.png' })).toBeVisible();
    await detail.getByRole('button', { name: 'Add vendor' }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Add Vendor' });
    await vendorDialog.getByLabel('Name').fill(vendorName);
    await vendorDialog.getByLabel('Trade').fill('Plumbing');
    await vendorDialog.getByLabel('Email').fill(vendorEmail);
    await vendorDialog.getByLabel('Phone').fill('5550142424');
    await vendorDialog.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(vendorDialog).toBeHidden();
    await expect(detail.getByLabel('Choose a vendor').locator('option:checked')).toHaveText(
      `${vendorName} (Plumbing)`,
    );
    await detail.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Vendor assigned', { exact: true })).toBeVisible();
    await expect(detail.getByText(`${vendorName} · Plumbing`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await signOut(page);

    // The vendor's email carries the private link; the job page needs no account.
    let link = '';
    await expect
      .poll(async () => {
        const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(vendorEmail)}`);
        const emails = (await mailbox.json()) as { subject: string; text: string }[];
        link =
          emails
            .find((email) => email.subject.includes(title))
            ?.text.match(/https?:\/\/\S+\/vendor-jobs\/\S+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('123 Main St')).toBeVisible();
    // The tenant is the on-site contact; their photo is shown through the link.
    await expect(page.getByText('On-site contact (tenant)')).toBeVisible();
    await expect(page.getByText('Marcus Reed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'leak.png' })).toBeVisible();
    await page
      .getByLabel('Add photo')
      .setInputFiles({ name: vendorPhoto, mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByText('Photo added', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: vendorPhoto })).toBeVisible();
    await expect(page.getByText(`Photo added: ${vendorPhoto}`)).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'In Progress' });
    await page.getByLabel('Update', { exact: true }).fill(progress);
    await page.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByText('Update posted', { exact: true })).toBeVisible();
    await expect(page.getByText(progress)).toBeVisible();
    // An unknown link says so plainly.
    await page.goto('/vendor-jobs/this-link-does-not-exist-0123456789');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();

    // The tenant sees the vendor's update and the new status.
    await signIn(page, TENANT);
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await page.getByRole('link', { name: 'Maintenance', exact: true }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(progress)).toBeVisible();
    await expect(card.getByText('In Progress', { exact: true }).first()).toBeVisible();
    await expect(card.getByText(`${vendorName} (Vendor)`).first()).toBeVisible();
    // Both photos: the tenant's and the vendor's.
    await expect(card.getByRole('img', { name: vendorPhoto })).toBeVisible();
    await expect(card.getByRole('img', { name: 'leak.png' })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(2);
  });

  test("the owner's Log Maintenance dialog shows the spec's messages and confirms", async ({ page }) => {
    const issue = `Broken hallway light ${randomBytes(3).toString('hex')}`;
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.getByRole('button', { name: 'Log Maintenance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Maintenance' });
    await expect(dialog.getByLabel('Priority').locator('option:checked')).toHaveText('Medium');
    await expect(dialog.getByLabel('Priority').locator('option')).toHaveText([
      'Low',
      'Medium',
      'High',
      'Urgent',
    ]);
    await dialog.getByRole('button', { name: 'Log Maintenance' }).click();
    await expect(dialog.getByText('Property address is required')).toBeVisible();
    await expect(dialog.getByText('Issue title is required')).toBeVisible();
    await expect(dialog.getByText('Please provide a more detailed description')).toBeVisible();

    await dialog.getByLabel('Property address').selectOption({ label: '456 Oak Ave' });
    await dialog.getByLabel('Issue').fill(issue);
    await dialog
      .getByLabel('Description')
      .fill('The ceiling light in the hallway flickers and then goes out.');
    await dialog.getByRole('button', { name: 'Log Maintenance' }).click();
    await expect(page.getByText('Maintenance request logged', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/owner-dashboard/maintenance');
    const row = page.getByRole('row').filter({ hasText: issue });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText('Medium', { exact: true })).toBeVisible();
    await expect(row.getByText('Logged by you')).toBeVisible();
  });
});
