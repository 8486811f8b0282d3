import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@tp/contract';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@tp/contract/rules/settings';
import { useErrorMessage } from '../../../api/messages.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { htmlLang, languageNames, LANGUAGES, type Language } from '../../../i18n/languages.ts';
import { Button } from '../../../ui/Button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useSetEmailPreferences } from '../api/set-email-preferences.ts';

/** Which notification categories also come by e-mail, and the language the e-mails are written in. */
export function EmailPreferences({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const describe = useErrorMessage();
  const save = useSetEmailPreferences();
  const languageId = useId();
  const [categories, setCategories] = useState<NotificationCategory[]>(settings.emailCategories);
  const [language, setLanguage] = useState<Language>(settings.language ?? currentLanguage());
  const toggle = (category: NotificationCategory, on: boolean) => {
    setCategories((chosen) => (on ? [...chosen, category] : chosen.filter((c) => c !== category)));
  };
  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    save.mutate(
      { categories, language },
      {
        onSuccess: () => {
          showToast(t('email.saved'), 'success');
        },
        onError: (error) => {
          showToast(describe(error), 'error');
        },
      },
    );
  };
  return (
    <form className="form-card settings__section" onSubmit={submit} aria-labelledby="settings-email">
      <h2 id="settings-email">{t('email.title')}</h2>
      <p className="muted">{t('email.explain')}</p>
      <fieldset className="settings__categories">
        <legend className="sr-only">{t('email.title')}</legend>
        {NOTIFICATION_CATEGORIES.map((category) => (
          <label key={category} className="settings__check">
            <input
              type="checkbox"
              name={category}
              checked={categories.includes(category)}
              onChange={(event) => {
                toggle(category, event.target.checked);
              }}
            />
            <span>{t(`email.categories.${category}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t('email.always')}</p>
      <div className="field">
        <label htmlFor={languageId}>{t('email.language')}</label>
        <select
          id={languageId}
          className="settings__select"
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value as Language);
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={htmlLang[option]}>
              {languageNames[option]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" busy={save.isPending}>
        {t('email.save')}
      </Button>
    </form>
  );
}
