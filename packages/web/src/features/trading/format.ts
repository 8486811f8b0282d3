import type { TFunction } from 'i18next';
import { htmlLang, isLanguage } from '../../i18n/languages.ts';
import { decimalPlaces, formatMoney } from '../../lib/decimal.ts';

/** A moment in the reader's language and time zone; `seconds` for the time of a tick. */
export function formatTime(ms: number, language: string, seconds = false): string {
  const locale = isLanguage(language) ? htmlLang[language] : 'en';
  return new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' });
}

/** A price with at least the instrument's decimals (`precision` null: as many as it has). */
export function formatPriceText(price: string, precision: number | null): string {
  return formatMoney(price, precision ?? decimalPlaces(price));
}

/** The localized text of a success code such as "20004", or `fallback`. */
export function successText(t: TFunction<'messages'>, msg: string, fallback: string): string {
  return t(`success.${msg as '20004'}`, { defaultValue: fallback });
}

/** A fresh key for one order dialog: repeated with the same body, the server answers the first result. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
