import common from '@rentwise/core/locales/en/common.json';
import reports from '@rentwise/core/locales/en/reports.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { ReportView } from './report-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'reports', reports);
  await i18n.changeLanguage('en');
});

/** A desktop (the list is a table) and a server answering `answer` to the report's GET. */
function desktopAnswering(answer: object) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const show = (kind: 'rent-roll' | 'deposits') =>
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <ReportView kind={kind} filters={{ asOf: '2026-11-26' }} />
    </QueryClientProvider>,
  );

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const totals = () =>
  Object.fromEntries(
    Array.from(document.querySelectorAll('[data-total]')).map((dd) => [
      dd.getAttribute('data-total'),
      dd.textContent,
    ]),
  );

describe('ReportView: one table per report from its column definitions', () => {
  it('rent roll: who, where, the term, and money columns whose totals carry the same labels', async () => {
    desktopAnswering({
      currency: 'USD',
      rows: [
        {
          leaseId: 'l1',
          propertyName: '321 Elm St',
          unitLabel: 'Unit 1',
          tenantName: 'Lucas Martin',
          startDate: '2025-01-01',
          endDate: null,
          rent: 220000,
          depositHeld: 220000,
          balance: 5050,
        },
      ],
      totals: { rent: 220000, depositHeld: 220000, balance: 5050 },
    });
    show('rent-roll');
    await screen.findByText('Lucas Martin');
    expect(headers()).toEqual([
      'Tenant',
      'Property',
      'Lease start',
      'Lease end',
      'Rent',
      'Deposit held',
      'Balance',
    ]);
    expect(cells('Lucas Martin')).toEqual([
      'Lucas Martin',
      '321 Elm St · Unit 1',
      'Jan 1, 2025',
      '—',
      '$2,200.00',
      '$2,200.00',
      '$50.50',
    ]);
    expect(totals()).toEqual({ Rent: '$2,200.00', 'Deposit held': '$2,200.00', Balance: '$50.50' });
  });

  it('deposits: the status badge, dates among the figures, totals of the money columns only', async () => {
    desktopAnswering({
      currency: 'USD',
      rows: [
        {
          leaseId: 'l2',
          propertyName: '789 Pine Rd',
          unitLabel: null,
          tenantName: 'Aisha Okafor',
          startDate: '2025-01-01',
          endDate: '2025-12-31',
          required: 200000,
          received: 200000,
          held: 0,
          status: 'settled',
          settledOn: '2026-01-15',
          refundDue: 150000,
        },
      ],
      totals: { required: 200000, received: 200000, held: 0, refundDue: 150000 },
    });
    show('deposits');
    await screen.findByText('Aisha Okafor');
    expect(headers()).toEqual([
      'Tenant',
      'Status',
      'Property',
      'Lease end',
      'Required',
      'Received',
      'Held',
      'Settled on',
      'Refund due',
    ]);
    expect(cells('Aisha Okafor')).toEqual([
      'Aisha Okafor',
      'Settled',
      '789 Pine Rd',
      'Dec 31, 2025',
      '$2,000.00',
      '$2,000.00',
      '$0.00',
      'Jan 15, 2026',
      '$1,500.00',
    ]);
    expect(totals()).toEqual({
      Required: '$2,000.00',
      Received: '$2,000.00',
      Held: '$0.00',
      'Refund due': '$1,500.00',
    });
  });
});
