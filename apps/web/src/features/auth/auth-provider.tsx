import type { AuthSession, AuthUser } from '@rentwise/core/auth/schemas';
import type { Profile } from '@rentwise/core/profile/schemas';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadedQueryClient, subscribeQueryClient } from '@/lib/query-client-ref';
import { type AuthStore, getAuthStore } from './lib/auth-store';
import { useSaveLanguageToAccount } from './lib/save-language';

/**
 * The auth context (spec sections 3 and 4): user, userProfile, session, isLoading, plus the
 * actions. Every signed-in part of the app reads it with `useAuth()`.
 */
export interface AuthContextValue {
  user: AuthUser | null;
  /** The profile row (GET /api/profile), loaded once there is a session; null without one. */
  userProfile: Profile | null;
  session: AuthSession | null;
  isLoading: boolean;
  /** The tenant's temporary password (or nothing else) must be replaced first. */
  mustChangePassword: boolean;
  store: AuthStore;
  signIn: AuthStore['signInWithPassword'];
  signUp: AuthStore['signUp'];
  signOut: AuthStore['signOut'];
  updatePassword: AuthStore['updatePassword'];
  resetPasswordForEmail: AuthStore['resetPasswordForEmail'];
  resendConfirmation: AuthStore['resendConfirmation'];
  onAuthStateChange: AuthStore['onAuthStateChange'];
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  children,
  store = getAuthStore(),
}: {
  children: ReactNode;
  store?: AuthStore;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const user = state.session?.user ?? null;
  const mustChangePassword = user?.must_change_password ?? false;
  // A temporary password may do nothing else; the profile waits until it is replaced.
  const profile = useProfileData(mustChangePassword ? null : (user?.id ?? null));
  useSaveLanguageToAccount(mustChangePassword ? null : (user?.id ?? null));

  // Sign-out clears user, profile and session — and every cached answer of the previous user
  // (no query client loaded yet: nothing is cached).
  useEffect(
    () =>
      store.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') loadedQueryClient()?.clear();
      }),
    [store],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      userProfile: user ? (profile ?? null) : null,
      session: state.session,
      isLoading: state.isLoading,
      mustChangePassword,
      store,
      signIn: store.signInWithPassword,
      signUp: store.signUp,
      signOut: store.signOut,
      updatePassword: store.updatePassword,
      resetPasswordForEmail: store.resetPasswordForEmail,
      resendConfirmation: store.resendConfirmation,
      onAuthStateChange: store.onAuthStateChange,
    }),
    [user, profile, state.session, state.isLoading, mustChangePassword, store],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The profile from the query cache, fetched when missing (features/auth/lib/profile-sync.ts), once
 * the query client has loaded — with the first dashboard page
 * (app/routes/workspace/workspace-layout.tsx), where the profile is shown. A public page loads
 * neither: the entry chunk, and what the public pages download, stay small.
 */
function useProfileData(userId: string | null): Profile | undefined {
  const queryClient = useSyncExternalStore(subscribeQueryClient, loadedQueryClient, () => undefined);
  const [current, setCurrent] = useState<{ userId: string; profile: Profile | undefined } | null>(null);
  useEffect(() => {
    if (!userId || !queryClient) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./lib/profile-sync').then(({ watchProfile }) => {
      if (!live) return;
      stop = watchProfile(userId, (profile) =>
        setCurrent((previous) =>
          previous?.userId === userId && previous.profile === profile ? previous : { userId, profile },
        ),
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [userId, queryClient]);
  return current && current.userId === userId ? current.profile : undefined;
}

/**
 * Signed out, never loading: what the build-time pre-render (src/prerender.tsx) gives the sign-in
 * pages so they render to HTML in Node. Nothing can act there, so every action throws.
 */
export function SignedOutAuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(() => {
    const browserOnly = () => {
      throw new Error('Auth actions run in the browser only');
    };
    return {
      user: null,
      userProfile: null,
      session: null,
      isLoading: false,
      mustChangePassword: false,
      store: null as unknown as AuthStore,
      signIn: browserOnly,
      signUp: browserOnly,
      signOut: browserOnly,
      updatePassword: browserOnly,
      resetPasswordForEmail: browserOnly,
      resendConfirmation: browserOnly,
      onAuthStateChange: browserOnly,
    };
  }, []);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
