import type { AuthSession } from '@rentwise/core/auth/schemas';
import en from '@rentwise/core/locales/en/common.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { AuthProvider } from '@/features/auth/auth-provider';
import type { AuthState, AuthStore } from '@/features/auth/lib/auth-store';
import { RedirectSignedIn, RequireRole } from './route-guards';

vi.mock('@/features/auth/components/force-password-change', () => ({
  default: () => <h1>Set a new password</h1>,
}));

// The profile is not what these tests are about: answer it without a server.
vi.mock('@/features/auth/api/get-profile', () => ({
  getProfileQueryOptions: (userId: string | null) => ({
    queryKey: ['profile', userId ?? 'none'],
    queryFn: async () => ({ id: userId, email: 'someone@example.com', role: 'owner' }),
  }),
}));

afterEach(cleanup);

beforeAll(async () => {
  addResourceBundle('en', 'common', en);
  await i18n.changeLanguage('en');
});

function session(role: 'owner' | 'tenant', mustChange = false): AuthSession {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: 9_999_999_999,
    token_type: 'bearer',
    user: {
      id: '7f0c2b1e-5a4e-4c1b-9f49-3b1d7e2f8a10',
      aud: 'authenticated',
      email: 'someone@example.com',
      role,
      email_confirmed_at: null,
      last_sign_in_at: null,
      created_at: '',
      updated_at: '',
      must_change_password: mustChange,
      user_metadata: {},
    },
  };
}

function fakeStore(state: AuthState): AuthStore {
  return {
    getState: () => state,
    subscribe: () => () => {},
    onAuthStateChange: () => () => {},
  } as unknown as AuthStore;
}

function renderAt(path: string, state: AuthState) {
  const router = createMemoryRouter(
    [
      { element: <RedirectSignedIn />, children: [{ path: '/login', element: <h1>Login page</h1> }] },
      {
        element: <RequireRole allow="owner" />,
        children: [{ path: '/owner-dashboard/*', element: <h1>Owner area</h1> }],
      },
      {
        element: <RequireRole allow="tenant" />,
        children: [{ path: '/tenant-dashboard/*', element: <h1>Tenant area</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={fakeStore(state)}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('route guards (spec section 2)', () => {
  it('shows the loader while auth loads', async () => {
    renderAt('/owner-dashboard', { session: null, isLoading: true });
    expect(await screen.findByText('Checking authentication...')).toBeTruthy();
  });

  it('sends a visitor to /login, remembering where they were going', async () => {
    const router = renderAt('/owner-dashboard/settings', { session: null, isLoading: false });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/owner-dashboard/settings' });
  });

  it('sends a user with another role to their own dashboard', async () => {
    const router = renderAt('/tenant-dashboard', { session: session('owner'), isLoading: false });
    expect(await screen.findByRole('heading', { name: 'Owner area' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner-dashboard');
    renderAt('/owner-dashboard', { session: session('tenant'), isLoading: false });
    expect(await screen.findByRole('heading', { name: 'Tenant area' })).toBeTruthy();
  });

  it('sends a signed-in user away from /login by role', async () => {
    const router = renderAt('/login', { session: session('tenant'), isLoading: false });
    expect(await screen.findByRole('heading', { name: 'Tenant area' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tenant-dashboard');
  });

  it('shows only "Set a new password" to a tenant with a temporary password', async () => {
    renderAt('/tenant-dashboard/payments', { session: session('tenant', true), isLoading: false });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tenant area' })).toBeNull();
  });
});
