import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmedOwner, mailboxLink, uniqueEmail } from '../support/api-accounts';
import { DEMO_OWNER as OWNER } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Issue 17 items 1–2: the demo owner invites an accountant and a manager limited to one property
 * from Settings → Team; each opens the emailed link, creates an account or signs in, accepts, and
 * lands in the organisation with what the role allows.
 */

const PASSWORD = 'Orchard-Lane-42';
const ORGANISATION = "Olivia's properties";

/** An owner account that exists already (signed up and confirmed through the API). */
function existingAccount(request: APIRequestContext, firstName: string): Promise<string> {
  return confirmedOwner(request, {
    prefix: firstName.toLowerCase(),
    password: PASSWORD,
    firstName,
    lastName: 'Member',
  });
}

async function invite(page: Page, email: string, role: string, property?: string) {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  if (property) {
    await dialog.getByLabel('Limit to some properties').check();
    // Limited to nothing is refused before anything is sent.
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Choose at least one property')).toBeVisible();
    await dialog.getByLabel(property).check();
  }
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  // The toast (an earlier invitation's may still be showing).
  await expect(page.getByText('Invitation sent').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('team-invitation').filter({ hasText: email })).toBeVisible();
}

test('the owner invites an accountant and a limited manager; each joins from the emailed link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const accountant = uniqueEmail('accountant');
  const manager = await existingAccount(request, 'Mara');

  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  // One organisation: the top bar names it.
  await expect(page.getByRole('banner').getByText(ORGANISATION)).toBeVisible();
  await page.goto('/owner-dashboard/settings');
  await page.getByRole('link', { name: 'Open' }).first().click();
  await expect(page).toHaveURL(/\/owner-dashboard\/settings\/team$/);
  await expect(page.getByRole('heading', { name: 'Team and organisation' })).toBeVisible();

  // A bad address is refused under its field.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await invite(page, accountant, 'Accountant');
  await invite(page, manager, 'Property manager', '456 Oak Ave');
  // An existing member is refused (409) with the reason under the field.
  await page.getByRole('button', { name: 'Invite member' }).click();
  await dialog.getByLabel('Email').fill(OWNER.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('This person is already a member')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await signOut(page);

  // The accountant has no account: the link → Create account (address prefilled) → confirm → back.
  const accountantLink = await mailboxLink(request, accountant, /invited you to join/);
  await page.goto(accountantLink);
  await expect(page.getByRole('heading', { name: `Join ${ORGANISATION}` })).toBeVisible();
  await expect(page.getByText('as Accountant')).toBeVisible();
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email')).toHaveValue(accountant);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Counts');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(await mailboxLink(request, accountant, /Confirm your Rentwise account/));
  await expect(page).toHaveURL(/\/invitations\/[\w-]+$/);
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await expect(page.getByText(`Welcome to ${ORGANISATION}`)).toBeVisible();
  // Two organisations now (their own and the firm's): the switcher names the firm's.
  const switcher = page.getByRole('button', { name: `Switch organisation (current: ${ORGANISATION})` });
  await expect(switcher).toBeVisible();
  // Read-only on the team: no invitations, no role pickers.
  await page.goto('/owner-dashboard/settings/team');
  await expect(page.getByRole('row').filter({ hasText: 'Ada Counts' })).toContainText('Accountant');
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);
  await expect(page.getByText('Only an admin can change these settings.')).toBeVisible();
  // The switcher, by keyboard: back to their own organisation, then to the firm's again.
  await switcher.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: "Ada's properties" }).click();
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await expect(
    page.getByRole('button', { name: "Switch organisation (current: Ada's properties)" }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Switch organisation/ }).click();
  await page.getByRole('menuitemradio', { name: ORGANISATION }).click();
  await expect(switcher).toBeVisible();
  await signOut(page);

  // The manager has an account: the link → Sign in (address prefilled) → back → accept.
  await page.goto(await mailboxLink(request, manager, /invited you to join/));
  await expect(page.getByText('as Property manager')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(manager);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/invitations\/[\w-]+$/);
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await expect(
    page.getByRole('button', { name: `Switch organisation (current: ${ORGANISATION})` }),
  ).toBeVisible();
  // Limited to one property: only that one is listed.
  await page.goto('/owner-dashboard/properties');
  await expect(page.getByText('456 Oak Ave').first()).toBeVisible();
  await expect(page.getByText('123 Main St')).toHaveCount(0);
  // The link is spent: opening it again says so, nothing more joins.
  await page.goto(await mailboxLink(request, manager, /invited you to join/));
  await expect(page.getByRole('heading', { name: 'This invitation was already used' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await signOut(page);

  // The owner sees both members with their roles, and no pending invitation.
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/settings/team');
  await expect(page.getByRole('combobox', { name: 'Role of Ada Counts' })).toHaveValue('accountant');
  await expect(page.getByRole('combobox', { name: 'Role of Mara Member' })).toHaveValue('manager');
  await expect(page.getByRole('row').filter({ hasText: 'Mara Member' })).toContainText('456 Oak Ave');
  // Both invitations were used: neither is pending any more (other specs may leave their own).
  await expect(page.getByRole('heading', { name: 'Invitations' })).toBeVisible();
  for (const email of [accountant, manager]) {
    await expect(page.getByRole('button', { name: `Revoke the invitation of ${email}` })).toHaveCount(0);
  }
});

test('an unknown invitation link says so plainly', async ({ page }) => {
  await page.goto(`/invitations/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
});
