import type { Language } from '@rentwise/core/i18n';
import en from '@rentwise/core/locales/en/signatures.json';
import fr from '@rentwise/core/locales/fr/signatures.json';
import { translateFrom } from '@rentwise/core/translate';

/**
 * The signatures namespace (packages/core/src/locales/{en,fr}/signatures.json) for the texts the
 * server writes: the signing email and the certificate page. The web reads the same files.
 */
export function signaturesText(lang: Language, key: string, options?: Record<string, string>): string {
  return translateFrom(
    (code, ns) => (ns === 'signatures' ? (code === 'fr' ? fr : code === 'en' ? en : undefined) : undefined),
    lang,
    'signatures',
    key,
    options,
  );
}
