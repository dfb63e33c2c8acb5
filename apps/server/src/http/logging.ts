import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

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

/** The request being answered in this async context: its id and its own (child) logger. */
const requestContext = new AsyncLocalStorage<{ id: string; log: FastifyBaseLogger }>();

/**
 * Runs the rest of every request (hooks, handler, the services and mailer it calls) inside its
 * context, so a line logged through any logger — a service's `deps.log`, the mailer's, `app.log` —
 * carries the request's id (issue 23 finding 15), not only lines written through `request.log`.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ id: String(request.id), log: request.log }, done);
  });
}

/**
 * pino options shared by the server and its tests: request ids on every line; authorization
 * headers, cookies, passwords and tokens never written.
 */
export function loggerOptions(level: string) {
  return {
    level,
    // A line logged during a request through a logger other than the request's own child (which
    // has the id bound already) gets the id too.
    mixin(_object: object, _level: number, logger: unknown) {
      const context = requestContext.getStore();
      if (!context || logger === context.log) return {};
      // A child of the request's logger has the id bound already: never write it twice.
      const bound = (logger as { bindings?: () => Record<string, unknown> }).bindings?.();
      return bound && 'reqId' in bound ? {} : { reqId: context.id };
    },
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
