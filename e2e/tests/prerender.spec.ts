import { expect, test } from '@playwright/test';
import { DEMO_OWNER } from '../support/demo-accounts';

/** The public pages are pre-rendered at build time (docs/decisions/007). */
test.describe('pre-rendered public pages', () => {
  test('the HTML already holds the page, in the language of Accept-Language', async ({ request }) => {
    const english = await (await request.get('/pricing')).text();
    expect(english).toContain('<html lang="en" data-prerendered-lang="en">');
    expect(english).toContain('Simple pricing that grows with your portfolio');
    expect(english).toContain('<title>Pricing — Rentwise</title>');
    const french = await (
      await request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    ).text();
    expect(french).toContain('La gestion locative qui se rentabilise toute seule');
    // The sign-in pages too (the auth context is signed out at build time).
    const login = await (await request.get('/login', { headers: { 'accept-language': 'fr' } })).text();
    expect(login).toContain('<title>Se connecter — Rentwise</title>');
    expect(login).toMatch(/<input[^>]+type="email"/);
    // Other routes still get the plain app shell.
    const dashboard = await (await request.get('/owner-dashboard')).text();
    expect(dashboard).not.toContain('data-prerendered');
  });

  test('the page is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByText('Property management that pays for itself')).toBeVisible();
    await expect(page.getByText('Rentwise versus the old way')).toBeVisible();
    await context.close();
  });

  test('the app takes over: one page, working, and the picture is gone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Online rent with late fees and reminders');
  });

  test('a saved language other than the browser’s hides the picture and shows the right page', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rentwise.language', 'fr'));
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/prerender-stale/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nous créons le logiciel que nous aurions aimé avoir',
    );
    await expect(page.getByText('We build the software we wished we had')).toHaveCount(0);
  });

  test('the pre-rendered sign-in page takes over and signs in', async ({ page }) => {
    await page.goto('/login');
    // Filling waits for the app: the pre-rendered picture is inert (not editable).
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page).toHaveTitle('Sign In — Rentwise');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);
  });
});
