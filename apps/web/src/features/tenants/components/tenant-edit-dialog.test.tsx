import common from '@rentwise/core/locales/en/common.json';
import en from '@rentwise/core/locales/en/owner.json';
import validation from '@rentwise/core/locales/en/validation.json';
import type { Tenant } from '@rentwise/core/tenants/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { TenantEditDialog } from './tenant-edit-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'owner', en);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

const tenant = { id: 't1', firstName: 'Marcus', lastName: 'Reed', phone: '5550104455' } as unknown as Tenant;

describe('Edit tenant: the name fields Add Tenant uses too', () => {
  it('opens on the tenant’s names, refuses an empty first name under it, and sends the new names', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')));
        return new Response(JSON.stringify({ ...tenant, firstName: 'Marc' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={queryClientWithOrg()}>
        <TenantEditDialog tenant={tenant} onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveProperty('value', 'Marcus');
    expect(screen.getByLabelText('Last Name')).toHaveProperty('value', 'Reed');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.change(first, { target: { value: 'Marc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ firstName: 'Marc', lastName: 'Reed', phone: '5550104455' }]),
    );
  });
});
