import { afterEach, describe, expect, it, vi } from 'vitest';

describe('core zod', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops zod from probing eval (new Function) when it builds and parses object schemas', async () => {
    vi.resetModules();
    const probe = vi.spyOn(globalThis, 'Function');
    const { z } = await import('./zod');
    const schema = z.object({ email: z.string(), age: z.number() });
    expect(schema.parse({ email: 'a@b.c', age: 3 })).toEqual({ email: 'a@b.c', age: 3 });
    expect(probe).not.toHaveBeenCalled();
  });

  it('is the only way core imports zod at run time', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = new URL('./', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod.ts',
    );
    const direct = files.filter((file) =>
      /import \{[^}]*\} from 'zod'/.test(readFileSync(new URL(file, root), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
