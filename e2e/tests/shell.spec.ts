import { expect, test } from '@playwright/test';
import { DEMO_OWNER } from '../support/demo-accounts';
import { signIn } from '../support/session';

test.describe('web shell', () => {
  test('an unknown path shows the not-found page with a link home, and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/some/unknown/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(errors.some((text) => text.includes('/some/unknown/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown page inside the workspace keeps the signed-in shell (the owner's navigation)", async ({
    page,
  }) => {
    await signIn(page, DEMO_OWNER);
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await page.goto('/owner-dashboard/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Properties' }).first()).toBeVisible();
  });

  test('switching to French changes the visible texts and survives a reload', async ({ page }) => {
    await page.goto('/some/unknown/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the browser language is used when nothing is saved', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
    await context.close();
  });

  test('a saved language that looks like script injection is discarded', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rentwise.language', '<script>alert(1)</script>'));
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the dark theme is applied before first paint after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Record the class as soon as the document exists, before any app code runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstPaintDark: boolean }).firstPaintDark =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintDark: boolean }).firstPaintDark)).toBe(
      true,
    );
  });

  test('the landing page and the dev mailbox answer', async ({ page, request }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const mailbox = await request.get('/api/dev/mailbox');
    expect(mailbox.status()).toBe(200);
    expect(Array.isArray(await mailbox.json())).toBe(true);
  });
});
