import { AppError } from '@rentwise/core/errors';
import type { FastifyInstance } from 'fastify';

/**
 * PostgreSQL text cannot hold the NUL character: a "\u0000" anywhere in a stored string failed the
 * query ("invalid byte sequence for encoding UTF8: 0x00") and answered 500 on every route that
 * saves text. No legitimate input contains it, so it is refused with a 400 before validation,
 * in the body, the query string and the path parameters alike (found by security/fuzz.routes.test.ts).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = findNul(value);
      if (field !== undefined) {
        throw new AppError('VALIDATION_FAILED', 'The request is not valid', {
          details: { [field || part]: 'errors:validation.nulCharacter' },
        });
      }
    }
  });
}

/**
 * The dotted path of the first string (value or key) holding a NUL, else undefined. Iterative: a
 * body may be nested thousands of levels deep.
 */
export function findNul(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !seen.has(value)) {
      seen.add(value);
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}
