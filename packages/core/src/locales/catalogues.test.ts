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

/** The server's own sources (not its tests), by path relative to apps/server/src. */
function serverFiles(): [string, string][] {
  const server = new URL('../../../../apps/server/src/', import.meta.url);
  return readdirSync(server, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [file, readFileSync(new URL(file, server), 'utf8')]);
}
const serverSources = () =>
  serverFiles()
    .map(([, source]) => source)
    .join('\n');

/**
 * Codes whose text says it all (a missing resource, a form's field errors, a sign-in, a crash) and
 * the auth API's lower-case codes: every other refusal names what went wrong with an errors: key.
 */
const GENERIC_CODES = /^(NOT_FOUND|VALIDATION_FAILED|UNAUTHORIZED|INTERNAL|[a-z_]+)$/;
/** Calls whose code is a variable, and why they need no key. */
const NON_LITERAL_CODE: Record<string, string> = {
  'auth/guards.ts': "the auth API's lower-case codes of the session check (no_authorization, bad_jwt, …)",
  'http/errors.ts': "a framework error's status only (`new AppError(mapped, '').status`), never thrown",
};

/** Every `new AppError(…)` of the server: its file, line, literal code and whole text. */
function appErrorCalls(): { file: string; line: number; code?: string; text: string }[] {
  const calls: { file: string; line: number; code?: string; text: string }[] = [];
  for (const [file, source] of serverFiles()) {
    for (
      let start = source.indexOf('new AppError(');
      start >= 0;
      start = source.indexOf('new AppError(', start + 1)
    ) {
      let depth = 0;
      let end = start + 'new AppError'.length;
      for (; end < source.length; end++) {
        if (source[end] === '(') depth++;
        else if (source[end] === ')' && --depth === 0) break;
      }
      const text = source.slice(start, end + 1);
      const code = text.match(/^new AppError\(\s*'(\w+)'/)?.[1];
      calls.push({
        file: file.replaceAll('\\', '/'),
        line: source.slice(0, start).split('\n').length,
        code,
        text,
      });
    }
  }
  return calls;
}

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

  it('every errors: key the server uses exists in both catalogues', () => {
    // Any `'errors:…'` literal: a thrown key, a key of a table (declines, invitations), a field's.
    const keys = [
      ...new Set([...serverSources().matchAll(/['`](errors:[\w.]+)['`]/g)].map((match) => match[1])),
    ];
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter((key) =>
      ['en', 'fr'].some(
        (language) =>
          translateFrom(find, language, 'common', key ?? '', { defaultValue: '', count: 2 }) === '',
      ),
    );
    expect(missing).toEqual([]);
  });

  it('every refusal the server throws says its own thing: an AppError has an errors: key', () => {
    const unkeyed = appErrorCalls()
      .filter((call) => !call.code || !GENERIC_CODES.test(call.code))
      .filter((call) => !/\bkey:/.test(call.text))
      .filter((call) => !NON_LITERAL_CODE[call.file])
      .map((call) => `${call.file}:${call.line} ${call.text.slice(0, 120)}`);
    expect(unkeyed).toEqual([]);
  });

  it("a field's message in `details` is a catalogue key that exists, never English text", () => {
    const problems: string[] = [];
    for (const call of appErrorCalls()) {
      // A computed field name (`[cond ? 'iban' : 'accountNumber']`) is a name, not a message.
      const details = call.text.match(/details:\s*\{([^}]*)\}/)?.[1]?.replace(/\[[^\]]*\]/g, '');
      if (!details) continue;
      for (const [, text] of details.matchAll(/:\s*['"`]([^'"`]*)['"`]/g)) {
        const missing = ['en', 'fr'].some(
          (language) =>
            translateFrom(find, language, 'common', text ?? '', { defaultValue: '', count: 2 }) === '',
        );
        if (!/^[a-z-]+:[\w.]+$/.test(text ?? '') || missing)
          problems.push(`${call.file}:${call.line} ${text}`);
      }
    }
    expect(problems).toEqual([]);
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
