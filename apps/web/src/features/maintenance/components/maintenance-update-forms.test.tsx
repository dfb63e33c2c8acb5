import en from '@rentwise/core/locales/en/maintenance.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { VendorJobUpdateForm } from './maintenance-update-forms';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

beforeAll(async () => {
  addResourceBundle('en', 'maintenance', en);
  await i18n.changeLanguage('en');
});

/** The vendor's form against a server that accepts every update; returns the bodies it got. */
function renderVendorForm() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ id: 'job-1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VendorJobUpdateForm token="token-1" />
    </QueryClientProvider>,
  );
  return bodies;
}

const text = () => screen.getByLabelText<HTMLTextAreaElement>('Update');
const status = () => screen.getByLabelText<HTMLSelectElement>('Status');

describe('VendorJobUpdateForm (the shared form hook on a form that stays on the page)', () => {
  it('refuses an empty update with the spec message and sends nothing', async () => {
    const bodies = renderVendorForm();
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Please write an update')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the status only when one is chosen, then starts afresh', async () => {
    const bodies = renderVendorForm();
    fireEvent.change(status(), { target: { value: 'completed' } });
    fireEvent.change(text(), { target: { value: '  Boiler replaced  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Update posted', { description: undefined }),
    );
    expect(text().value).toBe('');
    expect(status().value).toBe('');

    fireEvent.change(text(), { target: { value: 'Back tomorrow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ status: 'completed', text: 'Boiler replaced' }, { text: 'Back tomorrow' }]);
  });
});
