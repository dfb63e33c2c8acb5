import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers, computed once. The headers do not depend on the request, and
 * @fastify/helmet rebuilt helmet's middleware — re-parsing the whole CSP — on every request:
 * about 25 µs of CPU per request, a few percent of a list endpoint's budget (QUALITY.md row 16).
 * helmet stays the source of truth: this runs its middleware against a recording response.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** The auth API and the product API: answers carry tokens or someone's records. */
const PRIVATE_ANSWERS = /^\/(api|auth)(\/|$|\?)/;

/**
 * Sends helmet's headers, and the request id, on every answer (routes, 404s and errors alike).
 * Auth and API answers are `Cache-Control: no-store` (QUALITY.md security row 23): a shared cache or
 * the browser's back button must never hand one person's session or records to another. A route
 * may still set its own value (a download's `private, no-store`).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    if (PRIVATE_ANSWERS.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}
