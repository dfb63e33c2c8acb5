/**
 * How a text is read from the locale catalogs (src/locales/<lang>/<namespace>.json), on both
 * sides: the web's i18n (apps/web/src/app/i18n.ts) and the server's emails and notifications
 * (locales/catalog.ts). One syntax: `ns:key`, nested keys `a.b.c`, `{{name}}` placeholders, plural
 * forms `key_one` / `key_other` chosen by a numeric `count` (docs/decisions/011-in-house-i18n.md).
 */
export type Dictionary = { [key: string]: unknown };

/** `count` picks the plural form (`key_one`, `key_other`… by Intl.PluralRules); the rest fill `{{name}}`. */
export type TranslateOptions = { count?: number; defaultValue?: string; [variable: string]: unknown };

/** The dictionary of a namespace in a language, or undefined when it is not (yet) loaded. */
export type FindDictionary = (language: string, namespace: string) => Dictionary | undefined;

/** The language asked for, then English. */
const languagesFor = (language: string): string[] => (language === 'en' ? ['en'] : [language, 'en']);

/** `a.b.c` in a namespace; only strings count (an object or a missing key is "not found"). */
function lookup(dictionary: Dictionary | undefined, path: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of path.split('.')) node = (node as Dictionary | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

const pluralRules: Record<string, Intl.PluralRules> = {};

/**
 * i18next's semantics, the subset we use: `ns:key` or the default namespace; with a numeric
 * `count` the plural form (`_zero` for 0 if present, the language's category, then `_other`),
 * then the bare key; the language, then English; else `defaultValue`, else the key itself.
 * `{{name}}` is filled from the options and not escaped (React and the email layout escape); an
 * unknown name stays as it is.
 */
export function translateFrom(
  find: FindDictionary,
  language: string,
  defaultNs: string,
  fullKey: string,
  options: TranslateOptions = {},
): string {
  const colon = fullKey.indexOf(':');
  const ns = colon > 0 ? fullKey.slice(0, colon) : defaultNs;
  const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
  const { count } = options;
  let found: string | undefined;
  for (const code of languagesFor(language)) {
    const dictionary = find(code, ns);
    if (typeof count === 'number') {
      pluralRules[code] ??= new Intl.PluralRules(code);
      found =
        (count === 0 ? lookup(dictionary, `${key}_zero`) : undefined) ??
        lookup(dictionary, `${key}_${pluralRules[code].select(count)}`) ??
        lookup(dictionary, `${key}_other`);
    }
    found ??= lookup(dictionary, key);
    if (found !== undefined) break;
  }
  return (found ?? options.defaultValue ?? key).replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = options[name.trim()];
    return value === undefined ? placeholder : value === null ? '' : String(value);
  });
}
