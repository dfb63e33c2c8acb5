import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every user-facing string exists in English and French: same files, same keys, no empty text. */
const directory = new URL('./', import.meta.url);
const files: Record<string, unknown> = Object.fromEntries(
  ['en', 'fr'].flatMap((language) =>
    readdirSync(new URL(`${language}/`, directory))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        `./${language}/${file}`,
        JSON.parse(readFileSync(new URL(`${language}/${file}`, directory), 'utf8')),
      ]),
  ),
);

function keys(value: unknown, prefix = ''): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];
}

function leaves(value: unknown): unknown[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
}

const namespaces = (language: string) =>
  Object.keys(files)
    .filter((file) => file.startsWith(`./${language}/`))
    .map((file) => file.slice(language.length + 3));

describe('locales', () => {
  it('English and French have the same namespaces', () => {
    expect(namespaces('fr').sort()).toEqual(namespaces('en').sort());
  });

  for (const namespace of namespaces('en')) {
    it(`${namespace}: French has exactly the English keys, all non-empty`, () => {
      const en = files[`./en/${namespace}`];
      const fr = files[`./fr/${namespace}`];
      expect(keys(fr).sort()).toEqual(keys(en).sort());
      for (const text of [...leaves(en), ...leaves(fr)]) {
        if (typeof text === 'string') expect(text.trim()).not.toBe('');
      }
    });
  }
});
