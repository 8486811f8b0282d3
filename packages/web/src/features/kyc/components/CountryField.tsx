import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@tp/contract/rules/kyc';

/** Every country's name in the interface language, sorted as that language sorts. */
function useCountryNames(language: string): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
}

/** The country: a search box that narrows the list, and the list itself (keyboard usable as a select). */
export function CountryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('kyc');
  const id = useId();
  const [search, setSearch] = useState('');
  const countries = useCountryNames(i18n.language === 'hk' ? 'zh-Hant' : i18n.language);
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const shown = countries.filter(
    (country) =>
      country.code === value ||
      !needle ||
      country.name.toLocaleLowerCase(i18n.language).includes(needle) ||
      country.code.toLowerCase() === needle,
  );
  return (
    <div className={`field kyc-country${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{t('fields.country')}</label>
      <input
        type="search"
        className="kyc-country__search"
        placeholder={t('fields.countrySearch')}
        aria-label={t('fields.countrySearch')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">{t('fields.countryChoose')}</option>
        {shown.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
