import enExpenses from '@rentwise/core/locales/en/expenses.json';
import enOwners from '@rentwise/core/locales/en/owners.json';
import frExpenses from '@rentwise/core/locales/fr/expenses.json';
import frOwners from '@rentwise/core/locales/fr/owners.json';
import type { OwnerStatement, StatementLine } from '@rentwise/core/owner-statements/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { StatementView } from './statement-view';

const ID = '3f0c9a52-6a43-4a8e-9a57-0b1f3c1d2e4f';
const line = (over: Partial<StatementLine>): StatementLine => ({
  id: ID,
  date: '2026-03-05',
  description: 'Rita Renter',
  propertyName: '7 Statement Row',
  unitLabel: 'Unit 1',
  amount: 120000,
  shareBasisPoints: 10000,
  ownerAmount: 120000,
  source: { type: 'payment', id: ID, href: `/api/payments/${ID}/receipt` },
  receiptHref: null,
  ...over,
});

const statement: OwnerStatement = {
  ownerId: ID,
  ownerName: 'Oscar Owner',
  period: '2026-03',
  from: '2026-03-01',
  to: '2026-03-31',
  version: 1,
  publishedAt: '2026-04-03T09:00:00.000Z',
  publications: [],
  openingBalance: 10000,
  income: {
    units: [
      {
        propertyId: ID,
        propertyName: '7 Statement Row',
        unitLabel: 'Unit 1',
        total: 120000,
        lines: [line({})],
      },
    ],
    total: 120000,
  },
  expenses: {
    categories: [
      {
        category: 'repairs_maintenance',
        total: 30050,
        lines: [
          line({
            description: 'Plumber',
            unitLabel: null,
            amount: 30050,
            ownerAmount: 30050,
            source: { type: 'expense', id: ID, href: `/api/expenses/${ID}` },
            receiptHref: `/api/documents/${ID}/download`,
          }),
        ],
      },
    ],
    total: 30050,
  },
  fee: {
    policy: { kind: 'percent', percentBasisPoints: 800, minimumPerUnit: 5000, flatMonthly: 0 },
    base: 120000,
    percentAmount: 9600,
    unitHundredths: 100,
    minimumAmount: 5000,
    amount: 9600,
  },
  contributions: { lines: [], total: 0 },
  distributions: { lines: [], total: 0 },
  reserve: { properties: [{ propertyId: ID, propertyName: '7 Statement Row', amount: 20000 }], total: 20000 },
  closingBalance: 90350,
  availableToDistribute: 70350,
};

beforeAll(() => {
  addResourceBundle('en', 'owners', enOwners);
  addResourceBundle('en', 'expenses', enExpenses);
  addResourceBundle('fr', 'owners', frOwners);
  addResourceBundle('fr', 'expenses', frExpenses);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderView(expensesHref?: string) {
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <StatementView statement={statement} expensesHref={expensesHref} />
    </QueryClientProvider>,
  );
}

const figure = (label: string) =>
  within(screen.getAllByRole('row', { name: new RegExp(`^${label}`) })[0])
    .getAllByRole('cell')
    .at(-1)?.textContent;

describe('StatementView', () => {
  it('shows the summary that ties out, the fee computation, and each line with its source and receipt', async () => {
    await i18n.changeLanguage('en');
    renderView('/owner-dashboard/expenses');
    await screen.findByTestId('owner-statement');
    expect(figure('Opening balance')).toBe('$100.00');
    expect(figure('Closing balance')).toBe('$903.50');
    expect(figure('Available to distribute')).toBe('$703.50');
    expect(screen.getByText('8% of $1,200.00 collected = $96.00')).toBeTruthy();
    expect(screen.getByText('Minimum $50.00 per unit × 1 units = $50.00')).toBeTruthy();
    const bill = screen.getByRole('row', { name: /Plumber/ });
    expect(within(bill).getByText('$300.50')).toBeTruthy();
    expect(
      within(bill).getAllByRole('link', { name: 'Open the source of Plumber' })[0].getAttribute('href'),
    ).toBe(`/owner-dashboard/expenses?expense=${ID}`);
    expect(within(bill).getAllByRole('button', { name: 'Receipt' }).length).toBeGreaterThan(0);
    const rent = screen.getByRole('row', { name: /Rita Renter/ });
    expect(
      within(rent).getAllByRole('button', { name: 'Open the source of Rita Renter' }).length,
    ).toBeGreaterThan(0);
  });

  it('in the owner portal, an expense has no link but its receipt; figures read in French', async () => {
    await i18n.changeLanguage('fr');
    renderView();
    await screen.findByTestId('owner-statement');
    const bill = screen.getByRole('row', { name: /Plumber/ });
    expect(within(bill).queryByRole('link')).toBeNull();
    expect(within(bill).getAllByRole('button', { name: 'Justificatif' }).length).toBeGreaterThan(0);
    expect(figure('Solde de clôture')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('903,50 $US');
  });
});
