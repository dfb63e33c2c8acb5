import { Ajv, type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

// Responses are checked, not coerced: a value of the wrong type is a bug to report (500), never
// a string made of a number.
const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false });

/** Keywords whose value maps names to schemas: the names are data, not keywords. */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * The route's JSON Schema without `additionalProperties: false`: zod keeps the keys it declares
 * and drops the others ("strip"), which would make ajv refuse them instead, and make
 * fast-json-stringify refuse a nullable object (`anyOf`) carrying one; it writes only declared
 * keys either way. With `dropStringChecks`, also without `format` and `pattern` — the schema ajv
 * checks answers against: that check is there to catch code answering the wrong shape (a missing
 * key, a `Date` or a number where a string is declared), which the stringifier would otherwise
 * coerce silently. The contents of strings — uuids, emails, dates — come from typed database
 * columns and from input validated on the way in; re-matching two regular expressions per id on
 * every answer cost ~5% of a list request (decision 017).
 */
function openSchema(schema: unknown, dropStringChecks: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => openSchema(item, dropStringChecks));
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (dropStringChecks && (key === 'format' || key === 'pattern')) continue;
    copy[key] =
      schemaMaps.has(key) && value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([name, sub]) => [name, openSchema(sub, dropStringChecks)]),
          )
        : openSchema(value, dropStringChecks);
  }
  return copy;
}

/** The route's zod schema: given as is, or wrapped as `{ properties: schema }` (content types). */
function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Response serializer compiled once per route and status from its zod schema (the same schema
 * the OpenAPI document shows): ajv checks the answer's shape and types against it
 * (`openSchema`) — a mismatch is a 500 with a request id (http/errors.ts) — and
 * fast-json-stringify writes only the declared keys, at every level, so nothing undeclared (a
 * hash, another column) can leak.
 *
 * Why not zod itself (fastify-type-provider-zod's serializer)? It copied every object of the
 * answer before stringifying it: ~50 µs of CPU and most of the garbage per list request, a
 * large part of the list endpoints' budget (QUALITY.md row 16; decision 016).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  const jsonSchema = z.toJSONSchema(zodSchema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
  }) as JsonSchema;
  delete jsonSchema.$schema;
  const validate: ValidateFunction = ajv.compile(openSchema(jsonSchema, true) as JsonSchema);
  const stringify = fastJson(openSchema(jsonSchema, false) as JsonSchema);
  // A frozen answer cannot change, so it is checked and written once: the list pages a repeat
  // read answers from db/page-cache.ts are frozen (decision 018).
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data);
    if (frozen) {
      const text = written.get(data);
      if (text !== undefined) return text;
    }
    if (!validate(data)) {
      // The failure path only: zod names what is wrong in the same words as the request errors.
      const cause =
        z.safeEncode(zodSchema, data).error ??
        new z.ZodError([{ code: 'custom', path: [], message: ajv.errorsText(validate.errors), input: data }]);
      throw new ResponseSerializationError(method, url, { cause });
    }
    const text = stringify(data);
    if (frozen) written.set(data as object, text);
    return text;
  };
};
