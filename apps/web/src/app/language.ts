import { fallbackLanguage, type Language, toSupportedLanguage } from '@rentwise/core/i18n';

/** Where the chosen language is kept (spec: "choice cached in browser storage"). */
export const LANGUAGE_STORAGE_KEY = 'rentwise.language';

/**
 * Detection order from the spec: saved choice, then the browser's languages, then English.
 * Every candidate passes `toSupportedLanguage`, which discards values that look like script
 * injection (anything but a plain language tag) instead of using them.
 */
export function detectLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  const saved = toSupportedLanguage(readSafely(() => storage?.getItem(LANGUAGE_STORAGE_KEY)));
  if (saved) return saved;
  for (const candidate of browserLanguages) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return fallbackLanguage;
}

export function saveLanguage(
  language: string,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  const supported = toSupportedLanguage(language);
  if (supported) readSafely(() => storage?.setItem(LANGUAGE_STORAGE_KEY, supported));
}

function safeLocalStorage(): Storage | undefined {
  return readSafely(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
}

/** Storage throws in some privacy modes; a failed read is simply "nothing saved". */
function readSafely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
