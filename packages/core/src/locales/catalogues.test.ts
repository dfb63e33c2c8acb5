import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '../errors';
import { translateFrom } from '../translate';
import { z } from '../zod';

/**
 * The two catalogues say the same things: every key of one is in the other with the same
 * {{placeholders}} (a French text that drops {{date}} or renames it would show "{{date}}" or
 * nothing), and every error code the API answers has a text in both (errors.json `code.*`).
 */
type Tree = { [key: string]: unknown };
const directory = new URL('./', import.meta.url);
const load = (language: string): Record<string, Tree> =>
  Object.fromEntries(
    readdirSync(new URL(`${language}/`, directory))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(new URL(`${language}/${file}`, directory), 'utf8')) as Tree,
      ]),
  );
const catalogues = { en: load('en'), fr: load('fr') };

function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(.+?)\s*\}\}/g)].map((match) => match[1]))].sort();
/** Plural forms differ by language (`_one`/`_other`, `_many` in French): compare by base key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const find = (language: string, ns: string) => catalogues[language as 'en' | 'fr'][ns];

/** Placeholders one language leaves out on purpose, with the reason. */
const droppedOnPurpose: Record<string, string> = {
  'rent-suggestions:attributes.areaHint': 'French readers do not use square feet',
};

describe('catalogues (en, fr)', () => {
  for (const ns of Object.keys(catalogues.en)) {
    it(`${ns}: same keys and the same {{placeholders}} in English and French`, () => {
      const en = texts(catalogues.en[ns]);
      const fr = texts(catalogues.fr[ns] ?? {});
      expect(fr.map(([key]) => key).sort()).toEqual(en.map(([key]) => key).sort());
      const byKey = (entries: [string, string][]) => {
        const map = new Map<string, Set<string>>();
        for (const [key, text] of entries) {
          const names = map.get(base(key)) ?? new Set<string>();
          for (const name of placeholders(text)) names.add(name);
          map.set(base(key), names);
        }
        return map;
      };
      const frNames = byKey(fr);
      const mismatches = [...byKey(en)]
        .map(([key, names]) => ({ key, en: [...names].sort(), fr: [...(frNames.get(key) ?? [])].sort() }))
        .filter((entry) => entry.en.join() !== entry.fr.join() && !droppedOnPurpose[`${ns}:${entry.key}`]);
      expect(mismatches).toEqual([]);
    });
  }

  it('every error code of the API has a text in English and in French', () => {
    for (const code of Object.keys(errorStatus)) {
      for (const language of ['en', 'fr'] as const) {
        const codes = catalogues[language].errors?.code as Record<string, unknown> | undefined;
        expect(typeof codes?.[code], `${language} errors:code.${code}`).toBe('string');
      }
    }
  });

  it('every errors: key the server throws exists in both catalogues', () => {
    const server = new URL('../../../../apps/server/src/', import.meta.url);
    const sources = readdirSync(server, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(new URL(file, server), 'utf8'))
      .join('\n');
    const keys = [...new Set([...sources.matchAll(/key: '(errors:[\w.]+)'/g)].map((match) => match[1]))];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      for (const language of ['en', 'fr']) {
        expect(
          translateFrom(find, language, 'common', key, { defaultValue: '', count: 2 }),
          `${language} ${key}`,
        ).not.toBe('');
      }
    }
  });
});

describe('messages with parameters and French typography', () => {
  const t = (language: string, key: string, options?: Record<string, unknown>) =>
    translateFrom(find, language, 'common', key, options);

  it("zod's own messages become translated keys with their limits", () => {
    const result = z.object({ note: z.string().max(200), size: z.number().int().max(1000) }).safeParse({
      note: 'x'.repeat(201),
      size: 2.5,
    });
    const [note, size] = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(note).toBe('errors:validation.tooLong?count=200');
    expect(t('en', note ?? '')).toBe('At most 200 characters');
    expect(t('fr', note ?? '')).toBe('200 caractères au plus');
    expect(t('en', size ?? '')).toBe('Enter a whole number');
    // A schema's own message still wins.
    expect(z.string().min(1, 'validation:tooLong').safeParse('').error?.issues[0]?.message).toBe(
      'validation:tooLong',
    );
  });

  it('a narrow no-break space before : ; ! ? % in French, and elision before a vowel', () => {
    expect(t('fr', 'errors:code.HTTP_ERROR', { status: 418 })).not.toMatch(/ [:;!?%]/);
    const dictionary = { t: { rate: '{{n}} %', from: 'Message de {{name}} : {{text}}' } };
    const local = (language: string, key: string, options?: Record<string, unknown>) =>
      translateFrom(
        (code, ns) => (code === 'fr' && ns === 't' ? dictionary.t : undefined),
        language,
        't',
        key,
        options,
      );
    expect(local('fr', 'rate', { n: 42 })).toBe('42\u202f%');
    expect(local('fr', 'from', { name: 'Anna', text: 'ok' })).toBe("Message d'Anna\u202f: ok");
    expect(local('fr', 'from', { name: 'Bruno', text: 'ok' })).toBe('Message de Bruno\u202f: ok');
  });

  it('no French text of the catalogues breaks before : ; ! ? % once translated', () => {
    for (const [ns, tree] of Object.entries(catalogues.fr)) {
      for (const [key] of texts(tree)) {
        expect(t('fr', `${ns}:${base(key)}`, { count: 2 }), `${ns}:${key}`).not.toMatch(/[ \u00a0][:;!?%]/);
      }
    }
  });
});
