import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { mailboxLink, uniqueEmail } from '../support/api-accounts';
import { firstOfMonth, lastOfMonth, leasedUnit } from '../support/leased-unit';
import { eachLook, screenshots } from '../support/screenshots';
import { signIn, signOut } from '../support/session';

/**
 * Issue 21 "Done means", and the decline that leads to the move-out. A manager sends a renewal
 * offer at +3 % with a co-signer from the Renewals board; the tenant accepts and signs the
 * addendum in their portal; the co-signer signs from the emailed link in the dev mailbox, by
 * drawing, then the manager who sent it; the sealed PDF verifies on /verify, with one byte flipped
 * it does not; the renewal charges the new rent from its start. Each test has a fresh
 * organisation of its own.
 * RENEWALS_SHOTS=<dir> also saves the board, the offer dialog, the tenant's card, the signing and
 * verify pages on a phone and a desktop, in English and French, light and dark.
 */

const OWNER_PASSWORD = 'Renewal-Board-2026';
const TENANT_PASSWORD = 'Renewal-Card-2026';
const SHOTS = process.env.RENEWALS_SHOTS;

/** The day as the app writes it in English ('Mar 5, 2025'). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/**
 * A lease of $1,234.50 that started ten months ago and ends at the end of next month (on the
 * Renewals board), so its renewal starts on a first of the month: a whole month's rent.
 */
function leaseEndingSoon(request: Parameters<typeof leasedUnit>[0], prefix: string, tenantLastName: string) {
  return leasedUnit(request, {
    owner: { prefix, password: OWNER_PASSWORD, firstName: 'Rita', lastName: 'Renew' },
    address: '3 Renewal Quay',
    tenant: { firstName: 'Nina', lastName: tenantLastName, phone: '5550104455', password: TENANT_PASSWORD },
    lease: { startDate: firstOfMonth(-10), endDate: lastOfMonth(1), rentAmount: 123450 },
  });
}

/** The manager's Renewals board, and the offer at +3 % sent to the lease of `tenant`. */
async function sendOffer(
  page: Page,
  ownerEmail: string,
  tenant: string,
  extra: { message?: string; coSigner?: { name: string; email: string } } = {},
) {
  await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('link', { name: 'Renewals' }).first().click();
  await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tenant });
  await expect(row.getByText('Not started')).toBeVisible();
  await screenshots(page, SHOTS, 'renewals-board', new RegExp(tenant));
  if (SHOTS) {
    await eachLook(page, SHOTS, async (look) => {
      // Opened from the desktop's table (a phone's cards keep it in a menu), then shown at the size.
      const size = page.viewportSize();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      await row.getByRole('button', { name: /^(Send offer|Envoyer une offre)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (size) await page.setViewportSize(size);
      await page.screenshot({ path: look.file('renewal-offer-dialog') });
      await page.keyboard.press('Escape');
    });
    await page.reload();
  }
  await row.getByRole('button', { name: 'Send offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send renewal offer' });
  // 1,234.50 × 1.03 = 1,271.535 → $1,271.54, as the server rounds.
  await expect(dialog.getByText('New rent: $1,271.54 (currently $1,234.50)')).toBeVisible();
  if (extra.message) await dialog.getByLabel('Message to the tenant (optional)').fill(extra.message);
  if (extra.coSigner) {
    await dialog.getByLabel("Co-signer's name").fill(extra.coSigner.name);
    await dialog.getByLabel("Co-signer's email").fill(extra.coSigner.email);
  }
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Renewal offer sent')).toBeVisible();
  await expect(row.getByText('Offer sent')).toBeVisible();
  await expect(row.getByText(/\$1,271\.54 from/)).toBeVisible();
  await signOut(page);
}

/** The tenant's portal shows the offer's card. */
async function tenantSeesOffer(page: Page, tenantEmail: string) {
  await signIn(page, { email: tenantEmail, password: TENANT_PASSWORD });
  await expect(page).toHaveURL(/\/tenant-dashboard/);
  await expect(page.getByRole('heading', { name: 'Lease renewal offer' })).toBeVisible();
  await expect(page.getByText(/\$1,271\.54 per month \(currently \$1,234\.50\)/)).toBeVisible();
}

test('a renewal at +3 %: accepted and signed in the portal, signed from the emailed link, sealed, verified, charged from its start', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 300_000 : 120_000);
  const unit = await leaseEndingSoon(request, 'renewals', 'Nomad');
  const renewalStart = firstOfMonth(2);
  const coSignerEmail = uniqueEmail('co-signer');
  await sendOffer(page, unit.ownerEmail, 'Nina Nomad', {
    coSigner: { name: 'Colin Cosigner', email: coSignerEmail },
  });

  // The tenant accepts, then signs the addendum in the portal (Documents › Documents to sign).
  await tenantSeesOffer(page, unit.tenantEmail);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Offer accepted')).toBeVisible();
  await expect(page.getByText('You accepted this offer.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByText('Documents to sign')).toBeVisible();
  await page.getByRole('button', { name: 'Review and sign' }).click();
  await page.getByLabel(/I agree to sign this document electronically/).check();
  await page.getByLabel('Your name as your signature').fill('Nina Nomad');
  await page.getByRole('button', { name: 'Sign the document' }).click();
  await expect(page.getByText('Thank you: your signature has been recorded.')).toBeVisible();
  await signOut(page);

  // The co-signer: the emailed link, no account; they sign by drawing.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(await mailboxLink(request, coSignerEmail, /Please sign/));
  await expect(page.getByRole('heading', { name: 'Sign a document' })).toBeVisible();
  await screenshots(page, SHOTS, 'sign-page', /Sign a document|Signer un document/);
  await page.getByLabel(/I agree to sign this document electronically/).check();
  await page.getByRole('tab', { name: 'Draw' }).click();
  const box = await page.locator('canvas').boundingBox();
  if (!box) throw new Error('no drawing box');
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 30, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 90, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Sign the document' }).click();
  await expect(page.getByText('Thank you: your signature has been recorded.')).toBeVisible();

  // Last, the manager who sent the offer counter-signs from their emailed link.
  await page.goto(await mailboxLink(request, unit.ownerEmail, /Please sign/));
  await page.getByLabel(/I agree to sign this document electronically/).check();
  await page.getByLabel('Your name as your signature').fill('Rita Renew');
  await page.getByRole('button', { name: 'Sign the document' }).click();
  await expect(page.getByText('Everyone has signed.', { exact: false })).toBeVisible();

  // The sealed addendum, from the board's signed offer: valid on /verify; one byte flipped is not.
  const board = await (await request.get('/api/renewals', { headers: unit.headers })).json();
  const offer = board.items.find((item: { leaseId: string }) => item.leaseId === unit.leaseId).offer;
  expect(offer).toMatchObject({ status: 'signed', startDate: renewalStart, rentAmount: 127154 });
  const sealed = Buffer.from(
    await (
      await request.get(`/api/documents/${offer.signedDocumentId}/download`, { headers: unit.headers })
    ).body(),
  );
  // The certificate page was appended to the addendum.
  expect((await PDFDocument.load(sealed, { ignoreEncryption: true })).getPageCount()).toBeGreaterThan(1);
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Verify a signed PDF' })).toBeVisible();
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: sealed });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Valid: this document was sealed by Rentwise/)).toBeVisible();
  await screenshots(page, SHOTS, 'verify-page', /Verify a signed PDF|Vérifier un PDF signé/);
  const flipped = Buffer.from(sealed);
  flipped[400] = (flipped[400] ?? 0) ^ 0x01;
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'flipped.pdf', mimeType: 'application/pdf', buffer: flipped });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Not valid: this document was changed after it was sealed.')).toBeVisible();

  // The renewal charges the new rent from its start: the rent job as of that day (the server's
  // clock, dev only), then the renewal's ledger on the manager's Leases page.
  const run = await request.post('/api/dev/jobs/rent-charges/run', {
    headers: unit.headers,
    data: { asOf: renewalStart },
  });
  expect(run.ok(), await run.text()).toBe(true);
  await signIn(page, { email: unit.ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/leases');
  await page
    .getByRole('row')
    .filter({ hasText: 'Nina Nomad' })
    .filter({ hasText: day(renewalStart) })
    .getByRole('button', { name: 'View Details' })
    .click();
  const detail = page.getByRole('dialog', { name: 'Lease Details' });
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${renewalStart}T00:00:00Z`),
  );
  const firstRent = detail.getByRole('row').filter({ hasText: `Rent ${month}` });
  await expect(firstRent).toHaveCount(1);
  await expect(firstRent).toContainText(day(renewalStart));
  await expect(firstRent).toContainText('$1,271.54');
});

test('a manager sends a renewal offer at +3 %; the tenant declines it; the board offers the move-out', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 240_000 : 90_000);
  const unit = await leaseEndingSoon(request, 'renewals-declined', 'Elsewhere');
  await sendOffer(page, unit.ownerEmail, 'Nina Elsewhere', { message: 'We would love you to stay.' });

  await tenantSeesOffer(page, unit.tenantEmail);
  await expect(page.getByText('We would love you to stay.')).toBeVisible();
  await screenshots(page, SHOTS, 'renewal-tenant-card', /We would love you to stay/);
  await page.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline the renewal offer' });
  await decline.getByRole('button', { name: 'Decline offer' }).click();
  await expect(decline.getByText('Please give a reason')).toBeVisible();
  await decline.getByLabel('Reason').fill('Moving closer to work');
  await decline.getByRole('button', { name: 'Decline offer' }).click();
  await expect(page.getByText('Offer declined')).toBeVisible();
  // The card is gone (the notification of the offer stays among the notices).
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, { email: unit.ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard/renewals');
  const row = page.getByRole('row').filter({ hasText: 'Nina Elsewhere' });
  await expect(row.getByText('Declined')).toBeVisible();
  await expect(row.getByText('Reason: Moving closer to work')).toBeVisible();
  await row.getByRole('button', { name: 'Start move-out' }).click();
  await expect(page.getByRole('dialog', { name: 'End lease' })).toBeVisible();
});
