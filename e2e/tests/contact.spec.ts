import { expect, type Page, test } from '@playwright/test';
import { openPublicPage } from '../support/public-page';

/**
 * The contact form against the real server: 5 messages per 10 minutes are allowed from one
 * address, so only two tests here really send (the others answer from page.route).
 */
async function fillForm(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByRole('main').locator('form').getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

test.describe('contact page', () => {
  test('has the hero, the form, three support channels, the FAQ and the call to action', async ({ page }) => {
    await openPublicPage(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's talk about your portfolio");
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(page.getByLabel('Email *')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Message *')).toHaveAttribute('rows', '6');
    const reasons = await page
      .getByLabel('Reason for contact *')
      .locator('option:not([disabled])')
      .allTextContents();
    expect(reasons).toEqual(['Sales', 'Support', 'Request a demo', 'Partnership', 'General inquiry']);
    await expect(
      page.getByRole('complementary', { name: 'Other ways to reach us' }).getByRole('listitem'),
    ).toHaveCount(3);
    const faq = page.getByRole('region', { name: 'Before you write' });
    const first = faq.getByRole('button', { name: 'How quickly will you reply?' });
    const second = faq.getByRole('button', { name: 'Can I see a demo first?' });
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Ready to grow your NOI?' })).toBeVisible();
  });

  test('shows a message under each required field and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await openPublicPage(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please select a reason')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email *').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('sends: Sending... while it works, then the sent card; the message and both emails exist', async ({
    page,
    request,
  }) => {
    // Hold the request a moment so the sending state can be seen; it then reaches the real server.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await openPublicPage(page, '/contact');
    const email = `ana.${Date.now()}@example.com`;
    await fillForm(page, {
      'Name *': 'Ana Lopez',
      Company: 'Harbor Homes',
      'Email *': email,
      Phone: '+1 555 010 0199',
      'Reason for contact *': 'demo',
      'Message *': 'We manage 120 units.\nCould we see a demo next week?',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Message sent successfully!' })).toBeVisible();
    await expect(
      page.getByText("Thanks for reaching out! We'll get back to you within 1 business day."),
    ).toBeVisible();

    const ack = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(ack).toHaveLength(1);
    expect(ack[0].subject).toBe('We received your message — Rentwise');
    const support = (await (await request.get('/api/dev/mailbox?to=support@rentwise.local')).json()) as {
      subject: string;
      text: string;
    }[];
    const notification = support.find((message) => message.text.includes(email));
    expect(notification?.subject).toBe('Contact form: Demo request from Ana Lopez');
    expect(notification?.text).toContain('Could we see a demo next week?');
    // The message was stored: the notification carries the id of its database row.
    expect(notification?.text).toMatch(/Message id [0-9a-f-]{36}/);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name *')).toHaveValue('');
    await expect(page.getByLabel('Email *')).toHaveValue('');
    await expect(page.getByLabel('Message *')).toHaveValue('');
    await expect(page.getByLabel('Reason for contact *')).toHaveValue('');
    await expect(page.getByLabel('Name *')).toBeFocused();
  });

  test('when the server fails, it opens the mail application and still shows success', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"Unexpected"}}',
      }),
    );
    // Record the mailto: link the page hands to the browser instead of starting a mail client.
    await page.addInitScript(() => {
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('mailto:')) (window as unknown as { mailto: string }).mailto = this.href;
        else click.call(this);
      };
    });
    await openPublicPage(page, '/contact');
    await fillForm(page, {
      'Name *': 'Bo Berg',
      'Email *': 'bo@example.com',
      'Reason for contact *': 'support',
      'Message *': 'Reminders are not arriving.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent successfully!' })).toBeVisible();
    const mailto = await page.evaluate(() => (window as unknown as { mailto?: string }).mailto);
    expect(mailto).toMatch(/^mailto:support@rentwise\.local\?subject=support&body=/);
    expect(decodeURIComponent(mailto!.split('&body=')[1])).toBe(
      'Name: Bo Berg\nEmail: bo@example.com\n\nReminders are not arriving.',
    );
  });

  test('in French, including the acknowledgement email', async ({ page, request }) => {
    await openPublicPage(page, '/contact', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parlons de votre parc');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
    await expect(page.getByText('Veuillez choisir un motif')).toBeVisible();
    const email = `zoe.${Date.now()}@example.fr`;
    await fillForm(page, {
      'Nom *': 'Zoé Martin',
      'E-mail *': email,
      'Motif du contact *': 'partnership',
      'Message *': 'Nous éditons un logiciel de comptabilité.',
    });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(page.getByLabel('Nom *')).toHaveValue('');
    const ack = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(ack[0].subject).toBe('Nous avons bien reçu votre message — Rentwise');
  });
});
