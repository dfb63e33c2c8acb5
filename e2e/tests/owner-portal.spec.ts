import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, confirmedOwner, mailboxLink, uniqueEmail } from '../support/api-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Issue 17 item 4: an admin adds an owner client, gives them a property share and invites them to
 * the owner portal; the owner client joins from the emailed link, sees only their property, and
 * approves a repair estimated above the organisation's threshold from the approval email's link;
 * the admin then finds the approval in the request's history. A fresh organisation of its own,
 * so the demo figures other specs count stay as they are.
 */

const PASSWORD = 'Portal-Lane-42';

/** A confirmed owner account (its own organisation, as admin) and a bearer token for the API. */
async function adminAccount(request: APIRequestContext) {
  const email = await confirmedOwner(request, {
    prefix: 'ivy',
    password: PASSWORD,
    firstName: 'Ivy',
    lastName: 'Admin',
  });
  const headers = { authorization: `Bearer ${await apiToken(request, email, PASSWORD)}` };
  return { email, password: PASSWORD, headers };
}

async function createProperty(request: APIRequestContext, headers: Record<string, string>, address: string) {
  const response = await request.post('/api/properties', {
    headers,
    data: { address, propertyType: 'Duplex', units: 2, monthlyRent: 180000 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as string;
}

async function addOwner(page: Page, firstName: string, lastName: string, email?: string) {
  await page.getByRole('button', { name: 'Add Owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Owner' });
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Last Name').fill(lastName);
  if (email) await dialog.getByLabel('Email (optional)').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Owner added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `${firstName} ${lastName}` })).toBeVisible();
}

async function setOwner(page: Page, address: string, owner: string) {
  await page.goto('/owner-dashboard/properties');
  await page.getByRole('button', { name: address }).click();
  const details = page.getByRole('dialog', { name: address });
  await details.getByRole('button', { name: 'Set owners' }).click();
  const shares = page.getByRole('dialog', { name: 'Owners of this property' });
  await shares.getByLabel('Owner', { exact: true }).selectOption({ label: owner });
  // Not 100 %: refused before anything is sent.
  await shares.getByLabel('Share (%)').fill('60');
  await shares.getByRole('button', { name: 'Save' }).click();
  await expect(shares.getByRole('alert')).toHaveText('Shares must add up to exactly 100%');
  await shares.getByLabel('Share (%)').fill('100');
  await shares.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Owners saved').first()).toBeVisible();
  await expect(details.getByText(owner)).toBeVisible();
  await page.keyboard.press('Escape');
}

test('an owner client joins the portal, sees only their property and approves a costly repair', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminAccount(request);
  const mine = await createProperty(request, admin.headers, '12 Portal Street');
  await createProperty(request, admin.headers, '99 Other Owner Road');
  const paula = uniqueEmail('paula');

  // The admin adds two owners, gives each a property, and invites Paula to the portal.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('link', { name: 'Owners' }).click();
  await expect(page.getByRole('heading', { name: 'Owners' })).toBeVisible();
  await addOwner(page, 'Paula', 'Portal', paula);
  await addOwner(page, 'Otto', 'Other');
  await setOwner(page, '12 Portal Street', 'Paula Portal');
  await setOwner(page, '99 Other Owner Road', 'Otto Other');
  await page.goto('/owner-dashboard/owners');
  const paulaRow = page.getByRole('row').filter({ hasText: 'Paula Portal' });
  await expect(paulaRow).toContainText('1 property');
  await paulaRow.getByRole('button', { name: 'Invite to portal' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Paula Portal to the owner portal?' });
  await expect(invite).toContainText(paula);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${paula}`)).toBeVisible();
  await signOut(page);

  // Paula: the link → Create account → confirm → accept → the owner portal, her property only.
  await page.goto(await mailboxLink(request, paula, /invited you to join/));
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First Name').fill('Paula');
  await page.getByLabel('Last Name').fill('Portal');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(await mailboxLink(request, paula, /Confirm your Rentwise account/));
  await expect(page).toHaveURL(/\/invitations\/[\w-]+$/);
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page).toHaveURL(/\/owner-portal$/);
  await expect(page.getByRole('heading', { name: /Owner portal/ })).toBeVisible();
  await page.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { name: '12 Portal Street' })).toBeVisible();
  await expect(page.getByText('Your share: 100%')).toBeVisible();
  await expect(page.getByText('99 Other Owner Road')).toHaveCount(0);
  await page.getByRole('link', { name: 'Rent roll' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('99 Other Owner Road')).toHaveCount(0);
  // The owner dashboard is not hers: she is sent back to the portal.
  await page.goto('/owner-dashboard/properties');
  await expect(page).toHaveURL(/\/owner-portal$/);
  await signOut(page);

  // A repair above the threshold ($500): the admin estimates it at $1,200 and it waits.
  const created = await request.post('/api/maintenance-requests', {
    headers: admin.headers,
    data: {
      propertyId: mine,
      title: 'Replace the boiler',
      category: 'plumbing',
      priority: 'high',
      description: 'The boiler leaks and must be replaced.',
    },
  });
  const requestId = (await created.json()).id as string;
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto(`/owner-dashboard/maintenance?request=${requestId}`);
  const detail = page.getByRole('dialog', { name: 'Replace the boiler' });
  await detail.getByLabel('Estimated cost ($)').fill('1200');
  await detail.getByRole('button', { name: 'Save estimate' }).click();
  await expect(page.getByText('Estimate saved')).toBeVisible();
  await expect(detail.getByText('Awaiting owner approval')).toBeVisible();
  // No vendor, no work until the owner decides: the server refuses it (409).
  const blocked = await request.patch(`/api/maintenance-requests/${requestId}`, {
    headers: admin.headers,
    data: { status: 'in_progress' },
  });
  expect(blocked.status()).toBe(409);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await signOut(page);

  // Paula follows the approval email's link and approves, with a note.
  const approvalLink = await mailboxLink(request, paula, /Approval needed: Replace the boiler/);
  expect(approvalLink).toMatch(new RegExp(`/owner-portal/approvals/${requestId}$`));
  await signIn(page, { email: paula, password: PASSWORD });
  await expect(page).toHaveURL(/\/owner-portal$/);
  // Signing up made her an organisation of her own: working there, she gets the owner dashboard…
  await page.getByRole('button', { name: /^Switch organisation/ }).click();
  await page.getByRole('menuitemradio', { name: "Paula's properties" }).click();
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  // …and the email's link still opens the portal, in the organisation where she is an owner client.
  await page.goto(new URL(approvalLink).pathname);
  const card = page.getByRole('region', { name: 'Replace the boiler' });
  await expect(card).toContainText('Estimate: $1,200.00');
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this repair?' });
  await confirm.getByLabel('Note (optional)').fill('Go ahead, thank you.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Repair approved')).toBeVisible();
  await expect(card.getByText('Approved by owner', { exact: true })).toBeVisible();
  await signOut(page);

  // The admin finds the approval in the request's history.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto(`/owner-dashboard/maintenance?request=${requestId}`);
  await expect(detail.getByText('Approved by owner', { exact: true })).toBeVisible();
  await expect(detail.getByText('Approved the estimate', { exact: true })).toBeVisible();
  await expect(detail.getByText('Go ahead, thank you.')).toBeVisible();
});
