import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const item = z.object({
  id: z.uuid(),
  email: z.email(),
  count: z.number().int(),
  // A field named like a JSON Schema keyword: its schema must survive.
  pattern: z.string(),
  nested: z.object({ at: z.string() }).nullable(),
});
const serialize = responseSerializerCompiler({
  schema: z.object({ items: z.array(item) }),
  method: 'GET',
  url: '/test',
} as never) as (data: unknown) => string;

const valid = {
  id: '0b7e5f3c-9c1e-4d6e-8f7a-2b3c4d5e6f70',
  email: 'ann@example.test',
  count: 3,
  pattern: 'p',
  nested: { at: '2026-11-25' },
};

describe('responseSerializerCompiler', () => {
  it('writes only declared keys, at every level', () => {
    const json = serialize({
      items: [{ ...valid, passwordHash: 'secret', nested: { at: '2026-11-25', token: 'x' } }],
      extra: 1,
    });
    expect(JSON.parse(json)).toEqual({ items: [valid] });
  });

  it('refuses an answer of the wrong shape instead of coercing it (a 500 with a request id)', () => {
    expect(() => serialize({ items: [{ ...valid, count: '3' }] })).toThrow(ResponseSerializationError);
    expect(() => serialize({ items: [{ ...valid, pattern: 7 }] })).toThrow(ResponseSerializationError);
    const { email: _missing, ...withoutEmail } = valid;
    expect(() => serialize({ items: [withoutEmail] })).toThrow(ResponseSerializationError);
    expect(() => serialize({ items: [{ ...valid, nested: { at: new Date() } }] })).toThrow(
      ResponseSerializationError,
    );
  });

  it('does not re-match string formats on the way out (they come from typed columns and checked input)', () => {
    const json = serialize({ items: [{ ...valid, id: 'not-a-uuid', email: 'not-an-email' }] });
    expect(JSON.parse(json).items[0]).toMatchObject({ id: 'not-a-uuid', email: 'not-an-email' });
  });

  it('checks and writes a frozen answer once (cached list pages, decision 018); others every time', () => {
    let reads = 0;
    const counted = () =>
      Object.defineProperty({ ...valid }, 'count', {
        enumerable: true,
        get: () => {
          reads++;
          return 3;
        },
      });
    const frozen = Object.freeze({ items: [Object.freeze(counted())] });
    const first = serialize(frozen);
    const readsOnce = reads;
    expect(readsOnce).toBeGreaterThan(0);
    expect(serialize(frozen)).toBe(first);
    expect(reads).toBe(readsOnce);
    const open = { items: [counted()] };
    expect(serialize(open)).toBe(first);
    serialize(open);
    expect(reads).toBe(3 * readsOnce);
    // A frozen answer of the wrong shape is refused, and refused again: nothing wrong is kept.
    const wrong = Object.freeze({ items: [Object.freeze({ ...valid, count: '3' })] });
    expect(() => serialize(wrong)).toThrow(ResponseSerializationError);
    expect(() => serialize(wrong)).toThrow(ResponseSerializationError);
  });
});
