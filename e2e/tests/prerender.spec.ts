import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER } from '../support/demo-accounts';

/** Everything the page logs as an error (a hydration mismatch is logged by main.tsx), and crashes. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Remembers the pre-rendered elements before the app runs, so a test can tell whether React adopted
 * them (hydration) or drew new ones (a recovery from a mismatch, or no hydration at all).
 */
async function rememberPrerenderedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Set<Element> }).prerendered = new Set(
        Array.from(document.querySelectorAll('#root *')),
      );
    });
  });
}

/** How many elements of the page's <main> are not the pre-rendered ones. */
function newElementsInMain(page: Page): Promise<number> {
  return page.evaluate(() => {
    const kept = (window as unknown as { prerendered: Set<Element> }).prerendered;
    return Array.from(document.querySelectorAll('main, main *')).filter((element) => !kept.has(element))
      .length;
  });
}

/** The public pages are pre-rendered at build time and hydrated (docs/decisions/007 and 015). */
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

  test('the app hydrates the page: the same elements, working', async ({ page }) => {
    const errors = collectErrors(page);
    await rememberPrerenderedElements(page);
    await page.goto('/');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await newElementsInMain(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Online rent with late fees and reminders');
    expect(errors).toEqual([]);
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

  test('the pre-rendered sign-in page is hydrated and signs in; signed in, / is not hydrated', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/login');
    // Filling waits for the app: the pre-rendered page is inert (not editable) until hydrated.
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page).toHaveTitle('Sign In — Rentwise');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    // The build renders signed out: with a session the page is drawn by the app, which redirects.
    await page.goto('/');
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    expect(errors).toEqual([]);
  });
});

/**
 * The three pages with a Lighthouse budget, in both languages and both themes, on a phone: the
 * app's first render must match the build's exactly (otherwise React logs a recoverable error and
 * draws the page again), and the page must then answer.
 */
const menuNames = {
  en: { open: 'Open menu', theme: 'Theme', dark: 'Dark' },
  fr: { open: 'Ouvrir le menu', theme: 'Thème', dark: 'Sombre' },
};

for (const language of ['en', 'fr'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`hydration in ${language}, ${colorScheme} theme`, () => {
      test.use({
        locale: language === 'fr' ? 'fr-FR' : 'en-US',
        colorScheme,
        viewport: { width: 390, height: 844 },
      });

      for (const path of ['/', '/pricing', '/login']) {
        test(`${path} hydrates without an error and works`, async ({ page }) => {
          const errors = collectErrors(page);
          await rememberPrerenderedElements(page);
          await page.goto(path);
          // The pre-rendered page of this language, not the fallback for another saved language.
          await expect(page.locator('html')).toHaveAttribute('data-prerendered-lang', language);
          await expect(page.locator('html')).not.toHaveClass(/prerender-stale/);
          if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
          await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
          expect(await newElementsInMain(page)).toBe(0);

          // The sign-in form's own controls answer (before the header's menu covers them).
          if (path === '/login') {
            const password = page.locator('input[autocomplete="current-password"]');
            await expect(password).toHaveAttribute('type', 'password');
            await password.fill('typed');
            await page.locator('input[autocomplete="current-password"] + button').click();
            await expect(password).toHaveAttribute('type', 'text');
            await expect(password).toHaveValue('typed');
          }
          // The header's menu and theme button answer (React's handlers are attached).
          await page.getByRole('button', { name: menuNames[language].open }).click();
          await expect(page.locator('#public-mobile-menu')).toBeVisible();
          const themeButton = page.getByRole('button', { name: menuNames[language].theme, exact: true });
          await themeButton.click();
          await page.getByRole('menuitemradio', { name: menuNames[language].dark }).click();
          await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          // One icon in the theme button, picked by the .dark class (the HTML has both).
          await expect(themeButton.locator('svg:visible')).toHaveCount(1);
          await expect(themeButton.locator('svg.lucide-moon')).toBeVisible();

          expect(errors).toEqual([]);
        });
      }
    });
  }
}
