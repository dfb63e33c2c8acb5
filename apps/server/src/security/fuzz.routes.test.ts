import { documentKinds } from '@rentwise/core/documents/schemas';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF, TINY_PNG } from '../../test/multipart';
import {
  GLOBAL_ERROR_STATUSES,
  mutatedObject,
  nastyJson,
  nastyString,
  type Operation,
  type Parameter,
  validArbitrary,
} from '../../test/openapi';
import type { Portfolio } from '../../test/portfolio';
import {
  type Caller,
  createSecurityHarness,
  nextAddress,
  ownIds,
  renewSession,
  resourceOf,
  validRequest,
} from '../../test/security-harness';
import { BODY_LIMIT_BYTES } from '../app';

/**
 * Input robustness (QUALITY.md security row 14; issue 8, item 3): property-based fuzzing of every
 * operation of the OpenAPI document with fast-check — valid and invalid path parameters, query
 * strings and bodies (random JSON, wrong types, huge strings, unicode, nulls, deep nesting,
 * malformed JSON), signed in as a role the route admits. Every answer must be below 500, a status
 * the route declares or one of the global error statuses, and in the declared shape (see
 * test/response-audit.ts). Then: a wrong content type → 415, a body over the limit → 413.
 *
 * Runs per operation: FUZZ_RUNS, else 200 in CI and 30 locally. A failure prints fast-check's seed
 * and path; re-run with FUZZ_SEED=<seed> to reproduce it.
 */

/** The development routes answer only to this machine (http/local-only.ts); the rest, anyone. */
const addressFor = (operation: { path: string }) =>
  operation.path.startsWith('/api/dev/') ? '127.0.0.1' : nextAddress();

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 200 : 30));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Operations the generic fuzzer does not drive, each with the reason (a non-JSON body, e.g. a
 * multipart upload, is fuzzed by its own route tests). An unlisted non-JSON body fails the suite.
 */
const NOT_FUZZED: Record<string, string> = {};

/**
 * Multipart uploads. The OpenAPI document does not describe their parts (the zod type provider
 * has no multipart body), so they are listed here with their text fields and fuzzed with random
 * fields, file names and bytes below; the generic runs above only see their 415 to JSON. A route
 * that refuses a JSON body with 415 and is not listed here fails the suite.
 */
const MULTIPART: Record<string, { fields: (portfolio: Portfolio) => Record<string, fc.Arbitrary<string>> }> =
  {
    'POST /api/documents': {
      fields: (portfolio) => ({
        kind: fc.constantFrom(...documentKinds),
        name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        propertyId: fc.constantFrom(portfolio.ids.property!, ''),
        leaseId: fc.constantFrom(portfolio.ids.lease!, ''),
        tenantId: fc.constantFrom(portfolio.ids.tenant!, ''),
      }),
    },
    'POST /api/maintenance-requests/{id}/photos': { fields: () => ({}) },
    // The vendor's photo upload through the job link: one `file` part, no text fields (the
    // random {token} is mostly a dead link → 404 before the body is read; 429 once rate-limited).
    'POST /api/vendor-jobs/{token}/photos': { fields: () => ({}) },
    // A CSV import (issue 20): its kind, and the `file` part the fuzzer sends.
    // A PDF checked against our seal (issue 21): one `file` part, no text fields.
    'POST /api/signatures/verify': { fields: () => ({}) },
    // The organisation's logo (issue 19): one `file` part, no text fields.
    'PUT /api/org/logo': { fields: () => ({}) },
    'POST /api/imports': {
      fields: () => ({ kind: fc.constantFrom('properties', 'tenants', 'owners', 'leases', '') }),
    },
  };

// One app, one database, the two-account fixture, for the whole file (top-level await: the
// operations must be known to declare one test per operation).
const h = await createSecurityHarness();
afterAll(() => h.ctx.close());
const allowedStatuses = (operation: Operation) => new Set([...operation.statuses, ...GLOBAL_ERROR_STATUSES]);

/** Lone surrogates → U+FFFD, so that any string can be URL-encoded (String#toWellFormed is ES2024). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Strings for URLs and headers: well-formed unicode, control characters, huge, look-alikes. */
const urlString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }).map(wellFormed),
  fc.constantFrom(
    '',
    '%',
    '%00',
    '..',
    '../../etc/passwd',
    "1' or '1'='1",
    '<svg onload=alert(1)>',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    '-1',
    '0',
    '1.5',
    '1e400',
    'NaN',
    'Infinity',
    'true',
    'null',
    'undefined',
    '[]',
    '{}',
    '2026-13-45',
    '9999-12-31',
    '0001-01-01',
    '🏠'.repeat(20),
  ),
  fc.integer({ min: 101, max: 8_000 }).map((length) => 'a'.repeat(length)),
);

const headerString = fc.oneof(
  fc.uuid(),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 300,
  }),
  fc.constant(''),
);

/** Bodies that are not valid JSON or that try prototype pollution. */
const rawBody = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '"\\ud800"',
  '1e999999',
  '\u0000',
  '\uFEFF{}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
);

function parameterArbitrary(
  operation: Operation,
  parameter: Parameter,
  callerHints: ReturnType<typeof ownIds>,
) {
  const valid = validArbitrary(parameter.schema, parameter.name, callerHints);
  const uuidLike = parameter.schema.format === 'uuid';
  // Real ids: the caller's own record of that kind, any of the fixture's records (another
  // account's must be a 404), or a random one.
  const ids = [...Object.values(h.a.ids), ...Object.values(h.b.ids)].filter((id): id is string =>
    Boolean(id),
  );
  const own = resourceOf(parameter.name, operation.path, h.a);
  const realIds = uuidLike ? fc.constantFrom(...ids, ...(own && h.a.ids[own] ? [h.a.ids[own]!] : [])) : valid;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: realIds },
    { weight: 2, arbitrary: urlString },
  );
}

interface FuzzRequest {
  caller: Caller;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
}

function requestArbitrary(operation: Operation, callers: Caller[]): fc.Arbitrary<FuzzRequest> {
  // Built once per caller (not in a chain: building the regex-based arbitraries takes time).
  return fc.oneof(...callers.map((caller) => callerRequestArbitrary(operation, caller)));
}

function callerRequestArbitrary(operation: Operation, caller: Caller): fc.Arbitrary<FuzzRequest> {
  const portfolio = caller.user === h.b.owner || caller.user === h.b.tenant ? h.b : h.a;
  const hints = ownIds(portfolio, operation.path);
  // Each part is either the smallest valid one (fresh: a new email each time) or fuzzed, so
  // that runs reach the handlers as well as the validators.
  const minimal = fc.constant(null).map(() => validRequest(operation, portfolio));
  const either = <T>(valid: fc.Arbitrary<T>, fuzzed: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: fuzzed });
  const byPlace = (place: Parameter['in']) => operation.params.filter((parameter) => parameter.in === place);
  const path = fc.record(
    Object.fromEntries(byPlace('path').map((p) => [p.name, parameterArbitrary(operation, p, hints)])),
  );
  const declaredQuery = fc.record(
    Object.fromEntries(byPlace('query').map((p) => [p.name, parameterArbitrary(operation, p, hints)])),
    {
      requiredKeys: byPlace('query')
        .filter((p) => p.required)
        .map((p) => p.name) as never[],
    },
  );
  const query = fc.oneof(
    { weight: 4, arbitrary: declaredQuery },
    { weight: 1, arbitrary: fc.dictionary(urlString, urlString, { maxKeys: 4 }) },
  );
  const headers = fc.record(Object.fromEntries(byPlace('header').map((p) => [p.name, headerString])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string | undefined>>;
  const schema = operation.body?.schema;
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ kind: 'json' as const, value: v }));
  const body: fc.Arbitrary<FuzzRequest['body']> = schema
    ? fc.oneof(
        { weight: 3, arbitrary: json(validArbitrary(schema, '', hints)) },
        { weight: 3, arbitrary: json(mutatedObject(schema, hints)) },
        { weight: 2, arbitrary: json(nastyJson) },
        { weight: 1, arbitrary: rawBody.map((text) => ({ kind: 'raw' as const, text })) },
      )
    : operation.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(fc.constant({ kind: 'none' as const }), json(nastyJson));
  return fc.record({
    caller: fc.constant(caller),
    path: either(
      minimal.map((r) => r.path as Record<string, unknown>),
      path,
    ),
    query: either(
      minimal.map((r) => r.query),
      query,
    ),
    headers: either(
      minimal.map((r) => r.headers as Record<string, string | undefined>),
      headers,
    ),
    body: either(
      minimal.map((r): FuzzRequest['body'] =>
        r.body === undefined ? { kind: 'none' } : { kind: 'json', value: r.body },
      ),
      body,
    ),
  });
}

function encodeUrl(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(String(request.path[name] ?? ''))),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    search.append(wellFormed(key), wellFormed(typeof value === 'string' ? value : JSON.stringify(value)));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function send(operation: Operation, request: FuzzRequest) {
  const headers: Record<string, string> = { ...(request.caller.user?.headers ?? {}) };
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = value;
  let payload: string | undefined;
  if (request.body.kind === 'json') {
    payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    payload = request.body.text;
    headers['content-type'] = 'application/json';
  }
  const url = encodeUrl(operation, request);
  const response = await h.ctx.app.inject({
    method: operation.method,
    url,
    headers,
    payload,
    remoteAddress: addressFor(operation),
  });
  return { url, payload, response };
}

const fuzzed = h.operations.filter((operation) => !NOT_FUZZED[operation.key]);

describe('fuzzing every operation of the API', () => {
  it('can fuzz every operation (a route it cannot drive must be listed with its reason)', () => {
    const unlisted = h.operations
      .filter((operation) => operation.body && !operation.body.contentTypes.includes('application/json'))
      .map((operation) => operation.key)
      .filter((key) => !NOT_FUZZED[key]);
    expect(unlisted).toEqual([]);
    expect(fuzzed.length).toBeGreaterThan(30);
  });

  for (const operation of fuzzed) {
    it(
      `${operation.key}: never a 5xx, only documented statuses`,
      async () => {
        const callers = await h.callersFor(operation);
        // Right-role callers of both accounts: one's own records, the other's (→ 404).
        const withB = callers.map((caller) =>
          caller.user === h.a.owner
            ? { ...caller, user: h.b.owner }
            : caller.user === h.a.tenant
              ? { ...caller, user: h.b.tenant }
              : caller,
        );
        const allowed = allowedStatuses(operation);
        const before = h.responses.records.length;
        const seen = new Map<number, number>();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation, [...callers, ...withB]), async (request) => {
            const { url, payload, response } = await send(operation, request);
            seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
            const problem =
              response.statusCode >= 500
                ? 'a server error'
                : !allowed.has(response.statusCode)
                  ? `an undocumented status (documented: ${[...allowed].join(', ')})`
                  : undefined;
            if (problem) {
              throw new Error(
                `${operation.method} ${url} → ${response.statusCode}: ${problem}\n` +
                  `caller: ${request.caller.role}; body: ${String(payload).slice(0, 500)}\n` +
                  `answer: ${response.body.slice(0, 500)}\n` +
                  `server log: ${h.errorLog
                    .filter((line) => line.includes(response.headers['x-request-id'] as string))
                    .join('\n')
                    .slice(0, 3000)}`,
              );
            }
            // A fuzzed logout or revocation ended the caller's session: start a new one.
            if (response.statusCode === 401 && request.caller.user)
              await renewSession(h.ctx, request.caller.user);
          }),
          { numRuns: RUNS, seed: SEED },
        );
        const shapes = h.responses.problems(before);
        expect(shapes, `answers of ${operation.key}`).toEqual([]);
        expect([...seen.values()].reduce((sum, count) => sum + count, 0)).toBe(RUNS);
        // FUZZ_STATS=1 prints what the runs were answered (to see that they reach the handlers).
        if (process.env.FUZZ_STATS) console.log(operation.key, Object.fromEntries([...seen].sort()));
      },
      // Shrinking a failure can take many more runs than the property itself.
      60_000 + RUNS * 500,
    );
  }

  it('lists every route that refuses JSON (a multipart upload) in MULTIPART', async () => {
    const unlisted: string[] = [];
    for (const operation of h.operations) {
      if (operation.method === 'GET' || operation.body?.schema) continue;
      const callers = await h.callersFor(operation);
      const caller = callers[0];
      const response = await h.ctx.app.inject({
        method: operation.method,
        // A random id: the content type is all this asks about, no record should change.
        url: operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: { ...(caller?.user?.headers ?? {}), 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: addressFor(operation),
      });
      if (response.statusCode === 415 && !MULTIPART[operation.key]) unlisted.push(operation.key);
      if (caller?.user && operation.key.startsWith('POST /auth/v1/logout'))
        await renewSession(h.ctx, caller.user);
    }
    expect(unlisted).toEqual([]);
    const stale = Object.keys(MULTIPART).filter(
      (key) => !h.operations.some((operation) => operation.key === key),
    );
    expect(stale).toEqual([]);
  });

  for (const [key, upload] of Object.entries(MULTIPART)) {
    it(
      `${key} (multipart): never a 5xx, only documented statuses`,
      async () => {
        const operation = h.operations.find((candidate) => candidate.key === key);
        if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
        const callers = await h.callersFor(operation);
        const allowed = allowedStatuses(operation);
        const ids = [...Object.values(h.a.ids), ...Object.values(h.b.ids)].filter((id): id is string =>
          Boolean(id),
        );
        const fileName = fc.oneof(
          fc.constantFrom(
            'lease.pdf',
            'photo.png',
            'notes.txt',
            '../../etc/passwd',
            'a\u0000.pdf',
            '',
            '.',
            'x'.repeat(300),
          ),
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          urlString,
        );
        const bytes = fc.oneof(
          fc.constantFrom(TINY_PDF, TINY_PNG, Buffer.from('plain text\n'), Buffer.alloc(0)),
          fc.uint8Array({ maxLength: 4_000 }).map((array) => Buffer.from(array)),
        );
        const request = fc.record({
          caller: fc.constantFrom(...callers),
          id: fc.oneof(fc.constantFrom(...ids), fc.uuid(), urlString),
          fields: fc.record(
            Object.fromEntries(
              Object.entries(upload.fields(h.a)).map(([name, valid]) => [name, fc.oneof(valid, nastyString)]),
            ),
            { requiredKeys: [] },
          ),
          extra: fc.dictionary(fc.constantFrom('owner_id', 'role', 'status', 'x'), nastyString, {
            maxKeys: 2,
          }),
          files: fc.array(
            fc.record({
              field: fc.constantFrom('file', 'file', 'other'),
              fileName,
              bytes,
              contentType: fc.constantFrom(
                'application/pdf',
                'image/png',
                'text/plain',
                'application/x-msdownload',
              ),
            }),
            { maxLength: 2 },
          ),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ caller, id, fields, extra, files }) => {
            const { payload, headers } = multipartBody(
              Object.fromEntries(
                Object.entries({ ...extra, ...fields }).filter(
                  (entry): entry is [string, string] => entry[1] !== undefined,
                ),
              ),
              files,
            );
            const url = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(wellFormed(id)));
            const response = await h.ctx.app.inject({
              method: operation.method,
              url,
              headers: { ...(caller.user?.headers ?? {}), ...headers },
              payload,
              remoteAddress: addressFor(operation),
            });
            if (response.statusCode >= 500 || !allowed.has(response.statusCode)) {
              throw new Error(
                `${operation.method} ${url} → ${response.statusCode}\nfields: ${JSON.stringify({ ...extra, ...fields })}\n` +
                  `files: ${JSON.stringify(files.map((file) => ({ ...file, bytes: file.bytes.length })))}\n` +
                  `answer: ${response.body.slice(0, 500)}\n` +
                  `server log: ${h.errorLog
                    .filter((line) => line.includes(response.headers['x-request-id'] as string))
                    .join('\n')
                    .slice(0, 3000)}`,
              );
            }
          }),
          { numRuns: RUNS, seed: SEED },
        );
      },
      60_000 + RUNS * 500,
    );
  }

  const jsonBodies = h.operations.filter((operation) =>
    operation.body?.contentTypes.includes('application/json'),
  );

  it('answers 415 to a wrong content type on every JSON route', async () => {
    const wrong: string[] = [];
    for (const operation of jsonBodies) {
      const [caller] = await h.callersFor(operation);
      for (const [type, payload] of [
        ['text/plain', '{"a":1}'],
        ['application/xml', '<a>1</a>'],
        ['application/x-www-form-urlencoded', 'a=1'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        ],
      ]) {
        const response = await h.ctx.app.inject({
          method: operation.method,
          url: operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          headers: { ...(caller?.user?.headers ?? {}), 'content-type': type! },
          payload,
          remoteAddress: addressFor(operation),
        });
        if (response.statusCode !== 415) wrong.push(`${operation.key} with ${type} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 413 to a body over the limit on every JSON route', async () => {
    const wrong: string[] = [];
    const huge = JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const operation of jsonBodies) {
      const [caller] = await h.callersFor(operation);
      const response = await h.ctx.app.inject({
        method: operation.method,
        url: operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: { ...(caller?.user?.headers ?? {}), 'content-type': 'application/json' },
        payload: huge,
        remoteAddress: addressFor(operation),
      });
      if (response.statusCode !== 413) wrong.push(`${operation.key} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaked nothing in any answer', async () => {
    expect(await h.responses.leaks(h.ctx, [h.a, h.b])).toEqual([]);
  });
});
