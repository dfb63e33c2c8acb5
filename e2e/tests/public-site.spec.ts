import { expect, test } from '@playwright/test';
import { openPublicPage } from '../support/public-page';

/** Opens a page with the language chosen in storage, as a returning visitor would have it. */
test.describe('landing page', () => {
  test('has every section of the spec, in order', async ({ page }) => {
    await openPublicPage(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Property management that pays for itself',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Trusted by property teams at',
      'Everything a growing portfolio needs, in one place',
      'Live in 72 hours, in six steps',
      'Property managers grow with Rentwise',
      'Rentwise versus the old way',
      'One platform for the whole rental lifecycle',
      'Works with the tools you already use',
      'Frequently asked questions',
      'Ready to grow your NOI?',
    ]);
    await expect(
      page.getByRole('region', { name: 'Trusted by property teams at' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(
      page
        .getByRole('region', { name: 'Everything a growing portfolio needs, in one place' })
        .getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Live in 72 hours, in six steps' }).getByRole('listitem'),
    ).toHaveCount(6);
    const stories = page.locator('#testimonials');
    await expect(stories.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(page.locator('#features').getByRole('tab')).toHaveCount(6);
    await expect(page.getByTestId('partner')).toHaveCount(8);
    await expect(page.locator('#faq').getByRole('button')).toHaveCount(5);
    // The spec's claims, stated as claims.
    for (const claim of ['12%', '25%', '99.8%', '65%'])
      await expect(main.getByText(claim, { exact: true })).toBeVisible();
  });

  test('the header is transparent at the top and solid after 50 px of scrolling', async ({ page }) => {
    await openPublicPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('on other public pages the header turns solid after any scroll', async ({ page }) => {
    await openPublicPage(page, '/pricing');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute('data-solid', 'true');
  });

  test('the header links reach the features and testimonials anchors, pricing and contact', async ({
    page,
  }) => {
    await openPublicPage(page, '/pricing');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
    await nav.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page.locator('#testimonials')).toBeInViewport();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's talk about your portfolio");
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Simple pricing that grows with your portfolio',
    );
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Get Demo opens the demo request in a new tab', async ({ page, context }) => {
    await openPublicPage(page, '/');
    const demo = page.getByRole('banner').getByRole('link', { name: /Get Demo/ });
    await expect(demo).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), demo.click()]);
    await expect(popup.getByRole('combobox', { name: 'Reason for contact *' })).toHaveValue('demo');
    await popup.close();
  });

  test('the feature tabs switch, with the mouse and with the keyboard', async ({ page }) => {
    await openPublicPage(page, '/');
    const features = page.locator('#features');
    await expect(features.getByRole('tab', { name: 'Lease Analysis' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(features.getByRole('tabpanel')).toContainText('AI lease analysis');
    await features.getByRole('tab', { name: 'Maintenance' }).click();
    await expect(features.getByRole('tabpanel')).toContainText('Maintenance routed to the right vendor');
    await page.keyboard.press('ArrowRight');
    await expect(features.getByRole('tab', { name: 'Dashboard' })).toBeFocused();
    await expect(features.getByRole('tabpanel')).toContainText('A KPI dashboard for the whole portfolio');
    await features.getByRole('tab', { name: 'Tenant App' }).click();
    await expect(features.getByRole('tabpanel')).toContainText('A self-service app for tenants');
  });

  test('the landing FAQ keeps one answer open at a time', async ({ page }) => {
    await openPublicPage(page, '/');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'How long does implementation take?' });
    const second = faq.getByRole('button', { name: 'Is there a free trial?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('Most portfolios go live within 72 hours.', { exact: false })).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('a partner logo that fails to load is replaced by the first two letters of the name', async ({
    page,
  }) => {
    await page.route('**/partners/keyway.svg', (route) => route.abort());
    await openPublicPage(page, '/');
    await page.locator('#integrations').scrollIntoViewIfNeeded();
    const keyway = page.getByTestId('partner').filter({ hasText: 'Keyway' });
    await expect(keyway.getByTestId('partner-initials')).toHaveText('KE');
    await expect(keyway.getByRole('img')).toHaveCount(0);
    const ledgerline = page.getByTestId('partner').filter({ hasText: 'Ledgerline' });
    await expect(ledgerline.getByRole('img', { name: 'Ledgerline logo' })).toBeVisible();
    await expect(ledgerline.getByTestId('partner-initials')).toHaveCount(0);
  });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPublicPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
    const menu = page.locator('#public-mobile-menu');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Simple pricing that grows with your portfolio',
    );
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the footer has the Product, Company and Legal groups, social links and this year', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Product', 'Company', 'Legal']) {
      await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /^Rentwise on / })).toHaveCount(4);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Rentwise. All rights reserved.`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('in French', async ({ page }) => {
    await openPublicPage(page, '/', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'La gestion locative qui se rentabilise toute seule',
    );
    const features = page.locator('#features');
    await expect(features.getByRole('tab', { name: 'Analyse de baux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await features.getByRole('tab', { name: 'Paiements' }).click();
    await expect(features.getByRole('tabpanel')).toContainText('Loyers en ligne, avec pénalités et rappels');
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tarifs' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
  });
});

test.describe('pricing page', () => {
  test('shows the three plans and applies the 15% annual discount', async ({ page }) => {
    await openPublicPage(page, '/pricing');
    await expect(page.getByRole('heading', { level: 2, name: 'Starter' })).toBeVisible();
    await expect(page.getByTestId('price-starter')).toContainText('$99/month');
    await expect(page.getByTestId('price-growth')).toContainText('$299/month');
    await expect(page.getByTestId('price-enterprise')).toContainText('Custom');
    const growth = page.getByRole('article', { name: 'Growth' });
    await expect(growth).toContainText('Most Popular');
    await expect(growth).toContainText('51–200 units');
    await expect(page.getByRole('article', { name: 'Starter' })).toContainText('Up to 50 units');
    await expect(page.getByRole('article', { name: 'Enterprise' })).toContainText('200+ units');

    await page.getByRole('radio', { name: /Annual/ }).check();
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expect(page.getByTestId('price-starter')).toContainText('$84.15/month');
    await expect(page.getByTestId('price-starter')).toContainText('Billed annually: $1,009.80 a year');
    await expect(page.getByTestId('price-growth')).toContainText('$254.15/month');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await expect(page.getByTestId('price-growth')).toContainText('$299/month');

    for (const term of [
      '14-day free trial, no credit card required',
      "Month-to-month, cancel with 30 days' notice",
      'Implementation within 72 hours',
    ]) {
      await expect(page.getByText(term)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Included in every plan' })).toBeVisible();
  });

  test('the savings calculator gives the spec figures for the defaults and for changed inputs', async ({
    page,
  }) => {
    await openPublicPage(page, '/pricing');
    await expect(page.getByLabel('Number of units')).toHaveValue('100');
    await expect(page.getByLabel('Average monthly rent ($)')).toHaveValue('1500');
    await expect(page.getByLabel('Hours spent on management per week')).toHaveValue('40');
    await expect(page.getByTestId('savings-timeSaved')).toHaveText('24 hours');
    await expect(page.getByTestId('savings-noi')).toHaveText('$18,000');
    await expect(page.getByTestId('savings-churn')).toHaveText('30%');

    await page.getByLabel('Number of units').fill('250');
    await page.getByLabel('Average monthly rent ($)').fill('2100');
    await page.getByLabel('Hours spent on management per week').fill('55');
    await expect(page.getByTestId('savings-timeSaved')).toHaveText('33 hours');
    await expect(page.getByTestId('savings-noi')).toHaveText('$63,000');
    await page.getByLabel('Hours spent on management per week').fill('');
    await expect(page.getByTestId('savings-timeSaved')).toHaveText('0 hours');
  });

  test('in French, prices and savings are in euros', async ({ page }) => {
    await openPublicPage(page, '/pricing', 'fr');
    await expect(page.getByTestId('price-starter')).toContainText(/99\s€\/mois/);
    await page.getByRole('radio', { name: /Annuelle/ }).check();
    await expect(page.getByTestId('price-starter')).toContainText(/84,15\s€\/mois/);
    await expect(page.getByRole('article', { name: 'Growth' })).toContainText('La plus choisie');
    await expect(page.getByTestId('savings-timeSaved')).toHaveText('24 heures');
    await expect(page.getByTestId('savings-noi')).toHaveText(/^18\s000\s€$/);
    await expect(page.getByTestId('savings-churn')).toHaveText(/^30\s%$/);
    await page.getByLabel('Nombre de lots').fill('10');
    await expect(page.getByTestId('savings-noi')).toHaveText(/^1\s800\s€$/);
  });
});

test.describe('FAQ page', () => {
  test('searches the eight questions, opens several at once, and clears a search without hits', async ({
    page,
  }) => {
    await openPublicPage(page, '/faq');
    const questions = page.getByRole('main').getByRole('button', { name: /\?$/ });
    await expect(questions).toHaveCount(8);
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');

    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('trial');
    await expect(questions).toHaveText(['Is there a free trial?']);
    await search.fill('zebra crossing');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(questions).toHaveCount(8);
  });

  test('in French', async ({ page }) => {
    await openPublicPage(page, '/faq', 'fr');
    const search = page.getByRole('searchbox', { name: 'Rechercher une question' });
    await search.fill('securite');
    await expect(page.getByRole('main').getByRole('button', { name: /\?$/ })).toHaveText([
      'Mes données sont-elles en sécurité ?',
    ]);
    await search.fill('xylophone');
    await expect(page.getByRole('heading', { name: 'Aucun résultat' })).toBeVisible();
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: /\?$/ })).toHaveCount(8);
  });
});

test.describe('about and legal pages', () => {
  test('about shows the mission, the story and the values', async ({ page }) => {
    await openPublicPage(page, '/about');
    for (const heading of ['Our mission', 'Our story', 'What we value']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  for (const [path, title, frTitle] of [
    ['/privacy', 'Privacy Policy', 'Politique de confidentialité'],
    ['/terms', 'Terms of Service', "Conditions d'utilisation"],
    ['/cookies', 'Cookie Policy', 'Politique relative aux cookies'],
  ] as const) {
    test(`${path} is a real page in both languages`, async ({ page }) => {
      await openPublicPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} — Rentwise`);
      await expect(page.getByText('Last updated: November 22, 2026')).toBeVisible();
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(800);
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: 'Français' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(frTitle);
      await expect(page.getByText('Dernière mise à jour : 22 novembre 2026')).toBeVisible();
    });
  }

  test('the cookie page lists every key Rentwise keeps in the browser', async ({ page }) => {
    await openPublicPage(page, '/cookies');
    // Use the switchers, then check that everything the site stored is listed on the page.
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(stored).toContain('rentwise.theme');
    for (const key of new Set([...stored, 'rentwise.theme', 'rentwise.language', 'rentwise.auth.session'])) {
      await expect(page.getByRole('rowheader', { name: key })).toBeVisible();
    }
  });
});
