import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, type Operation, propertyNames } from '../../test/openapi';
import {
  createSecurityHarness,
  nextAddress,
  type SecurityHarness,
  urlOf,
  validRequest,
} from '../../test/security-harness';

/**
 * Mass assignment (QUALITY.md security row 13; issue 8, item 2), over every operation of the
 * OpenAPI document that takes a JSON body: a valid body plus a key the caller must not set —
 * ownership, role, status, email confirmation, or any unknown key — is refused with 400 and
 * changes nothing. A route added later is covered without editing this file.
 */

/** Keys a client might try to slip in; each is refused unless the body declares it. */
const FORBIDDEN_KEYS: Record<string, unknown> = {
  owner_id: '00000000-0000-4000-8000-000000000000',
  ownerId: '00000000-0000-4000-8000-000000000000',
  user_id: '00000000-0000-4000-8000-000000000000',
  role: 'owner',
  status: 'paid',
  email_confirmed: true,
  emailConfirmed: true,
  email_confirmed_at: '2020-01-01T00:00:00Z',
  must_change_password: false,
  id: '00000000-0000-4000-8000-000000000000',
  createdAt: '2020-01-01T00:00:00Z',
  unexpected_key: 'x',
};

/**
 * Operations whose body is not JSON, so the generic JSON checks do not apply; each with the
 * reason and where its body is checked instead. A non-JSON body not listed here fails the suite.
 */
export const NON_JSON_BODIES: Record<string, string> = {};

let h: SecurityHarness;
let jsonOperations: Operation[];

beforeAll(async () => {
  h = await createSecurityHarness();
  jsonOperations = h.operations.filter((operation) =>
    operation.body?.contentTypes.includes('application/json'),
  );
}, 120_000);
afterAll(() => h?.ctx.close());

/** Every object level of a body schema: the top and each nested object, with its path. */
function objectsOf(schema: JsonSchema, path: string[] = []): { path: string[]; schema: JsonSchema }[] {
  const found: { path: string[]; schema: JsonSchema }[] = [];
  for (const branch of schema.anyOf ?? schema.oneOf ?? [schema]) {
    if (branch.type === 'object' || branch.properties) found.push({ path, schema: branch });
    for (const [key, property] of Object.entries(branch.properties ?? {})) {
      found.push(...objectsOf(property, [...path, key]));
    }
    if (branch.items) found.push(...objectsOf(branch.items, [...path, '0']));
  }
  return found;
}

async function send(operation: Operation, body: unknown, extraQuery: Record<string, unknown> = {}) {
  const [caller] = await h.callersFor(operation);
  const request = validRequest(operation, h.a);
  return h.ctx.app.inject({
    method: operation.method,
    url: urlOf(operation, { path: request.path, query: { ...request.query, ...extraQuery } }),
    headers: { ...(caller?.user?.headers ?? {}), ...request.headers },
    payload: body as object,
    // The development routes answer only to this machine (http/local-only.ts).
    remoteAddress: operation.path.startsWith('/api/dev/') ? '127.0.0.1' : nextAddress(),
  });
}

function baseBody(operation: Operation): Record<string, unknown> {
  return validRequest(operation, h.a).body as Record<string, unknown>;
}

interface ErrorAnswer {
  code?: string;
  details?: Record<string, string>;
}

/** The error of an answer: the product API's `{ error: { code, details } }` or the auth API's GoTrue shape. */
function errorOf(response: { json(): unknown }): ErrorAnswer {
  const body = response.json() as {
    error?: ErrorAnswer | string;
    error_code?: string;
    details?: Record<string, string>;
  };
  if (body.error && typeof body.error === 'object') return body.error;
  return { code: body.error_code, details: body.details };
}

const isValidationFailure = (response: { statusCode: number; json(): unknown }) =>
  response.statusCode === 400 && /^validation_failed$/i.test(errorOf(response).code ?? '');

describe('mass assignment over every JSON body', () => {
  it('knows how to send every body (a non-JSON body must be listed with its reason)', () => {
    const unlisted = h.operations
      .filter((operation) => operation.body && !operation.body.contentTypes.includes('application/json'))
      .map((operation) => operation.key)
      .filter((key) => !NON_JSON_BODIES[key]);
    expect(unlisted).toEqual([]);
    expect(jsonOperations.length).toBeGreaterThan(10);
  });

  it('declares every body object strict (additionalProperties: false at every level)', () => {
    const open: string[] = [];
    for (const operation of jsonOperations) {
      for (const { path, schema } of objectsOf(operation.body!.schema ?? {})) {
        if (schema.additionalProperties !== false) open.push(`${operation.key} body.${path.join('.')}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('accepts the base body of every operation (so the refusals below are about the extra key)', async () => {
    const refused: string[] = [];
    // Side effects (a created record, a queued email) are fine on this suite's own database.
    for (const operation of jsonOperations) {
      const response = await send(operation, baseBody(operation));
      if (isValidationFailure(response)) refused.push(`${operation.key}: ${response.body}`);
    }
    expect(refused, 'add a valid body to VALID_BODIES (test/security-harness.ts) for these').toEqual([]);
  });

  it('refuses ownership, role, status, confirmation and unknown keys at every level with 400', async () => {
    const accepted: string[] = [];
    let tried = 0;
    for (const operation of jsonOperations) {
      const body = baseBody(operation);
      for (const { path, schema } of objectsOf(operation.body!.schema ?? {})) {
        // Only the levels the base body has (an optional nested object is absent from it).
        const target = path.reduce<unknown>(
          (value, key) => (value as Record<string, unknown> | undefined)?.[key],
          body,
        ) as Record<string, unknown> | undefined;
        if (!target || typeof target !== 'object' || Array.isArray(target)) continue;
        const declared = propertyNames(schema);
        for (const [key, value] of Object.entries(FORBIDDEN_KEYS)) {
          if (declared.has(key)) continue; // a legitimate field of this body (e.g. signup's data.role)
          const tampered = structuredClone(body);
          const level = path.reduce<Record<string, unknown>>(
            (object, segment) => object[segment] as Record<string, unknown>,
            tampered,
          );
          level[key] = value;
          tried += 1;
          const response = await send(operation, tampered);
          const where = `${operation.key} body${path.map((segment) => `.${segment}`).join('')}.${key}`;
          if (!isValidationFailure(response)) accepted.push(`${where} → ${response.statusCode}`);
          else if (!JSON.stringify(errorOf(response).details ?? {}).includes(key)) {
            accepted.push(`${where}: 400 without naming the key (${response.body})`);
          }
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(tried).toBeGreaterThan(jsonOperations.length * 8);
  });

  it('refuses unknown query parameters on routes that declare a query string', async () => {
    const accepted: string[] = [];
    for (const operation of h.operations.filter((op) => op.params.some((p) => p.in === 'query'))) {
      // With a valid body, so that the query string is what the 400 is about.
      const body = operation.body?.schema ? baseBody(operation) : undefined;
      const response = await send(operation, body, { owner_id: '00000000-0000-4000-8000-000000000000' });
      // The email link answers a browser: an invalid link is a redirect to the sign-in page's error.
      const refusedLink = response.statusCode === 303 && /error/.test(String(response.headers.location));
      if (!refusedLink && (!isValidationFailure(response) || !response.body.includes('owner_id'))) {
        accepted.push(`${operation.key} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('answered every request above in its declared shape, and leaked nothing', async () => {
    expect(h.responses.records.length).toBeGreaterThan(100);
    expect(h.responses.problems()).toEqual([]);
    expect(await h.responses.leaks(h.ctx, [h.a, h.b])).toEqual([]);
  });
});
