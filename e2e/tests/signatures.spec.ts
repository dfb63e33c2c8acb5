import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { apiToken, confirmedOwner, mailboxLink, uniqueEmail } from '../support/api-accounts';
import { signIn } from '../support/session';

/**
 * Issue 21 item 3, the signing part: a manager sends the lease PDF to the tenant then a co-signer
 * (sequential); the tenant signs in the portal; the co-signer signs from the emailed link (dev
 * mailbox) by drawing; the sealed PDF verifies on /verify, and with one byte flipped it does not.
 * SIGNATURES_SHOTS=<dir> also saves the signing and verify pages on a phone and a desktop, in
 * English and French, light and dark.
 */

const OWNER_PASSWORD = 'Signature-Owner-2026';
const TENANT_PASSWORD = 'Signature-Tenant-2026';
const SHOTS = process.env.SIGNATURES_SHOTS;

async function screenshots(page: Page, what: string, ready: RegExp) {
  if (!SHOTS) return;
  const url = page.url();
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
        await page.goto(url);
        await expect(page.getByText(ready).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${what}-${size}-${lang}-${theme}.png`, fullPage: true });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => {
    localStorage.setItem('rentwise.language', 'en');
    localStorage.setItem('rentwise.theme', 'light');
  });
  await page.goto(url);
}

test('the tenant signs in the portal, a co-signer from the emailed link; the sealed PDF verifies, a flipped byte does not', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 240_000 : 90_000);
  const ownerEmail = await confirmedOwner(request, {
    prefix: 'signatures',
    password: OWNER_PASSWORD,
    firstName: 'Sofia',
    lastName: 'Sender',
  });
  const headers = { authorization: `Bearer ${await apiToken(request, ownerEmail, OWNER_PASSWORD)}` };
  const property = await request.post('/api/properties', {
    headers,
    data: { address: '7 Signature Row', propertyType: 'Apartment', units: 1, monthlyRent: 120000 },
  });
  expect(property.ok()).toBe(true);
  const tenantEmail = uniqueEmail('signer-tenant');
  const tenant = await request.post('/api/tenants', {
    headers,
    data: {
      firstName: 'Tara',
      lastName: 'Tenant',
      email: tenantEmail,
      phone: '5550107788',
      propertyId: (await property.json()).id,
    },
  });
  expect(tenant.ok()).toBe(true);
  const { tenant: tenantRow, credentials } = await tenant.json();
  const changed = await request.put('/auth/v1/user', {
    headers: {
      authorization: `Bearer ${await apiToken(request, tenantEmail, credentials.temporaryPassword)}`,
    },
    data: { password: TENANT_PASSWORD },
  });
  expect(changed.ok()).toBe(true);
  const lease = await request.post('/api/leases', {
    headers,
    data: {
      propertyId: tenantRow.propertyId,
      tenantId: tenantRow.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      rentAmount: 120000,
    },
  });
  expect(lease.status(), await lease.text()).toBe(201);
  const leaseId = (await lease.json()).id;

  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Lease agreement — 7 Signature Row', { x: 50, y: 700, size: 14 });
  const upload = await request.post('/api/documents', {
    headers,
    multipart: {
      kind: 'lease',
      leaseId,
      tenantId: tenantRow.id,
      name: 'Lease agreement',
      file: { name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const coSignerEmail = uniqueEmail('co-signer');
  const sent = await request.post('/api/signature-requests', {
    headers,
    data: {
      documentId: (await upload.json()).id,
      order: 'sequential',
      signers: [
        { name: 'Tara Tenant', email: tenantEmail, role: 'tenant' },
        { name: 'Colin Cosigner', email: coSignerEmail, role: 'co_signer' },
      ],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The tenant signs in the portal (Tenant › Documents).
  const tenantHeaders = { authorization: `Bearer ${await apiToken(request, tenantEmail, TENANT_PASSWORD)}` };
  const toSign = await request.get('/api/portal/signatures', { headers: tenantHeaders });
  expect(toSign.status(), await toSign.text()).toBe(200);
  expect((await toSign.json()).items).toHaveLength(1);
  await signIn(page, { email: tenantEmail, password: TENANT_PASSWORD });
  await expect(page).toHaveURL(/\/tenant-dashboard/);
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByText('Documents to sign')).toBeVisible();
  await page.getByRole('button', { name: 'Review and sign' }).click();
  await page.getByLabel(/I agree to sign this document electronically/).check();
  await page.getByLabel('Your name as your signature').fill('Tara Tenant');
  await page.getByRole('button', { name: 'Sign the document' }).click();
  await expect(page.getByText('Thank you: your signature has been recorded.')).toBeVisible();

  // The co-signer's turn: the emailed link, no account.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const link = await mailboxLink(request, coSignerEmail, /Please sign/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign a document' })).toBeVisible();
  await screenshots(page, 'sign-page', /Sign a document|Signer un document/);
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
  await expect(page.getByText('Everyone has signed.', { exact: false })).toBeVisible();

  // The sealed PDF, from the lease's signature request.
  const requests = await request.get(`/api/signature-requests?leaseId=${leaseId}`, { headers });
  const signedId = (await requests.json()).items[0].signedDocumentId as string;
  const sealed = Buffer.from(
    await (await request.get(`/api/documents/${signedId}/download`, { headers })).body(),
  );

  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Verify a signed PDF' })).toBeVisible();
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: sealed });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Valid: this document was sealed by Rentwise/)).toBeVisible();
  await screenshots(page, 'verify-page', /Verify a signed PDF|Vérifier un PDF signé/);

  const flipped = Buffer.from(sealed);
  flipped[400] = (flipped[400] ?? 0) ^ 0x01;
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'flipped.pdf', mimeType: 'application/pdf', buffer: flipped });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Not valid: this document was changed after it was sealed.')).toBeVisible();
});
