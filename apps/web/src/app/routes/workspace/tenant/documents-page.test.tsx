import en from '@rentwise/core/locales/en/documents.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import TenantDocumentsPage from './documents-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'documents', en);
  await i18n.changeLanguage('en');
});

const doc = (id: string, name: string, kind: string) => ({
  id,
  name,
  kind,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  propertyId: null,
  leaseId: kind === 'lease' ? 'l1' : null,
  tenantId: kind === 'notice' ? 't1' : null,
  propertyAddress: '123 Main St',
  tenantName: 'Marcus Reed',
  uploadedBy: 'o1',
  createdAt: '2026-11-02T10:00:00.000Z',
});

/** A server with two shared documents and a lease whose ledger has two payments. */
function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push(url);
      const body =
        path === '/api/documents'
          ? {
              items: [doc('d1', 'Lease agreement', 'lease'), doc('d2', 'Water shut-off', 'notice')],
              nextCursor: null,
            }
          : path === '/api/leases'
            ? { items: [{ id: 'l1', status: 'active' }], nextCursor: null }
            : path === '/api/leases/l1/ledger'
              ? {
                  charges: [],
                  allocations: [],
                  balance: 0,
                  payments: [
                    { id: 'p1', receiptNumber: 'RW-2026-000001', receivedAt: '2026-10-01T00:00:00.000Z' },
                    { id: 'p2', receiptNumber: 'RW-2026-000002', receivedAt: '2026-11-01T00:00:00.000Z' },
                  ],
                }
              : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('TenantDocumentsPage', () => {
  it('lists lease documents, notices and the ledger receipts, each with labelled view and download', async () => {
    const calls = stubServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TenantDocumentsPage />
      </QueryClientProvider>,
    );
    const lease = await screen.findByRole('list', { name: 'Lease Documents' });
    expect(within(lease).getByText('Lease agreement')).toBeTruthy();
    const notices = screen.getByRole('list', { name: 'Notices' });
    expect(within(notices).getByRole('button', { name: 'Download Water shut-off' })).toBeTruthy();
    expect(within(notices).getByRole('button', { name: 'View Water shut-off' })).toBeTruthy();
    const receipts = screen.getByRole('list', { name: 'Receipts' });
    const names = within(receipts)
      .getAllByText(/^Payment receipt/)
      .map((node) => node.textContent);
    // Newest first.
    expect(names).toEqual(['Payment receipt RW-2026-000002', 'Payment receipt RW-2026-000001']);

    // Downloading a receipt fetches its PDF with the bearer-token client.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    fireEvent.click(
      within(receipts).getByRole('button', { name: 'Download Payment receipt RW-2026-000002' }),
    );
    await vi.waitFor(() =>
      expect(calls.some((c) => c.startsWith('/api/payments/p2/receipt.pdf?lang=en'))).toBe(true),
    );
  });
});
