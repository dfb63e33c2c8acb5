import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops zod from probing eval (new Function) when it builds and parses object schemas', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const probe = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    const schema = z.object({ email: z.string(), age: z.number() });
    expect(schema.parse({ email: 'a@b.c', age: 3 })).toEqual({ email: 'a@b.c', age: 3 });
    expect(probe).not.toHaveBeenCalled();
  });
});
