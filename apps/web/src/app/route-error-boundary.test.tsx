import en from '@rentwise/core/locales/en/common.json';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from './i18n';
import { RouteErrorBoundary } from './route-error-boundary';

beforeAll(async () => {
  addResourceBundle('en', 'common', en);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function BrokenPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  it('offers a reload when a page fails to load, and lets another page render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/owner-dashboard/leases');
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/owner-dashboard/leases">
        <BrokenPage />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    rerender(
      <RouteErrorBoundary resetKey="/owner-dashboard/tenants">
        <p>Tenants</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Tenants')).toBeTruthy();
  });
});
