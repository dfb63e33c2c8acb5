import type { AuthSession, AuthUser } from '@rentwise/core/auth/schemas';
import { ApiError, setAccessTokenProvider, setUnauthorizedHandler } from '@/lib/api-client';
import { type AuthClient, authClient } from './auth-client';
import { readAuthCode, startPkce, takeCodeVerifier } from './pkce';
import { readUrlTokens, type UrlTokens, urlWithoutAuthParams } from './url-session';

/** Spec section 4: the session events of the auth context. */
export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface AuthState {
  session: AuthSession | null;
  /** True until the initial session check is done (spec section 4). */
  isLoading: boolean;
}

/** Where the session is kept (spec section 3: "Tokens are held in the browser"). */
export const SESSION_STORAGE_KEY = 'rentwise.auth.session';
/** Spec section 9: the auto-refresh ticks every 30 s and refreshes when 3 ticks or fewer remain. */
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_THRESHOLD_MS = 3 * AUTO_REFRESH_TICK_MS;
/** Spec section 9: refresh retries back off from 200 ms, doubling, within 30 s. */
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_BUDGET_MS = 30_000;
/** A token this close to expiry is refreshed before it is sent. */
const EXPIRY_MARGIN_MS = 10_000;

export interface AuthEnvironment {
  client: AuthClient;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now(): number;
  sleep(ms: number): Promise<void>;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** The page URL, read once for an email link's tokens. */
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  replaceUrl?(url: string): void;
  /** Another tab changed the stored session. */
  onStorageChange?(listener: () => void): () => void;
  /** The tab became visible again (timers may have been paused). */
  onVisible?(listener: () => void): () => void;
  /** Runs `fn` holding a lock shared by the tabs (navigator.locks), so only one tab refreshes. */
  withLock?<T>(fn: () => Promise<T>): Promise<T>;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Supabase-style: a new listener first hears INITIAL_SESSION once the check is done. */
  onAuthStateChange(listener: (event: AuthChangeEvent, session: AuthSession | null) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthSession>;
  signUp(input: Parameters<AuthClient['signUp']>[0]): Promise<{ user: AuthUser; session: null }>;
  /** Ends the session on the server and always locally; answers the server's error, if any. */
  signOut(scope?: 'local' | 'global' | 'others'): Promise<{ error: Error | null }>;
  refreshSession(): Promise<AuthSession | null>;
  /** The access token to send now, refreshed first when it is about to expire. */
  getAccessToken(): Promise<string | null>;
  updatePassword(input: { password: string; currentPassword?: string }): Promise<AuthUser>;
  /** Exchanges a reset link's PKCE code (with this browser's verifier) for its recovery session's tokens. */
  exchangeRecoveryCode(authCode: string): Promise<UrlTokens>;
  /** Checks a reset link's tokens (not stored: a recovery session may only set the password). */
  verifyRecovery(tokens: UrlTokens): Promise<AuthUser>;
  /** Sets the new password with the reset link's session; every session then ends, this one too. */
  completeRecovery(tokens: UrlTokens, password: string): Promise<void>;
  resetPasswordForEmail(email: string, redirectTo: string): Promise<void>;
  resendConfirmation(email: string, redirectTo: string): Promise<void>;
  /** A call made with our token answered 401: refresh, or sign out if that fails. */
  handleUnauthorized(): void;
  dispose(): void;
}

function isSession(value: unknown): value is AuthSession {
  const session = value as AuthSession | null;
  return (
    typeof session?.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user?.id === 'string'
  );
}

export function createAuthStore(env: AuthEnvironment): AuthStore {
  const stateListeners = new Set<() => void>();
  const eventListeners = new Set<(event: AuthChangeEvent, session: AuthSession | null) => void>();
  let refreshing: Promise<AuthSession | null> | null = null;
  let initialized = false;
  const disposers: (() => void)[] = [];

  const load = (): AuthSession | null => {
    try {
      const raw = env.storage?.getItem(SESSION_STORAGE_KEY);
      const parsed = raw ? (JSON.parse(raw) as unknown) : null;
      return isSession(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  const save = (session: AuthSession | null) => {
    try {
      if (session) env.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else env.storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode): the session then lasts for this page.
    }
  };
  const msLeft = (session: AuthSession) => session.expires_at * 1000 - env.now();

  // The email link's tokens or PKCE code (sign-up confirmation) are taken from the URL before
  // anything renders; a reset link's are left for the reset page.
  const onResetPage = env.location?.pathname === '/reset-password';
  const urlTokens = env.location ? readUrlTokens(env.location) : null;
  const exchangeUrl = urlTokens && urlTokens.type !== 'recovery' ? urlTokens : null;
  const authCode = env.location && !onResetPage ? readAuthCode(env.location) : null;
  const codeVerifier = authCode ? takeCodeVerifier(env.storage, 'signup') : null;
  const exchangeCode = authCode && codeVerifier ? { authCode, codeVerifier } : null;
  if ((exchangeUrl || authCode) && env.location) env.replaceUrl?.(urlWithoutAuthParams(env.location));
  if (authCode && !codeVerifier) {
    // Confirmed from another browser (or after clearing this one): the server confirmed the
    // address when the link was followed, but only the browser that signed up can open a session.
    env.replaceUrl?.('/login#error=access_denied&error_code=pkce_verifier_missing');
  }

  const stored = load();
  let state: AuthState = {
    session: stored,
    // A visitor with nothing stored, or a session with time left, needs no network: no loader.
    isLoading:
      exchangeUrl !== null ||
      exchangeCode !== null ||
      (stored !== null && msLeft(stored) <= AUTO_REFRESH_THRESHOLD_MS),
  };

  const emit = (event: AuthChangeEvent, session: AuthSession | null) => {
    for (const listener of [...eventListeners]) listener(event, session);
  };
  const setState = (next: AuthState, event?: AuthChangeEvent) => {
    state = next;
    for (const listener of [...stateListeners]) listener();
    if (event) emit(event, next.session);
  };
  const signedOutLocally = () => {
    save(null);
    const had = state.session !== null;
    setState({ session: null, isLoading: false }, had ? 'SIGNED_OUT' : undefined);
  };
  const adopt = (session: AuthSession, event: AuthChangeEvent) => {
    save(session);
    setState({ session, isLoading: false }, event);
  };

  const withLock = <T>(fn: () => Promise<T>) => (env.withLock ? env.withLock(fn) : fn());

  const isRetryable = (error: unknown) =>
    !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

  function refreshSession(): Promise<AuthSession | null> {
    if (refreshing) return refreshing;
    refreshing = withLock(async () => {
      // Another tab may have refreshed while we waited for the lock: use its session.
      const latest = load();
      const current = state.session;
      if (
        latest &&
        current &&
        latest.refresh_token !== current.refresh_token &&
        msLeft(latest) > AUTO_REFRESH_THRESHOLD_MS
      ) {
        adopt(latest, 'TOKEN_REFRESHED');
        return latest;
      }
      const refreshToken = (latest ?? current)?.refresh_token;
      if (!refreshToken) {
        signedOutLocally();
        return null;
      }
      const started = env.now();
      for (let attempt = 0; ; attempt++) {
        try {
          const session = await env.client.refresh(refreshToken);
          adopt(session, 'TOKEN_REFRESHED');
          return session;
        } catch (error) {
          const wait = REFRESH_RETRY_BASE_MS * 2 ** attempt;
          if (!isRetryable(error)) {
            // invalid_grant: the session was signed out, revoked or has expired.
            signedOutLocally();
            return null;
          }
          if (env.now() - started + wait >= REFRESH_RETRY_BUDGET_MS) {
            // Still unreachable: keep the session; the next tick tries again.
            if (state.isLoading) setState({ ...state, isLoading: false });
            return null;
          }
          await env.sleep(wait);
        }
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const tick = () => {
    const session = state.session;
    if (session && msLeft(session) <= AUTO_REFRESH_THRESHOLD_MS) void refreshSession();
  };

  async function initialize() {
    if (exchangeCode) {
      try {
        adopt(await env.client.exchangeCode(exchangeCode.authCode, exchangeCode.codeVerifier), 'SIGNED_IN');
      } catch {
        // A used or expired code: carry on with whatever was stored.
        if (state.session && msLeft(state.session) > AUTO_REFRESH_THRESHOLD_MS) {
          setState({ ...state, isLoading: false });
        }
      }
    }
    if (exchangeUrl) {
      try {
        const user = await env.client.getUser(exchangeUrl.accessToken);
        const expiresIn = exchangeUrl.expiresIn ?? 3600;
        const session: AuthSession = {
          access_token: exchangeUrl.accessToken,
          refresh_token: exchangeUrl.refreshToken,
          expires_in: expiresIn,
          expires_at: exchangeUrl.expiresAt ?? Math.floor(env.now() / 1000) + expiresIn,
          token_type: 'bearer',
          user,
        };
        adopt(session, 'SIGNED_IN');
      } catch {
        // An unusable link: carry on with whatever was stored.
        if (state.session && msLeft(state.session) > AUTO_REFRESH_THRESHOLD_MS) {
          setState({ ...state, isLoading: false });
        }
      }
    }
    if (state.isLoading) {
      if (state.session) await refreshSession();
      else setState({ session: null, isLoading: false });
    }
    initialized = true;
    emit('INITIAL_SESSION', state.session);
  }

  setAccessTokenProvider(() => store.getAccessToken());
  setUnauthorizedHandler(() => store.handleUnauthorized());
  const timer = env.setInterval(tick, AUTO_REFRESH_TICK_MS);
  disposers.push(() => env.clearInterval(timer));
  if (env.onVisible) disposers.push(env.onVisible(tick));
  if (env.onStorageChange) {
    disposers.push(
      env.onStorageChange(() => {
        const latest = load();
        if (!latest) {
          if (state.session) setState({ session: null, isLoading: false }, 'SIGNED_OUT');
        } else if (latest.access_token !== state.session?.access_token) {
          setState(
            { session: latest, isLoading: false },
            state.session?.user.id === latest.user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN',
          );
        }
      }),
    );
  }
  void initialize();

  const store: AuthStore = {
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onAuthStateChange(listener) {
      eventListeners.add(listener);
      if (initialized)
        queueMicrotask(() => eventListeners.has(listener) && listener('INITIAL_SESSION', state.session));
      return () => eventListeners.delete(listener);
    },
    async signInWithPassword(email, password) {
      const session = await env.client.signInWithPassword(email, password);
      adopt(session, 'SIGNED_IN');
      return session;
    },
    signUp: async (input) => env.client.signUp({ ...input, pkce: await startPkce(env.storage, 'signup') }),
    async signOut(scope = 'local') {
      const session = state.session;
      let error: Error | null = null;
      if (session) {
        try {
          await env.client.logout(session.access_token, scope);
        } catch (caught) {
          // Already signed out on the server (401) is success; anything else is reported.
          if (!(caught instanceof ApiError && caught.status === 401)) error = caught as Error;
        }
      }
      signedOutLocally();
      return { error };
    },
    refreshSession,
    async getAccessToken() {
      const session = state.session;
      if (!session) return null;
      if (msLeft(session) > EXPIRY_MARGIN_MS) return session.access_token;
      return (await refreshSession())?.access_token ?? null;
    },
    async updatePassword({ password, currentPassword }) {
      const token = await store.getAccessToken();
      if (!token) throw new ApiError(401, 'no_authorization', 'Not signed in');
      const user = await env.client.updateUser(token, { password, current_password: currentPassword });
      const session = state.session;
      if (session) adopt({ ...session, user }, 'USER_UPDATED');
      return user;
    },
    async exchangeRecoveryCode(code) {
      const verifier = takeCodeVerifier(env.storage, 'recovery');
      if (!verifier) throw new ApiError(400, 'pkce_verifier_missing', 'No code verifier in this browser');
      const session = await env.client.exchangeCode(code, verifier);
      return {
        accessToken: session.access_token,
        refreshToken: session.refresh_token,
        expiresAt: session.expires_at,
        expiresIn: session.expires_in,
        type: 'recovery',
      };
    },
    async verifyRecovery(tokens) {
      const user = await env.client.getUser(tokens.accessToken);
      emit('PASSWORD_RECOVERY', null);
      return user;
    },
    async completeRecovery(tokens, password) {
      await env.client.updateUser(tokens.accessToken, { password });
      // The server ended every session of the account; drop ours too, so /login shows the form.
      if (state.session) signedOutLocally();
    },
    resetPasswordForEmail: async (email, redirectTo) =>
      env.client.recover(email, redirectTo, await startPkce(env.storage, 'recovery')),
    resendConfirmation: async (email, redirectTo) =>
      env.client.resend(email, redirectTo, await startPkce(env.storage, 'signup')),
    handleUnauthorized() {
      if (state.session) void refreshSession();
    },
    dispose() {
      for (const dispose of disposers) dispose();
      setUnauthorizedHandler(null);
    },
  };
  return store;
}

/** The browser's store: localStorage, the real clock, cross-tab sync and a cross-tab lock. */
export function browserAuthEnvironment(): AuthEnvironment {
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  return {
    client: authClient,
    storage,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    location: window.location,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    onStorageChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    onVisible(listener) {
      const onChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    withLock: (fn) =>
      typeof navigator !== 'undefined' && navigator.locks
        ? (navigator.locks.request('rentwise-auth-refresh', fn) as ReturnType<typeof fn>)
        : fn(),
  };
}

let browserStore: AuthStore | undefined;
/** The app's one store, created on first use (before the router renders). */
export function getAuthStore(): AuthStore {
  browserStore ??= createAuthStore(browserAuthEnvironment());
  return browserStore;
}
