import type { TFunction } from 'i18next';
import type { Coin, WalletNetwork } from '@tp/contract';
import { htmlLang, isLanguage } from '../../i18n/languages.ts';

/** A method as customers know it: "USDT-TRC20", and a coin that is its own network alone: "BTC". */
export function methodLabel(coin: Coin, network: WalletNetwork): string {
  return coin === network ? coin : `${coin}-${network}`;
}

/** A moment in the reader's language and time zone. */
export function formatTime(ms: number, language: string): string {
  const locale = isLanguage(language) ? htmlLang[language] : 'en';
  return new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A long hash or address as its head and tail; the full text goes in a title. */
export function shorten(text: string, head = 8, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** The localized text of a success code such as "20002", or `fallback`. */
export function successText(t: TFunction<'messages'>, msg: string, fallback: string): string {
  return t(`success.${msg as '20001'}`, { defaultValue: fallback });
}

/** A fresh key for one submission: repeated with the same body, the server answers the first result. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
