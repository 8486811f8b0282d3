/**
 * How numbers read in the interface language: the thousands and decimal separators of its locale,
 * always with Western digits (prices, codes and amounts are typed and compared in them). The
 * language switch sets the locale (`setNumberLocale`); every formatter of the app reads it here,
 * so a price in a list, on the chart's axis and on the trade desk is written the same way.
 */

interface NumberSymbols {
  locale: string;
  group: string;
  decimal: string;
}

/**
 * The separators of the ten interface languages' locales, as Intl gives them with Western digits
 * (numbers.test.ts checks each against Intl). Asking Intl at start-up cost a phone its first ICU
 * load, 13–36 ms on this machine's Chromium (four times that on the phone Lighthouse emulates),
 * inside the task that starts the app; a table costs nothing.
 */
export const KNOWN_SYMBOLS: Readonly<Record<string, Omit<NumberSymbols, 'locale'>>> = {
  en: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  fr: { group: '\u202f', decimal: ',' },
  it: { group: '.', decimal: ',' },
  es: { group: '.', decimal: ',' },
  ar: { group: ',', decimal: '.' },
  'zh-HK': { group: ',', decimal: '.' },
  'zh-CN': { group: ',', decimal: '.' },
};

/** The locale's separators: from the table, or from Intl for a locale outside it. */
export function symbolsOf(locale: string): NumberSymbols {
  const known = KNOWN_SYMBOLS[locale];
  if (known) return { locale, ...known };
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(12345.6);
  } catch {
    return { locale: 'en', group: ',', decimal: '.' };
  }
  return {
    locale,
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

let symbols = symbolsOf('en');

/** Numbers from now on read as in `locale` (a BCP 47 tag such as "de" or "zh-HK"). */
export function setNumberLocale(locale: string): void {
  if (locale !== symbols.locale) symbols = symbolsOf(locale);
}

/**
 * Plain decimal text ("-1234.50", digits and at most one point) written in the locale: thousands
 * grouped, the locale's decimal separator. Every digit is kept as it is; nothing is rounded.
 */
export function localizeDecimal(text: string): string {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', integer = '0', fraction] = match;
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  return `${sign}${grouped}${fraction ? `${symbols.decimal}${fraction}` : ''}`;
}

/**
 * A market price (a display number from the feed) with exactly the instrument's `precision`
 * decimals, trailing zeros kept: 2.26 at precision 4 reads "2.2600", never "2.26".
 */
export function formatPrice(price: number, precision: number): string {
  if (!Number.isFinite(price)) return '—';
  const places = Math.min(Math.max(Math.trunc(precision), 0), 20);
  return localizeDecimal(price.toFixed(places));
}

/** A change in percent, two decimals, signed ("+1.50%", "-0.25%", "0.00%"). */
export function formatChange(percent: number): string {
  const text = Math.abs(percent).toFixed(2);
  const zero = Number(text) === 0;
  const sign = zero ? '' : percent > 0 ? '+' : '-';
  return `${sign}${localizeDecimal(text)}%`;
}
