/**
 * Email links redirect only to the site's own origin (PUBLIC_URL) or an origin listed in
 * AUTH_REDIRECT_ORIGINS; anything else falls back to the default target, so a crafted
 * `redirect_to` can never send a user (or their tokens) elsewhere.
 */
export function allowedRedirect(
  candidate: string | undefined,
  fallback: string,
  allowedOrigins: readonly string[],
): string {
  if (!candidate) return fallback;
  let url: URL;
  try {
    // Relative targets ("/reset-password") are resolved against the site; "//evil.example" is
    // protocol-relative and resolves to another origin, which the check below refuses.
    url = new URL(candidate, fallback);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fallback;
  if (url.username || url.password) return fallback;
  if (!allowedOrigins.includes(url.origin)) return fallback;
  // The fragment is ours to fill (tokens or an error); never keep a caller's.
  url.hash = '';
  return url.toString();
}

/** A URL with parameters in its fragment (never sent to servers, proxies or logs). */
export function withFragment(base: string, params: Record<string, string | number>): string {
  const fragment = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return `${base.replace(/#.*$/, '')}#${fragment}`;
}
