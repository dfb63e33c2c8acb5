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
 * A key and its parameters as one string, for a message that travels as text — a zod issue's
 * message, a field error of the API: `errors:validation.tooLong?count=200`. `translateFrom` reads
 * the parameters back (a numeric `count` picks the plural form).
 */
export function keyWithParams(key: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)] as [string, string]),
  );
  const text = query.toString();
  return text ? `${key}?${text}` : key;
}

/** `ns:key?a=1&b=2` → the key and its parameters (a numeric `count` as a number). */
export function splitParams(fullKey: string): { key: string; params: Record<string, unknown> } {
  const at = fullKey.indexOf('?');
  if (at < 0 || !/^[\w-]+:[\w.-]+$/.test(fullKey.slice(0, at))) return { key: fullKey, params: {} };
  const params: Record<string, unknown> = Object.fromEntries(new URLSearchParams(fullKey.slice(at + 1)));
  if (typeof params.count === 'string' && params.count !== '' && !Number.isNaN(Number(params.count))) {
    params.count = Number(params.count);
  }
  return { key: fullKey.slice(0, at), params };
}

/** U+202F, the narrow no-break space French puts before ; : ! ? % and inside « ». */
const NARROW_NBSP = '\u202f';

/**
 * French typography on a catalogue text (not on the values filled in): a narrow no-break space
 * before ; : ! ? % and inside « », so "42 %" never breaks before its sign; and elision before a
 * value that starts with a vowel: "de {{name}}" with Anna reads "d'Anna".
 */
function frenchTypography(text: string, options: TranslateOptions): string {
  return text
    .replace(/[ \u00a0]+([;:!?%»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NBSP}`)
    .replace(
      /(^|[^\p{L}])([Dd]e|[Qq]ue) \{\{(.+?)\}\}/gu,
      (whole, before: string, word: string, name: string) => {
        const value = options[name.trim()];
        return typeof value === 'string' && /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(value)
          ? `${before}${word.slice(0, -1)}'{{${name}}}`
          : whole;
      },
    );
}

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
  givenOptions: TranslateOptions = {},
): string {
  const { key: plainKey, params } = splitParams(fullKey);
  const options: TranslateOptions = { ...params, ...givenOptions };
  const colon = plainKey.indexOf(':');
  const ns = colon > 0 ? plainKey.slice(0, colon) : defaultNs;
  const key = colon > 0 ? plainKey.slice(colon + 1) : plainKey;
  const { count } = options;
  let found: string | undefined;
  let foundIn: string | undefined;
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
    if (found !== undefined) {
      foundIn = code;
      break;
    }
  }
  if (found !== undefined && foundIn === 'fr') found = frenchTypography(found, options);
  return (found ?? options.defaultValue ?? key).replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = options[name.trim()];
    return value === undefined ? placeholder : value === null ? '' : String(value);
  });
}
