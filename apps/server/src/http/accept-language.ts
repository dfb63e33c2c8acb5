import { fallbackLanguage, type Language, toSupportedLanguage } from '@rentwise/core/i18n';

/** The first supported language of an Accept-Language header ('fr-CA,fr;q=0.9,en;q=0.8' → fr). */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const language = toSupportedLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return fallbackLanguage;
}
