import en from '@rentwise/core/locales/en/common.json';
import fr from '@rentwise/core/locales/fr/common.json';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import NotFoundPage from './not-found-page';

beforeAll(async () => {
  addResourceBundle('en', 'common', en);
  addResourceBundle('fr', 'common', fr);
  await i18n.changeLanguage('en');
});

describe('NotFoundPage', () => {
  it('shows the spec text, a link home, and logs the attempted path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/missing/page'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/missing/page');
    log.mockRestore();
  });
});
