import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/helpers';
import { fillPath, type JsonSchema, validValue } from '../../test/openapi';
import type { Portfolio } from '../../test/portfolio';
import { recordResponses } from '../../test/response-audit';
import { createSecurityHarness, ownIds, type SecurityHarness } from '../../test/security-harness';
import { hashToken } from '../auth/tokens';

/**
 * Responses (QUALITY.md security row 13; issue 8, item 2). fastify-type-provider-zod serialises
 * every declared status through its zod schema (safeEncode): undeclared keys are stripped and a
 * value of the wrong type is a 500, never sent. The tests prove that on purpose-built routes, then
 * crawl every readable route as all four accounts of the two-account fixture and scan every answer
 * for hashes, tokens and the other account's data.
 */

describe('the response serializer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      extraRoutes: (app) => {
        const schema = {
          response: { 200: z.object({ id: z.string(), nested: z.object({ name: z.string() }) }) },
        };
        app.get('/__test/extra-fields', { schema }, async () => ({
          id: 'a',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$leak',
          nested: { name: 'n', ownerId: 'someone-else' },
        }));
        app.get('/__test/wrong-type', { schema }, async () => ({ id: 42, nested: { name: 'secret-value' } }));
      },
    });
  });
  afterAll(() => ctx?.close());

  it('strips keys the response schema does not declare, at every level', async () => {
    const response = await ctx.app.inject({ url: '/__test/extra-fields' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', nested: { name: 'n' } });
    expect(response.body).not.toContain('argon2');
  });

  it('answers 500 with a request id rather than send a body that breaks its schema', async () => {
    const response = await ctx.app.inject({ url: '/__test/wrong-type' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatchObject({ code: 'INTERNAL', requestId: expect.any(String) });
    expect(response.body).not.toContain('secret-value');
  });
});

describe('every response of the API', () => {
  let h: SecurityHarness;
  beforeAll(async () => {
    h = await createSecurityHarness();
  }, 120_000);
  afterAll(() => h?.ctx.close());

  it('declares closed response schemas (no open objects or untyped values that would pass data through)', () => {
    const open: string[] = [];
    const walk = (schema: JsonSchema | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (Object.keys(schema).filter((key) => key !== 'description').length === 0) open.push(`${where}: any`);
      if (schema.type === 'object' || schema.properties) {
        const extra = schema.additionalProperties;
        // A record of primitives (e.g. counts by job) is closed enough; an object of anything is not.
        const primitive = (value: JsonSchema | undefined): boolean =>
          typeof value === 'object' &&
          (['string', 'number', 'integer', 'boolean'].includes(String(value.type)) ||
            // e.g. an error's message parameters: string | number
            (Array.isArray(value.anyOf) && value.anyOf.every((option: JsonSchema) => primitive(option))));
        const primitiveRecord = typeof extra === 'object' && primitive(extra);
        if (extra !== false && !primitiveRecord) open.push(`${where}: open object`);
      }
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        walk(property, `${where}.${key}`);
      if (schema.items) walk(schema.items, `${where}[]`);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
        walk(branch, `${where}|`);
      }
    };
    return h.ctx.app.inject({ url: '/api/openapi.json' }).then((response) => {
      const document = response.json();
      for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, never>>)) {
        for (const [method, operation] of Object.entries(methods) as [string, { responses?: object }][]) {
          for (const [status, answer] of Object.entries(operation.responses ?? {}) as [
            string,
            { content?: Record<string, { schema?: JsonSchema }> },
          ][]) {
            const json = answer.content?.['application/json']?.schema;
            if (json) walk(json, `${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
      expect(open).toEqual([]);
    });
  });

  it('answers every readable route, for every account, in its declared shape and without leaks', async () => {
    const reads = h.operations.filter((operation) => operation.method === 'GET');
    const accounts: [Portfolio, 'owner' | 'tenant'][] = [
      [h.a, 'owner'],
      [h.a, 'tenant'],
      [h.b, 'owner'],
      [h.b, 'tenant'],
    ];
    let answered = 0;
    for (const operation of reads) {
      for (const [portfolio, role] of accounts) {
        const user = portfolio[role];
        // Own records, then the other account's (which must be a 404 — and leak nothing).
        for (const target of [portfolio, portfolio === h.a ? h.b : h.a]) {
          const hints = ownIds(target, operation.path);
          const path: Record<string, string> = {};
          const query: Record<string, string> = {};
          for (const parameter of operation.params) {
            const value = String(validValue(parameter.schema, parameter.name, hints));
            if (parameter.in === 'path') path[parameter.name] = value;
            if (parameter.in === 'query' && parameter.required) query[parameter.name] = value;
          }
          const search = new URLSearchParams(query).toString();
          const response = await h.ctx.app.inject({
            url: `${fillPath(operation.path, path)}${search ? `?${search}` : ''}`,
            headers: operation.secured ? user.headers : {},
          });
          if (response.statusCode === 200) answered += 1;
        }
      }
    }
    // Not vacuous: most reads answered with data.
    expect(answered).toBeGreaterThan(reads.length * 2);
    // And the session answers (refresh tokens) are in the scan too.
    await h.ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: h.a.owner.session.refresh_token },
    });
    expect(h.responses.problems()).toEqual([]);
    expect(await h.responses.leaks(h.ctx, [h.a, h.b])).toEqual([]);
  });

  it('the leak scan itself finds a planted leak (it is not vacuous)', async () => {
    const planted = recordResponses();
    planted.records.push({
      route: 'GET /api/planted',
      url: '/api/planted',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        other: h.b.tenant.email,
        hash: '$argon2id$v=19$x',
        stored: hashToken(h.b.owner.session.refresh_token),
      }),
      authorization: h.a.owner.headers.authorization,
      declared: true,
    });
    const leaks = await planted.leaks(h.ctx, [h.a, h.b]);
    expect(leaks.join('\n')).toContain("another account's");
    expect(leaks.join('\n')).toContain('password hash');
    expect(leaks.join('\n')).toContain('stored hash');
  });
});
