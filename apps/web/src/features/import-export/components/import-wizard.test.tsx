import type { Import } from '@rentwise/core/imports/schemas';
import imports from '@rentwise/core/locales/en/imports.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { ImportWizard } from './import-wizard';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'imports', imports);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

const id = '00000000-0000-4000-8000-000000000020';
const preview: Import = {
  id,
  kind: 'properties',
  status: 'preview',
  fileName: 'units.csv',
  delimiter: ';',
  columns: ['Adresse du bien', 'Type de bien', 'Lot', 'Loyer'],
  mapping: { address: 0, city: null, state: null, zipCode: null, propertyType: 1, unitLabel: 2, unitRent: 3 },
  dateFormat: null,
  dateFormats: [],
  counts: { ready: 1, warning: 0, error: 1 },
  total: 1,
  processed: 0,
  created: 0,
  failure: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  committedAt: null,
  undoneAt: null,
};

describe('Import & export', () => {
  it('shows the rows with errors and what is wrong with each field, refuses to import, and sends a new mapping', async () => {
    const requests: { method: string; url: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.includes('/rows')) {
          return Response.json({
            items: [
              {
                rowNumber: 3,
                status: 'error',
                duplicate: false,
                cells: ['9 Rue Neuve', 'Apartment', 'A', 'abc'],
                messages: [{ field: 'unitRent', message: 'imports:errors.amountInvalid' }],
              },
            ],
            nextCursor: null,
          });
        }
        if (method === 'PATCH')
          return Response.json({ ...preview, mapping: { ...preview.mapping, unitRent: null } });
        return Response.json(preview);
      }),
    );
    render(
      <QueryClientProvider client={queryClientWithOrg()}>
        <MemoryRouter initialEntries={[`/owner-dashboard/settings/import-export?import=${id}`]}>
          <ImportWizard />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Row 3')).toBeTruthy();
    expect(screen.getByText('Unit rent: Enter an amount such as 1,200.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 error' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Import 1 row' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Fix the rows with errors before importing')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/rows') && r.url.includes('status=error'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Unit rent *'), { target: { value: '' } });
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ mapping: { unitRent: null } }),
    );
  });
});
