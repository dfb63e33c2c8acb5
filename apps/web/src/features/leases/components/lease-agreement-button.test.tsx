import fr from '@rentwise/core/locales/fr/leases.json';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { LeaseAgreementButton } from './lease-agreement-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('fr', 'leases', fr);
  await i18n.changeLanguage('fr');
});

describe('LeaseAgreementButton', () => {
  it("opens the lease's agreement PDF in the reader's language", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(String(url));
        return new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:agreement', revokeObjectURL: () => {} }),
    );
    render(<LeaseAgreementButton leaseId="lease-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Contrat de bail (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:agreement'));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/api/leases/lease-1/agreement.pdf?lang=fr');
  });
});
