import type { AuthSession, AuthUser } from '@rentwise/core/auth/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { AuthClient } from './auth-client';
import {
  AUTO_REFRESH_TICK_MS,
  type AuthChangeEvent,
  type AuthEnvironment,
  type AuthStore,
  createAuthStore,
  SESSION_STORAGE_KEY,
} from './auth-store';
import { codeVerifierKey } from './pkce';

const user: AuthUser = {
  id: '7f0c2b1e-5a4e-4c1b-9f49-3b1d7e2f8a10',
  aud: 'authenticated',
  email: 'olivia@example.com',
  role: 'owner',
  email_confirmed_at: '2026-11-01T00:00:00.000Z',
  last_sign_in_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  must_change_password: false,
  user_metadata: {},
};

/** A fake clock, storage, timers and auth service. */
function harness(
  options: { stored?: AuthSession; location?: { pathname: string; search: string; hash: string } } = {},
) {
  let now = Date.parse('2026-11-22T10:00:00Z');
  const storage = new Map<string, string>();
  if (options.stored) storage.set(SESSION_STORAGE_KEY, JSON.stringify(options.stored));
  let tick: (() => void) | undefined;
  const sleeps: number[] = [];
  let counter = 0;
  const session = (): AuthSession => {
    counter += 1;
    return {
      access_token: `access-${counter}`,
      refresh_token: `refresh-${counter}`,
      expires_in: 3600,
      expires_at: Math.floor(now / 1000) + 3600,
      token_type: 'bearer',
      user,
    };
  };
  const client = {
    signUp: vi.fn(),
    signInWithPassword: vi.fn(async () => session()),
    refresh: vi.fn(async (_token: string) => session()),
    exchangeCode: vi.fn(async (_code: string, _verifier: string) => session()),
    getUser: vi.fn(async () => user),
    updateUser: vi.fn(async () => ({ ...user, must_change_password: false })),
    logout: vi.fn(async () => undefined),
    recover: vi.fn(),
    resend: vi.fn(),
  } satisfies AuthClient;
  const replaceUrl = vi.fn();
  const env: AuthEnvironment = {
    client,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    setInterval: (fn) => {
      tick = fn;
      return 1;
    },
    clearInterval: () => {
      tick = undefined;
    },
    location: options.location,
    replaceUrl,
  };
  const events: AuthChangeEvent[] = [];
  let store: AuthStore | undefined;
  return {
    client,
    storage,
    sleeps,
    events,
    replaceUrl,
    advance(ms: number) {
      now += ms;
    },
    tick: () => tick?.(),
    nowSeconds: () => Math.floor(now / 1000),
    start() {
      store = createAuthStore(env);
      store.onAuthStateChange((event) => events.push(event));
      return store;
    },
    sessionAt(expiresInMs: number): AuthSession {
      return { ...session(), expires_at: Math.floor((now + expiresInMs) / 1000) };
    },
    dispose: () => store?.dispose(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let current: ReturnType<typeof harness> | undefined;
afterEach(() => current?.dispose());

describe('initial session', () => {
  it('a visitor with nothing stored is not loading and has no session', async () => {
    current = harness();
    const store = current.start();
    expect(store.getState()).toEqual({ session: null, isLoading: false });
    await flush();
    expect(current.events).toEqual(['INITIAL_SESSION']);
  });

  it('a stored session with time left is used at once, without a network call', () => {
    const h = harness();
    const stored = h.sessionAt(30 * 60_000);
    current = harness({ stored });
    const store = current.start();
    expect(store.getState()).toEqual({ session: stored, isLoading: false });
    expect(current.client.refresh).not.toHaveBeenCalled();
  });

  it('a stored session about to expire is refreshed before loading ends', async () => {
    const h = harness();
    current = harness({ stored: h.sessionAt(60_000) });
    const store = current.start();
    expect(store.getState().isLoading).toBe(true);
    await flush();
    expect(current.client.refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().isLoading).toBe(false);
    expect(store.getState().session?.access_token).toBe('access-1');
  });

  it('takes a confirmation link’s tokens from the URL fragment and strips them', async () => {
    current = harness({
      location: {
        pathname: '/',
        search: '',
        hash: '#access_token=a&expires_at=1900000000&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
      },
    });
    const store = current.start();
    expect(current.replaceUrl).toHaveBeenCalledWith('/');
    expect(store.getState().isLoading).toBe(true);
    await flush();
    expect(current.client.getUser).toHaveBeenCalledWith('a');
    expect(store.getState().session).toMatchObject({ access_token: 'a', refresh_token: 'r', user });
    expect(JSON.parse(current.storage.get(SESSION_STORAGE_KEY) as string).access_token).toBe('a');
    expect(current.events).toContain('SIGNED_IN');
  });

  it('exchanges a PKCE confirmation code with the stored verifier, once, and strips it', async () => {
    current = harness({ location: { pathname: '/', search: '?code=the-code', hash: '' } });
    current.storage.set(codeVerifierKey('signup'), 'the-verifier');
    const store = current.start();
    expect(current.replaceUrl).toHaveBeenCalledWith('/');
    expect(store.getState().isLoading).toBe(true);
    await flush();
    expect(current.client.exchangeCode).toHaveBeenCalledWith('the-code', 'the-verifier');
    expect(current.storage.has(codeVerifierKey('signup'))).toBe(false);
    expect(store.getState().session?.access_token).toBe('access-1');
    expect(current.events).toContain('SIGNED_IN');
  });

  it('sends a confirmation code opened in another browser (no verifier) to /login, signed out', async () => {
    current = harness({ location: { pathname: '/', search: '?code=the-code', hash: '' } });
    const store = current.start();
    expect(current.replaceUrl).toHaveBeenLastCalledWith(
      '/login#error=access_denied&error_code=pkce_verifier_missing',
    );
    await flush();
    expect(current.client.exchangeCode).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ session: null, isLoading: false });
  });

  it('asks for confirmation and reset emails with a PKCE challenge of a stored verifier', async () => {
    current = harness();
    const store = current.start();
    await store.resetPasswordForEmail('olivia@example.com', 'http://localhost/reset-password');
    const verifier = current.storage.get(codeVerifierKey('recovery')) as string;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(current.client.recover).toHaveBeenCalledWith(
      'olivia@example.com',
      'http://localhost/reset-password',
      {
        code_challenge: challenge,
        code_challenge_method: 's256',
      },
    );
  });

  it('leaves a reset link’s tokens for the reset page', () => {
    current = harness({
      location: {
        pathname: '/reset-password',
        search: '',
        hash: '#access_token=a&refresh_token=r&type=recovery',
      },
    });
    const store = current.start();
    expect(current.replaceUrl).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ session: null, isLoading: false });
  });
});

describe('auto-refresh (spec section 9)', () => {
  it('ticks every 30 s and refreshes once 90 s or less remain', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    // 3600 s left: ticks do nothing until the last 90 s.
    current.advance(3600_000 - 120_000);
    current.tick();
    expect(current.client.refresh).not.toHaveBeenCalled();
    current.advance(AUTO_REFRESH_TICK_MS);
    current.tick();
    await flush();
    expect(current.client.refresh).toHaveBeenCalledWith('refresh-1');
    expect(store.getState().session?.refresh_token).toBe('refresh-2');
    expect(current.events).toContain('TOKEN_REFRESHED');
  });

  it('shares one in-flight refresh between callers', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    const results = await Promise.all([
      store.refreshSession(),
      store.refreshSession(),
      store.refreshSession(),
    ]);
    expect(current.client.refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((session) => session?.refresh_token)).size).toBe(1);
  });

  it('retries network errors and 502/503/504 with backoff from 200 ms, doubling, within 30 s', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    current.client.refresh
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'))
      .mockRejectedValueOnce(new ApiError(502, 'HTTP_502', 'bad gateway'))
      .mockRejectedValueOnce(new ApiError(503, 'HTTP_503', 'unavailable'));
    const session = await store.refreshSession();
    expect(session?.refresh_token).toBe('refresh-2');
    expect(current.sleeps).toEqual([200, 400, 800]);
  });

  it('gives up within the 30 s budget but keeps the session for the next tick', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    current.client.refresh.mockRejectedValue(new ApiError(504, 'HTTP_504', 'timeout'));
    expect(await store.refreshSession()).toBeNull();
    const total = current.sleeps.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeLessThan(30_000);
    expect(current.sleeps.slice(0, 4)).toEqual([200, 400, 800, 1600]);
    expect(store.getState().session?.access_token).toBe('access-1');
  });

  it('signs out when the refresh token is refused (invalid_grant)', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    current.client.refresh.mockRejectedValueOnce(new ApiError(400, 'invalid_grant', 'Invalid Refresh Token'));
    expect(await store.refreshSession()).toBeNull();
    expect(store.getState().session).toBeNull();
    expect(current.storage.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(current.events).toContain('SIGNED_OUT');
  });

  it('refreshes a token about to expire before handing it to a request', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    expect(await store.getAccessToken()).toBe('access-1');
    current.advance(3600_000 - 5_000);
    expect(await store.getAccessToken()).toBe('access-2');
  });

  it('adopts a session another tab already refreshed instead of spending the old token', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    const fromOtherTab = { ...current.sessionAt(3600_000), refresh_token: 'other-tab' };
    current.storage.set(SESSION_STORAGE_KEY, JSON.stringify(fromOtherTab));
    const session = await store.refreshSession();
    expect(session?.refresh_token).toBe('other-tab');
    expect(current.client.refresh).not.toHaveBeenCalled();
  });
});

describe('sign-in, sign-out and password', () => {
  it('stores the session on sign-in and clears it on sign-out, even when the server call fails', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    expect(current.storage.has(SESSION_STORAGE_KEY)).toBe(true);
    current.client.logout.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    const { error } = await store.signOut();
    expect(error).toBeInstanceOf(ApiError);
    expect(store.getState().session).toBeNull();
    expect(current.storage.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(current.events).toEqual(expect.arrayContaining(['SIGNED_IN', 'SIGNED_OUT']));
  });

  it('treats an already-ended session (401) as signed out without error', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    current.client.logout.mockRejectedValueOnce(new ApiError(401, 'session_not_found', 'gone'));
    expect((await store.signOut('global')).error).toBeNull();
    expect(current.client.logout).toHaveBeenCalledWith('access-1', 'global');
  });

  it('updates the user after a password change (USER_UPDATED)', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    await store.updatePassword({ password: 'new secret', currentPassword: 'secret' });
    expect(current.client.updateUser).toHaveBeenCalledWith('access-1', {
      password: 'new secret',
      current_password: 'secret',
    });
    expect(current.events).toContain('USER_UPDATED');
  });

  it('a 401 from the API triggers a refresh, and a refused refresh signs out', async () => {
    current = harness();
    const store = current.start();
    await store.signInWithPassword('olivia@example.com', 'secret');
    current.client.refresh.mockRejectedValueOnce(new ApiError(400, 'invalid_grant', 'revoked'));
    store.handleUnauthorized();
    await flush();
    expect(store.getState().session).toBeNull();
  });

  it('a reset link is checked and used without becoming the stored session', async () => {
    current = harness();
    const store = current.start();
    const tokens = {
      accessToken: 'ra',
      refreshToken: 'rr',
      expiresAt: null,
      expiresIn: null,
      type: 'recovery',
    };
    await store.verifyRecovery(tokens);
    expect(current.events).toContain('PASSWORD_RECOVERY');
    await store.completeRecovery(tokens, 'brand new');
    expect(current.client.updateUser).toHaveBeenCalledWith('ra', { password: 'brand new' });
    expect(current.storage.has(SESSION_STORAGE_KEY)).toBe(false);
  });
});
