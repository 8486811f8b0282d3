import { afterEach, describe, expect, it } from 'vitest';
import { htmlLang, LANGUAGES } from '../i18n/languages.ts';
import { KNOWN_SYMBOLS, localizeDecimal, setNumberLocale, symbolsOf } from './numbers.ts';

/** What Intl itself says of a locale's separators, with Western digits. */
function intlSymbols(locale: string) {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value,
    decimal: parts.find((part) => part.type === 'decimal')?.value,
  };
}

describe('number separators', () => {
  afterEach(() => {
    setNumberLocale('en');
  });

  it.each(LANGUAGES)('knows the separators of %s without asking Intl, and they are the ones Intl gives', (language) => {
    const locale = htmlLang[language];
    expect(KNOWN_SYMBOLS[locale]).toEqual(intlSymbols(locale));
  });

  it('asks Intl for a locale outside the ten languages, and falls back to English for one Intl refuses', () => {
    expect(symbolsOf('pt-BR')).toEqual({ locale: 'pt-BR', ...intlSymbols('pt-BR') });
    expect(symbolsOf('not a locale!')).toEqual({ locale: 'en', group: ',', decimal: '.' });
  });

  it('writes a decimal in the locale set last, every digit kept', () => {
    expect(localizeDecimal('-1234567.050')).toBe('-1,234,567.050');
    setNumberLocale('fr');
    expect(localizeDecimal('1234.5')).toBe('1\u202f234,5');
    setNumberLocale('de');
    expect(localizeDecimal('1234.5')).toBe('1.234,5');
    expect(localizeDecimal('12 apples')).toBe('12 apples');
  });
});
