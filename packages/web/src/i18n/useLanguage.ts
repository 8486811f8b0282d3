import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './languages.ts';

/**
 * The interface language, for the calls whose answer depends on it: the component re-renders when
 * it changes, so a query keyed by it fetches the new language's answer (and keeps the old one cached).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
