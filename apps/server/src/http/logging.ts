import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (email-link tokens and the like). */
const secretParams = /^(token|token_hash|access_token|refresh_token|code|password|key)$/i;

/**
 * Paths that carry a secret as a segment: a vendor's private job link works without an account,
 * so its token is as good as a password.
 */
const secretPathSegments = /(\/vendor-jobs\/)[^/?#]+/g;

/** The URL as it may appear in a log: secret query values and path tokens replaced by [REDACTED]. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(secretPathSegments, '$1[REDACTED]');
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (secretParams.test(key)) params.set(key, '[REDACTED]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino options shared by the server and its tests: request ids on every line; authorization
 * headers, cookies, passwords and tokens never written.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.access_token',
        '*.refresh_token',
        '*.token',
        '*.temporaryPassword',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
