import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocal, storageKeys, writeLocal } from '../lib/storage.ts';
import { htmlLang, isLanguage, RTL_LANGUAGES, type Language } from './languages.ts';
export type Catalogue = typeof import('./locales/en.json');

/**
 * Catalogues load on demand, English too: a visitor downloads only the one they read. Every
 * catalogue is complete (a test checks it), so none needs another to fall back on.
 */
const loaders = import.meta.glob<{ default: Catalogue }>('./locales/*.json');

async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = loaders[`./locales/${language}.json`];
  if (!loader) return;
  const module = await loader();
  i18n.addResourceBundle(language, 'translation', module.default, true, true);
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = htmlLang[language];
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language {
  const stored = readLocal(storageKeys.language);
  return isLanguage(stored) ? stored : 'en';
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
  return i18n;
}

/** Switches the interface language, persists it, and lays Arabic out right to left. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  writeLocal(storageKeys.language, language);
  applyDocumentLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : 'en';
}

export { i18n };
