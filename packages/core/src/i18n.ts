/** Languages the interface and the emails are written in; English is the fallback. */
export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

/**
 * A language code detected from the browser or storage is untrusted input: anything that is not a
 * plain BCP-47-looking tag (letters, digits, '-' or '_', at most 35 chars) — for example a value
 * carrying `<script>` or quotes — is discarded rather than passed on.
 */
export function sanitizeLanguageTag(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 35) return undefined;
  if (!/^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/.test(trimmed)) return undefined;
  return trimmed;
}

/** Maps any tag ('fr-CA', 'EN_us') to a supported language, or undefined. */
export function toSupportedLanguage(value: unknown): Language | undefined {
  const tag = sanitizeLanguageTag(value);
  if (!tag) return undefined;
  const base = tag.slice(0, 2).toLowerCase();
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/**
 * The `Intl` locale of a language, for numbers, money and dates on both sides: US English, and
 * French as written in France ('fr-CA' and the like read as French).
 */
export function intlLocale(language: string): 'en-US' | 'fr-FR' {
  return language.startsWith('fr') ? 'fr-FR' : 'en-US';
}
