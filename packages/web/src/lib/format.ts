import type { TFunction } from 'i18next';
import { htmlLang, isLanguage } from '../i18n/languages.ts';

/** The locale of the reader's language, for the browser's date formatting. */
export const localeOf = (language: string): string => (isLanguage(language) ? htmlLang[language] : 'en');

/** How formatTime writes a moment: the date, and the time with or without its seconds. */
export const TIME_DATE_STYLE = 'medium';
export const timeStyleOf = (seconds: boolean) => (seconds ? 'medium' : 'short');

/** A moment in the reader's language and time zone; `seconds` for the time of a tick. */
export function formatTime(ms: number, language: string, seconds = false): string {
  return new Date(ms).toLocaleString(localeOf(language), {
    dateStyle: TIME_DATE_STYLE,
    timeStyle: timeStyleOf(seconds),
  });
}

/** The localized text of a success code such as "20004", or `fallback`. */
export function successText(t: TFunction<'messages'>, msg: string, fallback: string): string {
  return t(`success.${msg as '20004'}`, { defaultValue: fallback });
}

/** A fresh key for one submission: repeated with the same body, the server answers the first result. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
