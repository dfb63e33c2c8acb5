import common from '@rentwise/core/locales/en/common.json';
import tenant from '@rentwise/core/locales/en/tenant.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { ThemeProvider } from '@/app/theme';
import TenantInvitationPage from './tenant-invitation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'tenant', tenant);
  await i18n.changeLanguage('en');
});

function open(url: string, answer?: { status: number; body: object }) {
  if (answer) {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <TenantInvitationPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the tenant invitation page in the token page shell: open → show → confirm → outcome', () => {
  it('a link without a token says so and leads home', () => {
    open('/tenant-invitation');
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/This link has no invitation code/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('opening changes nothing; Confirm confirms, then Sign in', async () => {
    open('/tenant-invitation?token=t1', { status: 200, body: { existingAccount: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/usual password/);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('a refused confirmation shows the server’s reason as an alert', async () => {
    open('/tenant-invitation?token=old', {
      status: 410,
      body: { error: { code: 'GONE', message: 'This invitation link has expired' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
