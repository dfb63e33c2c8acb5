import { supportedLanguages } from '@rentwise/core/i18n';
import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, saveLanguage } from './language';

/**
 * Translations live in src/locales/<lang>/<namespace>.json, one namespace per feature. Each file
 * is its own chunk, loaded when a page needs its namespace, so the landing page never downloads
 * the dashboard's strings.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  init() {},
  detect: () => detectLanguage(),
  cacheUserLanguage: (language) => saveLanguage(language),
};

export const i18nReady = i18n
  .use(lazyBackend)
  .use(detector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
