import team from '@rentwise/core/locales/en/team.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { OrganisationLogo } from './organisation-logo';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'team', team);
  await i18n.changeLanguage('en');
});

function renderLogo(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch);
  return render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <OrganisationLogo editable />
    </QueryClientProvider>,
  );
}

const notFound = () =>
  Response.json({ error: { code: 'NOT_FOUND', message: 'The organisation has no logo' } }, { status: 404 });

describe('Settings › Organisation › Logo', () => {
  it('says there is none, refuses a GIF or a file over 1 MB before sending, and uploads a PNG', async () => {
    const sent: string[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'PUT') return Response.json({ contentType: 'image/png', size: 3 });
      return sent.filter((call) => call.startsWith('PUT')).length > 0
        ? new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }))
        : notFound();
    });
    const { container } = renderLogo(fetch);
    expect(await screen.findByText('No logo yet')).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose a PNG or JPEG image.');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The logo is too large: at most 1 MB.')).toBeTruthy();
    expect(sent.filter((call) => call.startsWith('PUT'))).toEqual([]);
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: "The organisation's logo" })).toBeTruthy();
    expect(sent.some((call) => call.startsWith('PUT') && call.includes('/api/org/logo'))).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy());
  });
});
