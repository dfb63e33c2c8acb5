import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe-routes';
import { openPublicPage } from '../support/public-page';

/**
 * QUALITY.md row 19. Every public route is loaded once per theme by accessibility-routes.spec.ts;
 * this spec adds what a plain load does not reach: the landing page scrolled to its last images, the
 * contact form with its errors, the open mobile menu, and the keyboard.
 */
const pages = ['/'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((choice) => localStorage.setItem('rentwise.theme', choice), theme);
    });

    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await openPublicPage(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        if (path === '/') {
          // Every image and every tab panel the visitor can reach, not only the first screen.
          await page.locator('#integrations').scrollIntoViewIfNeeded();
          await expect(page.getByRole('img', { name: 'Calendo logo' })).toBeVisible();
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the contact form with its errors, the sent card and the open mobile menu', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: '{"id":"00000000-0000-4000-8000-000000000000"}',
        }),
      );
      await openPublicPage(page, '/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Name *').fill('Ana');
      await page.getByLabel('Email *').fill('ana@example.com');
      await page.getByLabel('Reason for contact *').selectOption('general');
      await page.getByLabel('Message *').fill('Hello');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Message sent successfully!' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the public pages work with the keyboard alone', async ({ page }) => {
  // The pre-rendered page is inert until the app has hydrated it: the keyboard works from then on.
  await openPublicPage(page, '/');
  // The first Tab reaches the skip link, which moves focus past the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);

  // The language menu: open with Enter, move with the arrows, choose with Enter.
  await page.getByRole('button', { name: 'Language' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'La gestion locative qui se rentabilise toute seule',
  );
  await expect(page.getByRole('button', { name: 'Langue' })).toBeFocused();
  await page.keyboard.press('Escape');

  // The feature tabs follow the arrow keys.
  await page.getByRole('tab', { name: 'Analyse de baux' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Application locataire' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText(
    'Une application en libre-service pour les locataires',
  );
});
