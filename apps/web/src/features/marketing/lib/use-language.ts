import { intlLocale } from '@rentwise/core/i18n';
import { useTranslation } from '@/app/i18n';

/** The active interface language, as the formatting helpers want it. */
export function useLanguage(): 'en' | 'fr' {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
}

/** Number formatting per language (English: 1,500; French: 1 500). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}
