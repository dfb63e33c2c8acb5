import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { TestContext } from './helpers';

/**
 * The API's operations as the OpenAPI document (generated from the zod route schemas) describes
 * them, and values built from their JSON schemas — so the security suites cover every route,
 * including routes added later, without a table to keep up to date.
 */

/** The subset of JSON Schema that zod's `toJSONSchema` emits for our route schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
  description?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /api/properties/{id}`, the key the access-control RULES use. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  /** Declares a bearer requirement (`authenticatedRouteSchema`). */
  secured: boolean;
  params: Parameter[];
  /** Content types the body is declared with; absent when the route takes no body. */
  body?: { contentTypes: string[]; schema?: JsonSchema; required: boolean };
  /** Statuses the route's `response` schema declares. */
  statuses: number[];
}

/**
 * Statuses any route may answer besides the ones it declares: the error handler's set
 * (packages/core/src/errors.ts) for a client mistake, a missing/wrong account, a conflict, an
 * oversized or mistyped body, or a rate limit.
 */
export const GLOBAL_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;

export async function loadOperations(ctx: TestContext): Promise<Operation[]> {
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(
    document.paths as Record<string, Record<string, RawOperation>>,
  )) {
    for (const [method, raw] of Object.entries(methods)) {
      const content = raw.requestBody?.content;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        secured: Boolean(raw.security?.length),
        params: (raw.parameters ?? []).map((parameter) => ({
          in: parameter.in,
          name: parameter.name,
          required: Boolean(parameter.required),
          schema: parameter.schema ?? {},
        })),
        body: content
          ? {
              contentTypes: Object.keys(content),
              schema: content['application/json']?.schema,
              required: Boolean(raw.requestBody?.required),
            }
          : undefined,
        statuses: Object.keys(raw.responses ?? {})
          .filter((status) => /^\d{3}$/.test(status))
          .map(Number),
      });
    }
  }
  return operations;
}

interface RawOperation {
  security?: unknown[];
  parameters?: { in: Parameter['in']; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

/** Fills `{name}` placeholders (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'missing'));
}

export function withQuery(url: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

// ---------------------------------------------------------------------------------------------
// One valid value per schema (the smallest a caller could send): required fields only.

/** What a schema alone cannot say: values that satisfy the zod refinements behind a field. */
export interface ValueHints {
  /** A uuid for a field or parameter (e.g. one of the caller's own records); default random. */
  uuid?: (name: string) => string | undefined;
}

const DAY = 86_400_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
let sequence = 0;

/** A valid value of `schema`; `name` is the field's name, which hints at refinements (dates, emails). */
export function validValue(schema: JsonSchema, name = '', hints: ValueHints = {}): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    // Prefer a concrete branch (a uuid over the literal 'all', a string over null).
    const concrete = branches.find((branch) => branch.format) ?? branches.find((b) => b.type !== 'null');
    return validValue(concrete ?? branches[0]!, name, hints);
  }
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), name, hints);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        value[key] = validValue(schema.properties?.[key] ?? {}, key, hints);
      }
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // An optional reference to one of the caller's records (a refinement may need it), and
        // one field of a body with no required ones (an update must change something).
        const empty = Object.keys(value).length === 0;
        if (!(key in value) && (hints.uuid?.(key) || empty)) value[key] = validValue(property, key, hints);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}, name, hints));
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(1, min), max);
    }
    case 'boolean':
      return false;
    case 'string':
      return validString(schema, name, hints);
    case 'null':
      return null;
    default:
      return 'value';
  }
}

function validString(schema: JsonSchema, name: string, hints: ValueHints): string {
  const lower = name.toLowerCase();
  if (schema.format === 'uuid' || schema.format === 'guid') return hints.uuid?.(name) ?? randomUUID();
  if (schema.format === 'date' || /date$|on$|^from$|^to$/.test(lower) || /^date/.test(lower)) {
    // Future dates, an end a month after a start: what date refinements (ranges, "not in the
    // past", a calendar's 62-day window) want.
    return isoDate(/end|until|^to$/.test(lower) ? 60 : 30);
  }
  if (schema.format === 'date-time') return new Date(Date.now() + 30 * DAY).toISOString();
  // A month (YYYY-MM, e.g. an owner statement's period): this month, inside any range refinement.
  if (lower === 'period' && schema.pattern?.includes('\\d{4}-')) return isoDate(0).slice(0, 7);
  if (schema.format === 'email' || lower.includes('email')) {
    sequence += 1;
    return `valid.${sequence}.${randomUUID().slice(0, 6)}@example.test`;
  }
  if (lower.includes('password')) return 'an unguessable passphrase 7';
  if (lower.includes('phone')) return '5550001111';
  if (schema.pattern) {
    const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 42 });
    if (sample !== undefined) return sample;
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 200;
  const text = 'A valid value for this field. '.repeat(Math.ceil(Math.max(min, 16) / 30));
  return text.slice(0, Math.max(min, Math.min(16, max))).padEnd(min, 'x');
}

/** The declared properties of an object schema (every branch of a union). */
export function propertyNames(schema: JsonSchema | undefined): Set<string> {
  const names = new Set<string>();
  if (!schema) return names;
  for (const key of Object.keys(schema.properties ?? {})) names.add(key);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const key of propertyNames(branch)) names.add(key);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// fast-check arbitraries: values that satisfy the schema (as far as JSON Schema can say) and
// values that do not.

/** Values valid for `schema` (refinements aside); optional properties come and go. */
export function validArbitrary(schema: JsonSchema, name = '', hints: ValueHints = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validArbitrary(branch, name, hints)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type ?? (schema.properties ? 'object' : undefined)) {
      case 'object': {
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          model[key] = validArbitrary(property, key, hints);
        }
        return fc.record(model, { requiredKeys: (schema.required ?? []) as never[] });
      }
      case 'array':
        return fc.array(validArbitrary(schema.items ?? {}, name, hints), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'integer': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000_000;
        // Mostly small values near the minimum, sometimes the bounds: a fuzz run that creates a
        // property with 1,000 units on every other call would slow every later query.
        return fc.oneof(
          { weight: 4, arbitrary: fc.constant(validValue(schema, name, hints)) },
          { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 50) }) },
          { weight: 1, arbitrary: fc.constantFrom(min, max) },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
        );
      }
      case 'number':
        return fc.double({
          min: typeof schema.minimum === 'number' ? schema.minimum : -1e9,
          max: typeof schema.maximum === 'number' ? schema.maximum : 1e9,
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'string': {
        const lengths = {
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 64, 300),
        };
        const pattern = schema.pattern
          ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= lengths.maxLength)
          : fc.string({ ...lengths, unit: 'grapheme' });
        // Dates mostly near today (any year 0000–9999 is valid ISO, but a lease over centuries is
        // not what most runs should spend their time on); the pattern's full range sometimes.
        const free =
          schema.format === 'date'
            ? fc.oneof(
                { weight: 3, arbitrary: fc.integer({ min: -2000, max: 2000 }).map((days) => isoDate(days)) },
                { weight: 1, arbitrary: pattern },
              )
            : pattern;
        // The hinted value (a real id, a sensible date or email) as often as a free one.
        return fc.oneof(
          fc.constant(null).map(() => validString(schema, name, hints)),
          free,
        );
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

/** Strings a client should never send: huge, control characters, unicode edge cases, injections. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell probe, meant literally
    '${jndi:ldap://x}',
    '{{7*7}}',
    '\uFEFF\u202E\u200B',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    'é'.normalize('NFD'),
    '9'.repeat(400),
    '-1',
    '1e308',
    'NaN',
    'null',
    'true',
    '2026-02-30',
    '0000-00-00',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.integer({ min: 1_000, max: 60_000 }).map((length) => 'x'.repeat(length)),
);

/**
 * Nested arrays and objects `depth` levels deep, built only when serialised (JSON.stringify calls
 * toJSON): fast-check prints a failing value, and printing the nesting itself would overflow.
 */
export class DeepValue {
  constructor(readonly depth: number) {}
  toJSON(): unknown {
    let value: unknown = 'deep';
    for (let level = 0; level < this.depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  }
}

/** Any JSON value, deeply nested structures, and JSON that merely looks like an object. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(null, true, 0, -1, 1.5, '', [], {}, [null]),
  nastyString,
  fc.integer({ min: 50, max: 2_000 }).map((depth) => new DeepValue(depth)),
  fc.dictionary(
    fc.oneof(nastyString, fc.constantFrom('constructor', 'prototype', 'toString')),
    fc.jsonValue(),
    {
      maxKeys: 8,
    },
  ),
);

/** A valid object with one field replaced by something of the wrong kind, or an extra key. */
export function mutatedObject(schema: JsonSchema, hints: ValueHints): fc.Arbitrary<unknown> {
  const keys = [...propertyNames(schema)];
  return fc
    .tuple(validArbitrary(schema, '', hints), fc.constantFrom(...(keys.length ? keys : ['x'])), nastyJson)
    .map(([valid, key, replacement]) =>
      valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid, [key]: replacement } : valid,
    );
}
