import en from '@rentwise/core/locales/en/payments.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { ProcessingPayments } from './processing-payments';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'payments', en);
  await i18n.changeLanguage('en');
});

function stubServer(items: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      return Response.json({ items });
    }),
  );
  return calls;
}

const debit = {
  paymentIntentId: 'pi_1',
  leaseId: '00000000-0000-4000-8000-000000000001',
  amount: 70000,
  startedAt: '2027-02-01T10:00:00Z',
  tenantName: 'Pat Payer',
  propertyAddress: '12 Bank Street',
  unitLabel: 'Apt 2',
};

const renderFor = (audience: 'tenant' | 'owner') =>
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <ProcessingPayments audience={audience} />
    </QueryClientProvider>,
  );

describe('bank debits still processing (issue 25)', () => {
  it('the owner sees each with its tenant, place, amount and a Processing badge', async () => {
    stubServer([debit]);
    renderFor('owner');
    expect(await screen.findByText('Bank payments processing')).toBeTruthy();
    expect(screen.getByText('Pat Payer · 12 Bank Street · Apt 2')).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.getByText('Started Feb 1, 2027')).toBeTruthy();
    expect(screen.getByText('$700.00')).toBeTruthy();
  });

  it('the tenant sees their own without their name; none shows nothing', async () => {
    stubServer([debit]);
    renderFor('tenant');
    expect(await screen.findByText('12 Bank Street · Apt 2')).toBeTruthy();
    cleanup();
    const calls = stubServer([]);
    const { container } = renderFor('tenant');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });
});
