import type { AuthSession, AuthUser } from '@rentwise/core/auth/schemas';
import { apiFetch } from '@/lib/api-client';
import type { PkceParams } from './pkce';

/**
 * The auth service's endpoints (spec section 7, base path /auth/v1), one function each. Types
 * only from core: this file is part of the entry chunk and must not pull in zod.
 */
export interface AuthClient {
  signUp(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    locale: string;
    /** The new organisation's currency (USD, CAD or EUR); the server's default when absent. */
    currency?: string;
    redirectTo: string;
    pkce?: PkceParams;
  }): Promise<{ user: AuthUser; session: null }>;
  signInWithPassword(email: string, password: string): Promise<AuthSession>;
  refresh(refreshToken: string): Promise<AuthSession>;
  /** PKCE: the code an email link's redirect carried, with this browser's verifier. */
  exchangeCode(authCode: string, codeVerifier: string): Promise<AuthSession>;
  getUser(accessToken: string): Promise<AuthUser>;
  updateUser(accessToken: string, body: { password: string; current_password?: string }): Promise<AuthUser>;
  logout(accessToken: string, scope: 'local' | 'global' | 'others'): Promise<void>;
  recover(email: string, redirectTo: string, pkce?: PkceParams): Promise<void>;
  resend(email: string, redirectTo: string, pkce?: PkceParams): Promise<void>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const authClient: AuthClient = {
  signUp: ({ email, password, firstName, lastName, locale, currency, redirectTo, pkce }) =>
    apiFetch('/auth/v1/signup', {
      method: 'POST',
      auth: false,
      body: {
        email,
        password,
        // The new organisation's time zone is the browser's (its dates and its jobs' "today").
        data: {
          first_name: firstName,
          last_name: lastName,
          role: 'owner',
          locale,
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          ...(currency ? { currency } : {}),
        },
        redirect_to: redirectTo,
        ...pkce,
      },
    }),
  signInWithPassword: (email, password) =>
    apiFetch('/auth/v1/token', {
      method: 'POST',
      auth: false,
      query: { grant_type: 'password' },
      body: { email, password },
    }),
  refresh: (refreshToken) =>
    apiFetch('/auth/v1/token', {
      method: 'POST',
      auth: false,
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: refreshToken },
    }),
  exchangeCode: (authCode, codeVerifier) =>
    apiFetch('/auth/v1/token', {
      method: 'POST',
      auth: false,
      query: { grant_type: 'pkce' },
      body: { auth_code: authCode, code_verifier: codeVerifier },
    }),
  getUser: (accessToken) => apiFetch('/auth/v1/user', { auth: false, headers: bearer(accessToken) }),
  updateUser: (accessToken, body) =>
    apiFetch('/auth/v1/user', { method: 'PUT', auth: false, headers: bearer(accessToken), body }),
  logout: (accessToken, scope) =>
    apiFetch('/auth/v1/logout', {
      method: 'POST',
      auth: false,
      headers: bearer(accessToken),
      query: { scope },
    }),
  recover: (email, redirectTo, pkce) =>
    apiFetch('/auth/v1/recover', {
      method: 'POST',
      auth: false,
      body: { email, redirect_to: redirectTo, ...pkce },
    }),
  resend: (email, redirectTo, pkce) =>
    apiFetch('/auth/v1/resend', {
      method: 'POST',
      auth: false,
      body: { type: 'signup', email, redirect_to: redirectTo, ...pkce },
    }),
};

/**
 * Where the reset email should send the user (spec section 2): on localhost the current origin,
 * otherwise the current host over https. The server still checks it against its allow-list.
 */
export function resetRedirectUrl(location: Pick<Location, 'origin' | 'hostname' | 'host'> = window.location) {
  const local = ['localhost', '127.0.0.1', '[::1]', '::1'].includes(location.hostname);
  return `${local ? location.origin : `https://${location.host}`}/reset-password`;
}

/** After sign-up the confirmation email redirects to the site root (spec section 2). */
export function siteRootUrl(location: Pick<Location, 'origin'> = window.location) {
  return `${location.origin}/`;
}
