import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmedOwner, uniqueEmail } from '../support/api-accounts';
import { signIn } from '../support/session';

/**
 * Issue 22 item 3: a vacant unit shows a rent suggestion with its comparables. A fresh organisation
 * (so the demo portfolio other specs count stays as it is) with one building in Lyon: three units
 * let at different rents, one vacant. The owner enters the vacant unit's details in the Details
 * dialog, opens its suggestion, reads the amount, the explanation and the three comparable leases,
 * and nothing changes until she presses "Use … as the asking rent". Then the page in French.
 * RENT_SHOTS=<dir> also saves the pages on a phone and a desktop, in English and French, light and dark.
 */

const OWNER_PASSWORD = 'Croix-Rousse-2026';
const SHOTS = process.env.RENT_SHOTS;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthsAgo = (months: number) => {
  const now = new Date();
  return iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)));
};

async function building(request: APIRequestContext, email: string) {
  const login = await request.post('/auth/v1/token?grant_type=password', {
    data: { email, password: OWNER_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const property = await request.post('/api/properties', {
    headers,
    data: {
      address: '8 Rue Burdeau',
      city: 'Lyon',
      propertyType: 'Apartment',
      units: 4,
      monthlyRent: 120000,
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const propertyId = (await property.json()).id as string;
  const units = (await (await request.get(`/api/properties/${propertyId}/units`, { headers })).json()) as {
    id: string;
  }[];
  const let_ = [
    { first: 'Léa', rent: 130000, start: monthsAgo(10), bedrooms: 2, areaM2: 58 },
    { first: 'Hugo', rent: 142000, start: monthsAgo(5), bedrooms: 2, areaM2: 62 },
    { first: 'Inès', rent: 150000, start: monthsAgo(2), bedrooms: 3, areaM2: 70 },
  ];
  for (const [i, lease] of let_.entries()) {
    const unitId = units[i].id;
    const patched = await request.patch(`/api/units/${unitId}`, {
      headers,
      data: { bedrooms: lease.bedrooms, areaM2: lease.areaM2 },
    });
    expect(patched.ok(), await patched.text()).toBe(true);
    const tenant = await request.post('/api/tenants', {
      headers,
      data: {
        firstName: lease.first,
        lastName: 'Martin',
        email: uniqueEmail('t'),
        phone: '5550107788',
        propertyId,
        unitId,
      },
    });
    expect(tenant.status(), await tenant.text()).toBe(201);
    const created = await request.post('/api/leases', {
      headers,
      data: {
        propertyId,
        unitId,
        tenantId: (await tenant.json()).tenant.id,
        startDate: lease.start,
        existingLease: true,
        endDate: iso(new Date(Date.parse(lease.start) + 364 * 86_400_000)),
        rentAmount: lease.rent,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { headers, vacantUnitId: units[3].id };
}

test('a vacant unit shows a rent suggestion with its comparables, applied only when asked', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 240_000 : 90_000);
  const email = await confirmedOwner(request, {
    prefix: 'rent',
    password: OWNER_PASSWORD,
    firstName: 'Camille',
    lastName: 'Roux',
  });
  const { headers, vacantUnitId } = await building(request, email);

  await signIn(page, { email, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/properties');
  await page.getByRole('button', { name: '8 Rue Burdeau' }).click();
  const details = page.getByRole('dialog', { name: '8 Rue Burdeau' });
  await expect(details.getByText(/3 of 4 units occupied/)).toBeVisible();

  // The vacant unit's details, through the dialog.
  await details.getByRole('button', { name: 'Details of Unit 4' }).click();
  const attributes = page.getByRole('dialog', { name: 'Details of Unit 4' });
  await attributes.getByLabel('Bedrooms').fill('2');
  await attributes.getByLabel('Area (m²)').fill('60');
  await expect(attributes.getByText('Square metres (646 ft²)')).toBeVisible();
  await attributes.getByLabel('Balcony').check();
  await attributes.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details of Unit 4 saved')).toBeVisible();
  await expect(details.getByText('2 bedrooms · 60 m²')).toBeVisible();

  // Only the vacant unit offers a suggestion.
  await expect(details.getByRole('button', { name: /Suggest a rent for Unit [123]/ })).toHaveCount(0);
  await details.getByRole('button', { name: 'Suggest a rent for Unit 4' }).click();
  const amount = details.getByTestId('suggested-rent');
  await expect(amount).toHaveText(/^\$1,[34]\d\d$/);
  await expect(details.getByText(/Likely range \$[\d,]+ – \$[\d,]+/)).toBeVisible();
  await expect(details.getByText(/(Low|Medium|High) confidence/)).toBeVisible();
  const explanation = details.getByRole('region', { name: 'How it is worked out' });
  await expect(explanation.getByText("Comparables' rents, averaged by similarity")).toBeVisible();
  await expect(explanation.getByText("Scaled to this unit's area")).toBeVisible();
  const comparables = details.getByRole('region', { name: 'Comparable leases' });
  await expect(comparables.getByRole('row')).toHaveCount(4);
  for (const [unit, rent] of [
    ['Unit 1', '$1,300'],
    ['Unit 2', '$1,420'],
    ['Unit 3', '$1,500'],
  ]) {
    // Same building: the unit's name alone.
    const row = comparables.getByRole('row').filter({ hasText: unit });
    await expect(row.getByRole('cell', { name: rent })).toBeVisible();
  }
  // The most similar first: Unit 2 (2 bedrooms, 62 m²) before Unit 3 (3 bedrooms, 70 m²).
  await expect(comparables.getByRole('row').nth(1)).toContainText('Unit 2');

  // Nothing was applied: the unit still asks its old rent until the owner presses the button.
  const before = (await (
    await request.get(`/api/units/${vacantUnitId}/rent-suggestion`, { headers })
  ).json()) as {
    amount: number;
  };
  const shown = (await amount.textContent()) as string;
  await details.getByRole('button', { name: `Use ${shown} as the asking rent` }).click();
  await expect(page.getByText(`Unit 4 now asks ${shown}`)).toBeVisible();
  await expect(details.getByRole('row').filter({ hasText: 'Unit 4' }).first()).toContainText(shown);
  expect(before.amount).toBe(Number(shown.replace(/[$,]/g, '')) * 100);

  if (SHOTS) await screenshots(page);

  // In French.
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'fr'));
  await page.goto('/owner-dashboard/properties');
  await page.getByRole('button', { name: '8 Rue Burdeau' }).click();
  const french = page.getByRole('dialog', { name: '8 Rue Burdeau' });
  await french.getByRole('button', { name: 'Suggérer un loyer pour Unit 4' }).click();
  await expect(french.getByRole('region', { name: 'Baux comparables' }).getByRole('row')).toHaveCount(4);
  await expect(french.getByText('Comment il est calculé')).toBeVisible();
  // The lease-expiry flag, on the leases list (one definition with the dashboard's card).
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'en'));
  await page.goto('/owner-dashboard/leases');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Léa Martin' })
      .getByText(/Ends within (30|60|90) days/),
  ).toBeVisible();
  await page.goto('/owner-dashboard');
  await expect(page.getByRole('list', { name: 'Lease expiries' }).getByText('Léa Martin')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('rentwise.language', 'en'));
});

/** The feature's pages on a phone and a desktop, in English and French, light and dark. */
async function screenshots(page: Page) {
  const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const lang of ['en', 'fr']) {
      for (const theme of ['light', 'dark']) {
        await page.setViewportSize(viewport);
        await page.evaluate(
          ([l, th]) => {
            localStorage.setItem('rentwise.language', l);
            localStorage.setItem('rentwise.theme', th);
          },
          [lang, theme],
        );
        const name = (what: string) => `${SHOTS}/${what}-${size}-${lang}-${theme}.png`;
        await page.goto('/owner-dashboard/properties');
        await page.getByRole('button', { name: '8 Rue Burdeau' }).click();
        const dialog = page.getByRole('dialog', { name: '8 Rue Burdeau' });
        await dialog
          .getByRole('button', { name: /Suggest a rent for Unit 4|Suggérer un loyer pour Unit 4/ })
          .click();
        await expect(dialog.getByTestId('suggested-rent')).toBeVisible();
        await dialog.getByTestId('suggested-rent').scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('rent-suggestion') });
        await dialog.getByRole('region').last().scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('rent-suggestion-comparables') });
        await dialog.getByRole('button', { name: /Details of Unit 4|Caractéristiques d'Unit 4/ }).click();
        await page.screenshot({ path: name('unit-details') });
        await page.keyboard.press('Escape');
        await page.goto('/owner-dashboard/settings/team');
        await page.getByRole('heading', { name: /Rent index|Indice de loyer/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('rent-index') });
        await page.goto('/owner-dashboard');
        // Léa's lease began ten months ago for a year: it ends within 90 days.
        const expiring = page
          .getByText(/Ends within (30|60|90) days|Se termine sous (30|60|90) jours/)
          .first();
        await expect(expiring).toBeVisible();
        await page.getByText(/Lease expiries|Échéances des baux/).scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('dashboard-expiries') });
        await page.goto('/owner-dashboard/leases');
        await expect(page.getByRole('row').filter({ hasText: 'Léa Martin' })).toBeVisible();
        await page.screenshot({ path: name('leases-expiry') });
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('rentwise.language', 'en');
    localStorage.setItem('rentwise.theme', 'light');
  });
}
