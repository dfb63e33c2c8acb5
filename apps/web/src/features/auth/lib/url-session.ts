/**
 * Tokens an email link put in the URL fragment (or, as the spec allows for the reset page, the
 * query string): `#access_token=…&refresh_token=…&expires_at=…&type=signup|recovery`, or an error
 * (`#error_code=otp_expired&error_description=…`).
 */
export interface UrlTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number | null;
  expiresIn: number | null;
  type: string | null;
}

function params(location: Pick<Location, 'hash' | 'search'>): URLSearchParams[] {
  return [new URLSearchParams(location.hash.replace(/^#/, '')), new URLSearchParams(location.search)];
}

export function readUrlTokens(location: Pick<Location, 'hash' | 'search'>): UrlTokens | null {
  for (const source of params(location)) {
    const accessToken = source.get('access_token');
    const refreshToken = source.get('refresh_token');
    if (accessToken && refreshToken) {
      const number = (key: string) => {
        const value = Number(source.get(key));
        return Number.isFinite(value) && value > 0 ? value : null;
      };
      return {
        accessToken,
        refreshToken,
        expiresAt: number('expires_at'),
        expiresIn: number('expires_in'),
        type: source.get('type'),
      };
    }
  }
  return null;
}

export function readUrlError(
  location: Pick<Location, 'hash' | 'search'>,
): { code: string; description: string } | null {
  for (const source of params(location)) {
    const code = source.get('error_code') ?? source.get('error');
    if (code) return { code, description: source.get('error_description') ?? '' };
  }
  return null;
}

const tokenKeys = ['access_token', 'refresh_token', 'expires_at', 'expires_in', 'token_type', 'type'];
const errorKeys = ['error', 'error_code', 'error_description'];
/** A PKCE link's one-time code (exchanged at once, never left in the address bar). */
const codeKeys = ['code'];

/** The URL without the link's tokens (or error), so they do not stay in the address bar or history. */
export function urlWithoutAuthParams(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const strip = (value: string) => {
    const source = new URLSearchParams(value);
    for (const key of [...tokenKeys, ...errorKeys, ...codeKeys]) source.delete(key);
    return source.toString();
  };
  const search = strip(location.search.replace(/^\?/, ''));
  const hash = strip(location.hash.replace(/^#/, ''));
  return `${location.pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
