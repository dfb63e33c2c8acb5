import { type Language, toSupportedLanguage } from '@rentwise/core/i18n';
import { type Dictionary, type TranslateOptions, translateFrom } from '@rentwise/core/translate';
import { cloneElement, type ReactElement, useMemo, useSyncExternalStore } from 'react';
import { setErrorTranslator } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-errors';
import { detectLanguage, saveLanguage } from './language';

/**
 * The app's translations, in house (docs/decisions/011-in-house-i18n.md): i18next and
 * react-i18next cost ~18 KiB gzip of the landing page's budget for features we do not use. The
 * shape copies react-i18next (`useTranslation(ns)` → `{ t, i18n }`, `Trans`) so call sites read
 * the same.
 *
 * Translations live in packages/core/src/locales/<lang>/<namespace>.json (shared with the
 * server's emails and notifications), one namespace per feature. Each file is its own chunk,
 * loaded when a page needs its namespace, so the landing page never downloads the dashboard's
 * strings. English is the fallback and is loaded alongside any other language.
 */
// import.meta.glob takes a literal relative path (the keys below are those paths).
const localeDir = '../../../../packages/core/src/locales';
const localeFiles = import.meta.glob<{ default: Dictionary }>(
  '../../../../packages/core/src/locales/*/*.json',
);

export type TOptions = TranslateOptions;
export type TFunction = (key: string, options?: TOptions) => string;

/** Loaded namespaces by language. A namespace whose file failed to load is `{}`: its keys show. */
const resources: Partial<Record<string, Record<string, Dictionary>>> = {};
const loading = new Map<string, Promise<void>>();
/** Every namespace asked for so far: a language change loads them all before it switches. */
const used = new Set<string>();
const listeners = new Set<() => void>();
let language: Language = detectLanguage();
let changingTo: Language | undefined;

const languagesFor = (lng: Language): Language[] => (lng === 'en' ? ['en'] : [lng, 'en']);
const isLoaded = (lng: Language, ns: string) => languagesFor(lng).every((code) => resources[code]?.[ns]);

export function addResourceBundle(lng: string, ns: string, bundle: Dictionary): void {
  used.add(ns);
  resources[lng] = { ...resources[lng], [ns]: bundle };
}

function loadFile(lng: Language, ns: string): Promise<void> {
  const id = `${lng}/${ns}`;
  let promise = loading.get(id);
  if (!promise) {
    const load = localeFiles[`${localeDir}/${id}.json`];
    promise = resources[lng]?.[ns]
      ? Promise.resolve()
      : (load ? load() : Promise.resolve({ default: {} })).then(
          (module) => addResourceBundle(lng, ns, module.default),
          (error: unknown) => {
            console.error(`Translations ${id} failed to load`, error);
            addResourceBundle(lng, ns, {});
          },
        );
    loading.set(id, promise);
  }
  return promise;
}

/** Loads a namespace in a language and in English (each file once). */
function loadNamespaces(lng: Language, namespaces: readonly string[]): Promise<void> {
  return Promise.all(
    namespaces.flatMap((ns) => {
      used.add(ns);
      return languagesFor(lng).map((code) => loadFile(code, ns));
    }),
  ).then(() => {});
}

/** The web's side of the shared `translateFrom` (packages/core/src/translate.ts). */
function translate(lng: Language, defaultNs: string, fullKey: string, options?: TOptions): string {
  return translateFrom((code, ns) => resources[code]?.[ns], lng, defaultNs, fullKey, options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentLanguage = () => language;

/** Loads every namespace in use in the new language first, so nothing flashes or suspends. */
async function changeLanguage(tag: string): Promise<void> {
  const next = toSupportedLanguage(tag) ?? 'en';
  changingTo = next;
  saveLanguage(next);
  await loadNamespaces(next, [...used]);
  if (changingTo !== next) return; // a later change won
  changingTo = undefined;
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

export const i18n = {
  get language(): Language {
    return language;
  },
  get resolvedLanguage(): Language {
    return language;
  },
  changeLanguage,
  /** i18next's `on('languageChanged')`: called after each switch; answers the unsubscribe. */
  onLanguageChanged(listener: (lng: Language) => void): () => void {
    return subscribe(() => listener(language));
  },
  loadNamespaces: (ns: string | readonly string[]) =>
    loadNamespaces(language, typeof ns === 'string' ? [ns] : ns),
  addResourceBundle,
  t: ((key, options) => translate(language, 'common', key, options)) as TFunction,
};

/**
 * Detected language (saved choice, browser, English) and the `common` namespace, before the app
 * renders. Saves the detected language, as i18next's detector did.
 */
export function initI18n(): Promise<void> {
  used.add('common');
  // Every API error reads in the current language (lib/api-errors.ts); its texts load with the app.
  used.add('errors');
  setErrorTranslator((error) => apiErrorText(i18n.t, language, error));
  return changeLanguage(language);
}

/**
 * `t` for the first namespace (`ns:key` reaches the others). Suspends while a namespace is not
 * loaded in the current language; renders synchronously when it is (pre-rendered pages, no
 * flicker). Re-renders on a language change.
 */
export function useTranslation(ns: string | readonly string[] = 'common'): {
  t: TFunction;
  i18n: typeof i18n;
} {
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const defaultNs = namespaces[0] ?? 'common';
  const t = useMemo<TFunction>(
    () => (key, options) => translate(lng, defaultNs, key, options),
    [lng, defaultNs],
  );
  // React renders the component again once the thrown promise settles.
  if (!namespaces.every((name) => isLoaded(lng, name))) throw loadNamespaces(lng, namespaces);
  return { t, i18n };
}

/**
 * A translation with markup: `<0>text</0>` in the string becomes `components[0]` with that text
 * as its children (no nesting, no self-closing tags: our strings need neither).
 */
export function Trans({
  t,
  i18nKey,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  components: readonly ReactElement[] | Record<string, ReactElement>;
}) {
  // split() with two groups: text, tag, inner text, text, tag, inner text, … text.
  const parts = t(i18nKey).split(/<(\w+)>(.*?)<\/\1>/);
  return parts.map((part, index) => {
    if (index % 3 === 0) return part;
    if (index % 3 === 2) return null;
    const component = (components as Record<string, ReactElement | undefined>)[part];
    return component ? cloneElement(component, { key: index }, parts[index + 1]) : parts[index + 1];
  });
}
