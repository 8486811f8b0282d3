import i18n, { type BackendModule, type FlatNamespace, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setNumberLocale } from '../lib/numbers.ts';
import { readLocal, storageKeys, writeLocal } from '../lib/storage.ts';
import { htmlLang, isLanguage, RTL_LANGUAGES, type Language } from './languages.ts';

/** A namespace: one catalogue file per language, `locales/<language>/<namespace>.json`. */
export type Namespace = FlatNamespace;

/** What every page needs before the first paint: the frame (bars, footer, onboarding) and the shared controls. */
export const STARTUP_NAMESPACE = 'common' satisfies Namespace;

/**
 * Catalogues load on demand, English too: a visitor downloads only the language they read, and of
 * it only the namespaces of the pages they open. A language's module brings its start-up namespace
 * and the loaders of the others, so the entry knows one chunk per language, not one per namespace.
 * Every catalogue is complete (a test checks it), so none needs another language to fall back on.
 */
const languages = import.meta.glob<typeof import('./locales/en/index.ts')>('./locales/*/index.ts');

/** A catalogue that does not exist: no use trying again. */
class MissingCatalogue extends Error {}

async function readCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const loadLanguage = languages[`./locales/${language}/index.ts`];
  if (!loadLanguage) throw new MissingCatalogue(`no catalogue for the language ${language}`);
  const catalogue = await loadLanguage();
  if (namespace === STARTUP_NAMESPACE) return catalogue.common;
  const loadNamespace = catalogue.namespaces[`./${namespace}.json`];
  if (!loadNamespace) throw new MissingCatalogue(`no namespace ${namespace} in the ${language} catalogue`);
  return (await loadNamespace()).default;
}

/** i18next loads through this: it tracks what is loading, so `useTranslation(ns)` suspends until it is there. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    readCatalogue(language, namespace).then(
      (catalogue) => {
        callback(null, catalogue);
      },
      (error: unknown) => {
        // A chunk that failed to download is worth another try: i18next retries a few times.
        callback(error instanceof Error ? error : new Error(String(error)), !(error instanceof MissingCatalogue));
      },
    );
  },
};

/** A year: the language outlives any session, as its localStorage key does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The document's language and direction, and a cookie that tells the server the language: the page
 * it sends next already carries that language's catalogue, words and direction (the server's
 * http/page-html.ts). localStorage stays the app's own record.
 */
function applyDocumentLanguage(language: Language): void {
  // The build renders the first paint of pages without a document (app/prerender.tsx).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang[language];
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  document.cookie = `${storageKeys.language}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Numbers follow the language the moment i18next switches, before React renders the switch, so
 * that no screen shows the new language's words with the old one's separators.
 */
i18n.on('languageChanged', (language) => {
  setNumberLocale(isLanguage(language) ? htmlLang[language] : 'en');
});

export function storedLanguage(): Language {
  const stored = readLocal(storageKeys.language);
  return isLanguage(stored) ? stored : 'en';
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(catalogueBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        ns: [STARTUP_NAMESPACE],
        defaultNS: STARTUP_NAMESPACE,
        // A page's own namespace comes first; the shared strings of the frame are found after it.
        fallbackNS: STARTUP_NAMESPACE,
        fallbackLng: false,
        interpolation: { escapeValue: false },
        returnNull: false,
        // A component whose namespace is still loading suspends: no untranslated key ever shows.
        react: { useSuspense: true },
        // Otherwise i18next writes an advertisement to every visitor's console.
        showSupportNotice: false,
      });
  }
  await changeLanguage(language);
  return i18n;
}

/**
 * Loads namespaces in the current language, e.g. a page's while its code chunk loads. Language
 * switches load every namespace loaded so far, so a page never shows keys after a switch.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/**
 * Switches the interface language, persists it, and lays Arabic out right to left. i18next loads
 * the namespaces already in use in the new language before it switches.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  writeLocal(storageKeys.language, language);
  applyDocumentLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : 'en';
}

export { i18n };
