import { fallbackLanguage, type Language, supportedLanguages } from '@rentwise/core/i18n';
import Negotiator from 'negotiator';

/**
 * The supported language a request's Accept-Language prefers, by quality ('fr-CA,fr;q=0.9,en;q=0.8'
 * → fr); English when it names none of ours or is missing. negotiator matches a regional tag to
 * its base language and ignores malformed parts.
 */
export function languageFromHeader(header: string | undefined): Language {
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  return (negotiator.language([...supportedLanguages]) as Language | undefined) ?? fallbackLanguage;
}
