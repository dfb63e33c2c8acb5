import { expect, type Page, test } from '@playwright/test';
import { firstOfMonth, lastOfMonth, leasedUnit } from '../support/leased-unit';
import { eachLook } from '../support/screenshots';
import { signIn } from '../support/session';

/**
 * Issue 18 items 5-6: on a lease's ledger a manager adds a monthly parking charge and a credit,
 * voids a charge, and marks a payment returned (NSF) with a fee. A fresh organisation of its own,
 * so the demo portfolio other specs count stays as it is. CHARGES_SHOTS=<dir> also saves the
 * ledger and its dialogs on a phone and a desktop, in English and French, light and dark.
 */

const OWNER_PASSWORD = 'Parking-Lot-2026';
const SHOTS = process.env.CHARGES_SHOTS;

async function openLease(page: Page) {
  await page.goto('/owner-dashboard/leases');
  const row = page.getByRole('row').filter({ hasText: 'Pia Parker' });
  await row.getByRole('button', { name: /View Details|Voir les détails/ }).click();
  return page.getByRole('dialog').first();
}

test('a manager adds a monthly parking charge and a credit, voids a charge, and marks a payment returned', async ({
  page,
  request,
}) => {
  test.setTimeout(SHOTS ? 300_000 : 90_000);
  // A lease from the first of two months ago, no deposit, and one check received.
  const start = firstOfMonth(-2);
  const { ownerEmail } = await leasedUnit(request, {
    owner: { prefix: 'charges', password: OWNER_PASSWORD, firstName: 'Cleo', lastName: 'Charges' },
    address: '5 Parking Row',
    tenant: { firstName: 'Pia', lastName: 'Parker', phone: '5550103344' },
    lease: { startDate: start, endDate: lastOfMonth(9), rentAmount: 150000, depositAmount: 0 },
    paid: 150000,
  });

  await signIn(page, { email: ownerEmail, password: OWNER_PASSWORD });
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  const detail = await openLease(page);

  // Add charge: the fields say what is missing; a monthly parking charge from the lease's start.
  await detail.getByRole('button', { name: 'Add charge' }).click();
  const addCharge = page.getByRole('dialog', { name: 'Add charge' });
  await expect(addCharge.getByRole('button', { name: 'Add charge' })).toBeDisabled();
  await addCharge.getByRole('checkbox').check();
  await addCharge.getByRole('button', { name: 'Add charge' }).click();
  await expect(addCharge.getByText('Please describe the charge')).toBeVisible();
  await expect(addCharge.getByText('The amount must be more than zero')).toBeVisible();
  await addCharge.getByLabel('Description').fill('Parking');
  await expect(addCharge.getByLabel('Description')).toHaveValue('Parking');
  await addCharge.getByLabel('Amount').fill('75');
  await expect(addCharge.getByLabel('Amount')).toHaveValue('75');
  await addCharge.getByLabel('Every month until the lease ends').check();
  await addCharge.getByLabel('First due date').fill(start);
  await expect(addCharge.getByText(/Charge \$75\.00 every month from/)).toBeVisible();
  await addCharge.getByRole('button', { name: 'Add charge' }).click();
  await expect(page.getByText('Charge added')).toBeVisible();
  await expect(addCharge).toBeHidden();
  await expect(detail.getByRole('heading', { name: 'Monthly charges' })).toBeVisible();
  // One parking charge for each month so far: two months ago, last month, this month.
  await expect(detail.getByRole('cell', { name: /^Parking/ })).toHaveCount(3);

  // Add credit: its own entry, with its description.
  await detail.getByRole('button', { name: 'Add credit' }).click();
  const addCredit = page.getByRole('dialog', { name: 'Add credit' });
  await addCredit.getByLabel('Description').fill('Goodwill for the broken heating');
  await addCredit.getByLabel('Amount').fill('50');
  await addCredit.getByRole('checkbox').check();
  await addCredit.getByRole('button', { name: 'Add credit' }).click();
  await expect(page.getByText('Credit added')).toBeVisible();
  await expect(detail.getByText('Goodwill for the broken heating')).toBeVisible();

  // Void a charge: the reason is required, and it shows beside the voided charge.
  await detail.getByRole('button', { name: 'Void Parking' }).first().click();
  const voidCharge = page.getByRole('dialog', { name: 'Void charge' });
  await voidCharge.getByRole('checkbox').check();
  await voidCharge.getByRole('button', { name: 'Void charge' }).click();
  await expect(voidCharge.getByText('Please give a reason')).toBeVisible();
  await voidCharge.getByLabel('Reason').fill('No parking space that month');
  await voidCharge.getByRole('button', { name: 'Void charge' }).click();
  await expect(page.getByText('Charge voided')).toBeVisible();
  await expect(detail.getByText('Reason: No parking space that month')).toBeVisible();
  await expect(detail.getByText('Reverses a voided charge')).toBeVisible();

  // Returned (NSF) with a fee: the payment is marked returned and the fee charged.
  await detail
    .getByRole('button', { name: /returned \(NSF\)/ })
    .first()
    .click();
  const returned = page.getByRole('dialog', { name: 'Payment returned (NSF)' });
  await returned.getByLabel('Reason').fill('Insufficient funds');
  await returned.getByLabel('Returned-payment fee (optional)').fill('35');
  await expect(returned.getByText(/and charge a \$35\.00 fee/)).toBeVisible();
  await returned.getByRole('checkbox').check();
  await returned.getByRole('button', { name: 'Mark returned' }).click();
  await expect(page.getByText('Payment marked returned')).toBeVisible();
  await expect(detail.getByText('Returned-payment fee')).toBeVisible();
  await expect(detail.getByText('Reason: Insufficient funds')).toBeVisible();
  await expect(detail.getByText('Returned (NSF)', { exact: true })).toBeVisible();

  // Stop the monthly charge, after a confirmation.
  await detail.getByRole('button', { name: 'Stop monthly charge Parking' }).click();
  await page
    .getByRole('dialog', { name: 'Stop monthly charge' })
    .getByRole('button', { name: 'Stop charge' })
    .click();
  await expect(page.getByText('Monthly charge stopped')).toBeVisible();
  await expect(detail.getByText(/stopped from/)).toBeVisible();

  if (SHOTS) await screenshots(page, SHOTS);
});

/** The ledger and its dialogs on a phone and a desktop, in English and French, light and dark. */
async function screenshots(page: Page, dir: string) {
  await eachLook(page, dir, async (look) => {
    const detail = await openLease(page);
    await detail.locator('#ledger-monthly').scrollIntoViewIfNeeded();
    await page.screenshot({ path: look.file('ledger-charges') });
    await detail.locator('#ledger-payments').scrollIntoViewIfNeeded();
    await page.screenshot({ path: look.file('ledger-payments') });
    await detail.getByRole('button', { name: /Add charge|Ajouter des frais/ }).click();
    await page.screenshot({ path: look.file('add-charge') });
    await page.keyboard.press('Escape');
    await detail
      .getByRole('button', { name: /Void|Annuler/ })
      .first()
      .click();
    await page.screenshot({ path: look.file('void-charge') });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  });
}
