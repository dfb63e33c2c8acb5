import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_OWNER as OWNER, DEMO_TENANT as TENANT } from '../support/demo-accounts';
import { signIn, signOut } from '../support/session';

/**
 * Messages between the demo owner and the demo tenant (seeded with a short conversation): the
 * owner writes to Marcus Reed, Marcus reads it on his Messages page (from the dashboard's Message
 * Landlord) and replies, and the owner finds the reply with its unread count.
 */

test.describe('messages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the owner writes to a tenant, the tenant replies, the owner sees the reply as unread', async ({
    page,
  }) => {
    const question = `Is Thursday 10 am fine for the plumber? ${randomBytes(3).toString('hex')}`;
    const answer = `Yes, 10 am works for me. ${randomBytes(3).toString('hex')}`;

    // The owner opens Messages from the sidebar and starts (here: reopens) the conversation.
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: /Messages/ })
      .click();
    await expect(page).toHaveURL(/\/owner-dashboard\/messages$/);
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New Conversation' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Conversation' });
    await dialog.getByRole('button', { name: 'Open Conversation' }).click();
    await expect(dialog.getByText('Please select a tenant')).toBeVisible();
    await dialog.getByLabel('Tenant').selectOption({ label: 'Marcus Reed' });
    await dialog.getByRole('button', { name: 'Open Conversation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\?conversation=/);

    const ownerView = page.getByRole('region', { name: 'Conversation with Marcus Reed' });
    // The seeded conversation is there.
    await expect(
      ownerView.getByText("Thursday works. I'll leave the side door unlocked. Thank you!"),
    ).toBeVisible();
    // An empty message is refused.
    await ownerView.getByRole('button', { name: 'Send' }).click();
    await expect(ownerView.getByText('Please enter a message')).toBeVisible();
    await ownerView.getByRole('textbox', { name: 'Message' }).fill(question);
    await ownerView.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(ownerView.getByText(question)).toBeVisible();
    await expect(ownerView.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await signOut(page);

    // The tenant gets there from the dashboard's Message Landlord, and the conversation opens.
    await signIn(page, TENANT);
    await expect(page).toHaveURL(/\/tenant-dashboard$/);
    await page.getByRole('link', { name: 'Message Landlord' }).click();
    await expect(page).toHaveURL(/\/tenant-dashboard\/messages/);
    const contacts = page.getByRole('navigation', { name: 'Contacts' });
    await expect(contacts.getByText('Olivia Bennett')).toBeVisible();
    await expect(contacts.getByText(/Landlord/)).toBeVisible();
    const tenantView = page.getByRole('region', { name: 'Conversation with Olivia Bennett' });
    await expect(tenantView.getByText(question)).toBeVisible();
    await tenantView.getByRole('textbox', { name: 'Message' }).fill(answer);
    await tenantView.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(tenantView.getByText(answer)).toBeVisible();
    await signOut(page);

    // The owner sees the reply, unread, in the sidebar and in the list; opening it reads it.
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    const messagesLink = page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: /Messages/ });
    await expect(messagesLink).toContainText(/1 unread message/);
    await messagesLink.click();
    const row = page
      .getByRole('navigation', { name: 'Contacts' })
      .getByRole('button', { name: /Marcus Reed/ });
    await expect(row).toContainText('1 unread message');
    await expect(row).toContainText(answer);
    await row.click();
    await expect(
      page.getByRole('region', { name: 'Conversation with Marcus Reed' }).getByText(answer),
    ).toBeVisible();
    await expect(row).not.toContainText('unread message');
    await expect(messagesLink).not.toContainText(/unread message/);
  });
});
