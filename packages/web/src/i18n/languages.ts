import { LANGUAGES, type Language } from '@tp/contract/constants';

export { LANGUAGES, type Language };

/** Each language's own name, as a picker shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  ar: 'العربية',
  hk: '繁體中文',
  zh: '简体中文',
};

/** The HTML lang attribute of each language (hk is traditional Chinese as used in Hong Kong). */
export const htmlLang: Record<Language, string> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  de: 'de',
  fr: 'fr',
  it: 'it',
  es: 'es',
  ar: 'ar',
  hk: 'zh-HK',
  zh: 'zh-CN',
};

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}
