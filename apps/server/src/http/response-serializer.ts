import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

// Responses are checked, not coerced: a value of the wrong type is a bug to report (500), never
// a string made of a number. `unicodeRegExp: false` because zod's patterns are plain JS regexes.
const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false, unicodeRegExp: false });
addFormats.default(ajv);

/**
 * Zod keeps the keys it declares and drops the others ("strip"); its JSON Schema says
 * `additionalProperties: false`, which would make ajv refuse them instead. The stringifier
 * writes only declared keys either way, so the flag is removed before compiling.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] = withoutClosedObjects(value);
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
 * the OpenAPI document shows): ajv checks the answer against it — a mismatch is a 500 with a
 * request id (http/errors.ts), as before — and fast-json-stringify writes only the declared
 * keys, at every level, so nothing undeclared (a hash, another column) can leak.
 *
 * Why not zod itself (fastify-type-provider-zod's serializer)? It copied every object of the
 * answer before stringifying it: ~50 µs of CPU and most of the garbage per list request, a
 * large part of the list endpoints' budget (QUALITY.md row 16; decision 016).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  const jsonSchema = withoutClosedObjects(
    z.toJSONSchema(zodSchema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }),
  ) as JsonSchema;
  delete jsonSchema.$schema;
  const validate: ValidateFunction = ajv.compile(jsonSchema);
  const stringify = fastJson(jsonSchema);
  return (data: unknown) => {
    if (!validate(data)) {
      // The failure path only: zod names what is wrong in the same words as the request errors.
      const cause =
        z.safeEncode(zodSchema, data).error ??
        new z.ZodError([{ code: 'custom', path: [], message: ajv.errorsText(validate.errors), input: data }]);
      throw new ResponseSerializationError(method, url, { cause });
    }
    return stringify(data);
  };
};
