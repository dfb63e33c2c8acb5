import en from '@rentwise/core/locales/en/owner.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { TenantCreateDialog } from './tenant-create-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROPERTY = '00000000-0000-4000-8000-0000000000b1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

beforeAll(async () => {
  addResourceBundle('en', 'owner', en);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

/** A server with one property; creating a tenant answers the unit the server chose (or none). */
function stubServer(unitId: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body =
        init?.method === 'POST'
          ? {
              tenant: { id: 't1', firstName: 'Nora', lastName: 'Nounit', propertyId: PROPERTY, unitId },
              credentials: { email: 'nora@example.test', temporaryPassword: 'Abcdef123456' },
            }
          : String(url).includes('/api/properties')
            ? { items: [{ id: PROPERTY, address: '1 Full House Rd' }], total: 1, limit: 200, offset: 0 }
            : { items: [], total: 0, limit: 200, offset: 0 };
      return new Response(JSON.stringify(body), {
        status: init?.method === 'POST' ? 201 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

async function addTenant() {
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <TenantCreateDialog open onOpenChange={vi.fn()} onCreated={vi.fn()} />
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Nora' } });
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Nounit' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nora@example.test' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '5550001111' } });
  await screen.findByRole('option', { name: '1 Full House Rd' });
  fireEvent.change(screen.getByLabelText('Property'), { target: { value: PROPERTY } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Tenant' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalled());
  return vi.mocked(toast.success).mock.calls[0]?.[1]?.description;
}

describe('Add Tenant on a full property (issue 24 item 5)', () => {
  it('says the property has no vacant unit when the tenant got none', async () => {
    stubServer(null);
    expect(await addTenant()).toBe(en.tenants.created.noVacantUnit);
  });

  it('says nothing of the kind when a unit was free', async () => {
    stubServer('00000000-0000-4000-8000-0000000000c1');
    expect(await addTenant()).toBe(en.tenants.created.description);
  });
});
