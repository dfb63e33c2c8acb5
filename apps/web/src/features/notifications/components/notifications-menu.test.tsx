import en from '@rentwise/core/locales/en/dashboard.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { NotificationsMenu } from './notifications-menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'dashboard', en);
  await i18n.changeLanguage('en');
});

const ID = '3f0c9a52-6a43-4a8e-9a57-0b1f3c1d2e4f';

/** A server answering the notifications API; records the calls. */
function stubServer(list: { items: unknown[]; unreadCount: number }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
      const body = url.includes('/read')
        ? { ...(list.items[0] as object), readAt: new Date().toISOString() }
        : list;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <NotificationsMenu /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function openMenu(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

describe('NotificationsMenu', () => {
  it('shows the unread count, the latest items with a relative time, and marks one read on click', async () => {
    const calls = stubServer({
      unreadCount: 2,
      items: [
        {
          id: ID,
          type: 'reminder',
          title: 'Rent due soon',
          body: 'Your rent is due on the 1st.',
          link: null,
          readAt: null,
          createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
        },
      ],
    });
    renderMenu();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toContain('2');
    openMenu(bell);
    const item = await screen.findByRole('menuitem', { name: /Rent due soon/ });
    expect(item.textContent).toContain('2 hours ago');
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toBeTruthy();
    fireEvent.click(item);
    await waitFor(() => expect(calls).toContain(`POST /api/notifications/${ID}/read`));
  });

  it('says so when there is nothing', async () => {
    stubServer({ unreadCount: 0, items: [] });
    renderMenu();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    openMenu(bell);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
